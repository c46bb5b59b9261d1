/**
 * A title and its description as one line of text, e.g. a toast kept in a form or a quiz summary:
 * 'Feil. Kunne ikke sende meldingen. …' (a title ending in . ! ? : or … keeps its own punctuation),
 * so a screen reader reads two sentences, not 'Feil Kunne ikke …'.
 */
export function joinSentences(title: string, description?: string): string {
  if (!description) return title;
  return /[.!?:…]$/.test(title.trim()) ? `${title} ${description}` : `${title}. ${description}`;
}
