import { createRetailerOperation, listRetailersOperation } from '@/lib/admin/retailers/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** GET /api/retailers: every online shop by name with its number of product links; administrators. */
export const GET = operationRoute(listRetailersOperation);

/**
 * POST /api/retailers: a new shop, administrators. multipart/form-data (`name`, `websiteUrl`,
 * optional `logo` checked by content; SVG refused) or JSON (`name`, `websiteUrl`).
 * 201 · 400 · 401 · 403 · 409 same name · 413 · 415 (docs/product.md: Nettbutikker).
 */
export const POST = operationRoute(createRetailerOperation, { status: 201 });
