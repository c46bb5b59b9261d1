/**
 * The product bulk file as read, whatever its kind (csv.ts, xlsx.ts): the header row's cells and
 * each further row's cells as text, with the row number the operator sees in the spreadsheet
 * (the line of the CSV, the row of the worksheet). Cells the reader could not turn into text (a
 * formula without a value, an error value) are named per row. Pure.
 */
export interface SheetRecord {
  /** The row number in the file (1 is the header). */
  line: number;
  cells: string[];
  /** Column index → why the cell has no usable value (the xlsx reader's formulas and error values). */
  unreadable?: Record<number, 'formula' | 'error'>;
}

export interface Sheet {
  header: string[];
  records: SheetRecord[];
}

/** True when the bytes start as a zip archive does (an .xlsx workbook); anything else is read as CSV text. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}
