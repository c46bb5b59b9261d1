/**
 * Paths of the public catalogue API (lib/catalogue/queries.ts) and the administrators' product
 * calls (lib/admin/products/service.ts, lib/admin/products/images.ts).
 */
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { BULK_MESSAGES, MAX_BULK_BYTES, MAX_BULK_ROWS, MAX_XLSX_SHARED_STRING_BYTES, MAX_XLSX_SHARED_STRINGS } from '../admin/products/bulk/format';
import { importPreviewResponse, importResultResponse } from '../admin/products/bulk/responses';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, PRODUCT_MAX_BYTES } from '../admin/products/limits';
import { adminProductResponse as adminProduct, productImageResponse, productRefResponse as productRef } from '../admin/products/responses';
import { flatProductSchema, PRODUCT_MESSAGES, productSchema, productUpdateSchema } from '../admin/products/schema';
import { ADMIN_MESSAGES } from '../admin/shared/messages';
import { GTIN_MESSAGES } from '../catalogue/gtin';
import { CATALOGUE_API_MESSAGES } from '../catalogue/messages';
import { TEXT_MESSAGES } from '../validation/text';
import { PUBLIC_CATALOGUE_CACHE_CONTROL } from '../catalogue/queries';
import { productDetailResponse as productDetail, productSearchResponse as productSearch, publicProductResponse as publicProduct } from '../catalogue/responses';
import { SEARCH_QUERY_MAX, SUGGESTION_LIMIT } from '../catalogue/search-limits';
import {
  deletedBody,
  error,
  errorOrFieldError,
  fieldError,
  file,
  idParam,
  invalidBody,
  json,
  jsonBodyLimits,
  jsonRequest,
  operation,
  pageOf,
  pageQuery,
  rateLimited,
} from './common';

export const PRODUCT_SCHEMAS = {
  PublicProduct: publicProduct,
  ProductDetail: productDetail,
  ProductSearch: productSearch,
  AdminProduct: adminProduct,
  ProductImportPreview: importPreviewResponse,
};

const PUBLIC_CACHE = z.object({ 'Cache-Control': z.string().meta({ example: PUBLIC_CATALOGUE_CACHE_CONTROL }) });
const productId = { path: z.object({ id: idParam('Product id') }) };
const notFound = error('Unknown product', ADMIN_MESSAGES.notFound);

const bulkFile = (withToken: boolean) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: z.object({
        file: z.string().meta({
          format: 'binary',
          description: `The file of GET /api/products/export, edited: .xlsx or UTF-8 CSV, at most ${MAX_BULK_BYTES / (1024 * 1024)} MB and ${MAX_BULK_ROWS} rows`,
        }),
        ...(withToken ? { token: z.string().meta({ description: 'The token of the preview of this same file' }) } : {}),
      }),
    },
  },
});

const bulkRefusals = {
  '400': errorOrFieldError(
    `No file, no Artikkelnummer column, no rows, an unreadable file, an .xlsx with more than ${MAX_XLSX_SHARED_STRINGS} shared strings (or ${MAX_XLSX_SHARED_STRING_BYTES / (1024 * 1024)} MB of them unpacked)`,
    BULK_MESSAGES.missing,
    BULK_MESSAGES.noHeader,
    BULK_MESSAGES.notWorkbook,
    BULK_MESSAGES.tooManyStrings,
  ),
  '413': errorOrFieldError(
    `Larger than ${MAX_BULK_BYTES / (1024 * 1024)} MB or more than ${MAX_BULK_ROWS} rows`,
    BULK_MESSAGES.tooLarge,
    BULK_MESSAGES.tooManyRows,
  ),
  '415': errorOrFieldError('Not multipart/form-data, or a CSV that is not UTF-8 text', BULK_MESSAGES.notMultipart, BULK_MESSAGES.notText),
};

