/**
 * The GTIN (the barcode number: EAN-8, UPC-A, EAN-13, GTIN-14) a product may have
 * (docs/product.md §3). One rule for the admin form, the server action, the products API and the
 * structured data: 8, 12, 13 or 14 digits whose last digit is the GS1 check digit (the other
 * digits, from the right, weighted 3, 1, 3, …; the check digit brings the sum to a multiple of 10).
 * Client-safe.
 */

export const GTIN_MESSAGES = {
  format: 'Ugyldig GTIN: må være 8, 12, 13 eller 14 sifre',
  checkDigit: 'Ugyldig GTIN: kontrollsifferet stemmer ikke',
  duplicate: 'Et annet produkt har allerede denne GTIN-en',
} as const;

const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/** The GS1 check digit of the digits before it. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with a GTIN, or null when it is valid. */
export function gtinProblem(value: string): string | null {
  if (!/^\d+$/.test(value) || !GTIN_LENGTHS.has(value.length)) return GTIN_MESSAGES.format;
  return gtinCheckDigit(value.slice(0, -1)) === Number(value.at(-1)) ? null : GTIN_MESSAGES.checkDigit;
}

export function isGtin(value: unknown): value is string {
  return typeof value === 'string' && gtinProblem(value) === null;
}

/** schema.org's property for a GTIN of this length: gtin8, gtin12, gtin13, gtin14. */
export function gtinProperty(gtin: string): 'gtin8' | 'gtin12' | 'gtin13' | 'gtin14' | 'gtin' {
  switch (gtin.length) {
    case 8:
      return 'gtin8';
    case 12:
      return 'gtin12';
    case 13:
      return 'gtin13';
    case 14:
      return 'gtin14';
    default:
      return 'gtin';
  }
}
