/**
 * What the administrators' product calls answer (lib/admin/products/service.ts), as zod schemas:
 * the service's return types are inferred from them and lib/openapi describes GET/POST/PATCH
 * /api/products with them (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import { timestamp } from '../../http/responses';

const nullableText = () => z.string().nullable();

/** One size of a product (docs/product.md: Sizes). */
export const adminVariantResponse = z.object({
  articleNumber: z.string(),
  sizeLabel: nullableText().meta({ description: "The size as shown, e.g. '500 ml'; null for a product sold in one size" }),
  gtin: nullableText().meta({ description: 'GTIN (barcode number); null when none' }),
  recommendedPriceNok: z.number().nullable(),
  imageUrl: nullableText().meta({ description: "The size's own image; null shows the product's" }),
});

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
  updatedAt: timestamp(),
  variants: z.array(adminVariantResponse).meta({ description: "The sizes in the picker's order; the one with the product's article number is its main size" }),
});
export type AdminProduct = z.infer<typeof adminProductResponse>;

/** A created or changed product's id and article number. */
export const productRefResponse = z.object({ id: z.int(), articleNumber: z.string() });
export type ProductRef = z.infer<typeof productRefResponse>;

/** POST /api/products/{id}/image. */
export const productImageResponse = z.object({ imageUrl: z.string().meta({ description: 'The new image address (/media/…)' }) });
