/**
 * CSV files the site writes for spreadsheet programs (the Meta feed, the learning reports):
 * formula-safe cells and a UTF-8 document with a byte-order mark, written with csv-stringify.
 * Pure: no database, no secrets.
 */
import { stringify } from 'csv-stringify/sync';

/**
 * A cell that a spreadsheet would read as a formula (=, +, -, @, tab, carriage return first)
 * gets a leading apostrophe (OWASP's CSV-injection advice).
 */
export function csvSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The byte-order mark that makes Excel read the file as UTF-8 ('ø' stays 'ø'). */
export const UTF8_BOM = '\uFEFF';

export type CsvCell = string | number | boolean | null | undefined;

/** One cell as text: null/undefined empty, booleans 'ja'/'nei', numbers with a decimal comma (Norwegian spreadsheets). */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'ja' : 'nei';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value).replace('.', ',');
  return csvSafe(value);
}

/**
 * A whole CSV document: a BOM, then the rows (each cell through csvCell) separated by semicolons
 * (the list separator of Norwegian spreadsheet settings) and CRLF. An empty row stays empty (a
 * blank line between sections).
 */
export function csvDocument(rows: CsvCell[][]): string {
  return (
    UTF8_BOM +
    stringify(
      rows.map((row) => row.map(csvCell)),
      { delimiter: ';', record_delimiter: '\r\n' },
    )
  );
}
