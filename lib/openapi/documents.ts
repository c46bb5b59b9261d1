/**
 * Paths of the product documents (docs/product.md: Produktfakta, Dokumenter; Sikkerhetsdatablader):
 * the public addresses of a product's current safety data sheet and technical data sheet, the
 * dealer portal's downloads (lib/portal/safety-sheets.ts) and the administrators' revisions
 * (lib/admin/product-documents/).
 */
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { MAX_PRODUCT_DOCUMENT_BYTES, PRODUCT_DOCUMENT_FILE_MESSAGES } from '../admin/product-documents/limits';
import {
  adminProductDocumentResponse as adminProductDocument,
  productDocumentPageResponse,
  publishedProductDocumentResponse as publishedProductDocument,
} from '../admin/product-documents/responses';
import { PRODUCT_DOCUMENT_FIELD_MESSAGES, PRODUCT_DOCUMENT_KINDS, PRODUCT_DOCUMENT_LANGUAGES } from '../admin/product-documents/schema';
import { ADMIN_MESSAGES } from '../admin/shared/messages';
import { DOCUMENT_CACHE_CONTROL } from '../catalogue/document-files';
import { PORTAL_MESSAGES } from '../portal/messages';
import { TEXT_MESSAGES } from '../validation/text';
import { error, errorOrFieldError, file, idParam, json, operation, pageQuery, invalidBody } from './common';

export const DOCUMENT_SCHEMAS = { AdminProductDocument: adminProductDocument, PublishedProductDocument: publishedProductDocument };

const attachmentHeaders = z.object({
  'Content-Disposition': z.string().meta({ description: 'attachment with the file name (ASCII filename and UTF-8 filename*)' }),
  'Content-Security-Policy': z
    .literal('sandbox')
    .meta({ description: 'Every download: a file opened in a tab runs no script (lib/http/content-disposition.ts)' }),
});

const publicDocumentHeaders = z.object({
  'Content-Disposition': z.string().meta({ description: "inline with the file name ('3010-sikkerhetsdatablad-no-rev-2.pdf')" }),
  'Cache-Control': z.literal(DOCUMENT_CACHE_CONTROL),
  ETag: z.string().meta({ description: "Per revision: a revision's file never changes; If-None-Match answers 304" }),
});

const articleNumberPath = z.object({
  articleNumber: z.string().meta({ description: "The product's article number or any of its sizes'", example: '3010' }),
});

const publicDocument = (kind: 'SDS' | 'DATA_SHEET') =>
  operation('anonymous', {
    tags: ['Catalogue'],
    summary:
      kind === 'SDS'
        ? "The product's current safety data sheet (PDF), Norwegian unless ?sprak= asks for Swedish or English"
        : "The product's current technical data sheet (PDF)",
    description:
      'The current revision is the latest by revision date (then the latest published). A stable address: the product page and the dealers link to it. ' +
      'When there is none, a Norwegian HTML page answers 404.',
    requestParams: {
      path: articleNumberPath,
      ...(kind === 'SDS' && { query: z.object({ sprak: z.enum(['no', 'sv', 'en']).optional().meta({ description: "The sheet's language (default 'no')" }) }) }),
    },
    responses: {
      '200': file('The PDF, shown by the browser', ['application/pdf'], publicDocumentHeaders),
      '304': { description: 'Not modified (If-None-Match named the current revision)' },
      '404': file('A Norwegian page: no such product, or no document of this kind and language', ['text/html']),
    },
  });

const dealerTags = ['Dealer portal'];
const adminTags = ['Admin: products'];

const listQuery = pageQuery.extend({
  productId: z.int().positive().optional().meta({ description: "Only this product's revisions" }),
  kind: z.enum(PRODUCT_DOCUMENT_KINDS).optional().meta({ description: 'Only this kind' }),
});

