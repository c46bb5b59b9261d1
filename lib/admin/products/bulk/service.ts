/**
 * The catalogue's bulk export and import (docs/product.md: Admin panel, 'Eksporter og importer'):
 * the catalogue read as the file's rows, written as CSV or an Excel workbook; an uploaded file
 * read (CSV or .xlsx, by its content), planned against the catalogue (plan.ts) and shown as a
 * preview; then, on the operator's confirmation, applied in one transaction — all of it or
 * nothing. The confirmation sends the file again with the preview's token: the plan is made anew
 * inside the transaction (repeatable read: one snapshot of the catalogue, a concurrent change to
 * a row it writes fails it) and applied only when it is still the plan the operator saw.
 * A product that gains sizes, and a new product, get their sizes from the product service's
 * writeVariants; changed sizes are updated in batches.
 * Server-only.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { expireTag } from '../../../cache';
import { articleSortKey } from '../../../catalogue/article-number';
import { PRODUCTS_TAG } from '../../../catalogue/queries';
import { osloDay } from '../../../content/schema';
import type { PrismaClient } from '../../../db';
import { Prisma } from '../../../generated/prisma/client';
import { HttpError } from '../../../http/errors';
import { isUniqueViolation } from '../../shared/prisma-errors';
import { loadKnownFactCodes } from '../../../catalogue/fact-codes';
import { CATALOGUE_FIELDS, carried, fromDbRow, selectOf } from '../../../catalogue/fields';
import { writeVariants, type SizeWrite } from '../variants';
import { bulkCsv, decodeCsv, parseBulkCsv } from './csv';
import { BULK_MESSAGES, MAX_BULK_BYTES } from './format';
import { BULK_PRODUCT_FIELDS, BULK_SIZE_FIELDS, sizeUpdateSql } from './sql';
import { exportRecords, isEmptyPlan, planImport, type CatalogueGroup, type ImportPlan, type ImportPreview, type VariantValues } from './plan';
import type { ImportPreviewAnswer, ImportResult } from './responses';
import { readSheet } from './rows';
import { isZip } from './sheet';
import { bulkXlsx, parseBulkXlsx } from './xlsx';

type Db = PrismaClient | Prisma.TransactionClient;

/** Every product with its sizes, in the catalogue's order (the file's rows): the fields the file has a column for. */
export async function readCatalogue(db: Db): Promise<CatalogueGroup[]> {
  const rows = await db.product.findMany({
    orderBy: [{ sortKey: 'asc' }, { articleNumber: 'asc' }],
    select: {
      id: true,
      articleNumber: true,
      ...selectOf(BULK_PRODUCT_FIELDS),
      variants: {
        select: { id: true, articleNumber: true, position: true, ...selectOf(BULK_SIZE_FIELDS) },
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
      },
    },
  });
  return rows.map(({ variants, ...group }) => ({ ...fromDbRow(BULK_PRODUCT_FIELDS, group), variants: variants.map((v) => fromDbRow(BULK_SIZE_FIELDS, v)) }));
}

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The file of the whole catalogue: its bytes and name (produkter-2026-11-24.xlsx). */
export async function exportCatalogue(
  prisma: PrismaClient,
  format: ExportFormat,
  now = new Date(),
): Promise<{ body: Uint8Array; fileName: string; contentType: string }> {
  const records = exportRecords(await readCatalogue(prisma));
  const body = format === 'csv' ? new TextEncoder().encode(bulkCsv(records)) : await bulkXlsx(records);
  return { body, fileName: `produkter-${osloDay(now)}.${format}`, contentType: EXPORT_TYPES[format] };
}

/** An uploaded file's rows: an .xlsx by its zip signature, anything else as UTF-8 CSV text. */
export async function readBulkFile(bytes: Uint8Array) {
  if (bytes.byteLength === 0) throw new HttpError(400, BULK_MESSAGES.missing, { file: [BULK_MESSAGES.missing] });
  if (bytes.byteLength > MAX_BULK_BYTES) throw new HttpError(413, BULK_MESSAGES.tooLarge, { file: [BULK_MESSAGES.tooLarge] });
  return readSheet(isZip(bytes) ? await parseBulkXlsx(bytes) : parseBulkCsv(decodeCsv(bytes)));
}

function tokenOf(preview: ImportPreview, plan: ImportPlan): string {
  return createHash('sha256')
    .update(JSON.stringify({ rows: preview.rows, plan }))
    .digest('hex')
    .slice(0, 32);
}

/** What the file would do, written nowhere. */
export async function previewImport(prisma: PrismaClient, bytes: Uint8Array): Promise<ImportPreviewAnswer> {
  const { columns, rows } = await readBulkFile(bytes);
  const [catalogue, known] = await Promise.all([readCatalogue(prisma), loadKnownFactCodes(prisma)]);
  const { preview, plan } = planImport(rows, columns, catalogue, CATALOGUE_FIELDS, known);
  return { ...preview, token: tokenOf(preview, plan) };
}

