/**
 * Products as administrators change them (docs/product.md: Admin panel, Sizes): the paginated list,
 * add, edit (with the sizes and the retailer links, one transaction), delete, and the reads of the
 * product tab (the edit form's data, retailers, categories). Every function takes validated data (schema.ts); the
 * callers — route handlers and server actions — check the administrator role first. Writes
 * revalidate the cached catalogue at once.
 */
import 'server-only';
import { expireTag } from '../../cache';
import type { PrismaClient } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { articleSortKey } from '../../catalogue/article-number';
import { fromDbRow, PRODUCT_FIELDS, SIZE_FIELDS, selectOf } from '../../catalogue/fields';
import { checkFactCodes } from '../../catalogue/fact-codes';
import { factProblems, type FactValues } from '../../catalogue/facts';
import { GTIN_MESSAGES } from '../../catalogue/gtin';
import { PRODUCTS_TAG } from '../../catalogue/queries';
import { sanitizeProductHtml } from '../../catalogue/sanitize';
import { HttpError } from '../../http/errors';
import { ADMIN_MESSAGES } from '../shared/messages';
import { paginate, type Page, type PageOf } from '../../pagination';
import { isForeignKeyViolation, isMissing, isUniqueViolation } from '../shared/prisma-errors';
import type { AdminProduct, ProductRef } from './responses';
import { PRODUCT_MESSAGES, type ProductData, type ProductUpdate } from './schema';
import { writeVariants } from './variants';

export { writeVariants };

/** The catalogue pages, sitemap and public API read the 'products' tag; the feeds read the database. */
const catalogueChanged = () => expireTag(PRODUCTS_TAG);

/** Every stored field of a product and its sizes (lib/catalogue/fields.ts). */
const PRODUCT_SELECT = {
  id: true,
  articleNumber: true,
  ...selectOf(PRODUCT_FIELDS),
  updatedAt: true,
  variants: { select: { articleNumber: true, ...selectOf(SIZE_FIELDS) }, orderBy: { position: 'asc' } },
} as const;

/** The product's and its sizes' values as their fields have them (prices and decimals as numbers: Prisma reads them as Decimal). */
function withSizeValues<R extends { variants: Record<string, unknown>[] }>(row: R): Omit<R, keyof AdminProduct> & AdminProduct {
  return { ...fromDbRow(PRODUCT_FIELDS, row), variants: row.variants.map((v) => fromDbRow(SIZE_FIELDS, v)) } as unknown as Omit<R, keyof AdminProduct> &
    AdminProduct;
}

