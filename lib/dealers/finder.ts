/**
 * The dealer finder's rules that run in the browser as well as on the server: the text filter
 * (with the 'fag…' rule), the list heading, the toasts of docs/product.md §8, the shape of a
 * dealer as the finder shows it and how a postal search in the page's address is answered on the
 * server. No database access here (see lib/dealers/search.ts), and no zod: this module is part of
 * the finder's browser code (the search API's query schemas are in nearby-query.ts).
 */
import { isCleanLine, normalizeQuery } from '../validation/characters';
import type { LatLng } from './geo';
import type { SpecialDay, WeeklyHours } from './hours-core';
import { POSTAL_MESSAGES, isValidPostalCodeParam, isValidPostalSearch } from './postal-code';

/** A dealer location as the finder shows it. */
export interface FinderDealer {
  id: string;
  /** The store page's address part: /forhandlere/{slug} (lib/dealers/store-page.ts storeHref). */
  slug: string;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  formattedAddress: string | null;
  phoneNumber: string | null;
  website: string | null;
  /** The week's opening hours (lib/dealers/hours.ts); null when unknown. */
  weeklyHours: WeeklyHours | null;
  /** Its special days from today on (date order). */
  specialDays: SpecialDay[];
}

export interface NearbyDealer extends FinderDealer {
  lat: number;
  lng: number;
  /** Great-circle distance from the searched point, in km (unrounded). */
  distanceKm: number;
}

/** Outcome of a nearby search (every case is a valid answer to a valid query). */
export type NearbyStatus = 'ok' | 'unknown-postal-code' | 'no-coordinates' | 'none-in-range';

/** The place pages (`/forhandlere/sted/{place}`: the stores of a place in Norway's postal register). */
export const PLACE_PAGES_PATH = '/forhandlere/sted';

/** A place page's address ('bergen' → '/forhandlere/sted/bergen'). */
export function placePageHref(slug: string): string {
  return `${PLACE_PAGES_PATH}/${encodeURIComponent(slug)}`;
}

/** A searched postal code's place in Norway's postal register, as the finder shows it beside the code. */
export interface SearchedPlace {
  /** The code and its place: '0150 Oslo'. */
  label: string;
  /** The place: 'Oslo'. */
  name: string;
  /** The place page ('/forhandlere/sted/oslo') when a dealer found is in that place, else null. */
  href: string | null;
}

export interface NearbyResult {
  status: NearbyStatus;
  /** The searched postal code's place (null for a position search and for a code the register does not place). */
  place: SearchedPlace | null;
  /** The searched point; null when the postal code could not be placed. */
  centre: LatLng | null;
  /** Within the radius, nearest first (at most the nearest 500); empty unless status is 'ok'. */
  dealers: NearbyDealer[];
  /** How many dealers are within the radius (more than `dealers` holds when capped). */
  total: number;
}

/** At most this many opening-hour lines on a card (docs/product.md §9). */
export const CARD_OPENING_HOURS_LINES = 2;
/** Longest text filter kept (longer input is cut; nothing that long matches a dealer anyway). */
export const MAX_FILTER_LENGTH = 100;

/** The typed prefixes that mean the 'Fagmøbler' chain (docs/product.md §5). */
const FAG_PREFIXES = new Set(['fag', 'fagm', 'fagmø', 'fagmob', 'fagmøb']);
/** The names a 'fag…' filter keeps (lower case): a dealer's name must contain one of them. */
export const FAG_NAMES = ['fagmøbler', 'fagmobler'] as const;

/**
 * What the text filter means (docs/product.md §5), the same in the browser and in the database
 * query (lib/dealers/search.ts textCondition): nothing (blank), the 'Fagmøbler' chain (the typed
 * prefixes 'fag', 'fagm', 'fagmø', 'fagmob' and 'fagmøb'), or a text the name or the address
 * contains (lower case; at most MAX_FILTER_LENGTH characters, trimmed).
 */
export type TextMatch = { kind: 'all' } | { kind: 'fag' } | { kind: 'contains'; needle: string };

export function textMatch(text: string): TextMatch {
  // Unicode-normalised (NFC, full-width forms folded: lib/validation/characters.ts), so a decomposed 'å' finds 'å'.
  const needle = normalizeQuery(text.slice(0, MAX_FILTER_LENGTH)).trim().toLocaleLowerCase('nb');
  if (!needle) return { kind: 'all' };
  if (FAG_PREFIXES.has(needle)) return { kind: 'fag' };
  return { kind: 'contains', needle };
}

