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
import { searchParam, validate } from '../../http/route';
import { pageFrom } from '../../pagination';
import { storage } from '../../storage';
import { onField } from '../shared/action';
import { defineOperation, multipart, query, READ_ONLY } from '../shared/operation';
import { ADMIN_MESSAGES } from '../shared/messages';
import { storeProductImage } from './images';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, PRODUCT_MAX_BYTES } from './limits';
import { FLAT_SIZE_FIELDS, flatToSizes, PRODUCT_MESSAGES, productCreateSchema, productUpdateSchema, type ProductData, type ProductUpdate } from './schema';
import { createProduct, deleteProduct, getProductForEdit, listProducts, updateProduct } from './service';

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

/** GET /api/products?page=&pageSize=&q=&category=: every stored field (400 for a q or category with control characters or over 200 characters). */
export const listProductsOperation = defineOperation({
  who: 'admin',
  input: query((params) => ({ page: pageFrom(params), q: searchParam(params, 'q'), category: searchParam(params, 'category') })),
  run: ({ input: { page, ...filter } }) => listProducts(prisma, page, filter),
  audit: READ_ONLY,
});

/** The edit dialog's data (with retailer links), read when it opens. */
export const loadProductOperation = defineOperation({
  who: 'admin',
  id: true,
  run: ({ id }) => getProductForEdit(prisma, id),
  audit: READ_ONLY,
});

/** A new product (HTML sanitised) with its sizes; 409 on the field when an article number or GTIN is taken. */
export const createProductOperation = defineOperation({
  who: 'admin',
  parse: parseProduct,
  maxBytes: PRODUCT_MAX_BYTES,
  run: ({ input }) => createProduct(prisma, input),
  audit: { entity: 'product', action: 'create', summary: ({ input }) => productChangeSummary(input) },
});

/** Any field; `variants` replaces the sizes (the main one stays: 400 otherwise). */
export const updateProductOperation = defineOperation({
  who: 'admin',
  id: true,
  parse: parseProductUpdate,
  maxBytes: PRODUCT_MAX_BYTES,
  before: ({ id }) => getProductForEdit(prisma, id),
  run: ({ id, input }) => updateProduct(prisma, id, input),
  audit: {
    entity: 'product',
    action: 'update',
    entityId: ({ id }) => id,
    summary: ({ input, before }) => productChangeSummary(input, { before }),
  },
});

/** The product and its retailer links. */
export const deleteProductOperation = defineOperation({
  who: 'admin',
  id: true,
  before: ({ id }) => getProductForEdit(prisma, id),
  run: ({ before }) => deleteProduct(prisma, before.id),
  audit: {
    entity: 'product',
    action: 'delete',
    entityId: ({ id }) => id,
    summary: ({ before }) => changeSummary({ articleNumber: before.articleNumber, name: before.name }),
  },
});

/** The product image's file field: its cap and texts (checked by content and converted in images.ts). */
const imageFile = { maxBytes: MAX_IMAGE_BYTES, messages: IMAGE_MESSAGES };

/**
 * Stores an uploaded product image (multipart: `image`, and `articleNumber` for the file name)
 * and answers its /media URL; the form then saves it as the product's image. Only an action.
 */
export const uploadProductImageOperation = defineOperation({
  who: 'admin',
  input: multipart({
    fields: z.object({
      articleNumber: z
        .string()
        .optional()
        .transform((value) => (value ?? '').slice(0, 40)),
    }),
    files: { image: imageFile },
    notMultipart: IMAGE_MESSAGES.notMultipart,
  }),
  run: async ({ input }) => ({
    imageUrl: await storeProductImage(storage(), input.fields.articleNumber || 'produkt', input.files.image.bytes).catch((error: unknown) =>
      Promise.reject(onField('image', error)),
    ),
  }),
  audit: {
    entity: 'product',
    action: 'upload',
    entityId: () => null,
    summary: ({ input, result }) => changeSummary({ articleNumber: input.fields.articleNumber, imageUrl: result.imageUrl }),
  },
});

/**
 * POST /api/products/{id}/image (multipart: `image`): replaces the product's image with the
 * upload (checked by content and converted: images.ts); 404 for an unknown product.
 */
export const replaceProductImageOperation = defineOperation({
  who: 'admin',
  id: true,
  input: multipart({ fields: z.object({}), files: { image: imageFile }, notMultipart: IMAGE_MESSAGES.notMultipart }),
  before: async ({ id }) => {
    const product = await prisma.product.findUnique({ where: { id }, select: { articleNumber: true } });
    if (!product) throw new HttpError(404, ADMIN_MESSAGES.notFound);
    return product;
  },
  run: async ({ id, input, before }) => {
    const imageUrl = await storeProductImage(storage(), before.articleNumber, input.files.image.bytes).catch((error: unknown) =>
      Promise.reject(onField('image', error)),
    );
    await updateProduct(prisma, id, { imageUrl });
    return { imageUrl };
  },
  audit: { entity: 'product', action: 'upload', entityId: ({ id }) => id, summary: ({ result }) => changeSummary({ imageUrl: result.imageUrl }) },
});