export const productPaths: ZodOpenApiPathsObject = {
  '/api/products/public': {
    get: operation('anonymous', {
      tags: ['Catalogue'],
      summary: 'Every product, with its sizes',
      description:
        "One item per product (a card): a product sold in several sizes is one item whose `variants` lists them in the picker's order, " +
        'each with its own article number, size and recommended price. Sorted by the numeric part of the lowest article number of its sizes. ' +
        'Cached by browsers 1 minute and shared caches 5 minutes.',
      responses: { '200': json('The products', z.array(publicProduct), PUBLIC_CACHE) },
    }),
  },
  '/api/products/search': {
    get: operation('anonymous', {
      tags: ['Catalogue'],
      summary: 'Product suggestions while typing',
      description:
        `Full text (Norwegian stemming) over name, article number, category and description, plus trigram similarity for typos and compounds ('tekolje' finds Teakolje). ` +
        `At most ${SUGGESTION_LIMIT} products, best first. The query is trimmed and cut to ${SEARCH_QUERY_MAX} characters; an empty query finds nothing. ` +
        'Rate-limited per client address (SEARCH_RATE_LIMIT_PER_MINUTE, default 120 a minute). The results page is /sok?q=.',
      requestParams: {
        query: z.object({
          q: z
            .string()
            .optional()
            .meta({ description: `The search text (longer than ${SEARCH_QUERY_MAX} characters is cut)`, example: 'tekolje' }),
        }),
      },
      responses: {
        '200': json('The suggestions', productSearch, z.object({ 'Cache-Control': z.string().meta({ example: 'private, max-age=60' }) })),
        '429': rateLimited(CATALOGUE_API_MESSAGES.searchRateLimited),
      },
    }),
  },
  '/api/products/public/{articleNumber}': {
    get: operation('anonymous', {
      tags: ['Catalogue'],
      summary: 'One product with its sizes and online retailers',
      description:
        "Found by any of its sizes' article numbers: the number of a size answers its product, whose `articleNumber` is the product's own " +
        "(its main size's) and whose `variants` lists every size with GTIN and own image (the product page selects the size the URL names).",
      requestParams: {
        path: z.object({
          articleNumber: z.string().meta({
            description: "1–40 letters, digits, '-' or '.', starting with a letter or digit (anything else answers 404)",
            example: 'E-710',
          }),
        }),
      },
      responses: {
        '200': json('The product', productDetail, PUBLIC_CACHE),
        '404': error('Unknown or malformed article number', CATALOGUE_API_MESSAGES.productNotFound),
      },
    }),
  },
  '/api/products': {
    get: operation('administrator', {
      tags: ['Admin: products'],
      summary: 'Products with every stored field',
      requestParams: {
        query: pageQuery.extend({
          q: z.string().max(200).optional().meta({ description: 'Part of the name or article number (case-insensitive); single-line text' }),
          category: z.string().max(200).optional().meta({ description: 'Exact category; single-line text' }),
        }),
      },
      responses: {
        '200': json('One page of products, in list order', pageOf(adminProduct)),
        '400': invalidBody(TEXT_MESSAGES.badCharacters),
      },
    }),
    post: operation('administrator', {
      tags: ['Admin: products'],
      summary: 'Create a product',
      description:
        "Two forms. The sizes form: variants are the product's sizes (1–20, in the size picker's order), the first one's article number becomes the product's; articleNumber, gtin and recommendedPriceNok belong to each size and are refused (400) sent beside variants. The flat form (the original API's body, spec §7): no variants, the product's articleNumber (and optionally gtin and recommendedPriceNok) beside its fields creates a product of one size without a size label; its field errors name the size's path (variants.0.articleNumber). Description and instructions are sanitised HTML. Field errors name a size's field by its path (variants.1.gtin). retailerLinks, when given, are the product's online-store links.",
      requestBody: jsonRequest(z.union([productSchema, flatProductSchema])),
      responses: {
        '201': json('Created', productRef),
        '400': invalidBody(ADMIN_MESSAGES.invalid, PRODUCT_MESSAGES.retailerUnknown, PRODUCT_MESSAGES.sizeField, GTIN_MESSAGES.checkDigit),
        '409': fieldError(`Article number taken, or GTIN taken ('${GTIN_MESSAGES.duplicate}')`, PRODUCT_MESSAGES.duplicateArticleNumber),
        ...jsonBodyLimits(PRODUCT_MAX_BYTES),
      },
    }),
  },
  '/api/products/{id}': {
    patch: operation('administrator', {
      tags: ['Admin: products'],
      summary: 'Change a product',
      description:
        "Any field. variants, when given, replace the sizes in their order: the size with the product's own article number must stay (400), sizes left out are deleted, an article number or GTIN another product has is a 409 on that size's field (variants.2.gtin). articleNumber, gtin and recommendedPriceNok sent beside them are refused (400). retailerLinks, when given, replace the links.",
      requestParams: productId,
      requestBody: jsonRequest(productUpdateSchema),
      responses: {
        '200': json('Changed', productRef),
        '400': invalidBody(
          ADMIN_MESSAGES.invalid,
          PRODUCT_MESSAGES.retailerUnknown,
          PRODUCT_MESSAGES.mainVariantRemoved,
          PRODUCT_MESSAGES.sizeField,
          GTIN_MESSAGES.checkDigit,
        ),
        '404': notFound,
        '409': fieldError(`A size's article number taken ('${PRODUCT_MESSAGES.duplicateArticleNumber}'), or its GTIN`, GTIN_MESSAGES.duplicate),
        ...jsonBodyLimits(PRODUCT_MAX_BYTES),
      },
    }),
    delete: operation('administrator', {
      tags: ['Admin: products'],
      summary: 'Delete a product and its retailer links',
      description:
        "A product with any document (safety or technical data sheet) is refused: 409 (the revisions and their dealers are REACH art. 31(9)'s record).",
      requestParams: productId,
      responses: { '200': json('Deleted', deletedBody), '404': notFound, '409': error('The product has documents', PRODUCT_MESSAGES.hasDocuments) },
    }),
  },
  '/api/products/{id}/image': {
    post: operation('administrator', {
      tags: ['Admin: products'],
      summary: "Replace the product's image",
      description: 'The upload is checked by its content and converted (lib/admin/products/images.ts).',
      requestParams: productId,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({ image: z.string().meta({ format: 'binary', description: 'JPEG, PNG, WebP, …; at least 200 × 200 pixels' }) }),
          },
        },
      },
      responses: {
        '200': json('Stored', productImageResponse),
        '400': errorOrFieldError('No file, or too small', 'Velg et bilde å laste opp', IMAGE_MESSAGES.tooSmall),
        '404': notFound,
        '413': errorOrFieldError(`Larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`, IMAGE_MESSAGES.tooLarge),
        '415': errorOrFieldError('Not an image, or not multipart/form-data', IMAGE_MESSAGES.notImage, 'Bildet må sendes som multipart/form-data'),
      },
    }),
  },
  '/api/products/export': {
    get: operation('administrator', {
      tags: ['Admin: products'],
      summary: 'The catalogue as a file to edit in bulk',
      description:
        "One row per size: Artikkelnummer; Produktgruppe (the product's article number); Produktnavn; Kategori; Størrelse; GTIN; Veiledende pris (NOK); Bilde-URL; Bilde-URL for størrelsen. " +
        'CSV: UTF-8 with BOM, semicolons, a cell starting with = + - @ tab or CR behind an apostrophe. xlsx: one sheet, plain values (never formulas). ' +
        'The HTML texts, video, highlight and retailer links are not in the file.',
      requestParams: { query: z.object({ format: z.enum(['csv', 'xlsx']).optional().meta({ description: 'csv (default) or xlsx' }) }) },
      responses: {
        '200': file('The file (an attachment named produkter-YYYY-MM-DD.csv or .xlsx)', [
          'text/csv',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ]),
        '400': invalidBody(ADMIN_MESSAGES.invalid),
      },
    }),
  },
  '/api/products/import/preview': {
    post: operation('administrator', {
      tags: ['Admin: products'],
      summary: 'Preview a bulk import (writes nothing)',
      description:
        'Row by row what the file would create, change (fields, old → new), leave as it is or refuse (with the reason). Rows match sizes by article number; a new Produktgruppe creates a product; ' +
        "rows left out and columns left out are not touched (nothing is deleted). Prices and GTINs pass the product form's schemas.",
      requestBody: bulkFile(false),
      responses: { '200': json('The preview', importPreviewResponse), ...bulkRefusals },
    }),
  },
  '/api/products/import': {
    post: operation('administrator', {
      tags: ['Admin: products'],
      summary: 'Apply a previewed bulk import',
      description: "The same file with its preview's token: applied in one transaction, all rows or none, and written to the audit log.",
      requestBody: bulkFile(true),
      responses: {
        '200': json('Imported', importResultResponse),
        ...bulkRefusals,
        '400': errorOrFieldError('As the preview, or a row is refused', BULK_MESSAGES.refused, BULK_MESSAGES.missing),
        '409': error("The catalogue changed since the preview (or the token is not this file's)", BULK_MESSAGES.stale),
      },
    }),
  },
};
