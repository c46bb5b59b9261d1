/**
 * The one writer of a product's sizes (docs/product.md: Sizes): the product dialog and the API
 * (service.ts), the bulk import (bulk/service.ts) and the seed all write sizes here. A size's field
 * the input does not carry (undefined) is kept as stored, never cleared; null clears it. Runs inside
 * the caller's transaction. Server-only.
 */
import 'server-only';
import type { Prisma } from '../../generated/prisma/client';
import { articleSortKey } from '../../catalogue/article-number';
import { carried, CATALOGUE_FIELDS } from '../../catalogue/fields';
import { GTIN_MESSAGES } from '../../catalogue/gtin';
import { HttpError } from '../../http/errors';
import { PRODUCT_MESSAGES } from './schema';

/** A size as written: its article number and whichever of its fields (lib/catalogue/fields.ts) the writer carries. */
export type SizeWrite = { articleNumber: string; gtin?: string | null } & Record<string, unknown>;

/**
 * Replaces a group's sizes with `variants`, in that order. Kept: the variant with the group's own
 * article number (400 on `variants` when it is missing). An article number or GTIN another product
 * uses is a 409 on that field (`variants.2.gtin`). Variants absent from the list are removed; the
 * group's sortKey becomes its lowest. Fields a size does not carry keep their stored value (a new
 * size starts with the column's default, null).
 */
export async function writeVariants(tx: Prisma.TransactionClient, product: { id: number; articleNumber: string }, variants: readonly SizeWrite[]) {
  if (!variants.some((v) => v.articleNumber === product.articleNumber)) {
    throw new HttpError(400, PRODUCT_MESSAGES.mainVariantRemoved, { variants: [PRODUCT_MESSAGES.mainVariantRemoved] });
  }
  const numbers = variants.map((v) => v.articleNumber);
  const gtins = variants.flatMap((v) => (v.gtin ? [v.gtin] : []));
  const taken = await tx.productVariant.findMany({
    where: { productId: { not: product.id }, OR: [{ articleNumber: { in: numbers } }, { gtin: { in: gtins } }] },
    select: { articleNumber: true, gtin: true },
  });
  const fieldErrors: Record<string, string[]> = {};
  variants.forEach((v, index) => {
    if (taken.some((t) => t.articleNumber === v.articleNumber)) fieldErrors[`variants.${index}.articleNumber`] = [PRODUCT_MESSAGES.duplicateArticleNumber];
    if (v.gtin && taken.some((t) => t.gtin === v.gtin)) fieldErrors[`variants.${index}.gtin`] = [GTIN_MESSAGES.duplicate];
  });
  const first = Object.values(fieldErrors)[0];
  if (first) throw new HttpError(409, first[0], fieldErrors);

  await tx.productVariant.deleteMany({ where: { productId: product.id, articleNumber: { notIn: numbers } } });
  // GTINs may move between the group's sizes in one save: clear the ones being written first so no
  // step collides (a size that does not carry its GTIN keeps it).
  const gtinWritten = variants.filter((v) => v.gtin !== undefined).map((v) => v.articleNumber);
  if (gtinWritten.length > 0)
    await tx.productVariant.updateMany({ where: { productId: product.id, articleNumber: { in: gtinWritten } }, data: { gtin: null } });
  // The group's own sizes are updated, the others created: a size another product created since the
  // check above is a unique violation (409), never an update of that product's size.
  const own = new Set((await tx.productVariant.findMany({ where: { productId: product.id }, select: { articleNumber: true } })).map((v) => v.articleNumber));
  for (const [position, v] of variants.entries()) {
    const fields = { ...carried(CATALOGUE_FIELDS.size, v), position } as Prisma.ProductVariantUncheckedUpdateInput;
    if (own.has(v.articleNumber)) await tx.productVariant.update({ where: { articleNumber: v.articleNumber }, data: fields });
    else
      await tx.productVariant.create({
        data: { ...(fields as object), productId: product.id, articleNumber: v.articleNumber, sortKey: articleSortKey(v.articleNumber) },
      });
  }
  await tx.product.update({ where: { id: product.id }, data: { sortKey: Math.min(...numbers.map(articleSortKey)) } });
}
