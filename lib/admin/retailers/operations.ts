/**
 * The online shops' operations, each declared once (lib/admin/shared/operation.ts): the server
 * actions (actions.ts, from the form's FormData) and the admin API's handlers (app/api/retailers/**,
 * multipart or JSON) are made from these; input.ts reads either into the same fields and logo.
 * Server-only.
 */
import 'server-only';
import type { z } from 'zod';
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { validate } from '../../http/route';
import { storage } from '../../storage';
import { ADMIN_MESSAGES } from '../shared/messages';
import { defineOperation } from '../shared/operation';
import { retailerForm, retailerRequest, type RetailerInput } from './input';
import { retailerSchema, retailerUpdateSchema } from './schema';
import { createRetailer, deleteRetailer, getRetailer, updateRetailer } from './service';

/** The fields checked with `schema` (400 with field errors), the logo as read. */
function checked<S extends z.ZodType>(schema: S, input: RetailerInput) {
  return { data: validate(schema, input.fields, ADMIN_MESSAGES.invalid), logo: input.logo };
}

/** A new shop: `name`, `websiteUrl`, optional `logo` (checked by content; SVG refused); 409 same name. */
export const createRetailerOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'retailer', action: 'create' },
  parse: async (form) => checked(retailerSchema, await retailerForm(form)),
  run: async ({ input }, { audit }) => {
    const retailer = await createRetailer(prisma, storage(), input.data, input.logo);
    audit.entityId = retailer.id;
    audit.summary = changeSummary({ ...input.data, logoUrl: retailer.logoUrl });
    return retailer;
  },
});

/** Any of `name`, `websiteUrl`, `removeLogo`, and a new `logo`. */
export const updateRetailerOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'retailer', action: 'update' },
  id: true,
  parse: async (form) => checked(retailerUpdateSchema, await retailerForm(form)),
  run: async ({ id, input }, { audit }) => {
    audit.entityId = id;
    const before = await getRetailer(prisma, id);
    const retailer = await updateRetailer(prisma, storage(), id, input.data, input.logo);
    audit.summary = changeSummary({ name: retailer.name, websiteUrl: retailer.websiteUrl, logoUrl: retailer.logoUrl }, { before });
    return retailer;
  },
});

/** The shop and its product links; answers `{ id, name, linkCount }`. */
export const deleteRetailerOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'retailer', action: 'delete' },
  id: true,
  run: async ({ id }, { audit }) => {
    const result = await deleteRetailer(prisma, id);
    audit.summary = changeSummary({ name: result.name, linkCount: result.linkCount });
    return result;
  },
});

/** POST /api/retailers' body: multipart (with an optional `logo`) or JSON. */
export const retailerCreateBody = async (request: Request) => checked(retailerSchema, await retailerRequest(request));

/** PATCH /api/retailers/{id}'s body: multipart (with an optional new `logo`) or JSON. */
export const retailerUpdateBody = async (request: Request) => checked(retailerUpdateSchema, await retailerRequest(request));
