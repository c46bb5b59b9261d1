/**
 * The product bulk file's rows by column (format.ts): the header row names the columns, in any
 * order; only 'Artikkelnummer' is required — a column left out is left as it is in the catalogue
 * (a new product still needs its name, category and image), a column the format does not know is
 * ignored and named in the preview. Empty rows are skipped; the apostrophe the export puts before
 * a formula-like cell is taken away again. Pure.
 */
import { HttpError } from '../../../http/errors';
import { BULK_COLUMNS, BULK_MESSAGES, unquoteFormulaGuard, type BulkColumn, type BulkField } from './format';
import type { Sheet } from './sheet';

export interface FileRow {
  /** The row number in the file (1 is the header). */
  line: number;
  /** The cells of the columns the file has; a column it lacks is undefined. */
  values: Partial<Record<BulkField, string>>;
  /** Cells without a usable value (a formula without a result, an error value). */
  problems: string[];
}

export interface FileColumns {
  used: BulkField[];
  /** Headers of columns the format does not know (left out of the import). */
  ignored: string[];
}

const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Header text → field: each column's own header, and the shorter names people type (its aliases). */
const headersOf = (columns: readonly BulkColumn[]) =>
  new Map<string, BulkField>(columns.flatMap((c) => [c.header, ...(c.aliases ?? [])].map((header) => [normalise(header), c.key] as const)));

const HEADERS = headersOf(BULK_COLUMNS);

export function readSheet(sheet: Sheet, bulkColumns: readonly BulkColumn[] = BULK_COLUMNS): { columns: FileColumns; rows: FileRow[] } {
  const headers = bulkColumns === BULK_COLUMNS ? HEADERS : headersOf(bulkColumns);
  const headerOf = (key: BulkField) => bulkColumns.find((c) => c.key === key)?.header ?? key;
  const index = new Map<BulkField, number>();
  const ignored: string[] = [];
  sheet.header.forEach((header, column) => {
    const field = headers.get(normalise(header));
    if (!field) {
      if (header.trim() !== '') ignored.push(header.trim());
      return;
    }
    if (index.has(field)) throw new HttpError(400, BULK_MESSAGES.duplicateColumn(headerOf(field)));
    index.set(field, column);
  });
  if (!index.has('articleNumber')) throw new HttpError(400, BULK_MESSAGES.noHeader);

  const rows: FileRow[] = [];
  for (const record of sheet.records) {
    if (record.cells.every((cell) => cell.trim() === '') && !record.unreadable) continue;
    const values: Partial<Record<BulkField, string>> = {};
    const problems: string[] = [];
    for (const [field, column] of index) {
      values[field] = unquoteFormulaGuard(record.cells[column] ?? '');
      const problem = record.unreadable?.[column];
      if (problem) problems.push(problem === 'formula' ? BULK_MESSAGES.formula(headerOf(field)) : BULK_MESSAGES.cellError(headerOf(field)));
    }
    rows.push({ line: record.line, values, problems });
  }
  if (rows.length === 0) throw new HttpError(400, BULK_MESSAGES.noRows);
  return { columns: { used: bulkColumns.map((c) => c.key).filter((k) => index.has(k)), ignored }, rows };
}
