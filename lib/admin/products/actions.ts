'use server';
/**
 * The product tab's server actions (docs/product.md: Admin panel). Each checks the administrator role
 * itself (runAdminAction), validates with the product schema and answers an ActionResult.
 */
import { prisma } from '../../db';
import { storage } from '../../storage';
import { formText, onField, parseInput, recordId, runAdminAction, uploadedFile } from '../shared/action';
import { storeProductImage } from './images';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from './limits';
import { productSchema, productUpdateSchema } from './schema';
import { createProduct, deleteProduct, getProductForEdit, updateProduct } from './service';

export async function addProductAction(input: unknown) {
  return runAdminAction(() => createProduct(prisma, parseInput(productSchema, input)));
}

export async function updateProductAction(id: unknown, input: unknown) {
  return runAdminAction(() => updateProduct(prisma, recordId(id), parseInput(productUpdateSchema, input)));
}

export async function deleteProductAction(id: unknown) {
  return runAdminAction(() => deleteProduct(prisma, recordId(id)));
}

/** The edit dialog's data (with retailer links), read when it opens. */
export async function loadProductAction(id: unknown) {
  return runAdminAction(() => getProductForEdit(prisma, recordId(id)));
}

/**
 * Stores an uploaded product image (multipart: `image`, and `articleNumber` for the file name)
 * and answers its /media URL; the form then saves it as the product's image.
 */
export async function uploadProductImageAction(form: unknown) {
  return runAdminAction(async () => {
    const file = await uploadedFile(form, 'image', MAX_IMAGE_BYTES, IMAGE_MESSAGES);
    const articleNumber = String(formText(form, 'articleNumber') ?? '').slice(0, 40);
    try {
      return { imageUrl: await storeProductImage(storage(), articleNumber || 'produkt', file.bytes) };
    } catch (error) {
      throw onField('image', error);
    }
  });
}
