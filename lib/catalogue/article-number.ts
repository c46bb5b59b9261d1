/**
 * Sorting key of an article number: its digits read as a number (spec: "its digits drive
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
