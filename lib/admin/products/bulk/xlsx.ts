/**
 * The product bulk file as an Excel workbook (format.ts), with exceljs: one sheet 'Produkter', the
 * header row bold and frozen, every cell a plain value — text, or a number for the price — never
 * a formula; the article number and GTIN columns formatted as text so Excel keeps their digits as
 * typed (no 7,03801E+12). Reading takes the first sheet: a formula's stored result counts as its
 * value, a formula without one or an error value is named per row. Before exceljs reads an
 * upload, the zip's parts are unpacked once here as streams, with a cap on their total size (a
 * small .xlsx can unpack to gigabytes) and on the shared strings (a 125 kB file can hold three
 * million); then exceljs's streaming reader reads the first sheet row by row up to the row cap.
 * Nothing of it holds the event loop for long. Server-only (node:zlib).
 */
import 'server-only';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { HttpError } from '../../../http/errors';
import {
  BULK_COLUMNS,
  BULK_MESSAGES,
  MAX_BULK_COLUMNS,
  MAX_BULK_ROWS,
  MAX_XLSX_SHARED_STRING_BYTES,
  MAX_XLSX_SHARED_STRINGS,
  MAX_XLSX_UNPACKED_BYTES,
  type BulkColumn,
  type BulkRecord,
} from './format';
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

/** One part of the zip as its central directory names it. */
interface ZipPart {
  name: string;
  method: number;
  /** Its local record: header, name, extra field, data (and data descriptor) — from `local` to `end`. */
  local: number;
  end: number;
  /** Its packed data. */
  start: number;
  packed: number;
}

/** The workbook's parts that hold shared strings: capped on their own (a small file can hold millions). */
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/**
 * The zip's parts from its central directory, refusing (400) a zip that is not one, uses zip64 or
 * another method than stored/deflate, or has more than 1,000 parts. Reads the directory only.
 */
function zipParts(b: Buffer): ZipPart[] {
  const refuse = () => new HttpError(400, BULK_MESSAGES.notWorkbook);
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
  if (entries === 0xffff || directory === 0xffffffff || entries > 1000 || directory > end) throw refuse();
  const parts: ZipPart[] = [];
  let at = directory;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > b.length || u32(b, at) !== 0x02014b50) throw refuse();
    const method = u16(b, at + 10);
    const packed = u32(b, at + 20);
    const local = u32(b, at + 42);
    const nameLength = u16(b, at + 28);
    if (at + 46 + nameLength > b.length) throw refuse();
    const name = b.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (packed === 0xffffffff || local + 30 > directory || u32(b, local) !== 0x04034b50) throw refuse();
    const start = local + 30 + u16(b, local + 26) + u16(b, local + 28);
    if (start + packed > directory) throw refuse();
    if (method !== 0 && method !== 8) throw refuse();
    parts.push({ name, method, local, end: 0, start, packed });
    at += 46 + nameLength + u16(b, at + 30) + u16(b, at + 32);
  }
  // Each local record runs to the next one (or the directory): its data descriptor included.
  const byOffset = [...parts].sort((x, y) => x.local - y.local);
  byOffset.forEach((part, index) => (part.end = byOffset[index + 1]?.local ?? directory));
  return parts;
}

class Refusal extends Error {
  constructor(readonly answer: HttpError) {
    super(answer.message);
  }
}

/**
 * Unpacks one part as a stream (zlib works off the main thread; the chunks are counted and let go),
 * calling `each` per chunk; rejects beyond `limit` bytes. Resolves to the unpacked size.
 */
function unpackedSize(b: Buffer, part: ZipPart, limit: number, tooLarge: HttpError, each?: (chunk: Buffer) => void): Promise<number> {
  const data = b.subarray(part.start, part.start + part.packed);
  if (part.method === 0) {
    if (data.length > limit) return Promise.reject(new Refusal(tooLarge));
    each?.(data);
    return Promise.resolve(data.length);
  }
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    let done = false;
    const fail = (error: unknown) => {
      if (done) return;
      done = true;
      inflate.destroy();
      reject(error);
    };
    inflate.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) return fail(new Refusal(tooLarge));
      try {
        each?.(chunk);
      } catch (error) {
        fail(error);
      }
    });
    inflate.on('end', () => {
      if (!done) resolve(size);
      done = true;
    });
    inflate.on('error', () => fail(new Refusal(new HttpError(400, BULK_MESSAGES.notWorkbook))));
    inflate.end(data);
  });
}