/** Rows of one UPDATE … FROM (VALUES …) (one parameter per field and row, far below PostgreSQL's 65,535). */
const UPDATE_BATCH = 1000;

/** A size as the size writer takes it: its article number and the fields the file carries. */
const sizeWrite = (v: VariantValues): SizeWrite => ({ articleNumber: v.articleNumber, ...carried(BULK_SIZE_FIELDS, v) });

/** The plan's writes, inside the caller's transaction. */
async function applyPlan(tx: Prisma.TransactionClient, plan: ImportPlan, catalogue: readonly CatalogueGroup[]) {
  // A GTIN may move from one size to another in one file: clear the ones that change first.
  const gtinMoves = plan.updateVariants.filter((u) => u.changes.gtin !== undefined).map((u) => u.id);
  if (gtinMoves.length > 0) await tx.productVariant.updateMany({ where: { id: { in: gtinMoves } }, data: { gtin: null } });

  for (const g of plan.updateGroups) await tx.product.update({ where: { id: g.id }, data: { ...g.changes, updatedAt: new Date() } });

  // Changed sizes in batches of one statement per 1,000 rows (a price list of thousands), each row
  // set to its final values; their products' updatedAt moves too (the feeds' ETag and the sitemap
  // read it). A product that gains sizes is written whole by writeVariants below.
  const byId = new Map(catalogue.flatMap((g) => g.variants.map((v) => [v.id, { group: g.id, variant: v }] as const)));
  for (let at = 0; at < plan.updateVariants.length; at += UPDATE_BATCH) {
    const rows = plan.updateVariants.slice(at, at + UPDATE_BATCH).map(({ id, changes }) => ({ ...byId.get(id)!.variant, ...changes, id }));
    await tx.$executeRaw(sizeUpdateSql(rows));
  }
  const changedGroups = [...new Set(plan.updateVariants.map((u) => byId.get(u.id)!.group))];
  if (changedGroups.length > 0) await tx.product.updateMany({ where: { id: { in: changedGroups } }, data: { updatedAt: new Date() } });

  const updates = new Map(plan.updateVariants.map((u) => [u.id, u.changes]));
  const added = new Map<number, ImportPlan['addVariants']>();
  for (const a of plan.addVariants) added.set(a.productId, [...(added.get(a.productId) ?? []), a]);
  for (const group of catalogue) {
    const fresh = (added.get(group.id) ?? []).sort((a, b) => a.position - b.position);
    if (fresh.length === 0) continue;
    // The group's other sizes carry only the file's fields: what the file has no column for is kept.
    const list = [...group.variants.map((v) => ({ ...v, ...updates.get(v.id) })), ...fresh.map((a) => a.variant)];
    await writeVariants(tx, group, list.map(sizeWrite));
  }

  for (const g of plan.createGroups) {
    const row = await tx.product.create({
      data: {
        ...(carried(BULK_PRODUCT_FIELDS, g) as Omit<Prisma.ProductUncheckedCreateInput, 'articleNumber'>),
        articleNumber: g.articleNumber,
        sortKey: articleSortKey(g.articleNumber),
      },
      select: { id: true, articleNumber: true },
    });
    await writeVariants(tx, row, g.variants.map(sizeWrite));
  }
}

/** A write another administrator's change got in the way of (a serialisation failure, a number taken meanwhile). */
const isConflict = (error: unknown) =>
  isUniqueViolation(error) ||
  (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2034') ||
  /could not serialize/i.test(String((error as Error)?.message));

/**
 * Applies the file when its plan is still the one the preview showed (`token`): 409 when the
 * catalogue changed meanwhile, 400 when any row is refused. All rows or none.
 */
export async function applyImport(prisma: PrismaClient, bytes: Uint8Array, token: string): Promise<ImportResult> {
  const { columns, rows } = await readBulkFile(bytes);
  let result: ImportResult;
  try {
    result = await prisma.$transaction(
      async (tx) => {
        const catalogue = await readCatalogue(tx);
        const { preview, plan } = planImport(rows, columns, catalogue, CATALOGUE_FIELDS, await loadKnownFactCodes(tx));
        if (tokenOf(preview, plan) !== token) throw new HttpError(409, BULK_MESSAGES.stale);
        if (preview.counts.refused > 0) throw new HttpError(400, BULK_MESSAGES.refused);
        if (!isEmptyPlan(plan)) await applyPlan(tx, plan, catalogue);
        return {
          groupsCreated: plan.createGroups.length,
          variantsCreated: preview.counts.create,
          rowsChanged: preview.counts.update,
          articleNumbers: preview.rows.filter((r) => r.outcome === 'create' || r.outcome === 'update').map((r) => r.articleNumber),
        };
      },
      { isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead, timeout: 120_000, maxWait: 10_000 },
    );
  } catch (error) {
    if (error instanceof HttpError && error.status !== 409) throw error;
    if (error instanceof HttpError || isConflict(error)) throw new HttpError(409, BULK_MESSAGES.stale);
    throw error;
  }
  if (result.variantsCreated + result.rowsChanged > 0) expireTag(PRODUCTS_TAG);
  return result;
}
