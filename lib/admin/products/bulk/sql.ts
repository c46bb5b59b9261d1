/**
 * The bulk import's batched write of changed sizes (service.ts): one UPDATE … FROM (VALUES …) per
 * batch, its columns those of the size fields the file has a column for (lib/catalogue/fields.ts).
 * Server-only.
 */
import 'server-only';
import { PRODUCT_FIELDS, SIZE_FIELDS, withBulkColumn, type FieldSet } from '../../../catalogue/fields';
import { Prisma } from '../../../generated/prisma/client';
import type { FieldValues } from './plan';

/** The fields the file has a column for: the only ones the import reads and writes. */
export const BULK_PRODUCT_FIELDS = withBulkColumn(PRODUCT_FIELDS);
export const BULK_SIZE_FIELDS = withBulkColumn(SIZE_FIELDS);

/**
 * One UPDATE of sizes to their final values, each field with a column set from its value (cast to
 * the field's type, lib/catalogue/fields.ts); `updatedAt` moves too. `fields`: another set in tests.
 */
export function sizeUpdateSql(rows: readonly ({ id: number } & FieldValues)[], fields: FieldSet = BULK_SIZE_FIELDS): Prisma.Sql {
  const entries = Object.entries(fields);
  const column = (name: string) => Prisma.raw(`"${name}"`);
  const values = rows.map(
    (row) => Prisma.sql`(${row.id}::int, ${Prisma.join(entries.map(([name, f]) => Prisma.sql`${row[name] ?? null}::${Prisma.raw(f.sqlType)}`))})`,
  );
  return Prisma.sql`
    UPDATE "ProductVariant" AS v
    SET ${Prisma.join(entries.map(([name]) => Prisma.sql`${column(name)} = d.${column(name)}`))}, "updatedAt" = now()
    FROM (VALUES ${Prisma.join(values)}) AS d(id, ${Prisma.join(entries.map(([name]) => column(name)))})
    WHERE v.id = d.id`;
}
