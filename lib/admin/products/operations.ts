/**
 * The product tab's operations, each declared once (lib/admin/shared/operation.ts): the server
 * actions (actions.ts) and the admin API's handlers (app/api/products/**) are made from these.
 * Server-only.
 */
import 'server-only';
import { z } from 'zod';
import { changeSummary, productChangeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/route';
import { storage } from '../../storage';
import { defineOperation } from '../shared/operation';
import { ADMIN_MESSAGES } from '../shared/messages';
import { storeProductImage } from './images';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from './limits';
import { FLAT_SIZE_FIELDS, flatToSizes, PRODUCT_MESSAGES, productCreateSchema, productUpdateSchema, type ProductData, type ProductUpdate } from './schema';
import { createProduct, deleteProduct, getProductForEdit, updateProduct } from './service';

/** The largest JSON body of a product write (its HTML description). */
const PRODUCT_MAX_BYTES = 256 * 1024;

/**
 * The product's input checked by `schema`; the fields a product had before it had sizes
 * (articleNumber, gtin, recommendedPriceNok: now each size's) are refused at their name beside
 * `variants`, never silently dropped, so an older API client learns that its change was not made.
 * A create without `variants` is the spec's flat body: one size (flatToSizes).
 */
function productInput<S extends z.ZodType>(schema: S, shape: (raw: unknown) => unknown = (raw) => raw) {
  return (raw: unknown): z.output<S> => {
    const shaped = shape(raw);
    if (shaped && typeof shaped === 'object' && !Array.isArray(shaped)) {
      const misplaced = FLAT_SIZE_FIELDS.filter((field) => Object.hasOwn(shaped, field));
      if (misplaced.length > 0) {
        throw new HttpError(400, ADMIN_MESSAGES.invalid, Object.fromEntries(misplaced.map((field) => [field, [PRODUCT_MESSAGES.sizeField]])));
      }
    }
    return validate(schema, raw, ADMIN_MESSAGES.invalid);
  };
}
const parseProduct: (raw: unknown) => ProductData = productInput(productCreateSchema, flatToSizes);
const parseProductUpdate: (raw: unknown) => ProductUpdate = productInput(productUpdateSchema);

/** A new product (HTML sanitised) with its sizes; 409 on the field when an article number or GTIN is taken. */
export const createProductOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'product', action: 'create', summary: (input) => productChangeSummary(input) },
  parse: parseProduct,
  maxBytes: PRODUCT_MAX_BYTES,
  run: ({ input }) => createProduct(prisma, input),
});

/** Any field; `variants` replaces the sizes (the main one stays: 400 otherwise). */
export const updateProductOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'product', action: 'update' },
  id: true,
  parse: parseProductUpdate,
  maxBytes: PRODUCT_MAX_BYTES,
  run: async ({ id, input }, { audit }) => {
    audit.entityId = id;
    audit.summary = productChangeSummary(input, { before: await getProductForEdit(prisma, id) });
    return updateProduct(prisma, id, input);
  },
});

/** The product and its retailer links. */
export const deleteProductOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'product', action: 'delete' },
  id: true,
  run: async ({ id }, { audit }) => {
    const product = await getProductForEdit(prisma, id);
    audit.summary = changeSummary({ articleNumber: product.articleNumber, name: product.name });
    return deleteProduct(prisma, product.id);
  },
});

/**
 * Replaces the product's image with an upload (checked by content and converted: images.ts);
 * only the API has it (the form uploads first, then saves the URL with the product). Its route
 * reads the multipart body (productImageBody).
 */
export const replaceProductImageOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'product', action: 'upload' },
  id: true,
  input: z.object({ articleNumber: z.string(), bytes: z.instanceof(Uint8Array) }),
  run: async ({ id, input }, { audit }) => {
    audit.entityId = id;
    const imageUrl = await storeProductImage(storage(), input.articleNumber, input.bytes);
    await updateProduct(prisma, id, { imageUrl });
    audit.summary = changeSummary({ imageUrl });
    return { imageUrl };
  },
});

/**
 * POST /api/products/{id}/image's body: multipart/form-data with `image` (415 otherwise), 413 over
 * the limit, 404 for an unknown product, 400 without a file.
 */
export async function productImageBody(request: Request, id: number) {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(415, IMAGE_MESSAGES.notMultipart);
  }
  if (Number(request.headers.get('content-length')) > MAX_IMAGE_BYTES + 64 * 1024) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
  const product = await prisma.product.findUnique({ where: { id }, select: { articleNumber: true } });
  if (!product) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  const file = (await request.formData().catch(() => null))?.get('image');
  if (!(file instanceof Blob) || file.size === 0) throw new HttpError(400, IMAGE_MESSAGES.missing);
  if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
  return { articleNumber: product.articleNumber, bytes: new Uint8Array(await file.arrayBuffer()) };
}
