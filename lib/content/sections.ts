/**
 * The about and privacy texts as the pages lay them out (docs/product.md: Innhold): the stored,
 * sanitised HTML cut at its h2 headings into an introduction and sections, each with an anchor id
 * from its heading ('2. Hvilke opplysninger vi behandler' → 'hvilke-opplysninger-vi-behandler').
 * Works on the sanitiser's output, whose h2 and p tags carry no attributes. Pure.
 */
import { slugify } from '../slug';

export interface HtmlSection {
  id: string;
  /** The heading's inner HTML (sanitised). */
  titleHtml: string;
  /** The heading as plain text. */
  title: string;
  /** The HTML after the heading up to the next h2. */
  html: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Inner HTML as plain text: tags dropped, the sanitiser's entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function splitSections(html: string): { intro: string; sections: HtmlSection[] } {
  const parts = html.split(/<h2>/);
  const intro = (parts.shift() ?? '').trim();
  const used = new Set<string>();
  const sections = parts.map((part, index) => {
    const end = part.indexOf('</h2>');
    const titleHtml = end === -1 ? part : part.slice(0, end);
    const title = htmlText(titleHtml);
    let id = slugify(title.replace(/^\d+[.)]\s*/, '')) || `del-${index + 1}`;
    if (used.has(id)) id = `${id}-${index + 1}`;
    used.add(id);
    return { id, titleHtml, title, html: end === -1 ? '' : part.slice(end + 5).trim() };
  });
  return { intro, sections };
}

/** A section's HTML cut after its first paragraph (where the privacy page puts the company details). */
export function afterFirstParagraph(html: string): [string, string] {
  const end = html.indexOf('</p>');
  return end === -1 ? [html, ''] : [html.slice(0, end + 4), html.slice(end + 4).trim()];
}
