/** The demand insight's export (lib/insight/, docs/product.md: Oversikt). */
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { ADMIN_MESSAGES } from '../admin/shared/messages';
import { CATALOGUE_API_MESSAGES } from '../catalogue/messages';
import { INSIGHT_API_MESSAGES } from '../insight/messages';
import { demandExportResponse as demandExport } from '../insight/responses';
import { storeStatsExportResponse as storeStatsExport } from '../dealers/stats-responses';
import { error, file, invalidBody, json, operation, rateLimited } from './common';

export const INSIGHT_SCHEMAS = { DemandExport: demandExport, StoreStatsExport: storeStatsExport };

const formatQuery = z.object({ format: z.enum(['json', 'csv']).optional().meta({ description: 'csv: a UTF-8 CSV file with BOM, semicolons, four sections' }) });

export const insightPaths: ZodOpenApiPathsObject = {
  '/api/insight/demand': {
    get: operation('administrator', {
      tags: ['Admin: overview'],
      summary: 'Unmet demand and calculator use, per week',
      description:
        'Finder postal searches with no dealer within 100 km (per postal code and ISO week), product searches with no result (per normalised term and week), ' +
        'advisor answers with no product (per material, setting and task and week) and the quantity calculator’s answers (per product and week), ' +
        'every week kept (365 days). Aggregates only: no address, IP, cookie or account is stored; each key counts at most once per client address and day ' +
        '(kept only as a salted hash that goes with the day). `?format=csv` answers the same as one CSV file (the Oversikt tab’s download).',
      requestParams: { query: formatQuery },
      responses: {
        '200': { ...json('The counts', demandExport), content: { 'application/json': { schema: demandExport }, ...file('CSV', ['text/csv']).content } },
        '400': invalidBody(ADMIN_MESSAGES.invalid),
      },
    }),
  },
  '/api/insight/stores': {
    get: operation('administrator', {
      tags: ['Admin: overview'],
      summary: 'What the site did for each store, the last 30 days against the 30 before',
      description:
        'Per dealer location: views of its store page, appearances in the finder’s results, and clicks on its first-party links ' +
        "('Vis vei', 'Nettside', the phone), summed over the last 30 days (today included, Europe/Oslo) and the 30 days before. " +
        'Counters only: no address, IP, cookie or account is stored; each kind counts at most once per client address, store and day, crawlers never; ' +
        'days are kept 400 days. `?format=csv` answers the same as a CSV file (the Forhandlersteder list’s download).',
      requestParams: { query: z.object({ format: z.enum(['json', 'csv']).optional().meta({ description: 'csv: a UTF-8 CSV file with BOM and semicolons' }) }) },
      responses: {
        '200': {
          ...json('The figures', storeStatsExport),
          content: { 'application/json': { schema: storeStatsExport }, ...file('CSV', ['text/csv']).content },
        },
        '400': invalidBody(ADMIN_MESSAGES.invalid),
      },
    }),
  },
  '/api/insight/calculator/{articleNumber}': {
    post: operation('anonymous', {
      tags: ['Catalogue'],
      summary: 'Count one use of the quantity calculator',
      description:
        "Sent by the product page's quantity calculator (navigator.sendBeacon) on its first valid answer in a page view; no body. " +
        'Counted after the answer in the weekly calculator uses of the demand insight, at most once per product, client address and day; ' +
        'a known crawler (by User-Agent) is not counted. A size’s article number counts for its product.',
      requestParams: {
        path: z.object({ articleNumber: z.string().meta({ description: "A product's or a size's article number", example: '3010' }) }),
      },
      responses: {
        '204': { description: 'Noted (or not counted: already counted today for this client, or a crawler)' },
        '404': error('Unknown or malformed article number, or a product without a coverage figure (no calculator)', CATALOGUE_API_MESSAGES.productNotFound),
        '429': rateLimited(INSIGHT_API_MESSAGES.calculatorRateLimited),
      },
    }),
  },
};
