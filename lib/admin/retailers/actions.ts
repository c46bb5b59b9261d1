'use server';
/**
 * The online shops' server actions (docs/product.md: Admin panel, Nettbutikker). Each checks the
 * administrator role itself (runAdminAction), validates with the retailer schema (the form sends
 * FormData: the text fields and an optional `logo` file), answers an ActionResult and names the
 * change it makes for the audit log (lib/audit/admin.ts).
 */
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { storage } from '../../storage';
import { parseInput, recordId, runAdminAction } from '../shared/action';
import { retailerForm } from './input';
import { retailerSchema, retailerUpdateSchema } from './schema';
import { createRetailer, deleteRetailer, getRetailer, updateRetailer } from './service';

/** Multipart: `name`, `websiteUrl`, optional `logo`. */
export async function createRetailerAction(form: unknown) {
  return runAdminAction({ entity: 'retailer', action: 'create' }, async (audit) => {
    const input = await retailerForm(form);
    const data = parseInput(retailerSchema, input.fields);
    const retailer = await createRetailer(prisma, storage(), data, input.logo);
    audit.summary = changeSummary({ ...data, logoUrl: retailer.logoUrl });
    return retailer;
  });
}

/** Multipart: any of `name`, `websiteUrl`, `logo` (a new one), `removeLogo`. */
export async function updateRetailerAction(id: unknown, form: unknown) {
  return runAdminAction({ entity: 'retailer', action: 'update' }, async (audit) => {
    const retailerId = (audit.entityId = recordId(id));
    const input = await retailerForm(form);
    const data = parseInput(retailerUpdateSchema, input.fields);
    const before = await getRetailer(prisma, retailerId);
    const retailer = await updateRetailer(prisma, storage(), retailerId, data, input.logo);
    audit.summary = changeSummary({ name: retailer.name, websiteUrl: retailer.websiteUrl, logoUrl: retailer.logoUrl }, { before });
    return retailer;
  });
}

/** Deletes the shop with its product links (the confirmation says how many). */
export async function deleteRetailerAction(id: unknown) {
  return runAdminAction({ entity: 'retailer', action: 'delete' }, async (audit) => {
    const result = await deleteRetailer(prisma, recordId(id));
    audit.summary = changeSummary({ name: result.name, linkCount: result.linkCount });
    return result;
  });
}
