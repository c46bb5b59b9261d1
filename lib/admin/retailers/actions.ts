'use server';
/**
 * The online shops' server actions (docs/product.md: Admin panel, Nettbutikker). Each is made from
 * its one declaration (operations.ts), shared with the API, and validates with the retailer schema
 * (the form sends FormData: the text fields and an optional `logo` file), answers an ActionResult
 * and names the change it makes for the audit log (lib/audit/admin.ts).
 */
import { operationAction } from '../shared/operation';
import { createRetailerOperation, deleteRetailerOperation, updateRetailerOperation } from './operations';

/** Multipart: `name`, `websiteUrl`, optional `logo`. */
export const createRetailerAction = operationAction(createRetailerOperation);

/** Multipart: any of `name`, `websiteUrl`, `logo` (a new one), `removeLogo`. */
export const updateRetailerAction = operationAction(updateRetailerOperation);

/** Deletes the shop with its product links (the confirmation says how many). */
export const deleteRetailerAction = operationAction(deleteRetailerOperation);