/** Counts `<si>` elements (the shared strings) across chunks. */
function sharedStringCounter() {
  let count = 0;
  let tail = '';
  return {
    add(chunk: Buffer) {
      const text = tail + chunk.toString('latin1');
      for (let at = text.indexOf('<si'); at >= 0 && at + 3 < text.length; at = text.indexOf('<si', at + 3)) {
        if (/[\s>/]/.test(text[at + 3])) count++;
      }
      tail = text.slice(-3);
    },
    get count() {
      return count;
    },
  };
}

export interface ZipLimits {
  /** All parts together, unpacked. */
  maxBytes: number;
  /** The shared strings part, unpacked. */
  maxSharedStringBytes: number;
  /** The shared strings. */
  maxSharedStrings: number;
}

const LIMITS: ZipLimits = { maxBytes: MAX_XLSX_UNPACKED_BYTES, maxSharedStringBytes: MAX_XLSX_SHARED_STRING_BYTES, maxSharedStrings: MAX_XLSX_SHARED_STRINGS };

/**
 * Unpacks every part once as a stream, without keeping it and without blocking the event loop:
 * 400 for a zip that is not one (zipParts) or unpacks to more than `maxBytes` in all, 400 with its
 * own message when the shared strings exceed their caps. Returns the parts.
 */
export async function checkZip(bytes: Uint8Array, limits: Partial<ZipLimits> = {}): Promise<ZipPart[]> {
  const { maxBytes, maxSharedStringBytes, maxSharedStrings } = { ...LIMITS, ...limits };
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts = zipParts(b);
  const notWorkbook = new HttpError(400, BULK_MESSAGES.notWorkbook);
  const tooManyStrings = new HttpError(400, BULK_MESSAGES.tooManyStrings);
  let total = 0;
  try {
    for (const part of parts) {
      if (part.name === SHARED_STRINGS) {
        const counter = sharedStringCounter();
        total += await unpackedSize(b, part, Math.min(maxSharedStringBytes, maxBytes - total), tooManyStrings, (chunk) => {
          counter.add(chunk);
          if (counter.count > maxSharedStrings) throw new Refusal(tooManyStrings);
        });
      } else total += await unpackedSize(b, part, maxBytes - total, notWorkbook);
    }
  } catch (error) {
    throw error instanceof Refusal ? error.answer : error;
  }
  return parts;
}

/** The parts in the order the streaming reader wants them: relations, workbook, shared strings and styles before the sheets. */
const FIRST = ['_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/workbook.xml', SHARED_STRINGS, 'xl/styles.xml'];
const sheetNumber = (name: string) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? Number.MAX_SAFE_INTEGER);

/** The zip's local records in that order, as the stream the reader takes (it reads records one after another). */
function orderedStream(b: Buffer, parts: readonly ZipPart[]): Readable {
  const rank = (p: ZipPart) => (FIRST.includes(p.name) ? FIRST.indexOf(p.name) : FIRST.length);
  const ordered = [...parts].sort((x, y) => rank(x) - rank(y) || sheetNumber(x.name) - sheetNumber(y.name) || x.local - y.local);
  return Readable.from(ordered.map((p) => b.subarray(p.local, p.end)));
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

/**
 * The first sheet's rows (400 when the file is no readable .xlsx or holds too many shared strings,
 * 413 over the row or column cap), read as a stream: the checks above first, then exceljs's
 * streaming reader row by row, stopping at the row cap — so neither a large file nor a zip bomb
 * holds the event loop for other requests.
 */
export async function parseBulkXlsx(bytes: Uint8Array): Promise<Sheet> {
  const parts = await checkZip(bytes);
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(orderedStream(b, parts), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  // A workbook without shared strings (every text inline): the reader would park its sheets in
  // temporary files while it waits for the part; there is none to wait for.
  if (!parts.some((p) => p.name === SHARED_STRINGS)) (reader as unknown as { sharedStrings: unknown[] }).sharedStrings = [];
  const rows: SheetRecord[] = [];
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
        if (!row.hasValues) continue;
        if (rows.length > MAX_BULK_ROWS) throw new HttpError(413, BULK_MESSAGES.tooManyRows);
        if (row.cellCount > MAX_BULK_COLUMNS) throw new HttpError(413, BULK_MESSAGES.tooManyColumns);
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
        rows.push({ line: row.number, cells, ...(Object.keys(unreadable).length > 0 && { unreadable }) });
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, BULK_MESSAGES.notWorkbook);
  }
  const [head, ...rest] = rows;
  if (!head || head.line !== 1) return { header: [], records: rows };
  return { header: head.cells, records: rest };
}
