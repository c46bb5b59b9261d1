/**
 * What the product document calls answer (service.ts), as zod schemas: the service is typed by
 * them and lib/openapi describes /api/product-documents with them. Client-safe.
 */
import { z } from 'zod';
import { isoDateTime, pageOf } from '../../http/responses';
import { PRODUCT_DOCUMENT_KINDS, PRODUCT_DOCUMENT_LANGUAGES } from './schema';

const kind = z.enum(PRODUCT_DOCUMENT_KINDS).meta({ description: 'SDS (safety data sheet) or DATA_SHEET (technical data sheet)' });
const language = z.enum(PRODUCT_DOCUMENT_LANGUAGES).meta({ description: "'no', 'sv' or 'en' (a data sheet: 'no')" });

/** POST /api/product-documents: the published revision. */
export const publishedProductDocumentResponse = z.object({
  id: z.int(),
  productId: z.int(),
  articleNumber: z.string(),
  productName: z.string(),
  kind,
  language,
  revision: z.string(),
  fileName: z.string(),
  url: z.string().meta({ description: "The product's stable public address of its current document of this kind and language" }),
  current: z
    .boolean()
    .meta({ description: 'Whether it is now the current revision; a back-dated one (a newer revision date exists) is not, and is sent to nobody' }),
  sentTo: z.int().meta({
    description: 'Active dealer accounts the revision was queued to (REACH art. 31(9)); 0 for a data sheet or a revision that is not the current one',
  }),
});
export type PublishedProductDocument = z.infer<typeof publishedProductDocumentResponse>;

/** One revision in the admin list. */
export const adminProductDocumentResponse = z.object({
  id: z.int(),
  productId: z.int(),
  articleNumber: z.string(),
  productName: z.string(),
  kind,
  language,
  revision: z.string(),
  revisionDate: z.string().meta({ format: 'date', description: 'YYYY-MM-DD' }),
  changeNote: z.string().nullable(),
  fileName: z.string(),
  sizeBytes: z.int(),
  publishedAt: isoDateTime(),
  publishedBy: z.string().nullable().meta({ description: "The publishing administrator's e-mail; null for the demo seed's" }),
  current: z.boolean().meta({ description: 'Whether it is the current revision of its product, kind and language' }),
  sentCount: z.int().meta({ description: 'Dealer accounts it was sent to' }),
  downloadCount: z.int().meta({ description: 'Dealer accounts that downloaded it' }),
  fileUrl: z.string().meta({ description: 'GET: the file (administrators)' }),
  recipientsUrl: z.string().meta({ description: 'GET: the dealers it was sent to, as CSV' }),
});
export type AdminProductDocument = z.infer<typeof adminProductDocumentResponse>;

export const productDocumentPageResponse = pageOf(adminProductDocumentResponse);