export async function listProducts(prisma: PrismaClient, page: Page, filter: { q?: string; category?: string } = {}): Promise<PageOf<AdminProduct>> {
  const q = filter.q?.trim();
  const where: Prisma.ProductWhereInput = {
    ...(q
      ? {
          OR: [{ name: { contains: q, mode: 'insensitive' } }, { variants: { some: { articleNumber: { contains: q, mode: 'insensitive' } } } }],
        }
      : {}),
    ...(filter.category ? { category: filter.category } : {}),
  };
  const list = await paginate(page, {
    items: (window) => prisma.product.findMany({ where, orderBy: [{ sortKey: 'asc' }, { articleNumber: 'asc' }], select: PRODUCT_SELECT, ...window }),
    count: () => prisma.product.count({ where }),
  });
  return { ...list, items: list.items.map(withSizeValues) };
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

/** A race the checks in writeVariants (variants.ts) could not see (two saves at once): the same answers, on the list. */
function productWriteError(error: unknown): unknown {
  if (isUniqueViolation(error) && violatesGtin(error)) {
    return new HttpError(409, GTIN_MESSAGES.duplicate, { variants: [GTIN_MESSAGES.duplicate] });
  }
  if (isUniqueViolation(error)) {
    return new HttpError(409, PRODUCT_MESSAGES.duplicateArticleNumber, { variants: [PRODUCT_MESSAGES.duplicateArticleNumber] });
  }
  if (isForeignKeyViolation(error)) return new HttpError(400, PRODUCT_MESSAGES.retailerUnknown, { retailerLinks: [PRODUCT_MESSAGES.retailerUnknown] });
  if (isMissing(error)) return new HttpError(404, ADMIN_MESSAGES.notFound);
  return error;
}

/** The columns the facts' cross-field rules read (factProblems), as stored. */
const FACT_RULE_SELECT = {
  coverageMinM2PerL: true,
  coverageMaxM2PerL: true,
  applicationMinC: true,
  applicationMaxC: true,
  signalWord: true,
  hazardStatements: true,
} as const;

/**
 * The facts' checks of a write (docs/product.md: Produktfakta): the use slugs and statement codes
 * must be in the vocabularies (checkFactCodes), and the values taken together — the stored ones
 * with the edit applied — must agree (factProblems: a range's lower figure above its upper, a signal
 * word without an H statement). A refusal is 400 with the fields named; the caller's transaction
 * is rolled back, so nothing is stored.
 */
async function checkFacts(tx: Prisma.TransactionClient, edit: Partial<ProductData>, stored: FactValues = {}) {
  const errors: Record<string, string[]> = { ...(await checkFactCodes(tx, edit)) };
  const merged: FactValues = { ...stored };
  for (const key of Object.keys(FACT_RULE_SELECT) as (keyof typeof FACT_RULE_SELECT)[]) {
    if (edit[key] !== undefined) (merged as Record<string, unknown>)[key] = edit[key];
  }
  for (const [field, message] of Object.entries(factProblems(merged))) (errors[field] ??= []).push(message);
  if (Object.keys(errors).length > 0) throw new HttpError(400, ADMIN_MESSAGES.invalid, errors);
}

export async function createProduct(prisma: PrismaClient, data: ProductData): Promise<ProductRef> {
  const { retailerLinks, variants, ...fields } = data;
  const articleNumber = variants[0].articleNumber;
  try {
    const product = await prisma.$transaction(async (tx) => {
      await checkFacts(tx, fields);
      if (await tx.productVariant.findUnique({ where: { articleNumber }, select: { id: true } })) {
        throw new HttpError(409, PRODUCT_MESSAGES.duplicateArticleNumber, { 'variants.0.articleNumber': [PRODUCT_MESSAGES.duplicateArticleNumber] });
      }
      const row = await tx.product.create({
        data: { ...cleanProduct(fields), articleNumber, sortKey: articleSortKey(articleNumber) },
        select: { id: true, articleNumber: true },
      });
      await writeVariants(tx, row, variants);
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
export async function updateProduct(prisma: PrismaClient, id: number, data: ProductUpdate): Promise<ProductRef> {
  const { retailerLinks, variants, ...changes } = data;
  try {
    const product = await prisma.$transaction(async (tx) => {
      const row = await tx.product.update({
        where: { id },
        data: { ...cleanProduct(changes), updatedAt: new Date() },
        select: { id: true, articleNumber: true, ...FACT_RULE_SELECT },
      });
      // Checked on the row as updated (the stored values with the edit applied); a refusal rolls the update back.
      await checkFacts(tx, changes, fromDbRow(PRODUCT_FIELDS, row) as FactValues);
      if (variants) await writeVariants(tx, row, variants);
      if (retailerLinks) await replaceRetailerLinks(tx, id, retailerLinks);
      return { id: row.id, articleNumber: row.articleNumber };
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
  return withSizeValues(row);
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

/** Why a product with documents cannot be deleted (docs/product.md: Sikkerhetsdatablader). */
export const PRODUCT_HAS_DOCUMENTS = PRODUCT_MESSAGES.hasDocuments;

/**
 * Retailer links go with the product (cascade); dealers' image downloads of it answer 404 after.
 * A product with documents is refused (409): its revisions, their dealers and downloads are
 * REACH art. 31(9)'s record and would go with it.
 */
export async function deleteProduct(prisma: PrismaClient, id: number) {
  if ((await prisma.productDocument.count({ where: { productId: id } })) > 0) throw new HttpError(409, PRODUCT_HAS_DOCUMENTS);
  try {
    await prisma.product.delete({ where: { id } });
  } catch (error) {
    if (isMissing(error)) throw new HttpError(404, ADMIN_MESSAGES.notFound);
    throw error;
  }
  catalogueChanged();
  return { id };
}
