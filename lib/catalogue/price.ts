/**
 * The recommended retail price in NOK, written the two ways the site needs (docs/product.md §3):
 * for people (nb-NO, 'Veiledende pris 249,00 kr') and for machines (the feeds' and JSON-LD's
 * '249.00'). Every place that shows or publishes a price uses these, so the product page, its
 * structured data and both feeds always agree. Client-safe.
 */

/** Anything with the decimal places a price has: a number or Prisma's Decimal. */
export type PriceValue = number | { toFixed(digits: number): string };

const NOK = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Two decimals with a full stop, rounded as the database stores it: 249 → '249.00'. */
export function priceAmount(value: PriceValue): string {
  return value.toFixed(2);
}

/** '249,00 kr', '1 249,50 kr' (the spaces are the non-breaking ones Intl writes). */
export function formatPriceNok(value: PriceValue): string {
  return NOK.format(Number(priceAmount(value)));
}

/** What the product page shows: 'Veiledende pris 249,00 kr'. */
export function recommendedPriceText(value: PriceValue): string {
  return `Veiledende pris ${formatPriceNok(value)}`;
}

/** The merchants' price attribute: '249.00 NOK' (Google Merchant Center and Meta). */
export function feedPrice(value: PriceValue): string {
  return `${priceAmount(value)} NOK`;
}
