/**
 * Postal-code rules of the dealer search (docs/product.md §5 and 8), shared by the product page and
 * the dealer finder.
 */
export const POSTAL_CODE_LENGTH = 4;

/** Typed search: exactly 4 characters (docs/product.md checks the length only). */
export function isValidPostalSearch(code: string): boolean {
  return code.trim().length === POSTAL_CODE_LENGTH;
}

/** `postnummer` in the URL: exactly 4 digits. */
export function isValidPostalCodeParam(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{4}$/.test(value);
}

/** The finder's search for a postal code; with `product` (an article number) only the dealers carrying it. */
export function dealerSearchHref(code: string, product?: string): string {
  const href = `/forhandlere?postnummer=${encodeURIComponent(code.trim())}`;
  return product ? `${href}&produkt=${encodeURIComponent(product)}` : href;
}

export const POSTAL_MESSAGES = {
  invalid: { title: 'Ugyldig postnummer', description: 'Vennligst skriv inn et gyldig postnummer (4 siffer)' },
  invalidInUrl: {
    title: 'Ugyldig postnummer i URL',
    description: 'Postnummeret i URL-en er ikke gyldig. Vennligst bruk et 4-sifret postnummer.',
  },
} as const;
