/** Paths of the dealer portal's downloads (lib/portal/documents.ts, lib/portal/images.ts). Dealers and administrators. */
import { HOURS_MESSAGES } from '../dealers/hours-schema';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { DOCUMENT_KINDS } from '../admin/documents/schema';
import { PORTAL_MESSAGES } from '../portal/messages';
import { error, file, idParam, invalidBody, json, jsonBodyLimits, jsonRequest, operation } from './common';
import { ownStoreResponse as ownStore } from '../dealers/responses';
import { STORE_BODY_MAX_BYTES, STORE_MESSAGES, storeSchema } from '../dealers/store-schema';
import { portalDocumentResponse as portalDocument } from '../portal/responses';

export const PORTAL_SCHEMAS = { PortalDocument: portalDocument, OwnStore: ownStore };

const attachmentHeaders = z.object({
  'Content-Disposition': z.string().meta({ description: 'attachment with the file name (ASCII filename and UTF-8 filename*)' }),
  'Content-Security-Policy': z
    .literal('sandbox')
    .meta({ description: 'Every download: a file opened in a tab runs no script (lib/http/content-disposition.ts)' }),
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
        '200': file('The file, with the content type stored for it (PDF, spreadsheet, image, …)', ['*/*'], attachmentHeaders),
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
      summary: 'The image a size (variant) shows, as <articleNumber>_<size>.<ext>',
      description: "The size's own image, else its product's; named by the size's article number and size ('1020_500-ml.jpg').",
      requestParams: { path: z.object({ id: idParam('Size (variant) id') }) },
      responses: {
        '200': file('The image', ['image/*'], attachmentHeaders),
        '404': error('Unknown size or no stored image', PORTAL_MESSAGES.imageNotFound),
      },
    }),
  },
  '/api/dealer-stores': {
    get: operation('dealer', {
      tags,
      summary: "The signed-in dealer's own store locations ('Min butikk'), by name",
      description: 'The locations an administrator has linked to the account; empty for any other account.',
      responses: { '200': json('The stores', z.array(ownStore)) },
    }),
  },
  '/api/dealer-stores/{id}': {
    get: operation('dealer', {
      tags,
      summary: "One of the dealer's own stores",
      requestParams: { path: z.object({ id: z.string().meta({ description: "Dealer location id ('d048')" }) }) },
      responses: {
        '200': json('The store', ownStore),
        '403': error('Not a store of this account (any other location, known or not; administrators too)', STORE_MESSAGES.notYours),
      },
    }),
    put: operation('dealer', {
      tags,
      summary: "Save the store's opening hours, phone, website and what it carries",
      description:
        'Everything but the special days is sent on every save: `weeklyHours` is seven weekdays, Monday first, each `closed` or with ' +
        "one to four `periods` of `opens`–`closes` ('HH:MM'; `closes` '00:00' or '24:00' is midnight, a `closes` before `opens` runs past " +
        'midnight; periods in order without overlap); `specialDays` (left out: unchanged) replaces the stored list: a date from today up to ' +
        'a year ahead, once each, `closed` or periods, an optional `note` (at most 60 characters); days before today are dropped. ' +
        'an empty phone or website removes it; a website without a scheme gets https://. The finder shows the change at once; ' +
        "it is written to the audit log ('Endret av forhandler') and a Places lookup no longer overwrites the phone, website or hours. " +
        "Ownership is checked before the body: any location that is not the account's own answers 403.",
      requestParams: { path: z.object({ id: z.string().meta({ description: "Dealer location id ('d048')" }) }) },
      requestBody: jsonRequest(storeSchema),
      responses: {
        '200': json('Saved', ownStore),
        '400': invalidBody(
          STORE_MESSAGES.invalid,
          HOURS_MESSAGES.time,
          HOURS_MESSAGES.order,
          HOURS_MESSAGES.tooFar,
          STORE_MESSAGES.phone,
          STORE_MESSAGES.website,
        ),
        '403': error('Not a store of this account', STORE_MESSAGES.notYours),
        ...jsonBodyLimits(STORE_BODY_MAX_BYTES),
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
