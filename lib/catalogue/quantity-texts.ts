/**
 * The quantity calculator's own texts (docs/product.md: Product page, the quantity calculator), the
 * same on the product page and under the advisor's treatment step. A module of its own so that the
 * product page's island (components/catalogue/QuantityCalculator.tsx) takes the texts on arrival and
 * still loads the rules (quantity.ts) only on the first keystroke.
 */
export const QUANTITY_TEXTS = {
  title: 'Hvor mye trenger jeg?',
  area: 'Areal (m²)',
  coats: 'Antall strøk',
  submit: 'Regn ut',
  combination: 'Billigste kombinasjon',
  price: 'Veiledende pris',
  noSizes: 'Ingen av størrelsene har pris og innhold i liter, så vi kan ikke foreslå hva du bør kjøpe.',
} as const;
