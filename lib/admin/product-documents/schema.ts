/**
 * The product document revision's fields (docs/product.md: Produktfakta, Dokumenter): the product,
 * the kind (safety data sheet or technical data sheet), the language (a data sheet is Norwegian
 * only), the revision, its date (not in the future) and an optional change note. The file's own
 * limit and texts are in limits.ts. Client-safe: the upload form and the operation share it.
 */
import { z } from 'zod';
import { DOCUMENT_LANGUAGES } from '../../catalogue/facts';
import { osloDay } from '../../content/schema';
import { multiLine, singleLine } from '../../validation/text';

z.config({ jitless: true });

export const PRODUCT_DOCUMENT_KINDS = ['SDS', 'DATA_SHEET'] as const;
export type ProductDocumentKindName = (typeof PRODUCT_DOCUMENT_KINDS)[number];
export const PRODUCT_DOCUMENT_LANGUAGES = DOCUMENT_LANGUAGES.map((l) => l.value) as ['no', 'sv', 'en'];

export const PRODUCT_DOCUMENT_KIND_LABELS: Record<ProductDocumentKindName, string> = {
  SDS: 'Sikkerhetsdatablad',
  DATA_SHEET: 'Produktdatablad',
};

export const PRODUCT_DOCUMENT_FIELD_MESSAGES = {
  productId: 'Velg et produkt',
  productMissing: 'Produktet finnes ikke',
  kind: 'Velg sikkerhetsdatablad eller produktdatablad',
  language: 'Velg norsk, svensk eller engelsk',
  dataSheetLanguage: 'Produktdatabladet lastes opp på norsk',
  revision: 'Revisjon må være 1–20 tegn',
  revisionDate: 'Revisjonsdato må være en gyldig dato (ÅÅÅÅ-MM-DD)',
  revisionDateFuture: 'Revisjonsdatoen kan ikke være fram i tid',
  changeNote: 'Endringsnotatet kan være maks 500 tegn',
} as const;

const M = PRODUCT_DOCUMENT_FIELD_MESSAGES;
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** YYYY-MM-DD naming a real calendar day. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The fields without the rule across them (the upload form extends it with the file). */
export const productDocumentFields = z.object({
  productId: z.coerce.number({ error: M.productId }).int({ error: M.productId }).positive({ error: M.productId }).max(999_999_999, { error: M.productId }),
  kind: z.enum(PRODUCT_DOCUMENT_KINDS, { error: M.kind }),
  language: z.enum(PRODUCT_DOCUMENT_LANGUAGES, { error: M.language }),
  revision: singleLine({ min: 1, max: 20, message: M.revision }),
  revisionDate: z
    .string({ error: M.revisionDate })
    .trim()
    .refine(isIsoDate, { error: M.revisionDate })
    .refine((value) => value <= osloDay(new Date()), { error: M.revisionDateFuture }),
  changeNote: z.preprocess(blankToNull, multiLine({ max: 500, message: M.changeNote }).nullable().optional()),
});

/** A technical data sheet is Norwegian only. */
export function dataSheetLanguageRule(value: { kind: string; language: string }, ctx: z.RefinementCtx): void {
  if (value.kind === 'DATA_SHEET' && value.language !== 'no') ctx.addIssue({ code: 'custom', path: ['language'], message: M.dataSheetLanguage });
}

export const productDocumentSchema = productDocumentFields.superRefine(dataSheetLanguageRule);

export type ProductDocumentData = z.output<typeof productDocumentSchema>;
