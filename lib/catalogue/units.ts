/**
 * A size's net quantity and the unit price it gives (docs/product.md: Produktfakta): 'ml', 'l', 'g',
 * 'kg' or 'stk'; the price per litre, kilogram or piece ('596,00 kr/l'), and the Google Merchant
 * unit-pricing attributes ('500ml', '1l'). Pure and client-safe.
 */
import { formatPriceNok, type PriceValue } from './price';

export const NET_UNITS = ['ml', 'l', 'g', 'kg', 'stk'] as const;
export type NetUnit = (typeof NET_UNITS)[number];
export const isNetUnit = (value: unknown): value is NetUnit => typeof value === 'string' && (NET_UNITS as readonly string[]).includes(value);

/** The unit a unit price is given per, and how many of the size's unit make one of it. */
const BASE: Record<NetUnit, { base: 'l' | 'kg' | 'stk'; factor: number }> = {
  ml: { base: 'l', factor: 1000 },
  l: { base: 'l', factor: 1 },
  g: { base: 'kg', factor: 1000 },
  kg: { base: 'kg', factor: 1 },
  stk: { base: 'stk', factor: 1 },
};

/** The quantity in the base unit: 500 ml → 0.5 (l); 200 g → 0.2 (kg); 48 stk → 48. */
export function baseQuantity(quantity: number, unit: NetUnit): { amount: number; base: 'l' | 'kg' | 'stk' } {
  const { base, factor } = BASE[unit];
  return { amount: quantity / factor, base };
}

/** '0,5 l', '250 ml', '48 stk' (nb-NO decimals). */
export function formatNetQuantity(quantity: number, unit: NetUnit): string {
  return `${quantity.toLocaleString('nb-NO', { maximumFractionDigits: 3 })} ${unit}`;
}

/** The price per litre, kilogram or piece in NOK (two decimals), or null without a usable quantity. */
export function unitPrice(
  price: PriceValue | null | undefined,
  quantity: number | null | undefined,
  unit: string | null | undefined,
): { amount: number; base: 'l' | 'kg' | 'stk' } | null {
  if (price === null || price === undefined || !quantity || quantity <= 0 || !isNetUnit(unit)) return null;
  const { amount, base } = baseQuantity(quantity, unit);
  return { amount: Math.round((Number(price.toFixed(2)) / amount) * 100) / 100, base };
}

/** '596,00 kr/l' (null when there is no unit price). */
export function unitPriceText(price: PriceValue | null | undefined, quantity: number | null | undefined, unit: string | null | undefined): string | null {
  const u = unitPrice(price, quantity, unit);
  return u ? `${formatPriceNok(u.amount)}/${u.base}` : null;
}

/** Google Merchant Center's unit pricing: the measure ('500ml', '1.5l', '48ct') and its base ('1l', '1kg', '1ct'). */
export function googleUnitPricing(quantity: number | null | undefined, unit: string | null | undefined): { measure: string; base: string } | null {
  if (!quantity || quantity <= 0 || !isNetUnit(unit)) return null;
  const gUnit = unit === 'stk' ? 'ct' : unit;
  const { base } = BASE[unit];
  return { measure: `${Number(quantity.toFixed(3))}${gUnit}`, base: `1${base === 'stk' ? 'ct' : base}` };
}

/**
 * The net quantity a size label or a product name states: '500 ml', '1 l', '0,75 l', '200 g',
 * '48 stk' (the last such figure in the text); null when it states none.
 */
export function parseNetQuantity(text: string | null | undefined): { quantity: number; unit: NetUnit } | null {
  const matches = [...(text ?? '').matchAll(/(\d+(?:[.,]\d+)?)\s*(ml|l|g|kg|stk)\b/gi)];
  const last = matches.at(-1);
  if (!last) return null;
  const quantity = Number(last[1].replace(',', '.'));
  return quantity > 0 ? { quantity, unit: last[2].toLowerCase() as NetUnit } : null;
}
