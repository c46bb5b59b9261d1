'use server';
/**
 * The online shops' server actions (docs/product.md: Admin panel, Nettbutikker). Each is made from
 * its one declaration (operations.ts), shared with the API, and validates with the retailer schema
 * (the form sends FormData: the text fields and an optional `logo` file), answers an ActionResult
 * and names the change it makes for the audit log (lib/audit/admin.ts).
 */
import { runOperation } from '../shared/operation';
import { createRetailerOperation, deleteRetailerOperation, updateRetailerOperation } from './operations';

/** Multipart: `name`, `websiteUrl`, optional `logo`. */
export async function createRetailerAction(form: unknown) {
  return runOperation(createRetailerOperation, { input: form });
}

/** Multipart: any of `name`, `websiteUrl`, `logo` (a new one), `removeLogo`. */
export async function updateRetailerAction(id: unknown, form: unknown) {
  return runOperation(updateRetailerOperation, { id, input: form });
}

/** Deletes the shop with its product links (the confirmation says how many). */
export async function deleteRetailerAction(id: unknown) {
  return runOperation(deleteRetailerOperation, { id });
}
