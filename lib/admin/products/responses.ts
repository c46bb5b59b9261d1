/**
 * What the administrators' product calls answer (lib/admin/products/service.ts), as zod schemas:
 * the service's return types are inferred from them and lib/openapi describes GET/POST/PATCH
 * /api/products with them (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import { timestamp } from '../../http/responses';

const nullableText = () => z.string().nullable();

/** A product with every stored field (the service's PRODUCT_SELECT). */
export const adminProductResponse = z.object({
  id: z.int(),
  articleNumber: z.string(),
  name: z.string(),
  category: z.string(),
  imageUrl: z.string(),
  description: nullableText(),
  instructions: nullableText(),
  youtubeUrl: nullableText(),
  highlightText: nullableText(),
  highlightDescription: nullableText(),
  recommendedPriceNok: z.number().nullable(),
  gtin: nullableText().meta({ description: 'GTIN (barcode number); null when none' }),
  updatedAt: timestamp(),
});
export type AdminProduct = z.infer<typeof adminProductResponse>;

/** A created or changed product's id and article number. */
export const productRefResponse = z.object({ id: z.int(), articleNumber: z.string() });
export type ProductRef = z.infer<typeof productRefResponse>;

/** POST /api/products/{id}/image. */
export const productImageResponse = z.object({ imageUrl: z.string().meta({ description: 'The new image address (/media/…)' }) });
