/**
 * The dealer list format (docs/product.md §3): semicolon-separated rows of
 * id;name;address;latitude;longitude, no header, and optionally what the location carries: a
 * sixth field with the product categories and a seventh with single products (article numbers),
 * each separated by commas ('Lærpleie, Møbelpolish'; '1010, 3020'). Both blank (or the seventh left
 * out) as the row says; both blank means everything; a row of five fields leaves a known location's
 * assortment as it is. Names are re-cased on the way in.
 */
import { parse } from 'csv-parse/sync';
import { recaseDealerName } from './names';

export interface DealerRow {
  id: string;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  /** The categories it carries; undefined when the row has five fields (then `products` is too). */
  categories?: string[];
  /** The single products it carries (article numbers); [] when the row has six fields. */
  products?: string[];
}

/** The sixth or seventh field: entries separated by commas, blanks and repeats dropped. */
export function parseCategoryField(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
}

/** The sixth field of a location's row (the reverse of parseCategoryField). */
export function formatCategoryField(categories: readonly string[]): string {
  return categories.join(', ');
}

export interface DealerRowError {
  line: number;
  message: string;
}

function coordinate(value: string, min: number, max: number): number | null | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
}

/**
 * Parses the rows; invalid lines are reported with their line number, not thrown. `check` is the
 * caller's own rule for a row (the admin import passes the location form's schema): the reason it
 * refuses the row, or null.
 */
export function parseDealerCsv(text: string, check?: (row: DealerRow) => string | null): { rows: DealerRow[]; errors: DealerRowError[] } {
  const records = parse(text.replace(/^\uFEFF/, ''), {
    delimiter: ';',
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];

  const rows: DealerRow[] = [];
  const errors: DealerRowError[] = [];
  const seen = new Set<string>();
  for (const { record, info } of records) {
    const line = info.lines;
    if (record.length < 5 || record.length > 7) {
      errors.push({ line, message: `Forventet 5 til 7 felt (id;navn;adresse;breddegrad;lengdegrad;kategorier;produkter), fant ${record.length}` });
      continue;
    }
    const [id, name, address, latText, lngText, categoryText, productText] = record;
    const assortment = categoryText === undefined ? {} : { categories: parseCategoryField(categoryText), products: parseCategoryField(productText ?? '') };
    const lat = coordinate(latText, -90, 90);
    const lng = coordinate(lngText, -180, 180);
    const refused =
      !id || !name || !address
        ? 'id, navn og adresse må være fylt ut'
        : lat === undefined || lng === undefined || (lat === null) !== (lng === null)
          ? 'Ugyldige koordinater'
          : (check?.({ id, name, address, lat, lng, ...assortment }) ?? (seen.has(id) ? `Id ${id} finnes allerede` : null));
    if (refused) {
      errors.push({ line, message: refused });
    } else {
      seen.add(id);
      rows.push({ id, name: recaseDealerName(name), address, lat: lat ?? null, lng: lng ?? null, ...assortment });
    }
  }
  return { rows, errors };
}
