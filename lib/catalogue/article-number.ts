/**
 * Sorting key of an article number: its digits read as a number (docs/product.md: "its digits drive
 * sorting"). 'E-710' → 710, '1010' → 1010; no digits → 0.
 */
export function articleSortKey(articleNumber: string): number {
  const digits = articleNumber.replace(/\D/g, '');
  if (!digits) return 0;
  const n = Number.parseInt(digits.slice(0, 9), 10);
  return Number.isFinite(n) ? n : 0;
}

/** Compares two article numbers as the product list sorts them. */
export function compareArticleNumbers(a: string, b: string): number {
  return articleSortKey(a) - articleSortKey(b) || a.localeCompare(b, 'nb');
}

/**
 * The one article-number rule, for the admin form and for every lookup: 1–40 letters, digits,
 * '-' or '.', starting with a letter or digit, never '..'. Client-safe.
 */
const ARTICLE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9.-]{0,39}$/;

export function isArticleNumber(value: unknown): value is string {
  return typeof value === 'string' && ARTICLE_NUMBER.test(value) && !value.includes('..');
}

/** A path segment (percent-encoded or not) as an article number, or null when it cannot be one. */
export function articleNumberFromSegment(segment: unknown): string | null {
  if (typeof segment !== 'string') return null;
  let value = segment;
  if (value.includes('%')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return isArticleNumber(value) ? value : null;
}
