/** What GET /api/insight/demand answers (lib/insight/export.ts), as zod schemas; lib/openapi describes it with them. */
import { z } from 'zod';

const week = z.string().meta({ description: "ISO week, e.g. '2026-W48'" });
const weekStart = z.string().meta({ description: "The week's Monday, 'YYYY-MM-DD'" });

export const demandExportResponse = z.object({
  postalSearches: z
    .array(
      z.object({
        week,
        weekStart,
        postalCode: z.string().meta({ description: 'Four digits' }),
        product: z
          .string()
          .nullable()
          .meta({ description: 'The product searched for (article number) when no dealer within 100 km carries it; null: no dealer at all' }),
        productName: z.string().nullable().meta({ description: "The product's name; null without a product (or a product since deleted)" }),
        count: z.int(),
      }),
    )
    .meta({
      description: 'Finder postal searches with no dealer within 100 km (or none carrying the product searched for), per postal code, product and week',
    }),
  productSearches: z
    .array(z.object({ week, weekStart, term: z.string().meta({ description: 'Normalised, lower case, at most 100 characters' }), count: z.int() }))
    .meta({ description: 'Product searches with no result, per term and week (at most 5,000 terms a week)' }),
});

export type DemandExport = z.infer<typeof demandExportResponse>;
