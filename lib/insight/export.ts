/**
 * The demand export (GET /api/insight/demand; docs/product.md: Oversikt): the postal searches, the
 * product searches, the advisor answers without a product and the calculator's use of every week
 * kept, as JSON or as one CSV file with four sections (formula-safe cells, lib/csv.ts). Pure.
 */
import { csvDocument, type CsvCell } from '../csv';
import type { AdvisorMissRow, CalculatorUseRow, PostalDemandRow, TermDemandRow } from './reads';
import type { DemandExport } from './responses';

export const DEMAND_CSV_HEADINGS = {
  postal: ['Uke', 'Uke starter', 'Postnummer', 'Søk uten forhandler innen 100 km', 'Produkt (art.nr)', 'Produktnavn'],
  terms: ['Uke', 'Uke starter', 'Søkeord', 'Søk uten treff'],
  advisor: ['Uke', 'Uke starter', 'Materiale', 'Inne/ute', 'Ønsker', 'Veiledersvar uten produkt', 'Materiale (nøkkel)', 'Inne/ute (nøkkel)', 'Ønsker (nøkkel)'],
  calculator: ['Uke', 'Uke starter', 'Produkt (art.nr)', 'Produktnavn', 'Bruk av mengdekalkulatoren'],
} as const;

const day = (d: Date) => d.toISOString().slice(0, 10);

export function demandExport(
  postal: readonly PostalDemandRow[],
  terms: readonly TermDemandRow[],
  advisor: readonly AdvisorMissRow[] = [],
  calculator: readonly CalculatorUseRow[] = [],
): DemandExport {
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
    advisorMisses: advisor.map((r) => ({
      week: r.week,
      weekStart: day(r.weekStart),
      material: r.material,
      materialLabel: r.materialLabel,
      setting: r.setting,
      settingLabel: r.settingLabel,
      task: r.task,
      taskLabel: r.taskLabel,
      count: r.count,
    })),
    calculatorUses: calculator.map((r) => ({
      week: r.week,
      weekStart: day(r.weekStart),
      product: r.product,
      productName: r.productName || null,
      count: r.count,
    })),
  };
}

/** The CSV: the postal searches, the product searches, the advisor misses, the calculator uses; each with its heading row, a blank line between. */
export function demandCsv(data: DemandExport): string {
  const rows: CsvCell[][] = [
    [...DEMAND_CSV_HEADINGS.postal],
    ...data.postalSearches.map((r) => [r.week, r.weekStart, r.postalCode, r.count, r.product ?? '', r.productName ?? '']),
    [],
    [...DEMAND_CSV_HEADINGS.terms],
    ...data.productSearches.map((r) => [r.week, r.weekStart, r.term, r.count]),
    [],
    [...DEMAND_CSV_HEADINGS.advisor],
    ...data.advisorMisses.map((r) => [r.week, r.weekStart, r.materialLabel, r.settingLabel, r.taskLabel, r.count, r.material, r.setting, r.task]),
    [],
    [...DEMAND_CSV_HEADINGS.calculator],
    ...data.calculatorUses.map((r) => [r.week, r.weekStart, r.product, r.productName ?? '', r.count]),
  ];
  return csvDocument(rows);
}
