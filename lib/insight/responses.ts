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
    .meta({
      description:
        'Product searches with no result, per term and week (at most 5,000 terms a week; each term once per client address and day, at most 20 new terms per address and day)',
    }),
  advisorMisses: z
    .array(
      z.object({
        week,
        weekStart,
        material: z.string().meta({ description: "The material's key (a 'Passer til' term's slug)" }),
        materialLabel: z.string().meta({ description: "The material's label (its key when the term has since been deleted)" }),
        setting: z.string().meta({ description: "'inne', 'ute' or 'inne-og-ute'" }),
        settingLabel: z.string(),
        task: z.string().meta({ description: "The task's key ('rengjore', 'beskytte', …)" }),
        taskLabel: z.string(),
        count: z.int(),
      }),
    )
    .meta({ description: 'Advisor answers (/veileder) that found no product, per path and week (each path once per client address and day)' }),
  calculatorUses: z
    .array(
      z.object({
        week,
        weekStart,
        product: z.string().meta({ description: 'Article number' }),
        productName: z.string().nullable().meta({ description: "The product's name; null for a product since deleted" }),
        count: z.int(),
      }),
    )
    .meta({ description: "The quantity calculator's server-rendered answers per product and week (each product once per client address and day)" }),
});

export type DemandExport = z.infer<typeof demandExportResponse>;
