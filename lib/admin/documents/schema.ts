/**
 * The dealer document upload form's fields (price lists, marketing material; docs/product.md:
 * Admin panel), checked in the browser and by the server action. The file's own limit and texts
 * are in limits.ts. Client-safe.
 */
import { z } from 'zod';
import { multiLine, singleLine } from '../../validation/text';

z.config({ jitless: true });

export const DOCUMENT_FIELD_MESSAGES = {
  title: 'Tittel må være 1–200 tegn',
  description: 'Beskrivelse kan være maks 1000 tegn',
  kind: 'Velg prisliste eller markedsmateriell',
} as const;

const M = DOCUMENT_FIELD_MESSAGES;
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const DOCUMENT_KINDS = ['PRICE_LIST', 'MARKETING'] as const;

export const documentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: M.kind }),
  title: singleLine({ min: 1, max: 200, message: M.title }),
  description: z.preprocess(blankToNull, multiLine({ max: 1000, message: M.description }).nullable().optional()),
});

export type DocumentData = z.output<typeof documentSchema>;
