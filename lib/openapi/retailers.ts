/**
 * Paths of the online shops behind the product page's 'Kjøp på nett' (lib/admin/retailers/;
 * docs/product.md: Admin panel, Nettbutikker).
 */
import { z } from 'zod';
import type { ZodOpenApiPathsObject, ZodOpenApiRequestBodyObject } from 'zod-openapi';
import { JSON_BODY_MESSAGES } from '../http/json-body';
import { ADMIN_MESSAGES } from '../admin/shared/messages';
import { LOGO_MESSAGES, MAX_LOGO_BYTES, RETAILER_MESSAGES, retailerSchema, retailerUpdateSchema } from '../admin/retailers/schema';
import { error, errorOrFieldError, idParam, invalidBody, json, operation } from './common';
import { retailerDeletedResponse, retailerListResponse, retailerResponse as retailer } from '../admin/retailers/responses';

const TAG = 'Admin: online shops';

const logoField = z.string().meta({
  format: 'binary',
  description: `PNG, JPEG, WebP, AVIF or GIF, at least 16 × 16 pixels, at most ${MAX_LOGO_BYTES / (1024 * 1024)} MB; decided by content, SVG refused; stored as PNG`,
});

function body(schema: z.ZodObject): ZodOpenApiRequestBodyObject {
  return {
    required: true,
    content: {
      'multipart/form-data': { schema: schema.extend({ logo: logoField.optional() }) },
      'application/json': { schema },
    },
  };
}

const writeErrors = {
  '400': invalidBody(ADMIN_MESSAGES.invalid, LOGO_MESSAGES.tooSmall),
  '409': errorOrFieldError('Another shop has this name', RETAILER_MESSAGES.duplicate),
  '413': errorOrFieldError('Logo or body too large', LOGO_MESSAGES.tooLarge, JSON_BODY_MESSAGES.tooLarge),
  '415': errorOrFieldError(
    'Logo not a raster image (SVG included), or the body neither multipart nor JSON',
    LOGO_MESSAGES.notImage,
    JSON_BODY_MESSAGES.unsupportedType,
  ),
};

const idPath = { path: z.object({ id: idParam("The shop's id") }) };

export const RETAILER_SCHEMAS = { Retailer: retailer };

export const retailerPaths: ZodOpenApiPathsObject = {
  '/api/retailers': {
    get: operation('administrator', {
      tags: [TAG],
      summary: 'Every online shop by name, with its number of product links',
      responses: { '200': json('The shops', retailerListResponse) },
    }),
    post: operation('administrator', {
      tags: [TAG],
      summary: 'Add an online shop',
      description: 'multipart/form-data with an optional `logo`, or JSON without one. Written to the audit log; product pages show the change at once.',
      requestBody: body(retailerSchema),
      responses: { '201': json('Created', retailer), ...writeErrors },
    }),
  },
  '/api/retailers/{id}': {
    patch: operation('administrator', {
      tags: [TAG],
      summary: 'Change an online shop',
      description: 'Any of the fields; a new `logo` (multipart only) replaces the stored one, `removeLogo: true` drops it.',
      requestParams: idPath,
      requestBody: body(retailerUpdateSchema),
      responses: { '200': json('Updated', retailer), ...writeErrors, '404': error('Unknown shop', ADMIN_MESSAGES.notFound) },
    }),
    delete: operation('administrator', {
      tags: [TAG],
      summary: 'Delete an online shop and every product link to it',
      requestParams: idPath,
      responses: {
        '200': json('Deleted', retailerDeletedResponse),
        '404': error('Unknown shop', ADMIN_MESSAGES.notFound),
      },
    }),
  },
};
