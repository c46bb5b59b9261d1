'use server';
/**
 * The product tab's server actions (docs/product.md: Admin panel), each made from its one
 * declaration (operations.ts, bulk/operations.ts), most of them shared with the API: each answers
 * an ActionResult and the writes are written to the audit log (lib/audit/admin.ts).
 */
import { operationAction } from '../shared/operation';
import { importProductsOperation, previewProductImportOperation } from './bulk/operations';
import { createProductOperation, deleteProductOperation, loadProductOperation, updateProductOperation, uploadProductImageOperation } from './operations';

export const addProductAction = operationAction(createProductOperation);

export const updateProductAction = operationAction(updateProductOperation);

export const deleteProductAction = operationAction(deleteProductOperation);

/** The edit dialog's data (with retailer links), read when it opens. */
export const loadProductAction = operationAction(loadProductOperation);

/** Stores an uploaded product image (multipart: `image`, `articleNumber`) and answers `{ imageUrl }`; the form then saves it. */
export const uploadProductImageAction = operationAction(uploadProductImageOperation);

/** The bulk import's preview (multipart: `file`): what each row would do; nothing is written. */
export const previewProductImportAction = operationAction(previewProductImportOperation);

/** The bulk import (multipart: `file` and the preview's `token`): all rows or none, audited. */
export const importProductsAction = operationAction(importProductsOperation);
