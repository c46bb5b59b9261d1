/**
 * The stores' figures as the admin's export (GET /api/insight/stores; docs/product.md: Admin panel ›
 * Forhandlersteder): every location with the last 30 days and the 30 before, per kind, as JSON or
 * as a CSV (formula-safe cells, lib/csv.ts). Server-only: it reads the database.
 */
import 'server-only';
import { csvDocument, type CsvCell } from '../csv';
import type { PrismaClient } from '../db';
import { STORE_STAT_KINDS, STORE_STAT_LABELS, statsWindows, storeFigures } from './stats';
import type { StoreStatsExport } from './stats-responses';

/** Every location (by name) with its figures at `now`. */
export async function storeStatsExport(client: PrismaClient, now: Date = new Date()): Promise<StoreStatsExport> {
  const locations = await client.dealerLocation.findMany({ select: { id: true, name: true, address: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  const figures = await storeFigures(
    client,
    locations.map((l) => l.id),
    now,
  );
  return {
    ...statsWindows(now),
    stores: locations.map((l) => ({ ...l, ...figures.get(l.id)! })),
  };
}

/** The CSV's heading row. */
export const STORE_STATS_CSV_HEADINGS = [
  'Id',
  'Navn',
  'Adresse',
  ...STORE_STAT_KINDS.flatMap((kind) => [`${STORE_STAT_LABELS[kind]} (siste 30 dager)`, `${STORE_STAT_LABELS[kind]} (30 dager før)`]),
];

/** The CSV: the period on the first line, a blank line, then one row per store. */
export function storeStatsCsv(data: StoreStatsExport): string {
  const rows: CsvCell[][] = [
    ['Siste 30 dager', `${data.current.from}–${data.current.to}`, '30 dager før', `${data.previous.from}–${data.previous.to}`],
    [],
    STORE_STATS_CSV_HEADINGS,
    ...data.stores.map((s) => [s.id, s.name, s.address, ...STORE_STAT_KINDS.flatMap((kind) => [s.current[kind], s.previous[kind]])]),
  ];
  return csvDocument(rows);
}
