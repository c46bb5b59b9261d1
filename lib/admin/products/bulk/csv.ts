/**
 * The product bulk file as CSV (format.ts): written as the site's other spreadsheet files are
 * (lib/csv.ts: semicolons, CRLF, UTF-8 with BOM, formula-safe cells), read back with csv-parse —
 * the separator taken from the header line (semicolon, tab or comma, as spreadsheet programs save
 * it), the apostrophe the export put before a formula-like cell removed again. Pure.
 */
import { parse } from 'csv-parse/sync';
import { csvDocument, UTF8_BOM, type CsvCell } from '../../../csv';
import { HttpError } from '../../../http/errors';
import { BULK_COLUMNS, BULK_MESSAGES, MAX_BULK_COLUMNS, MAX_BULK_ROWS, type BulkColumn, type BulkRecord } from './format';
import type { Sheet } from './sheet';

/** A price as Norwegian spreadsheets write it: '149,50'. */
export function priceText(price: number | null): string | null {
  return price === null ? null : price.toFixed(2).replace('.', ',');
}

/** A cell as the CSV and the preview write it: a price '149,50', another number with a decimal comma ('0,5'), anything else as text. */
export function cellText(column: Pick<BulkColumn, 'format'>, value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (column.format === 'price') return priceText(Number(value));
  return typeof value === 'number' ? String(value).replace('.', ',') : String(value);
}

/** The file: the header row, then one row per size. */
export function bulkCsv(records: readonly BulkRecord[], columns: readonly BulkColumn[] = BULK_COLUMNS): string {
  const rows: CsvCell[][] = [columns.map((c) => c.header)];
  for (const r of records) rows.push(columns.map((c) => cellText(c, r[c.key])));
  return csvDocument(rows);
}

function separator(firstLine: string): string {
  if (firstLine.includes(';')) return ';';
  if (firstLine.includes('\t')) return '\t';
  return ',';
}

/** UTF-8 text (a BOM dropped); 415 for anything else. */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(415, BULK_MESSAGES.notText);
  }
  if (text.includes('\u0000')) throw new HttpError(415, BULK_MESSAGES.notText);
  return text.startsWith(UTF8_BOM) ? text.slice(1) : text;
}

/** The rows of a CSV text; 400 when the quoting is broken, 413 over the row or column cap. */
export function parseBulkCsv(text: string): Sheet {
  const firstLine = text.trimStart().split(/\r?\n/, 1)[0] ?? '';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: separator(firstLine),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw new HttpError(400, BULK_MESSAGES.unreadableCsv);
  }
  if (records.length - 1 > MAX_BULK_ROWS) throw new HttpError(413, BULK_MESSAGES.tooManyRows);
  const [head, ...rest] = records;
  if (!head) return { header: [], records: [] };
  if (head.record.length > MAX_BULK_COLUMNS) throw new HttpError(413, BULK_MESSAGES.tooManyColumns);
  return {
    header: head.record,
    records: rest.map(({ record, info }) => ({ line: info.lines, cells: record.slice(0, MAX_BULK_COLUMNS) })),
  };
}
