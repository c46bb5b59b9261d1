/**
 * The unmet-demand export (GET /api/insight/demand; docs/product.md: Oversikt): the postal
 * searches and the product searches of every week kept, as JSON or as one CSV file with two
 * sections (formula-safe cells, lib/csv.ts). Pure.
 */
import { csvDocument, type CsvCell } from '../csv';
import type { PostalDemandRow, TermDemandRow } from './reads';
import type { DemandExport } from './responses';

export const DEMAND_CSV_HEADINGS = {
  postal: ['Uke', 'Uke starter', 'Postnummer', 'Søk uten forhandler innen 100 km', 'Produkt (art.nr)', 'Produktnavn'],
  terms: ['Uke', 'Uke starter', 'Søkeord', 'Søk uten treff'],
} as const;

const day = (d: Date) => d.toISOString().slice(0, 10);

export function demandExport(postal: readonly PostalDemandRow[], terms: readonly TermDemandRow[]): DemandExport {
  return {
    postalSearches: postal.map((r) => ({
      week: r.week,
      weekStart: day(r.weekStart),
      postalCode: r.postalCode,
      product: r.product || null,
      productName: r.productName || null,
      count: r.count,
    })),
    productSearches: terms.map((r) => ({ week: r.week, weekStart: day(r.weekStart), term: r.term, count: r.count })),
  };
}

/** The CSV: the postal searches, a blank line, the product searches; each with its heading row. */
export function demandCsv(data: DemandExport): string {
  const rows: CsvCell[][] = [
    [...DEMAND_CSV_HEADINGS.postal],
    ...data.postalSearches.map((r) => [r.week, r.weekStart, r.postalCode, r.count, r.product ?? '', r.productName ?? '']),
    [],
    [...DEMAND_CSV_HEADINGS.terms],
    ...data.productSearches.map((r) => [r.week, r.weekStart, r.term, r.count]),
  ];
  return csvDocument(rows);
}
