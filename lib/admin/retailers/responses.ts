/**
 * An online shop as the administrators' shop calls answer it (lib/admin/retailers/service.ts), as a
 * zod schema; lib/openapi describes the API with it (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';

export const retailerResponse = z.object({
  id: z.int(),
  slug: z.string().meta({ description: 'From the name; unique' }),
  name: z.string(),
  websiteUrl: z.string(),
  logoUrl: z.string().nullable().meta({ description: 'The stored logo (/media/…), or null: the product page shows the name' }),
  linkCount: z.int().meta({ description: 'How many products link to the shop' }),
});
