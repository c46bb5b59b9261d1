/**
 * What administrators change (docs/product.md: Admin panel): products, dealer accounts, received messages
 * and dealer applications. Every function takes validated data (lib/admin/schema.ts); the
 * callers — route handlers and server actions — check the administrator role first. Product
 * writes revalidate the cached catalogue at once. Lists are paginated on the server.
 * Server-only.
 */
import { expireTag } from '../cache';
import type { PrismaClient } from '../db';
import { Prisma } from '../generated/prisma/client';
import { articleSortKey } from '../catalogue/article-number';
import { PRODUCTS_TAG } from '../catalogue/queries';
import { sanitizeProductHtml } from '../catalogue/sanitize';
import { hashPassword } from '../auth/password';
import { HttpError } from '../http/errors';
import { ADMIN_MESSAGES, type DealerData, type DealerUpdate, type ProductData, type ProductUpdate } from './schema';

export interface Page {
  page: number;
  pageSize: number;
}

export const MAX_PAGE_SIZE = 200;

/** ?page=&pageSize= (defaults 1 and 50, page size at most 200). */
export function pageFrom(params: URLSearchParams): Page {
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const pageSize = Math.max(1, Math.min(MAX_PAGE_SIZE, Number.parseInt(params.get('pageSize') ?? '50', 10) || 50));
  return { page, pageSize };
}

const skipTake = ({ page, pageSize }: Page) => ({ skip: (page - 1) * pageSize, take: pageSize });

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

function isMissing(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';
}

/** The catalogue pages, sitemap and public API read the 'products' tag; the feeds read the database. */
const catalogueChanged = () => expireTag(PRODUCTS_TAG);

// ── Products ────────────────────────────────────────────────────────────────────────────────────

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
  updatedAt: true,
} as const;

export async function listProducts(prisma: PrismaClient, page: Page, filter: { q?: string; category?: string } = {}) {
  const q = filter.q?.trim();
  const where: Prisma.ProductWhereInput = {
    ...(q ? { OR: [{ name: { contains: q, mode: 'insensitive' } }, { articleNumber: { contains: q, mode: 'insensitive' } }] } : {}),
    ...(filter.category ? { category: filter.category } : {}),
  };
  const [items, total] = await Promise.all([
    prisma.product.findMany({ where, orderBy: [{ sortKey: 'asc' }, { articleNumber: 'asc' }], select: PRODUCT_SELECT, ...skipTake(page) }),
    prisma.product.count({ where }),
  ]);
  return { items: items.map((p) => ({ ...p, recommendedPriceNok: p.recommendedPriceNok?.toNumber() ?? null })), total, ...page };
}

function cleanProduct<T extends Partial<ProductData>>(data: T) {
  return {
    ...data,
    ...(data.description !== undefined ? { description: data.description === null ? null : sanitizeProductHtml(data.description) || null } : {}),
    ...(data.instructions !== undefined ? { instructions: data.instructions === null ? null : sanitizeProductHtml(data.instructions) || null } : {}),
  };
}

function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003';
}

type LinkInput = NonNullable<ProductData['retailerLinks']>;

/** Replaces a product's retailer links (inside the caller's transaction, after the product row is locked). */
async function replaceRetailerLinks(tx: Prisma.TransactionClient, productId: number, links: LinkInput) {
  await tx.retailerLink.deleteMany({ where: { productId } });
  if (links.length > 0) await tx.retailerLink.createMany({ data: links.map((l) => ({ productId, ...l })) });
}

function productWriteError(error: unknown): unknown {
  if (isUniqueViolation(error)) {
    return new HttpError(409, ADMIN_MESSAGES.duplicateArticleNumber, { articleNumber: [ADMIN_MESSAGES.duplicateArticleNumber] });
  }
  if (isForeignKeyViolation(error)) return new HttpError(400, ADMIN_MESSAGES.retailerUnknown, { retailerLinks: [ADMIN_MESSAGES.retailerUnknown] });
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
    throw new HttpError(400, ADMIN_MESSAGES.articleNumberLocked);
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

export function listRetailers(prisma: PrismaClient) {
  return prisma.onlineRetailer.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } });
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

// ── Dealer accounts ─────────────────────────────────────────────────────────────────────────────

const DEALER_SELECT = { id: true, email: true, name: true, company: true, isActive: true, createdAt: true } as const;

export async function listDealers(prisma: PrismaClient, page: Page, q?: string) {
  const term = q?.trim();
  const where: Prisma.UserWhereInput = {
    role: 'DEALER',
    ...(term
      ? {
          OR: [
            { email: { contains: term, mode: 'insensitive' } },
            { name: { contains: term, mode: 'insensitive' } },
            { company: { contains: term, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
  const [items, total] = await Promise.all([
    prisma.user.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: DEALER_SELECT, ...skipTake(page) }),
    prisma.user.count({ where }),
  ]);
  return { items, total, ...page };
}

export async function createDealer(prisma: PrismaClient, data: DealerData) {
  try {
    return await prisma.user.create({
      data: {
        email: data.email,
        passwordHash: await hashPassword(data.password),
        name: data.name,
        company: data.company,
        isActive: data.isActive ?? true,
        role: 'DEALER',
      },
      select: DEALER_SELECT,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ADMIN_MESSAGES.duplicateEmail, { email: [ADMIN_MESSAGES.duplicateEmail] });
    throw error;
  }
}

/** Dealer accounts only; an administrator's account is not edited here (404). */
export async function updateDealer(prisma: PrismaClient, id: number, data: DealerUpdate) {
  const existing = await prisma.user.findFirst({ where: { id, role: 'DEALER' }, select: { id: true } });
  if (!existing) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  const { password, ...rest } = data;
  try {
    return await prisma.user.update({
      where: { id },
      data: { ...rest, ...(password ? { passwordHash: await hashPassword(password) } : {}) },
      select: DEALER_SELECT,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ADMIN_MESSAGES.duplicateEmail, { email: [ADMIN_MESSAGES.duplicateEmail] });
    throw error;
  }
}

export async function deleteDealer(prisma: PrismaClient, id: number) {
  const { count } = await prisma.user.deleteMany({ where: { id, role: 'DEALER' } });
  if (count === 0) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return { id };
}

// ── Messages and applications ───────────────────────────────────────────────────────────────────

export async function listContactMessages(prisma: PrismaClient, page: Page) {
  const [items, total] = await Promise.all([
    prisma.contactMessage.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true, name: true, email: true, message: true, createdAt: true },
      ...skipTake(page),
    }),
    prisma.contactMessage.count(),
  ]);
  return { items, total, ...page };
}

export async function deleteContactMessage(prisma: PrismaClient, id: number) {
  const { count } = await prisma.contactMessage.deleteMany({ where: { id } });
  if (count === 0) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return { id };
}

export async function listPartnerInquiries(prisma: PrismaClient, page: Page) {
  const [items, total] = await Promise.all([
    prisma.partnerInquiry.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true, name: true, company: true, email: true, phone: true, industry: true, productInterest: true, message: true, createdAt: true },
      ...skipTake(page),
    }),
    prisma.partnerInquiry.count(),
  ]);
  return { items, total, ...page };
}

export async function deletePartnerInquiry(prisma: PrismaClient, id: number) {
  const { count } = await prisma.partnerInquiry.deleteMany({ where: { id } });
  if (count === 0) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return { id };
}
