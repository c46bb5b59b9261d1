/**
 * The product bulk file as an Excel workbook (format.ts), with exceljs: one sheet 'Produkter', the
 * header row bold and frozen, every cell a plain value — text, or a number for the price — never
 * a formula; the article number and GTIN columns formatted as text so Excel keeps their digits as
 * typed (no 7,03801E+12). Reading takes the first sheet: a formula's stored result counts as its
 * value, a formula without one or an error value is named per row. Before exceljs unpacks an
 * upload, the zip's parts are unpacked once here with a cap on their total size (a small .xlsx can
 * unpack to gigabytes). Server-only (node:zlib).
 */
import 'server-only';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { HttpError } from '../../../http/errors';
import { BULK_COLUMNS, BULK_MESSAGES, MAX_BULK_COLUMNS, MAX_BULK_ROWS, MAX_XLSX_UNPACKED_BYTES, type BulkColumn, type BulkRecord } from './format';
import type { Sheet, SheetRecord } from './sheet';

export const SHEET_NAME = 'Produkter';

/** The workbook: the header row, then one row per size. */
export async function bulkXlsx(records: readonly BulkRecord[], columns: readonly BulkColumn[] = BULK_COLUMNS): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Produktimport';
  const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: c.format === 'text' ? { numFmt: '@' } : c.format === 'price' ? { numFmt: '0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of records) {
    // Plain values only: a string starting with '=' stays text (exceljs writes formulas only from { formula }).
    sheet.addRow(columns.map((c) => r[c.key] ?? null));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const u16 = (b: Buffer, at: number) => b.readUInt16LE(at);
const u32 = (b: Buffer, at: number) => b.readUInt32LE(at);

/**
 * Unpacks every part of the zip once, refusing (400) a zip that is not one, uses zip64 or another
 * method than stored/deflate, has more than 1,000 parts, or unpacks to more than `maxBytes`.
 */
export function checkZip(bytes: Uint8Array, maxBytes = MAX_XLSX_UNPACKED_BYTES): void {
  const refuse = () => new HttpError(400, BULK_MESSAGES.notWorkbook);
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = b.length - 22; at >= Math.max(0, b.length - 22 - 0xffff); at--) {
    if (u32(b, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw refuse();
  const entries = u16(b, end + 10);
  const directory = u32(b, end + 16);
  if (entries === 0xffff || directory === 0xffffffff || entries > 1000) throw refuse();
  let total = 0;
  let at = directory;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > b.length || u32(b, at) !== 0x02014b50) throw refuse();
    const method = u16(b, at + 10);
    const packed = u32(b, at + 20);
    const local = u32(b, at + 42);
    if (packed === 0xffffffff || local + 30 > b.length || u32(b, local) !== 0x04034b50) throw refuse();
    const start = local + 30 + u16(b, local + 26) + u16(b, local + 28);
    if (start + packed > b.length) throw refuse();
    const data = b.subarray(start, start + packed);
    let size: number;
    if (method === 0) size = packed;
    else if (method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: maxBytes - total + 1 }).length;
      } catch {
        throw refuse();
      }
    } else throw refuse();
    total += size;
    if (total > maxBytes) throw refuse();
    at += 46 + u16(b, at + 28) + u16(b, at + 30) + u16(b, at + 32);
  }
}

type CellValue = ExcelJS.CellValue;

type Problem = { problem: 'formula' | 'error' };
const FORMULA: Problem = { problem: 'formula' };
const ERROR: Problem = { problem: 'error' };

/** A cell as text: numbers as JavaScript writes them to 15 significant digits ('149.5', '7038010009457'), dates as their day. */
function cellText(value: CellValue): string | Problem {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // Excel keeps 15 significant digits: 100 * 1.1 is 110, not 110.00000000000001.
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : ERROR;
  if (typeof value === 'boolean') return value ? 'ja' : 'nei';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? ERROR : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return ERROR;
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    if (result === undefined || result === null || typeof result === 'object') return FORMULA;
    return cellText(result as CellValue);
  }
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue);
  return ERROR;
}

/** The first sheet's rows (400 when the file is no readable .xlsx, 413 over the row or column cap). */
export async function parseBulkXlsx(bytes: Uint8Array): Promise<Sheet> {
  checkZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, BULK_MESSAGES.notWorkbook);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], records: [] };
  if (sheet.actualRowCount - 1 > MAX_BULK_ROWS) throw new HttpError(413, BULK_MESSAGES.tooManyRows);
  if (sheet.actualColumnCount > MAX_BULK_COLUMNS) throw new HttpError(413, BULK_MESSAGES.tooManyColumns);
  const rows: SheetRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    const unreadable: Record<number, 'formula' | 'error'> = {};
    for (let col = 1; col <= Math.min(row.cellCount, MAX_BULK_COLUMNS); col++) {
      const text = cellText(row.getCell(col).value);
      if (typeof text === 'string') cells.push(text);
      else {
        unreadable[col - 1] = text.problem;
        cells.push('');
      }
    }
    rows.push({ line, cells, ...(Object.keys(unreadable).length > 0 && { unreadable }) });
  });
  const [head, ...rest] = rows;
  if (!head || head.line !== 1) return { header: [], records: rows };
  return { header: head.cells, records: rest };
}
