/**
 * What the administrators' product calls answer (lib/admin/products/service.ts), as zod schemas:
 * the service's return types are inferred from them and lib/openapi describes GET/POST/PATCH
 * /api/products with them (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import { PRODUCT_FIELDS, responseShape, SIZE_FIELDS } from '../../catalogue/fields';
import { timestamp } from '../../http/responses';

/** One size of a product (docs/product.md: Sizes): its fields as lib/catalogue/fields.ts declares them. */
export const adminVariantResponse = z.object({ articleNumber: z.string(), ...responseShape(SIZE_FIELDS) });

/** A product with every stored field (the service's PRODUCT_SELECT). */
export const adminProductResponse = z.object({
  id: z.int(),
  articleNumber: z.string(),
  ...responseShape(PRODUCT_FIELDS),
  updatedAt: timestamp(),
  variants: z.array(adminVariantResponse).meta({ description: "The sizes in the picker's order; the one with the product's article number is its main size" }),
});
export type AdminProduct = z.infer<typeof adminProductResponse>;

/** A created or changed product's id and article number. */
export const productRefResponse = z.object({ id: z.int(), articleNumber: z.string() });
export type ProductRef = z.infer<typeof productRefResponse>;

/** POST /api/products/{id}/image. */
export const productImageResponse = z.object({ imageUrl: z.string().meta({ description: 'The new image address (/media/…)' }) });
