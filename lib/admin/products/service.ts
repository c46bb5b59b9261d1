/**
 * Products as administrators change them (docs/product.md: Admin panel): the paginated list, add,
 * edit (with the retailer links, one transaction), delete, and the reads of the product tab (the
 * edit form's data, retailers, categories). Every function takes validated data (schema.ts); the
 * callers — route handlers and server actions — check the administrator role first. Writes
 * revalidate the cached catalogue at once.
 */
import 'server-only';
import { expireTag } from '../../cache';
import type { PrismaClient } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { articleSortKey } from '../../catalogue/article-number';
import { GTIN_MESSAGES } from '../../catalogue/gtin';
import { PRODUCTS_TAG } from '../../catalogue/queries';
import { sanitizeProductHtml } from '../../catalogue/sanitize';
import { HttpError } from '../../http/errors';
import { ADMIN_MESSAGES } from '../shared/messages';
import { paginate, type Page } from '../../pagination';
import { isForeignKeyViolation, isMissing, isUniqueViolation } from '../shared/prisma-errors';
import { PRODUCT_MESSAGES, type ProductData, type ProductUpdate } from './schema';

/** The catalogue pages, sitemap and public API read the 'products' tag; the feeds read the database. */
const catalogueChanged = () => expireTag(PRODUCTS_TAG);

const PRODUCT_SELECT = {
  id: true,
  articleNumber: true,
  name: true,
  category: true,
  imageUrl: true,
  description: true,
  instructions: true,
  youtubeUrl: true,
  highlightText: true,
  highlightDescription: true,
  recommendedPriceNok: true,
  gtin: true,
  updatedAt: true,
} as const;

export async function listProducts(prisma: PrismaClient, page: Page, filter: { q?: string; category?: string } = {}) {
  const q = filter.q?.trim();
  const where: Prisma.ProductWhereInput = {
    ...(q ? { OR: [{ name: { contains: q, mode: 'insensitive' } }, { articleNumber: { contains: q, mode: 'insensitive' } }] } : {}),
    ...(filter.category ? { category: filter.category } : {}),
  };
  const list = await paginate(page, {
    items: (window) => prisma.product.findMany({ where, orderBy: [{ sortKey: 'asc' }, { articleNumber: 'asc' }], select: PRODUCT_SELECT, ...window }),
    count: () => prisma.product.count({ where }),
  });
  return { ...list, items: list.items.map((p) => ({ ...p, recommendedPriceNok: p.recommendedPriceNok?.toNumber() ?? null })) };
}

function cleanProduct<T extends Partial<ProductData>>(data: T) {
  return {
    ...data,
    ...(data.description !== undefined ? { description: data.description === null ? null : sanitizeProductHtml(data.description) || null } : {}),
    ...(data.instructions !== undefined ? { instructions: data.instructions === null ? null : sanitizeProductHtml(data.instructions) || null } : {}),
  };
}

type LinkInput = NonNullable<ProductData['retailerLinks']>;

/** Replaces a product's retailer links (inside the caller's transaction, after the product row is locked). */
async function replaceRetailerLinks(tx: Prisma.TransactionClient, productId: number, links: LinkInput) {
  await tx.retailerLink.deleteMany({ where: { productId } });
  if (links.length > 0) await tx.retailerLink.createMany({ data: links.map((l) => ({ productId, ...l })) });
}

/** The unique constraint a P2002 names (Prisma 7 with the pg adapter reports it in meta.driverAdapterError). */
function violatesGtin(error: unknown): boolean {
  return /gtin/i.test(JSON.stringify((error as { meta?: unknown }).meta ?? {}));
}

