/** What GET /api/insight/stores answers (lib/dealers/stats-export.ts), as zod schemas; lib/openapi describes it with them. */
import { z } from 'zod';

const day = (description: string) => z.string().meta({ description: `${description}, 'YYYY-MM-DD' (Europe/Oslo)` });
const count = (description: string) => z.number().int().min(0).meta({ description });

export const storeCountsResponse = z
  .object({
    views: count('Views of the store page (/forhandlere/{slug}), counted at the server’s edge'),
    appearances: count('Times the store was shown in a finder result (the search page, the nearby API)'),
    directions: count("'Vis vei' clicks (/forhandlere/{slug}/vei)"),
    website: count("'Nettside' clicks (/forhandlere/{slug}/nettside)"),
    phone: count('Phone clicks (/forhandlere/{slug}/ring)'),
  })
  .meta({ description: 'Each kind at most once per client address, store and day; crawlers never' });

export const storeStatsExportResponse = z.object({
  current: z.object({ from: day('First day of the last 30 days'), to: day('Today') }),
  previous: z.object({ from: day('First day of the 30 days before'), to: day('Last day of the 30 days before') }),
  stores: z.array(
    z.object({
      id: z.string().meta({ description: 'The location’s id', example: 'd001' }),
      name: z.string(),
      address: z.string(),
      current: storeCountsResponse,
      previous: storeCountsResponse,
    }),
  ),
});

export type StoreStatsExport = z.infer<typeof storeStatsExportResponse>;