/**
 * Dealers whose name or address contains the text (case-insensitive). The typed prefixes
 * 'fag', 'fagm', 'fagmø', 'fagmob' and 'fagmøb' show only dealers whose name contains
 * 'fagmøbler' or 'fagmobler'. A blank filter keeps every dealer.
 */
export function filterDealers<T extends Pick<FinderDealer, 'name' | 'address'>>(dealers: T[], text: string): T[] {
  const match = textMatch(text);
  if (match.kind === 'all') return dealers;
  if (match.kind === 'fag') {
    return dealers.filter((d) => {
      const name = d.name.toLocaleLowerCase('nb');
      return FAG_NAMES.some((n) => name.includes(n));
    });
  }
  const { needle } = match;
  return dealers.filter((d) => d.name.toLocaleLowerCase('nb').includes(needle) || d.address.toLocaleLowerCase('nb').includes(needle));
}

/**
 * Paging (docs/product.md §2, 'The finder at any size'): the finder's list shows at most
 * FINDER_PAGE_SIZE cards, whatever the number of locations; `?side=` picks the page (1 = first)
 * and `?q=` is the text filter, both GET parameters the server answers.
 */
export const FINDER_PAGE_SIZE = 50;
export const PAGE_PARAM = 'side';
export const TEXT_PARAM = 'q';
/** Highest page number accepted in an address (more than 50 million locations' worth). */
export const MAX_PAGE = 1_000_000;

/** A page of the finder's list: its cards, and how many match in all. */
export interface FinderListPage<T extends FinderDealer = FinderDealer & { distanceKm?: number }> {
  dealers: T[];
  /** How many dealers match (every page together). */
  total: number;
  /** This page's number, 1 to pageCount. */
  page: number;
  /** At least 1 (an empty list has one, empty, page). */
  pageCount: number;
}

