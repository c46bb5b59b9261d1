/**
 * An online shop as the administrators' shop calls answer it (lib/admin/retailers/service.ts), as a
 * zod schema; lib/openapi describes the API with it (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import type { Fits } from '../../http/responses';
import type { listRetailersWithCounts } from './service';

export const retailerResponse = z.object({
  id: z.int(),
  slug: z.string().meta({ description: 'From the name; unique' }),
  name: z.string(),
  websiteUrl: z.string(),
  logoUrl: z.string().nullable().meta({ description: 'The stored logo (/media/…), or null: the product page shows the name' }),
  linkCount: z.int().meta({ description: 'How many products link to the shop' }),
});

/** GET /api/retailers. */
export const retailerListResponse = z.object({ items: z.array(retailerResponse) });

/** DELETE /api/retailers/{id}: the shop and how many product links went with it. */
export const retailerDeletedResponse = z.object({ id: z.int(), name: z.string(), linkCount: z.int().meta({ description: 'Product links deleted with it' }) });

// The service's type must fit the schema: a field changed on one side fails the type check.
export const SERVICE_TYPES_FIT: [Fits<Awaited<ReturnType<typeof listRetailersWithCounts>>[number], typeof retailerResponse>] = [true];
