/** Paths of the dealer portal's downloads (lib/portal/documents.ts, lib/portal/images.ts). Dealers and administrators. */
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { DOCUMENT_KINDS } from '../admin/documents/schema';
import { PORTAL_MESSAGES } from '../portal/messages';
import { error, file, idParam, json, operation } from './common';
import { portalDocumentResponse as portalDocument } from '../portal/responses';

export const PORTAL_SCHEMAS = { PortalDocument: portalDocument };

const attachmentHeaders = z.object({
  'Content-Disposition': z.string().meta({ description: 'attachment with the file name (ASCII filename and UTF-8 filename*)' }),
  'Content-Security-Policy': z.literal('sandbox').meta({ description: 'Every download: a file opened in a tab runs no script (lib/http/content-disposition.ts)' }),
});
const tags = ['Dealer portal'];

export const portalPaths: ZodOpenApiPathsObject = {
  '/api/dealer-documents': {
    get: operation('dealer', {
      tags,
      summary: 'Documents dealers may download (price lists, marketing material)',
      requestParams: { query: z.object({ kind: z.enum(DOCUMENT_KINDS).optional().meta({ description: 'Only this kind' }) }) },
      responses: {
        '200': json('The documents, by kind and newest first', z.array(portalDocument)),
        '400': error('Unknown kind', PORTAL_MESSAGES.unknownDocumentKind),
      },
    }),
  },
  '/api/dealer-documents/{id}': {
    get: operation('dealer', {
      tags,
      summary: 'Download a document',
      requestParams: { path: z.object({ id: idParam('Document id') }) },
      responses: {
        '200': file("The file, with the content type stored for it (PDF, spreadsheet, image, …)", ['*/*'], attachmentHeaders),
        '404': error('Unknown document or missing file', PORTAL_MESSAGES.documentNotFound),
      },
    }),
  },
  '/api/download-image/{id}': {
    get: operation('dealer', {
      tags,
      summary: "A product's original image, as <articleNumber>.<ext>",
      description: "A size's own image is at /api/download-image/variant/{id}.",
      requestParams: { path: z.object({ id: idParam('Product id') }) },
      responses: {
        '200': file('The image', ['image/*'], attachmentHeaders),
        '404': error('Unknown product or no stored image', PORTAL_MESSAGES.imageNotFound),
      },
    }),
  },
  '/api/download-image/variant/{id}': {
    get: operation('dealer', {
      tags,
      summary: "The image a size (variant) shows, as <articleNumber>_<size>.<ext>",
      description: "The size's own image, else its product's; named by the size's article number and size ('1020_500-ml.jpg').",
      requestParams: { path: z.object({ id: idParam('Size (variant) id') }) },
      responses: {
        '200': file('The image', ['image/*'], attachmentHeaders),
        '404': error('Unknown size or no stored image', PORTAL_MESSAGES.imageNotFound),
      },
    }),
  },
  '/api/download-images': {
    get: operation('dealer', {
      tags,
      summary: "Every product image and every size's own image in one zip ('Hent alle bilder')",
      description: "Streamed as it is written. A product's image is named <articleNumber>.<ext>, a size's own <articleNumber>_<size>.<ext>.",
      responses: { '200': file('The zip file (<brand>-produktbilder.zip)', ['application/zip'], attachmentHeaders) },
    }),
  },
};
