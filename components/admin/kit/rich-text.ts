/**
 * The rich-text editor's constants, light enough for any module (the editor itself, Lexical, loads
 * only where an editor is shown: RichTextEditor.tsx).
 */

/** The text area's fixed height (docs/product.md §9). */
export const EDITOR_HEIGHT = 200;

/** The toolbar's fixed height (one row that scrolls sideways on narrow screens). */
export const TOOLBAR_HEIGHT = 49;

/** http(s), mailto and tel only — the same schemes the sanitiser keeps (lib/catalogue/sanitize.ts). */
export function isAllowedLink(url: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s-]+)$/i.test(url.trim());
}

export const RICH_TEXT = {
  bold: 'Fet',
  italic: 'Kursiv',
  h2: 'Overskrift H2',
  h3: 'Overskrift H3',
  paragraph: 'Avsnitt',
  bullets: 'Punktliste',
  numbered: 'Nummerert liste',
  link: 'Lenke',
  linkAddress: 'Lenkeadresse',
  insertLink: 'Sett inn lenke',
  badLink: 'Lenken må begynne med https://, http://, mailto: eller tel:',
} as const;