function productWriteError(error: unknown): unknown {
  if (isUniqueViolation(error) && violatesGtin(error)) {
    return new HttpError(409, GTIN_MESSAGES.duplicate, { gtin: [GTIN_MESSAGES.duplicate] });
  }
  if (isUniqueViolation(error)) {
    return new HttpError(409, PRODUCT_MESSAGES.duplicateArticleNumber, { articleNumber: [PRODUCT_MESSAGES.duplicateArticleNumber] });
  }
  if (isForeignKeyViolation(error)) return new HttpError(400, PRODUCT_MESSAGES.retailerUnknown, { retailerLinks: [PRODUCT_MESSAGES.retailerUnknown] });
  if (isMissing(error)) return new HttpError(404, ADMIN_MESSAGES.notFound);
  return error;
}

export async function createProduct(prisma: PrismaClient, data: ProductData) {
  const { retailerLinks, ...fields } = data;
  try {
    const product = await prisma.$transaction(async (tx) => {
      const row = await tx.product.create({
        data: { ...cleanProduct(fields), sortKey: articleSortKey(data.articleNumber) },
        select: { id: true, articleNumber: true },
      });
      if (retailerLinks) await replaceRetailerLinks(tx, row.id, retailerLinks);
      return row;
    });
    catalogueChanged();
    return product;
  } catch (error) {
    throw productWriteError(error);
  }
}

/**
 * Concurrent edits of one product: the row update comes first and holds the row lock until the
 * transaction ends, so a second edit waits, then applies in full — the later write wins and the
 * retailer links are never a mix of both.
 */
export async function updateProduct(prisma: PrismaClient, id: number, data: ProductUpdate) {
  const existing = await prisma.product.findUnique({ where: { id }, select: { articleNumber: true } });
  if (!existing) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  if (data.articleNumber !== undefined && data.articleNumber !== existing.articleNumber) {
    throw new HttpError(400, PRODUCT_MESSAGES.articleNumberLocked);
  }
  const { articleNumber: _locked, retailerLinks, ...changes } = data;
  void _locked;
  try {
    const product = await prisma.$transaction(async (tx) => {
      const row = await tx.product.update({
        where: { id },
        data: { ...cleanProduct(changes), updatedAt: new Date() },
        select: { id: true, articleNumber: true },
      });
      if (retailerLinks) await replaceRetailerLinks(tx, id, retailerLinks);
      return row;
    });
    catalogueChanged();
    return product;
  } catch (error) {
    throw productWriteError(error);
  }
}

/** One product as the edit form loads it, with its retailer links. */
export async function getProductForEdit(prisma: PrismaClient, id: number) {
  const row = await prisma.product.findUnique({
    where: { id },
    select: { ...PRODUCT_SELECT, retailerLinks: { select: { retailerId: true, productUrl: true }, orderBy: { retailerId: 'asc' } } },
  });
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return { ...row, recommendedPriceNok: row.recommendedPriceNok?.toNumber() ?? null };
}

/** Id and name of one product (the admin address ?rediger={id}), or null when it is gone. */
export function findProductName(prisma: PrismaClient, id: number) {
  return prisma.product.findUnique({ where: { id }, select: { id: true, name: true } });
}

/** The admin panel's address that opens a product's edit dialog (docs/product.md: Admin panel). */
export function productEditPath(id: number): string {
  return `/admin?fane=produkter&rediger=${id}`;
}

/** The online retailers a product can link to, by name. */
export function listRetailers(prisma: PrismaClient) {
  return prisma.onlineRetailer.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } });
}

/** The categories in use, alphabetically (the product form's suggestions and the list's filter). */
export async function listCategories(prisma: PrismaClient): Promise<string[]> {
  const rows = await prisma.product.findMany({ distinct: ['category'], select: { category: true }, orderBy: { category: 'asc' } });
  return rows.map((c) => c.category).filter((c) => c.trim() !== '');
}

export function countProducts(prisma: PrismaClient): Promise<number> {
  return prisma.product.count();
}

/** Retailer links go with the product (cascade); dealers' image downloads of it answer 404 after. */
export async function deleteProduct(prisma: PrismaClient, id: number) {
  try {
    await prisma.product.delete({ where: { id } });
  } catch (error) {
    if (isMissing(error)) throw new HttpError(404, ADMIN_MESSAGES.notFound);
    throw error;
  }
  catalogueChanged();
  return { id };
}
