/** Words kept lower-case when not first in a dealer name (docs/product.md §3). */
const SMALL_WORDS = new Set(['i', 'og', 'for', 'på', 'av', 'med', 'as', 'a/s', 'ab']);

function capitalise(word: string): string {
  // Hyphenated parts are capitalised each: 'JERNVARE-SENTERET' → 'Jernvare-Senteret'.
  return word
    .split('-')
    .map((part) => (part ? part.charAt(0).toLocaleUpperCase('nb') + part.slice(1) : part))
    .join('-');
}

/**
 * Re-cases a dealer name: each word capitalised, except the small words, which are lower-case
 * when not first. 'HANSEN FARGE OG INTERIØR AS' → 'Hansen Farge og Interiør as'.
 */
export function recaseDealerName(raw: string): string {
  return raw
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLocaleLowerCase('nb');
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      return capitalise(lower);
    })
    .join(' ');
}