export const documentPaths: ZodOpenApiPathsObject = {
  '/produkt/{articleNumber}/sikkerhetsdatablad': { get: publicDocument('SDS') },
  '/produkt/{articleNumber}/produktdatablad': { get: publicDocument('DATA_SHEET') },
  '/api/safety-sheets/{id}': {
    get: operation('dealer', {
      tags: dealerTags,
      summary: 'Download a safety data sheet revision (PDF)',
      description: "The portal's 'Last ned'. A dealer's download is recorded (first and last time, count), shown to administrators per revision.",
      requestParams: { path: z.object({ id: idParam('Document id') }) },
      responses: {
        '200': file('The PDF', ['application/pdf'], attachmentHeaders),
        '404': error('Unknown safety data sheet or missing file', PORTAL_MESSAGES.safetySheetNotFound),
      },
    }),
  },
  '/api/safety-sheets/zip': {
    get: operation('dealer', {
      tags: dealerTags,
      summary: "Every current safety data sheet in one zip ('Last ned alle (zip)')",
      description: "Streamed as it is written; with the portal page's filter when given. Each sheet in it is recorded as downloaded by the dealer.",
      requestParams: {
        query: z.object({
          q: z.string().max(200).optional().meta({ description: "Words in the product's name or article numbers" }),
          kategori: z.string().max(200).optional().meta({ description: 'Only this category' }),
        }),
      },
      responses: {
        '200': file('The zip file (<brand>-sikkerhetsdatablader.zip)', ['application/zip'], attachmentHeaders),
        '400': invalidBody(TEXT_MESSAGES.badCharacters),
      },
    }),
  },
  '/api/product-documents': {
    get: operation('administrator', {
      tags: adminTags,
      summary: 'Every product document revision, newest published first',
      description: 'With the dealer accounts each safety data sheet revision was sent to and how many of them downloaded it (REACH art. 31(9)).',
      requestParams: { query: listQuery },
      responses: {
        '200': json('One page of revisions', productDocumentPageResponse),
        '400': invalidBody(ADMIN_MESSAGES.invalid),
      },
    }),
    post: operation('administrator', {
      tags: adminTags,
      summary: 'Publish a revision of a safety data sheet or technical data sheet',
      description:
        'The file must be a PDF by its bytes (%PDF- within the first 1024 bytes, %%EOF near the end). It is stored, then the revision is written; every revision is kept. ' +
        "A safety data sheet is queued by e-mail to every active dealer account (one message per dealer per Oslo day: a revision published while that day's message still waits is added to it). " +
        'A store that fails answers 503 and writes nothing.',
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({
              productId: z.string().meta({ description: 'The product id' }),
              kind: z.enum(PRODUCT_DOCUMENT_KINDS),
              language: z.enum(PRODUCT_DOCUMENT_LANGUAGES).meta({ description: "A technical data sheet: 'no' only" }),
              revision: z.string().min(1).max(20),
              revisionDate: z.string().meta({ format: 'date', description: 'YYYY-MM-DD, not after today (Oslo)' }),
              changeNote: z.string().max(500).optional(),
              file: z.string().meta({ format: 'binary', description: `A PDF of at most ${MAX_PRODUCT_DOCUMENT_BYTES / (1024 * 1024)} MB` }),
            }),
          },
        },
      },
      responses: {
        '201': json('Published', publishedProductDocument),
        '400': errorOrFieldError(
          'A field is missing or wrong, or the file is not a PDF',
          ADMIN_MESSAGES.invalid,
          PRODUCT_DOCUMENT_FILE_MESSAGES.notPdf,
          PRODUCT_DOCUMENT_FILE_MESSAGES.missing,
          PRODUCT_DOCUMENT_FIELD_MESSAGES.productMissing,
        ),
        '413': errorOrFieldError(`Larger than ${MAX_PRODUCT_DOCUMENT_BYTES / (1024 * 1024)} MB`, PRODUCT_DOCUMENT_FILE_MESSAGES.tooLarge),
        '415': error('Not multipart/form-data', 'Skjemaet må sendes som multipart/form-data'),
      },
    }),
  },
  '/api/product-documents/{id}/file': {
    get: operation('administrator', {
      tags: adminTags,
      summary: "Any revision's PDF",
      requestParams: { path: z.object({ id: idParam('Document id') }) },
      responses: {
        '200': file('The PDF', ['application/pdf'], attachmentHeaders),
        '404': error('Unknown revision or missing file', ADMIN_MESSAGES.notFound),
      },
    }),
  },
  '/api/product-documents/{id}/recipients': {
    get: operation('administrator', {
      tags: adminTags,
      summary: "A revision's dealers as CSV (REACH art. 31(9)'s record)",
      description:
        'E-post; Firma; Lagt i utboks; E-poststatus; Sendt; Første nedlasting; Siste nedlasting; Antall nedlastinger — every dealer account the revision was sent to (address and company as they were), then any dealer who downloaded it without being sent it. UTF-8 with BOM, semicolons, Oslo time.',
      requestParams: { path: z.object({ id: idParam('Document id') }) },
      responses: {
        '200': file('The CSV file', ['text/csv'], attachmentHeaders),
        '404': error('Unknown revision', ADMIN_MESSAGES.notFound),
      },
    }),
  },
};
