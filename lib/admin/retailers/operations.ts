/**
 * The online shops' operations, each declared once (lib/admin/shared/operation.ts): the server
 * actions (actions.ts, from the form's FormData) and the admin API's handlers (app/api/retailers/**,
 * multipart or JSON) are made from these. The input is declared multipart: the text fields by the
 * retailer schema and an optional `logo` (checked by content in logo.ts; SVG refused). Server-only.
 */
import 'server-only';
import type { z } from 'zod';
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { storage } from '../../storage';
import { defineOperation, multipart, READ_ONLY } from '../shared/operation';
import { LOGO_MESSAGES, MAX_LOGO_BYTES, retailerSchema, retailerUpdateSchema } from './schema';
import { createRetailer, deleteRetailer, getRetailer, listRetailersWithCounts, updateRetailer } from './service';

/** The form: the fields by `schema`, an optional logo; the API also takes a JSON object of the fields. */
const retailerInput = <S extends z.ZodType>(fields: S) =>
  multipart({
    fields,
    files: { logo: { maxBytes: MAX_LOGO_BYTES, required: false, messages: LOGO_MESSAGES } },
    notMultipart: LOGO_MESSAGES.notMultipart,
    json: { maxBytes: 16 * 1024 },
  });

/** GET /api/retailers: every online shop by name with its number of product links. */
export const listRetailersOperation = defineOperation({
  who: 'admin',
  run: async () => ({ items: await listRetailersWithCounts(prisma) }),
  audit: READ_ONLY,
});

/** A new shop: `name`, `websiteUrl`, optional `logo`; 409 same name. */
export const createRetailerOperation = defineOperation({
  who: 'admin',
  input: retailerInput(retailerSchema),
  run: ({ input }) => createRetailer(prisma, storage(), input.fields, input.files.logo?.bytes),
  audit: {
    entity: 'retailer',
    action: 'create',
    summary: ({ input, result }) => changeSummary({ ...input.fields, logoUrl: result.logoUrl }),
  },
});

/** Any of `name`, `websiteUrl`, `removeLogo`, and a new `logo`. */
export const updateRetailerOperation = defineOperation({
  who: 'admin',
  id: true,
  input: retailerInput(retailerUpdateSchema),
  before: ({ id }) => getRetailer(prisma, id),
  run: ({ id, input }) => updateRetailer(prisma, storage(), id, input.fields, input.files.logo?.bytes),
  audit: {
    entity: 'retailer',
    action: 'update',
    entityId: ({ id }) => id,
    summary: ({ result, before }) => changeSummary({ name: result.name, websiteUrl: result.websiteUrl, logoUrl: result.logoUrl }, { before }),
  },
});

/** The shop and its product links; answers `{ id, name, linkCount }`. */
export const deleteRetailerOperation = defineOperation({
  who: 'admin',
  id: true,
  run: ({ id }) => deleteRetailer(prisma, id),
  audit: { entity: 'retailer', action: 'delete', summary: ({ result }) => changeSummary({ name: result.name, linkCount: result.linkCount }) },
});
