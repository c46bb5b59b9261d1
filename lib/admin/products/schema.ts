/**
 * The product form (docs/product.md: Admin panel, Sizes): the product (the group) with its sizes
 * (variants) and retailer links, and the edit schema (every field optional). One schema for the
 * form's resolver, the server actions, the route handlers and the bulk import. Client-safe.
 */
import { z } from 'zod';
import { multiLine, singleLine } from '../../validation/text';
import { isArticleNumber } from '../../catalogue/article-number';
import { gtinProblem } from '../../catalogue/gtin';
import { isMediaUrl } from '../../media-key';

z.config({ jitless: true });

export const PRODUCT_MESSAGES = {
  articleNumber: 'Artikkelnummer må være 1–40 tegn (bokstaver, tall, bindestrek eller punktum)',
  name: 'Produktnavn må være 1–200 tegn',
  category: 'Kategori må være 1–80 tegn',
  imageUrl: 'Bilde-URL må være en https-adresse eller et opplastet bilde (/media/...)',
  youtubeUrl: 'Video-URL må være en http(s)-adresse',
  highlightText: 'Fremhevet tekst kan være maks 200 tegn',
  highlightDescription: 'Fremhevet beskrivelse kan være maks 1000 tegn',
  html: 'Teksten er for lang (maks 50 000 tegn)',
  price: 'Pris må være et tall mellom 0 og 1 000 000',
  duplicateArticleNumber: 'Et produkt med dette artikkelnummeret finnes allerede',
  sizeLabel: 'Størrelse kan være maks 40 tegn',
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
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const imageUrl = singleLine({ max: 500, message: M.imageUrl }).refine((v) => /^https:\/\/[^\s]+$/i.test(v) || isMediaUrl(v), M.imageUrl);

const html = z.preprocess(blankToNull, multiLine({ max: 50_000, message: M.html, keepSpaces: true }).nullable());

/** One online-retailer link of a product (the product page's 'Kjøp på nett'). */
export const retailerLinkSchema = z.object({
  retailerId: z.coerce.number({ error: M.retailer }).int(M.retailer).positive(M.retailer),
  productUrl: singleLine({ max: 1000, message: M.retailerUrl }).regex(/^https:\/\/[^\s]+$/i, M.retailerUrl),
});

const retailerLinks = z
  .array(retailerLinkSchema)
  .max(20)
  .refine((links) => new Set(links.map((l) => l.retailerId)).size === links.length, M.retailerDuplicate);

/** The barcode number (lib/catalogue/gtin.ts); spaces typed between the digits are dropped; blank clears it. */
const gtin = z.preprocess(
  (v) => (typeof v === 'string' ? (v.replace(/\s+/g, '') === '' ? null : v.replace(/\s+/g, '')) : v),
  z
    .string()
    .superRefine((value, ctx) => {
      const problem = gtinProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable()
    .optional(),
);

/** A price typed as text: digits with at most two decimals after ',' or '.' ('149,50', '149.5', '149'); else NaN (refused). */
function readPrice(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,7}(?:[.,]\d{1,2})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : NaN;
}

/** Recommended price in NOK (whole øre): '149,50' and '149.50' are both read; blank (spaces too) clears it. */
const price = z.preprocess(
  (v) => (v === undefined ? undefined : v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? readPrice(v) : v),
  z
    .number({ error: M.price })
    .min(0, M.price)
    .max(1_000_000, M.price)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, M.price)
    .nullable()
    .optional(),
);

/** One size of a product (docs/product.md: Sizes): its own article number, size label, GTIN, price and image. */
export const variantSchema = z.object({
  articleNumber: singleLine({ max: 40, message: M.articleNumber }).refine(isArticleNumber, M.articleNumber),
  sizeLabel: z.preprocess(blankToNull, singleLine({ max: 40, message: M.sizeLabel }).nullable().optional()),
  gtin,
  recommendedPriceNok: price,
  imageUrl: z.preprocess(blankToNull, imageUrl.nullable().optional()),
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
    });
  });

export const productSchema = z.object({
  name: singleLine({ min: 1, max: 200, message: M.name }),
  category: singleLine({ min: 1, max: 80, message: M.category }),
  imageUrl,
  description: html.optional(),
  instructions: html.optional(),
  youtubeUrl: z.preprocess(
    blankToNull,
    singleLine({ max: 500, message: M.youtubeUrl })
      .regex(/^https?:\/\/\S+$/i, M.youtubeUrl)
      .nullable()
      .optional(),
  ),
  highlightText: z.preprocess(blankToNull, singleLine({ max: 200, message: M.highlightText }).nullable().optional()),
  highlightDescription: z.preprocess(blankToNull, multiLine({ max: 1000, message: M.highlightDescription }).nullable().optional()),
  /** The sizes; the first is the main one on create (its article number becomes the product's). */
  variants,
  /** Replaces the product's retailer links when given. */
  retailerLinks: retailerLinks.optional(),
});

/** Edit: every field optional; `variants`, when sent, replaces the sizes (the main one must stay: checked on the server). */
export const productUpdateSchema = productSchema.partial();

export type ProductData = z.output<typeof productSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;
