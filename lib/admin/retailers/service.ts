/**
 * Online shops (docs/product.md: Admin panel, Nettbutikker): the list with each shop's number of
 * product links, add, edit and delete (its product links go with it: cascade). The name decides
 * the slug, which is unique: a second shop with the same name is 409. Every change expires the
 * catalogue's cache tag (the product pages show the shops). The callers check the administrator
 * role first and validate with schema.ts.
 */
import 'server-only';
import { expireTag } from '../../cache';
import { PRODUCTS_TAG } from '../../catalogue/queries';
import type { PrismaClient } from '../../db';
import { HttpError } from '../../http/errors';
import { slugify } from '../../slug';
import type { Storage } from '../../storage';
import { ADMIN_MESSAGES } from '../shared/messages';
import { isMissing, isUniqueViolation } from '../shared/prisma-errors';
import { storeRetailerLogo } from './logo';
import { RETAILER_MESSAGES, type RetailerData, type RetailerUpdate } from './schema';

const RETAILER_FIELDS = { id: true, slug: true, name: true, websiteUrl: true, logoUrl: true } as const;

const catalogueChanged = () => expireTag(PRODUCTS_TAG);

/** Every shop by name, with how many products link to it. */
export async function listRetailersWithCounts(prisma: PrismaClient) {
  const rows = await prisma.onlineRetailer.findMany({
    select: { ...RETAILER_FIELDS, _count: { select: { links: true } } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return rows.map(({ _count, ...r }) => ({ ...r, linkCount: _count.links }));
}

/** One shop (404 for an unknown id). */
export async function getRetailer(prisma: PrismaClient, id: number) {
  const row = await prisma.onlineRetailer.findUnique({ where: { id }, select: RETAILER_FIELDS });
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return row;
}

function slugOf(name: string): string {
  const slug = slugify(name).slice(0, 60);
  if (!slug) throw new HttpError(400, RETAILER_MESSAGES.slug, { name: [RETAILER_MESSAGES.slug] });
  return slug;
}

function writeError(error: unknown): unknown {
  if (isUniqueViolation(error)) return new HttpError(409, RETAILER_MESSAGES.duplicate, { name: [RETAILER_MESSAGES.duplicate] });
  if (isMissing(error)) return new HttpError(404, ADMIN_MESSAGES.notFound);
  return error;
}

/** The uploaded logo, checked and stored; the refusal names the form's `logo` field. */
async function storedLogo(storage: Storage, name: string, logo: Uint8Array): Promise<string> {
  try {
    return await storeRetailerLogo(storage, name, logo);
  } catch (error) {
    throw error instanceof HttpError ? new HttpError(error.status, error.message, { logo: [error.message] }) : error;
  }
}

/** A new shop; the logo (when given) is checked before anything is written. */
export async function createRetailer(prisma: PrismaClient, storage: Storage, data: RetailerData, logo?: Uint8Array) {
  const slug = slugOf(data.name);
  const logoUrl = logo ? await storedLogo(storage, data.name, logo) : null;
  try {
    const row = await prisma.onlineRetailer.create({ data: { slug, name: data.name, websiteUrl: data.websiteUrl, logoUrl }, select: RETAILER_FIELDS });
    catalogueChanged();
    return { ...row, linkCount: 0 };
  } catch (error) {
    throw writeError(error);
  }
}

/** A change of name (and so slug), website or logo; `removeLogo` without a new logo drops it. */
export async function updateRetailer(prisma: PrismaClient, storage: Storage, id: number, data: RetailerUpdate, logo?: Uint8Array) {
  const before = await getRetailer(prisma, id);
  const name = data.name ?? before.name;
  const logoUrl = logo ? await storedLogo(storage, name, logo) : data.removeLogo ? null : undefined;
  try {
    const row = await prisma.onlineRetailer.update({
      where: { id },
      data: {
        ...(data.name !== undefined ? { name: data.name, slug: slugOf(data.name) } : {}),
        ...(data.websiteUrl !== undefined ? { websiteUrl: data.websiteUrl } : {}),
        ...(logoUrl !== undefined ? { logoUrl } : {}),
      },
      select: { ...RETAILER_FIELDS, _count: { select: { links: true } } },
    });
    catalogueChanged();
    const { _count, ...rest } = row;
    return { ...rest, linkCount: _count.links };
  } catch (error) {
    throw writeError(error);
  }
}

/** Deletes a shop and (cascade) every product link to it; answers how many links went. */
export async function deleteRetailer(prisma: PrismaClient, id: number) {
  const row = await prisma.onlineRetailer.findUnique({ where: { id }, select: { id: true, name: true, _count: { select: { links: true } } } });
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  const { count } = await prisma.onlineRetailer.deleteMany({ where: { id } });
  if (count === 0) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  catalogueChanged();
  return { id, name: row.name, linkCount: row._count.links };
}
