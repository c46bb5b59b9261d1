/**
 * Datakvalitet (docs/product.md: Datakvalitet): per product what each channel still lacks, and how
 * complete the catalogue is. Three channels:
 * - web (the product page): an image, a description, what it is for (uses);
 * - Google (the Merchant and Manufacturer Center feeds), per size: a recommended price, a GTIN (a
 *   size without one is left out of the Manufacturer Center feed, which requires it) and a net
 *   quantity with its unit (the unit price);
 * - safety (CLP and REACH): a classified product — a pictogram or an H statement — needs a current
 *   Norwegian safety data sheet and a UFI; a current sheet revised more than three years ago is
 *   flagged for review.
 * Each problem has a Norwegian text and the address where it is fixed. Pure and client-safe: the
 * data comes in from lib/admin/products/quality.ts.
 */

export const QUALITY_CHANNELS = [
  { value: 'web', label: 'Nettside' },
  { value: 'google', label: 'Google' },
  { value: 'safety', label: 'Sikkerhet' },
] as const;
export type QualityChannel = (typeof QUALITY_CHANNELS)[number]['value'];

/** A safety data sheet older than this (by its revision date) is flagged. */
export const SDS_MAX_AGE_YEARS = 3;

export interface QualitySize {
  articleNumber: string;
  sizeLabel: string | null;
  recommendedPriceNok: number | null;
  gtin: string | null;
  netQuantity: number | null;
  netUnit: string | null;
}

export interface QualityProduct {
  id: number;
  articleNumber: string;
  name: string;
  imageUrl: string | null;
  description: string | null;
  uses: readonly string[];
  pictograms: readonly string[];
  hazardStatements: readonly string[];
  ufi: string | null;
  sizes: readonly QualitySize[];
  /** The revision date of the current Norwegian safety data sheet; null when there is none. */
  sdsRevisionDate: Date | null;
}

export interface QualityProblem {
  channel: QualityChannel;
  /** What is missing, in Norwegian ('Mangler bilde'). */
  text: string;
  /** Where it is fixed (an admin address). */
  href: string;
}

/** Where a product's problems are fixed: the admin addresses (lib/admin/products/quality.ts gives the real ones). */
export interface QualityPlaces {
  /** The product's edit dialog (its fields and sizes). */
  edit: (productId: number) => string;
  /** Where its safety data sheets are uploaded. */
  documents: (productId: number) => string;
}

export const QUALITY_TEXTS = {
  noImage: 'Mangler bilde',
  noDescription: 'Mangler beskrivelse',
  noUses: 'Mangler «Passer til» (bruksområder)',
  size: (s: Pick<QualitySize, 'articleNumber' | 'sizeLabel'>) => (s.sizeLabel ? `${s.articleNumber} (${s.sizeLabel})` : s.articleNumber),
  noPrice: (size: string) => `${size}: mangler veiledende pris`,
  noGtin: (size: string) => `${size}: mangler GTIN, så den er ikke med i Google Manufacturer Center`,
  noNetQuantity: (size: string) => `${size}: mangler nettoinnhold og enhet`,
  noSds: 'Merket med fare, men har ikke gjeldende sikkerhetsdatablad på norsk',
  oldSds: (date: string) => `Sikkerhetsdatabladet er fra ${date}, over ${SDS_MAX_AGE_YEARS} år gammelt: se om det må revideres`,
  noUfi: 'Merket med fare, men mangler UFI-kode',
} as const;
const T = QUALITY_TEXTS;

/** A product is classified (carries a hazard label) when it has a pictogram or an H statement (EUH alone is supplementary). */
export const isClassified = (p: Pick<QualityProduct, 'pictograms' | 'hazardStatements'>) =>
  p.pictograms.length > 0 || p.hazardStatements.some((c) => /^H\d/.test(c));

/** Stored HTML with no visible text counts as no description. */
const hasText = (html: string | null) =>
  Boolean(
    html &&
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .trim(),
  );

const osloDate = (d: Date) => d.toLocaleDateString('nb-NO', { timeZone: 'Europe/Oslo', day: 'numeric', month: 'numeric', year: 'numeric' });

/** The date SDS_MAX_AGE_YEARS before `now`: a sheet revised before it is too old. */
function ageLimit(now: Date): Date {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() - SDS_MAX_AGE_YEARS);
  return limit;
}

/** What each channel lacks for one product, in channel order. */
export function productProblems(p: QualityProduct, places: QualityPlaces, now: Date = new Date()): QualityProblem[] {
  const edit = places.edit(p.id);
  const out: QualityProblem[] = [];
  const add = (channel: QualityChannel, text: string, href = edit) => out.push({ channel, text, href });

  if (!p.imageUrl) add('web', T.noImage);
  if (!hasText(p.description)) add('web', T.noDescription);
  if (p.uses.length === 0) add('web', T.noUses);

  for (const s of p.sizes) {
    const size = T.size(s);
    if (s.recommendedPriceNok === null) add('google', T.noPrice(size));
    if (!s.gtin) add('google', T.noGtin(size));
    if (s.netQuantity === null || !s.netUnit) add('google', T.noNetQuantity(size));
  }

  const classified = isClassified(p);
  if (classified && !p.sdsRevisionDate) add('safety', T.noSds, places.documents(p.id));
  if (p.sdsRevisionDate && p.sdsRevisionDate < ageLimit(now)) add('safety', T.oldSds(osloDate(p.sdsRevisionDate)), places.documents(p.id));
  if (classified && !p.ufi) add('safety', T.noUfi);
  return out;
}

export interface ProductQuality {
  id: number;
  articleNumber: string;
  name: string;
  problems: QualityProblem[];
}

export interface CatalogueQuality {
  total: number;
  /** Products with no problem in any channel. */
  complete: number;
  /** Their share, 0–100 (whole per cent, rounded down: 100 only when every product is complete). */
  percent: number;
  /** Per channel: the products with no problem there, and their share. */
  channels: Record<QualityChannel, { complete: number; percent: number }>;
  /** The products with at least one problem, in the order given. */
  withProblems: ProductQuality[];
}

const percentOf = (n: number, total: number) => (total === 0 ? 100 : Math.floor((n / total) * 100));

/** The catalogue's completeness and each product's problems. */
export function catalogueQuality(products: readonly QualityProduct[], places: QualityPlaces, now: Date = new Date()): CatalogueQuality {
  const all = products.map((p) => ({ id: p.id, articleNumber: p.articleNumber, name: p.name, problems: productProblems(p, places, now) }));
  const complete = all.filter((p) => p.problems.length === 0).length;
  const channels = Object.fromEntries(
    QUALITY_CHANNELS.map(({ value }) => {
      const n = all.filter((p) => !p.problems.some((x) => x.channel === value)).length;
      return [value, { complete: n, percent: percentOf(n, all.length) }];
    }),
  ) as CatalogueQuality['channels'];
  return { total: all.length, complete, percent: percentOf(complete, all.length), channels, withProblems: all.filter((p) => p.problems.length > 0) };
}

/** A product's problems as one short line for a list cell: '3 mangler' with the texts beside it. */
export function problemsSummary(problems: readonly QualityProblem[]): string {
  return problems.length === 0 ? 'Komplett' : `${problems.length} ${problems.length === 1 ? 'mangel' : 'mangler'}`;
}
