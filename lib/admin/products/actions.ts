'use server';
/**
 * The product tab's server actions (docs/product.md: Admin panel). The writes the API also offers
 * are made from their one declaration (operations.ts); the others check the administrator role
 * themselves (runAdminAction). Each answers an ActionResult and names the change it makes for the
 * audit log (lib/audit/admin.ts).
 */
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { storage } from '../../storage';
import { formText, onField, READ_ONLY, recordId, runAdminAction, uploadedFile } from '../shared/action';
import { runOperation } from '../shared/operation';
import { importProductsOperation, previewProductImportOperation } from './bulk/operations';
import { storeProductImage } from './images';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from './limits';
import { createProductOperation, deleteProductOperation, updateProductOperation } from './operations';
import { getProductForEdit } from './service';

export async function addProductAction(input: unknown) {
  return runOperation(createProductOperation, { input });
}

export async function updateProductAction(id: unknown, input: unknown) {
  return runOperation(updateProductOperation, { id, input });
}

export async function deleteProductAction(id: unknown) {
  return runOperation(deleteProductOperation, { id });
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

/** The bulk import's preview (multipart: `file`): what each row would do; nothing is written. */
export async function previewProductImportAction(form: unknown) {
  return runOperation(previewProductImportOperation, { input: form });
}

/** The bulk import (multipart: `file` and the preview's `token`): all rows or none, audited. */
export async function importProductsAction(form: unknown) {
  return runOperation(importProductsOperation, { input: form });
}
