/**
 * The product form (docs/product.md: Admin panel, Sizes): the product (the group) with its sizes
 * (variants) and retailer links, and the edit schema (every field optional). One schema for the
 * form's resolver, the server actions, the route handlers and the bulk import. Client-safe.
 */
import { z } from 'zod';
import { singleLine } from '../../validation/text';
import { isArticleNumber } from '../../catalogue/article-number';
import { FIELD_MESSAGES, PRODUCT_FIELDS, SIZE_FIELDS, schemaShape } from '../../catalogue/fields';

z.config({ jitless: true });

export const PRODUCT_MESSAGES = {
  ...FIELD_MESSAGES,
  articleNumber: 'Artikkelnummer må være 1–40 tegn (bokstaver, tall, bindestrek eller punktum)',
  duplicateArticleNumber: 'Et produkt med dette artikkelnummeret finnes allerede',
  /** Deleting a product with documents (docs/product.md: Product documents). */
  hasDocuments: 'Produktet har sikkerhetsdatablader eller produktdatablader. De er en del av dokumentasjonen vi må ta vare på, så produktet kan ikke slettes.',
  sizeRequired: 'Oppgi størrelse når produktet har flere størrelser',
  variantsMin: 'Produktet må ha minst én størrelse',
  variantsMax: 'Et produkt kan ha maks 20 størrelser',
  variantDuplicate: 'Artikkelnummeret står to ganger',
  variantGtinDuplicate: 'GTIN-en står to ganger',
  mainVariantRemoved: 'Størrelsen med produktets eget artikkelnummer kan ikke fjernes',
  sizeField: 'Artikkelnummer, pris og GTIN hører til hver størrelse (variants)',
  retailer: 'Velg en nettbutikk',
  retailerUrl: 'Produktlenken må være en https-adresse',
  retailerDuplicate: 'Hver nettbutikk kan bare stå én gang',
  retailerUnknown: 'Ukjent nettbutikk',
} as const;

const M = PRODUCT_MESSAGES;

/** The most sizes a product has. */
export const MAX_VARIANTS = 20;

/** One online-retailer link of a product (the product page's 'Kjøp på nett'). */
export const retailerLinkSchema = z.object({
  retailerId: z.coerce.number({ error: M.retailer }).int(M.retailer).positive(M.retailer),
  productUrl: singleLine({ max: 1000, message: M.retailerUrl }).regex(/^https:\/\/[^\s]+$/i, M.retailerUrl),
});

const retailerLinks = z
  .array(retailerLinkSchema)
  .max(20)
  .refine((links) => new Set(links.map((l) => l.retailerId)).size === links.length, M.retailerDuplicate);

/** One size of a product (docs/product.md: Sizes): its own article number, size label, GTIN, price and image. */
export const variantSchema = z.object({
  articleNumber: singleLine({ max: 40, message: M.articleNumber }).refine(isArticleNumber, M.articleNumber),
  ...schemaShape(SIZE_FIELDS),
});
export type VariantData = z.output<typeof variantSchema>;

/**
 * A product's sizes in the picker's order: 1–20, no article number or GTIN twice (answered on the
 * field that repeats), and a size label on each when there are several.
 */
const variants = z
  .array(variantSchema, { error: M.variantsMin })
  .min(1, M.variantsMin)
  .max(MAX_VARIANTS, M.variantsMax)
  .superRefine((list, ctx) => {
    const seenNumbers = new Set<string>();
    const seenGtins = new Set<string>();
    list.forEach((variant, index) => {
      const number = variant.articleNumber.toUpperCase();
      if (seenNumbers.has(number)) ctx.addIssue({ code: 'custom', path: [index, 'articleNumber'], message: M.variantDuplicate });
      seenNumbers.add(number);
      if (variant.gtin) {
        if (seenGtins.has(variant.gtin)) ctx.addIssue({ code: 'custom', path: [index, 'gtin'], message: M.variantGtinDuplicate });
        seenGtins.add(variant.gtin);
      }
      if (list.length > 1 && !variant.sizeLabel) ctx.addIssue({ code: 'custom', path: [index, 'sizeLabel'], message: M.sizeRequired });
      // A net quantity needs its unit and the other way round (a field left out is kept as stored: not checked here).
      if (variant.netQuantity !== undefined && variant.netUnit !== undefined && (variant.netQuantity === null) !== (variant.netUnit === null))
        ctx.addIssue({ code: 'custom', path: [index, variant.netQuantity === null ? 'netQuantity' : 'netUnit'], message: M.netPair });
    });
  });

export const productSchema = z.object({
  ...schemaShape(PRODUCT_FIELDS),
  /** The sizes; the first is the main one on create (its article number becomes the product's). */
  variants,
  /** Replaces the product's retailer links when given. */
  retailerLinks: retailerLinks.optional(),
});

/** Edit: every field optional; `variants`, when sent, replaces the sizes (the main one must stay: checked on the server). */
export const productUpdateSchema = productSchema.partial();

export type ProductData = z.output<typeof productSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/** The size fields the spec's flat body carries beside the product's (spec §7: one product, one size). */
export const FLAT_SIZE_FIELDS = ['articleNumber', 'gtin', 'recommendedPriceNok'] as const;

/**
 * The spec's flat body (`articleNumber` beside the product's fields, no `variants`) as the sizes
 * form: one size with that article number (and the GTIN and price when sent). Anything else is
 * returned as it came.
 */
export function flatToSizes(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || Object.hasOwn(raw, 'variants') || !Object.hasOwn(raw, 'articleNumber')) return raw;
  const body = { ...(raw as Record<string, unknown>) };
  const size: Record<string, unknown> = {};
  for (const name of FLAT_SIZE_FIELDS) {
    if (body[name] !== undefined) size[name] = body[name];
    delete body[name];
  }
  return { ...body, variants: [size] };
}

/** A new product, in either form: the sizes form (`variants`) or the spec's flat one-size body (flatToSizes). */
export const productCreateSchema = z.preprocess(flatToSizes, productSchema);

/** The spec's flat body as OpenAPI shows it (parsing goes through productCreateSchema). */
export const flatProductSchema = productSchema.omit({ variants: true }).extend({
  articleNumber: variantSchema.shape.articleNumber.meta({ description: "The product's article number: its one size's" }),
  gtin: SIZE_FIELDS.gtin.schema,
  recommendedPriceNok: SIZE_FIELDS.recommendedPriceNok.schema,
});
