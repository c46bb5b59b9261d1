'use server';
/**
 * The product documents' server actions (docs/product.md: Produktfakta, Dokumenter), each made from
 * its one declaration (operations.ts).
 */
import { operationAction } from '../shared/operation';
import { publishProductDocumentOperation } from './operations';

/** Multipart: `productId`, `kind`, `language`, `revision`, `revisionDate`, `changeNote`, `file`. */
export const publishProductDocumentAction = operationAction(publishProductDocumentOperation);
