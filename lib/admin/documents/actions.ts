'use server';
/**
 * The dealer documents' server actions (docs/product.md: Admin panel), each made from its one
 * declaration (operations.ts): each answers an ActionResult and is written to the audit log.
 */
import { operationAction } from '../shared/operation';
import { deleteDocumentOperation, uploadDocumentOperation } from './operations';

/** Multipart: `file`, `kind`, `title`, `description`. */
export const uploadDocumentAction = operationAction(uploadDocumentOperation);

export const deleteDocumentAction = operationAction(deleteDocumentOperation);