/** The number of pages of `total` dealers (at least 1). */
export function pageCountOf(total: number, size = FINDER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page an address asks for: a whole number from 1 (anything else, or a repeated parameter, is page 1). */
export function parsePage(value: string | string[] | undefined): number {
  if (typeof value !== 'string' || !/^[0-9]{1,7}$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * The text filter an address gives (`?q=`): the first value, Unicode-normalised, at most
 * MAX_FILTER_LENGTH characters; a value with a control character (a NUL byte) or broken Unicode is
 * no filter (the text rule, lib/validation/characters.ts).
 */
export function parseText(value: string | string[] | undefined): string {
  const text = normalizeQuery((Array.isArray(value) ? value[0] : value) ?? '');
  return isCleanLine(text) ? text.slice(0, MAX_FILTER_LENGTH) : '';
}

/** A page of a list held whole (a nearby result): the page is clamped to the last one. */
export function pageOf<T extends FinderDealer>(dealers: readonly T[], page: number, size = FINDER_PAGE_SIZE): FinderListPage<T> {
  const pageCount = pageCountOf(dealers.length, size);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { dealers: dealers.slice((current - 1) * size, current * size), total: dealers.length, page: current, pageCount };
}

/** What a finder address holds besides the filter: the postal search, the text filter and the page. */
export interface FinderAddress {
  postnummer?: string | null;
  q?: string | null;
  page?: number;
}

/**
 * The finder's address for a list: `/forhandlere?postnummer=…&produkt=…|kategori=…&q=…&side=…`,
 * each only when set (page 1 is left out).
 */
export function finderListHref(filter: AssortmentFilter | null, { postnummer, q, page }: FinderAddress): string {
  const query = new URLSearchParams();
  if (postnummer) query.set('postnummer', postnummer);
  for (const [name, value] of Object.entries(assortmentPageQuery(filter))) query.set(name, value);
  if (q?.trim()) query.set(TEXT_PARAM, q.trim());
  if (page && page > 1) query.set(PAGE_PARAM, String(page));
  const text = query.toString();
  return text ? `/forhandlere?${text}` : '/forhandlere';
}

/** A product group as the filter names it: its article number, name, category and its sizes' numbers. */
export interface ProductGroup {
  articleNumber: string;
  name: string;
  category: string;
  articleNumbers: string[];
}

/**
 * What the finder is narrowed to (docs/product.md §2, 'What each dealer carries'): a product group
 * (from a product page, by its article number), several (the Produktveileder's routine,
 * `?produkt=3010,E-720`: the dealers carrying any of them, those carrying all of them first) or a
 * category. A dealer location carries everything when it lists neither categories nor products;
 * else a product when it lists the product's category or the product (its own or one of its sizes'
 * article numbers), a category when it lists the category.
 */
export type AssortmentFilter = ({ kind: 'product' } & ProductGroup) | { kind: 'products'; products: ProductGroup[] } | { kind: 'category'; category: string };

/** At most this many products in one filter (a routine's products); the separator of their numbers in the address. */
export const MAX_FILTER_PRODUCTS = 12;
export const PRODUCT_LIST_SEPARATOR = ',';
/** The longest `produkt` value: MAX_FILTER_PRODUCTS article numbers and their separators. */
export const MAX_PRODUCT_LIST_LENGTH = MAX_FILTER_PRODUCTS * (40 + 1) - 1;

/** The `produkt` value of several article numbers: '3010,E-720'. */
export function productListParam(articleNumbers: readonly string[]): string {
  return articleNumbers.join(PRODUCT_LIST_SEPARATOR);
}

/**
 * The article numbers of a `produkt` value (one, or several separated by commas; repeats dropped),
 * or null when one cannot be an article number or there are more than MAX_FILTER_PRODUCTS.
 * `isArticleNumber` is passed in to keep this module free of the catalogue's.
 */
export function parseProductList(value: string, isArticleNumber: (v: string) => boolean): string[] | null {
  if (value.length > MAX_PRODUCT_LIST_LENGTH) return null;
  const numbers = [...new Set(value.split(PRODUCT_LIST_SEPARATOR).map((n) => n.trim()))];
  if (numbers.length === 0 || numbers.length > MAX_FILTER_PRODUCTS || numbers.some((n) => !isArticleNumber(n))) return null;
  return numbers;
}

/** Under the finder's heading when it is narrowed to several products. */
export const ALL_FIRST_NOTE = 'Forhandlerne som har alle produktene, står først i listen.';

/** The finder narrowed to several products (the Produktveileder's 'Finn forhandler som har dem'). */
export function productsFinderHref(articleNumbers: readonly string[]): string {
  return `/forhandlere?${new URLSearchParams({ [ASSORTMENT_PARAMS.product]: productListParam(articleNumbers) })}`;
}

/** What a dealer location lists (both empty: everything). */
export interface Assortment {
  categories: readonly string[];
  products: readonly string[];
}

/** The finder page's query names of the filter (the search API's are `product` and `category`). */
export const ASSORTMENT_PARAMS = { product: 'produkt', category: 'kategori' } as const;

/** Longest product (article number) and category the filter accepts. */
export const MAX_PRODUCT_PARAM_LENGTH = 40;
export const MAX_CATEGORY_PARAM_LENGTH = 80;

/** What the heading names: the product's name or the category. */
export function assortmentLabel(filter: AssortmentFilter): string {
  if (filter.kind === 'products') {
    const names = filter.products.map((p) => p.name);
    return names.length > 1 ? `${names.slice(0, -1).join(', ')} eller ${names.at(-1)}` : (names[0] ?? '');
  }
  return filter.kind === 'product' ? filter.name : filter.category;
}

function carriesGroup({ categories, products }: Assortment, group: { category: string; articleNumbers?: readonly string[] }): boolean {
  if (categories.length === 0 && products.length === 0) return true;
  if (categories.includes(group.category)) return true;
  return (group.articleNumbers ?? []).some((n) => products.includes(n));
}

/** Whether a location carrying `assortment` carries what the filter names (of several products: any of them). */
export function carries(assortment: Assortment, filter: AssortmentFilter): boolean {
  if (filter.kind === 'products') return filter.products.some((p) => carriesGroup(assortment, p));
  return carriesGroup(assortment, filter);
}

/** Whether it carries every product the filter names (the finder lists these first). */
export function carriesAll(assortment: Assortment, filter: AssortmentFilter): boolean {
  if (filter.kind === 'products') return filter.products.every((p) => carriesGroup(assortment, p));
  return carriesGroup(assortment, filter);
}

/** The page address of the finder narrowed to the filter, with an optional postal code. */
export function finderHref(filter: AssortmentFilter | null, postnummer?: string | null): string {
  return finderListHref(filter, { postnummer });
}

/** The finder narrowed to a product (a product page's 'Finn nærmeste forhandler'). */
export function productFinderHref(articleNumber: string): string {
  return `/forhandlere?${new URLSearchParams({ [ASSORTMENT_PARAMS.product]: articleNumber })}`;
}

/** The search API's query of the filter (`product=` or `category=`), to add to a nearby search. */
export function assortmentQuery(filter: AssortmentFilter | null): Record<string, string> {
  if (filter?.kind === 'product') return { product: filter.articleNumber };
  if (filter?.kind === 'products') return { product: productListParam(filter.products.map((p) => p.articleNumber)) };
  if (filter?.kind === 'category') return { category: filter.category };
  return {};
}

/**
 * The finder page's query of the filter (`produkt=` — one article number or several — or
 * `kategori=`): the same values as assortmentQuery under the page's names, for links and for the
 * hidden fields of the finder's GET forms (so a search without JavaScript keeps the filter).
 */
export function assortmentPageQuery(filter: AssortmentFilter | null): Record<string, string> {
  return Object.fromEntries(Object.entries(assortmentQuery(filter)).map(([name, value]) => [ASSORTMENT_PARAMS[name as keyof typeof ASSORTMENT_PARAMS], value]));
}

/** The list card's heading (docs/product.md §2), in the documented order of precedence. */
export function listHeading({ nearby, filter, count, carrying }: { nearby: boolean; filter: string; count: number; carrying?: string | null }): string {
  if (carrying) return `Forhandlere med ${carrying} (${count})`;
  if (nearby) return `Forhandlere i nærheten (${count})`;
  if (filter.trim()) return `Søkeresultater (${count})`;
  return `Alle forhandlere (${count})`;
}

export const EMPTY_LIST_TEXT = 'Ingen forhandlere funnet. Prøv et annet søk.';

export interface ToastText {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

/** The finder's toasts (docs/product.md §8). */
export const FINDER_TOASTS = {
  noCoordinates: { title: 'Ingen data tilgjengelig', description: 'Vi kunne ikke finne koordinater for forhandlere.', variant: 'destructive' },
  unknownPostalCode: { title: 'Ukjent postnummer', description: 'Kunne ikke finne koordinater for dette postnummeret', variant: 'destructive' },
  noneInRange: { title: 'Ingen forhandlere funnet', description: 'Fant ingen forhandlere innen 100 km fra dette postnummeret', variant: 'destructive' },
  failure: { title: 'Feil', description: 'Kunne ikke finne forhandlere', variant: 'destructive' },
  missingCoordinates: {
    title: 'Manglende informasjon',
    description: 'Denne forhandleren mangler kartposisjon, så den kan ikke vises på kartet.',
    variant: 'destructive',
  },
  geolocationDenied: {
    title: 'Posisjon ikke tilgjengelig',
    description: 'Vi fikk ikke tilgang til posisjonen din. Tillat posisjon i nettleseren, eller søk med postnummer.',
    variant: 'destructive',
  },
  noneNearPosition: { title: 'Ingen forhandlere funnet', description: 'Fant ingen forhandlere innen 100 km fra posisjonen din', variant: 'destructive' },
  unknownProduct: { title: 'Ukjent produkt', description: 'Fant ikke produktet. Viser alle forhandlere.', variant: 'destructive' },
  unknownCategory: { title: 'Ukjent kategori', description: 'Fant ikke kategorien. Viser alle forhandlere.', variant: 'destructive' },
} as const satisfies Record<string, ToastText>;

/** 'Ingen forhandlere funnet' when the list is narrowed: none carrying it within 100 km. */
export function noneCarryingToast(label: string, byPosition = false): ToastText {
  const from = byPosition ? 'posisjonen din' : 'dette postnummeret';
  return { title: 'Ingen forhandlere funnet', description: `Fant ingen forhandlere med ${label} innen 100 km fra ${from}`, variant: 'destructive' };
}

/** 'Fant N forhandler(e) i nærheten' (docs/product.md §8). */
export function foundToast(count: number): ToastText {
  return { title: 'Forhandlere funnet', description: `Fant ${count} forhandler(e) i nærheten`, variant: 'default' };
}

/** The toast for a search that found nothing to show, by status (`carrying`: the filter's label). */
export function statusToast(status: Exclude<NearbyStatus, 'ok'>, byPosition = false, carrying?: string | null): ToastText {
  if (status === 'none-in-range' && carrying) return noneCarryingToast(carrying, byPosition);
  switch (status) {
    case 'no-coordinates':
      return FINDER_TOASTS.noCoordinates;
    case 'unknown-postal-code':
      return FINDER_TOASTS.unknownPostalCode;
    case 'none-in-range':
      return byPosition ? FINDER_TOASTS.noneNearPosition : FINDER_TOASTS.noneInRange;
  }
}

/** Whether a dealer lacks details the finder would fetch from Places when it is selected. */
export function needsDetails(d: Pick<FinderDealer, 'weeklyHours' | 'phoneNumber' | 'website'>): boolean {
  return d.weeklyHours === null || !d.phoneNumber || !d.website;
}

/** What the search API accepts as a postal code: 4 letters or digits (docs/product.md §5). */
export const POSTAL_QUERY_PATTERN = /^[0-9A-Za-z]{4}$/;

/**
 * The finder's own search form, submitted without JavaScript, adds this field (`kilde=skjema`) so
 * the server answers it as a typed search; a bare `?postnummer=` is a link and follows the rule of
 * the address (docs/product.md §2 and 5). next.config.mjs rewrites `/forhandlere` carrying
 * `postnummer` or this field to the per-request search page (app/forhandlere/sok), by these names.
 */
export const FORM_SOURCE = { name: 'kilde', value: 'skjema' } as const;

/** The query of a finder page, as Next.js gives `searchParams` (a repeated key is an array). */
export type FinderQuery = Record<string, string | string[] | undefined>;

/** How the server answers a finder address: nothing to search, a message at once, or a search. */
export type FinderSearchPlan =
  { kind: 'none' } | { kind: 'message'; postnummer: string; message: ToastText } | { kind: 'search'; postnummer: string; code: string };

/** The outcome of a postal search the server answered, as the page shows it. */
export interface FinderSearchOutcome {
  /** The code as given, for the postal-code field (at most 4 characters). */
  postnummer: string;
  /** The nearby dealers when the search found some (status 'ok'), else null (the full list shows). */
  result: NearbyResult | null;
  /** The §8 message: shown in the page (readable without JavaScript) and, with JavaScript, as the toast. */
  message: ToastText;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Plans the server's answer to `?postnummer=` (docs/product.md §2 and 5):
 * - from the finder's form (`kilde=skjema`): the typed-search rule, exactly 4 characters after
 *   trimming, else 'Ugyldig postnummer'; 4 characters the search API refuses (not letters or
 *   digits) get 'Ukjent postnummer', as the finder shows any refused query;
 * - from a link: exactly 4 digits, else 'Ugyldig postnummer i URL' (a repeated parameter too).
 * No `postnummer` at all (or an empty one from a link) means no search.
 */
export function planFinderSearch(query: FinderQuery): FinderSearchPlan {
  const raw = query.postnummer;
  const fromForm = first(query[FORM_SOURCE.name]) === FORM_SOURCE.value;
  const value = first(raw) ?? '';
  if (!fromForm && !value) return { kind: 'none' };
  const postnummer = value.trim().slice(0, 4);
  if (fromForm) {
    if (Array.isArray(raw) && raw.length > 1) return { kind: 'message', postnummer, message: FINDER_TOASTS.unknownPostalCode };
    if (!isValidPostalSearch(value)) return { kind: 'message', postnummer, message: { ...POSTAL_MESSAGES.invalid, variant: 'destructive' } };
    const code = value.trim();
    if (!POSTAL_QUERY_PATTERN.test(code)) return { kind: 'message', postnummer, message: FINDER_TOASTS.unknownPostalCode };
    return { kind: 'search', postnummer, code };
  }
  if (Array.isArray(raw) || !isValidPostalCodeParam(value)) {
    return { kind: 'message', postnummer, message: { ...POSTAL_MESSAGES.invalidInUrl, variant: 'destructive' } };
  }
  return { kind: 'search', postnummer, code: value };
}

/** The page's outcome of a search that ran (a result) or failed (null: 'Kunne ikke finne forhandlere'). */
export function searchOutcome(postnummer: string, result: NearbyResult | null, carrying?: string | null): FinderSearchOutcome {
  if (!result) return { postnummer, result: null, message: FINDER_TOASTS.failure };
  if (result.status === 'ok') return { postnummer, result, message: foundToast(result.total) };
  return { postnummer, result: null, message: statusToast(result.status, false, carrying) };
}

/** The page's outcome of a plan that needed no search (a message at once). */
export function messageOutcome(plan: Extract<FinderSearchPlan, { kind: 'message' }>): FinderSearchOutcome {
  return { postnummer: plan.postnummer, result: null, message: plan.message };
}
