'use server';
/**
 * The product tab's server actions (docs/product.md: Admin panel). Each checks the administrator role
 * itself (runAdminAction), validates with the product schema, answers an ActionResult and names
 * the change it makes for the audit log (lib/audit/admin.ts).
 */
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { storage } from '../../storage';
import { formText, onField, parseInput, READ_ONLY, recordId, runAdminAction, uploadedFile } from '../shared/action';
import { storeProductImage } from './images';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from './limits';
import { productSchema, productUpdateSchema } from './schema';
import { createProduct, deleteProduct, getProductForEdit, updateProduct } from './service';

export async function addProductAction(input: unknown) {
  return runAdminAction({ entity: 'product', action: 'create' }, async (audit) => {
    const data = parseInput(productSchema, input);
    audit.summary = changeSummary(data);
    return createProduct(prisma, data);
  });
}

export async function updateProductAction(id: unknown, input: unknown) {
  return runAdminAction({ entity: 'product', action: 'update' }, async (audit) => {
    const productId = (audit.entityId = recordId(id));
    const data = parseInput(productUpdateSchema, input);
    audit.summary = changeSummary(data, { before: await getProductForEdit(prisma, productId) });
    return updateProduct(prisma, productId, data);
  });
}

export async function deleteProductAction(id: unknown) {
  return runAdminAction({ entity: 'product', action: 'delete' }, async (audit) => {
    const product = await getProductForEdit(prisma, recordId(id));
    audit.summary = changeSummary({ articleNumber: product.articleNumber, name: product.name });
    return deleteProduct(prisma, product.id);
  });
}

/** The edit dialog's data (with retailer links), read when it opens. */
export async function loadProductAction(id: unknown) {
  return runAdminAction(READ_ONLY, () => getProductForEdit(prisma, recordId(id)));
}

/**
 * Stores an uploaded product image (multipart: `image`, and `articleNumber` for the file name)
 * and answers its /media URL; the form then saves it as the product's image.
 */
export async function uploadProductImageAction(form: unknown) {
  return runAdminAction({ entity: 'product', action: 'upload' }, async (audit) => {
    const file = await uploadedFile(form, 'image', MAX_IMAGE_BYTES, IMAGE_MESSAGES);
    const articleNumber = String(formText(form, 'articleNumber') ?? '').slice(0, 40);
    try {
      const imageUrl = await storeProductImage(storage(), articleNumber || 'produkt', file.bytes);
      audit.summary = changeSummary({ articleNumber, imageUrl });
      return { imageUrl };
    } catch (error) {
      throw onField('image', error);
    }
  });
}
