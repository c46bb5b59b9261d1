/**
 * The nearby-dealer search (docs/product.md §5), on the server against PostgreSQL:
 *   1. the centre (centreForPostalCode): a code Norway's postal register does not place is
 *      unknown (no query); else a Norwegian dealer with coordinates whose address has that postal
 *      code, else the postal-prefix table (3-character prefix first, then 2-character);
 *   2. candidates: dealers with coordinates inside the radius's bounding box (indexed);
 *   3. exact great-circle distance (Earth radius 6371 km), within 100 km, nearest first,
 *      the nearest NEARBY_LIMIT returned with the count of all.
 * The same search runs from a position ('Bruk min posisjon'). Either may be narrowed to the dealers
 * carrying a product or a category (docs/product.md §2, 'What each dealer carries'): one more
 * condition on the candidates (carryingCondition).
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { prisma, type PrismaClient } from '../db';
import { Prisma } from '../generated/prisma/client';
import { postalPrefixCentres } from './postal-prefixes';
import { addDays, osloToday, readPeriods, readWeeklyHours } from './hours-core';
import { boundingBox, EARTH_RADIUS_KM, SEARCH_RADIUS_KM, type LatLng } from './geo';
import { logger } from '../logger';
import { PRODUCTS_TAG } from '../catalogue/queries';
import { isArticleNumber } from '../catalogue/article-number';
import { isCleanLine } from '../validation/text';
import { noteUnmetPostalSearch } from '../insight/record';
import {
  ASSORTMENT_PARAMS,
  FAG_NAMES,
  FINDER_PAGE_SIZE,
  FINDER_TOASTS,
  MAX_CATEGORY_PARAM_LENGTH,
  assortmentLabel,
  carries,
  messageOutcome,
  pageCountOf,
  parseProductList,
  planFinderSearch,
  searchOutcome,
  textMatch,
  type FinderDealer,
  type FinderListPage,
  type FinderQuery,
  type FinderSearchOutcome,
  type AssortmentFilter,
  type NearbyDealer,
  type NearbyResult,
  type SearchedPlace,
  type ToastText,
  placePageHref,
} from './finder';
import { lookupPostalCode, norwegianPlaceOfAddress, placeSlug, type PostalCodeLookup } from './postal-register';

export const DEALERS_TAG = 'dealers';

const PREFIX_CENTRES = new Map(postalPrefixCentres.map((p) => [p.prefix, { lat: p.lat, lng: p.lng }]));

/** The prefix-table centre of a postal code: 3-character prefix first, then 2-character. */
export function prefixCentre(code: string): LatLng | null {
  return PREFIX_CENTRES.get(code.slice(0, 3)) ?? PREFIX_CENTRES.get(code.slice(0, 2)) ?? null;
}

const FINDER_SELECT = {
  id: true,
  slug: true,
  name: true,
  address: true,
  lat: true,
  lng: true,
  formattedAddress: true,
  phoneNumber: true,
  website: true,
  weeklyHours: true,
  categories: true,
  products: true,
} as const;

/** How far ahead the finder's dealers carry their special days ('open now' looks a month ahead). */
export const FINDER_SPECIAL_DAYS_AHEAD = 40;

/** A dealer's special days of the coming FINDER_SPECIAL_DAYS_AHEAD days (Oslo), as JSON, for the raw queries. */
const SPECIAL_DAYS_COLUMN = Prisma.sql`COALESCE((
    SELECT json_agg(json_build_object('date', to_char(s.date, 'YYYY-MM-DD'), 'periods', s.periods, 'note', s.note) ORDER BY s.date)
    FROM dealer_special_days s
    WHERE s."locationId" = "DealerLocation".id
      AND s.date >= (now() AT TIME ZONE 'Europe/Oslo')::date
      AND s.date < (now() AT TIME ZONE 'Europe/Oslo')::date + ${FINDER_SPECIAL_DAYS_AHEAD}::int
  ), '[]'::json) AS "specialDays"`;

/** A row's stored hours (JSON) as the finder has them. */
function withHours<T extends { weeklyHours: unknown; specialDays: unknown }>(
  row: T,
): Omit<T, 'weeklyHours' | 'specialDays'> & Pick<FinderDealer, 'weeklyHours' | 'specialDays'> {
  const special = Array.isArray(row.specialDays) ? (row.specialDays as { date: unknown; periods: unknown; note: unknown }[]) : [];
  return {
    ...row,
    weeklyHours: readWeeklyHours(row.weeklyHours),
    specialDays: special.map((d) => ({ date: String(d.date), periods: readPeriods(d.periods), note: typeof d.note === 'string' ? d.note : null })),
  };
}

/** A dealer location with what it carries (its categories and products; both empty = everything). */
export interface StockedDealer extends FinderDealer {
  categories: string[];
  products: string[];
}

/** Every dealer location, by name (the finder's 'Alle forhandlere'), with what it carries. */
export async function loadFinderDealers(client: PrismaClient): Promise<StockedDealer[]> {
  const today = osloToday();
  const rows = await client.dealerLocation.findMany({
    select: {
      ...FINDER_SELECT,
      specialDays: {
        select: { date: true, periods: true, note: true },
        where: { date: { gte: new Date(`${today}T00:00:00Z`), lt: new Date(`${addDays(today, FINDER_SPECIAL_DAYS_AHEAD)}T00:00:00Z`) } },
        orderBy: { date: 'asc' },
      },
    },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => ({
    ...withHours(row),
    specialDays: row.specialDays.map((d) => ({ date: d.date.toISOString().slice(0, 10), periods: readPeriods(d.periods), note: d.note })),
  }));
}

/**
 * The list the finder shows: the dealers carrying the filter's category (all without a filter),
 * as the cards need them (the categories stay on the server, out of the page's HTML).
 */
export function dealersCarrying(dealers: readonly StockedDealer[], filter: AssortmentFilter | null): FinderDealer[] {
  return dealers.flatMap(({ categories, products, ...dealer }) => (!filter || carries({ categories, products }, filter) ? [dealer] : []));
}

/** The categories the finder's filter offers: every product's (non-blank), in Norwegian order. */
export async function loadAssortmentCategories(client: PrismaClient): Promise<string[]> {
  const rows = await client.product.findMany({ distinct: ['category'], select: { category: true } });
  return [...new Set(rows.map((r) => r.category.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'nb'));
}

/** The filter's categories from the server cache (a product or dealer change revalidates them). */
export const listAssortmentCategories = unstable_cache(() => loadAssortmentCategories(prisma), ['finder-categories'], {
  tags: [DEALERS_TAG, PRODUCTS_TAG],
  revalidate: 3600,
});

/** The product group of an article number (its own, or one of its sizes'), as the filter names it; null when unknown. */
export async function findAssortmentProduct(client: PrismaClient, articleNumber: string): Promise<Extract<AssortmentFilter, { kind: 'product' }> | null> {
  const row = await client.product.findFirst({
    where: { OR: [{ articleNumber }, { variants: { some: { articleNumber } } }] },
    select: { articleNumber: true, name: true, category: true, variants: { select: { articleNumber: true } } },
  });
  if (!row) return null;
  const articleNumbers = [...new Set([row.articleNumber, ...row.variants.map((v) => v.articleNumber)])];
  return { kind: 'product', articleNumber: row.articleNumber, name: row.name, category: row.category.trim(), articleNumbers };
}

/**
 * The filter of a `produkt` value (parseProductList): one product group as before, or several (a
 * routine's products; sizes of one group count once). Unknown numbers are left out; null when none
 * is known.
 */
export async function findAssortmentProducts(
  client: PrismaClient,
  articleNumbers: readonly string[],
): Promise<Exclude<AssortmentFilter, { kind: 'category' }> | null> {
  const found = await Promise.all(articleNumbers.map((n) => findAssortmentProduct(client, n)));
  const groups = [...new Map(found.flatMap((g) => (g ? [[g.articleNumber, g] as const] : []))).values()];
  if (groups.length === 0) return null;
  if (groups.length === 1) return groups[0];
  return { kind: 'products', products: groups.map(({ kind, ...group }) => (void kind, group)) };
}

/** The category filter, when some product has the category (exact match); null when none has. */
export async function findAssortmentCategory(client: PrismaClient, category: string): Promise<Extract<AssortmentFilter, { kind: 'category' }> | null> {
  const row = await client.product.findFirst({ where: { category }, select: { id: true } });
  return row ? { kind: 'category', category } : null;
}

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/**
 * The finder page's filter from `?produkt=` (a product page's handover; wins) or `?kategori=`:
 * none when both are blank; an unknown one (or one that cannot be an article number or a
 * single-line category) shows every dealer with a message.
 */
export async function resolveFinderAssortment(
  client: PrismaClient,
  query: FinderQuery,
): Promise<{ filter: AssortmentFilter | null; message: ToastText | null }> {
  const product = firstValue(query[ASSORTMENT_PARAMS.product]);
  if (product) {
    const numbers = parseProductList(product, isArticleNumber);
    const filter = numbers ? await findAssortmentProducts(client, numbers) : null;
    return filter ? { filter, message: null } : { filter: null, message: FINDER_TOASTS.unknownProduct };
  }
  const category = firstValue(query[ASSORTMENT_PARAMS.category]);
  if (category) {
    const filter = category.length <= MAX_CATEGORY_PARAM_LENGTH && isCleanLine(category) ? await findAssortmentCategory(client, category) : null;
    return filter ? { filter, message: null } : { filter: null, message: FINDER_TOASTS.unknownCategory };
  }
  return { filter: null, message: null };
}

/** A LIKE pattern containing the text: `%`, `_` and the escape character `\` are plain characters. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The SQL condition of the text filter (finder.ts textMatch, the same rule as filterDealers): the
 * name or the address contains the text, or for 'fag…' the name contains 'fagmøbler' or
 * 'fagmobler'; case-insensitive (lower() folds æ, ø and å too). `lower(…) LIKE '%…%'`, so the
 * trigram indexes on lower(name) and lower(address) (migration 20261124233000_dealer_text_filter)
 * answer a text of 3 characters or more. Empty for a blank text.
 */
export function textCondition(text: string): Prisma.Sql {
  const match = textMatch(text);
  if (match.kind === 'all') return Prisma.empty;
  if (match.kind === 'fag')
    return Prisma.sql`AND (${Prisma.join(
      FAG_NAMES.map((n) => Prisma.sql`lower(name) LIKE ${containsPattern(n)}`),
      ' OR ',
    )})`;
  const pattern = containsPattern(match.needle);
  return Prisma.sql`AND (lower(name) LIKE ${pattern} OR lower(address) LIKE ${pattern})`;
}

/** What a page of the finder's list ('Alle forhandlere', 'Søkeresultater') is narrowed to. */
export interface FinderListQuery {
  /** The text filter (`?q=`); blank: every dealer. */
  q?: string;
  filter?: AssortmentFilter | null;
  /** 1 = first; past the last page, the last page is answered. */
  page?: number;
}

/**
 * A page of the finder's list, by name (docs/product.md §2, 'The finder at any size'): the dealers
 * matching the text filter and carrying the filter's product or category, FINDER_PAGE_SIZE at a
 * time, with the count of all. Two indexed queries (the count, then the page by name); only the
 * page's rows cross the wire, so the page costs the same at 112 or 100,000 locations.
 */
export async function loadFinderPage(client: PrismaClient, { q = '', filter = null, page = 1 }: FinderListQuery = {}): Promise<FinderListPage<FinderDealer>> {
  const where = Prisma.sql`WHERE TRUE ${textCondition(q)} ${filter ? Prisma.sql`AND ${carryingCondition(filter)}` : Prisma.empty}`;
  // Narrowed to several products, the locations carrying all of them come first (docs/product.md §2).
  const several = allFirst([filter]);
  const first = several.length ? Prisma.sql`${carryingAllCondition(several[0])} DESC,` : Prisma.empty;
  const [{ total }] = await client.$queryRaw<Array<{ total: bigint }>>`SELECT count(*) AS total FROM "DealerLocation" ${where}`;
  const count = Number(total);
  const pageCount = pageCountOf(count);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const dealers = count
    ? (
        await client.$queryRaw<Array<FinderDealer & { weeklyHours: unknown; specialDays: unknown }>>`
        SELECT id, slug, name, address, lat, lng, "formattedAddress", "phoneNumber", website, "weeklyHours", ${SPECIAL_DAYS_COLUMN}
        FROM "DealerLocation" ${where}
        ORDER BY ${first} name, id
        LIMIT ${FINDER_PAGE_SIZE} OFFSET ${(current - 1) * FINDER_PAGE_SIZE}`
      ).map(withHours)
    : [];
  return { dealers, total: count, page: current, pageCount };
}

/**
 * A page of every dealer (no text filter, no product filter) from the server cache (tag 'dealers';
 * a dealer change revalidates it): the bare /forhandlere and its pages.
 */
export const listFinderPage = unstable_cache((page: number) => loadFinderPage(prisma, { page }), ['finder-page'], {
  tags: [DEALERS_TAG],
  revalidate: 3600,
});

/** A page of the list for a query: from the cache when it is unfiltered, else from the database. */
export function finderListPage(query: FinderListQuery): Promise<FinderListPage<FinderDealer>> {
  if (!query.q?.trim() && !query.filter) return listFinderPage(query.page ?? 1);
  return loadFinderPage(prisma, query);
}

/** A Norwegian dealer's centre of a postal code: how many candidate addresses are read at most. */
const CENTRE_CANDIDATES = 50;

/**
 * The searched point of a postal code (docs/product.md §5), or null when Norway's postal register
 * does not place the code ('Ukjent postnummer', decided without a database query):
 *   1. a Norwegian dealer with coordinates whose address has that postal code
 *      (norwegianPlaceOfAddress: '9000 Aalborg' in Denmark is not Norway's 9000);
 *   2. else the postal-prefix table, 3-character prefix first, then 2-character (it has a centre
 *      for every code of the register).
 */
export async function centreForPostalCode(client: PrismaClient, code: string): Promise<LatLng | null> {
  const found = lookupPostalCode(code);
  return found ? centreOfPlacedCode(client, found) : null;
}

async function centreOfPlacedCode(client: PrismaClient, { code }: PostalCodeLookup): Promise<LatLng | null> {
  // The code as a whole number followed by a word (the place): digits may not touch it. The LIKE
  // first lets the trigram index on lower(address) find the few candidates (without it a code no
  // address holds read every row: 15–60 ms at 100,000 locations); the regex narrows, the register decides.
  const own = await client.$queryRaw<Array<{ lat: number; lng: number; address: string }>>`
    SELECT lat, lng, address FROM "DealerLocation"
    WHERE lat IS NOT NULL AND lng IS NOT NULL AND lower(address) LIKE ${`%${code}%`} AND address ~ ${`(^|[^0-9])${code}\\s+[^,0-9\\s]`}
    ORDER BY id LIMIT ${CENTRE_CANDIDATES}`;
  const dealer = own.find((row) => norwegianPlaceOfAddress(row.address)?.postalCode === code);
  if (dealer) return { lat: dealer.lat, lng: dealer.lng };
  // The prefix table places every code of the register (postal-register.test.ts checks it), so the
  // code's place never needs its dealers as a last resort.
  return prefixCentre(code);
}

/**
 * The register's place of a searched code as the finder shows it ('0150 Oslo'), with the place
 * page's address when one of the dealers found is in that place (so the place has its page).
 */
function searchedPlace({ code, place }: PostalCodeLookup, dealers: readonly Pick<FinderDealer, 'address'>[]): SearchedPlace {
  const slug = placeSlug(place);
  const hasPage = dealers.some((d) => norwegianPlaceOfAddress(d.address)?.slug === slug);
  return { label: `${code} ${place}`, name: place, href: hasPage ? placePageHref(slug) : null };
}

/**
 * A location that lists nothing carries everything. The same expression as the partial indexes of
 * migration 20261125000000_dealer_carries_all_index, so the planner can use them.
 */
const CARRIES_ALL = Prisma.sql`(cardinality(categories) = 0 AND cardinality(products) = 0)`;

/** A location that lists the group's category or one of its article numbers. */
function listsGroup(group: { category: string; articleNumbers?: readonly string[] }): Prisma.Sql {
  return Prisma.sql`(categories @> ARRAY[${group.category}]::text[] OR products && ${[...(group.articleNumbers ?? [])]}::text[])`;
}

/**
 * A location that lists what it carries lists the filter's category or one of the product's article
 * numbers; of several products, what one of them needs.
 */
function listsCondition(filter: AssortmentFilter): Prisma.Sql {
  if (filter.kind === 'products') return Prisma.sql`(${Prisma.join(filter.products.map(listsGroup), ' OR ')})`;
  return listsGroup(filter);
}

/** The SQL condition of `carries` (finder.ts): lists nothing (everything), the category, or for a product one of its article numbers. */
function carryingCondition(filter: AssortmentFilter): Prisma.Sql {
  return Prisma.sql`(${CARRIES_ALL} OR ${listsCondition(filter)})`;
}

/** The SQL condition of `carriesAll` (finder.ts): of several products, what every one of them needs; else `carries`. */
function carryingAllCondition(filter: AssortmentFilter): Prisma.Sql {
  if (filter.kind !== 'products') return carryingCondition(filter);
  return Prisma.sql`(${CARRIES_ALL} OR (${Prisma.join(filter.products.map(listsGroup), ' AND ')}))`;
}

/** A filter of several products orders the locations carrying all of them first. */
const allFirst = (filters: readonly (AssortmentFilter | null)[]) =>
  filters.filter((f): f is Extract<AssortmentFilter, { kind: 'products' }> => f?.kind === 'products');

/** At most this many nearby dealers are returned (the nearest); `total` counts them all. */
export const NEARBY_LIMIT = 500;

/**
 * Dealers with coordinates within the radius of a point, nearest first, at most `limit`, with
 * the number of all within the radius. PostgreSQL does the work, in two steps so the cost does not
 * grow with the dealers in range (bench/README.md, 'The finder at any size'):
 *   1. the count: the (lat, lng) index narrows to the bounding box and the haversine test (radius
 *      6371 km, as `distanceKm`) runs on the index's own columns — an index-only scan, no row read
 *      (with a product or category filter, the candidates' rows are read for what they carry);
 *   2. the nearest `limit`: the rows within a smaller radius that should hold a few more than
 *      `limit` at the density the count shows, sorted; if it holds fewer (and is not yet the
 *      whole radius) the radius grows and the step is repeated. Every dealer within r is nearer than
 *      any outside it, so once r holds `limit` of them they are the nearest `limit`.
 * Both steps use the same test (the haversine term against its value at the radius), so the count
 * and the list agree at the edge.
 */
export async function dealersNear(
  client: PrismaClient,
  centre: LatLng,
  radiusKm = SEARCH_RADIUS_KM,
  limit = NEARBY_LIMIT,
  filters: readonly AssortmentFilter[] = [],
): Promise<{ dealers: NearbyDealer[]; total: number }> {
  // The haversine term: 0 at the centre, sin²(r / 2R) at distance r.
  const term = Prisma.sql`(power(sin(radians(lat - ${centre.lat}::float8) / 2), 2)
    + cos(radians(${centre.lat}::float8)) * cos(radians(lat)) * power(sin(radians(lng - ${centre.lng}::float8) / 2), 2))`;
  const inDisc = (r: number) => {
    const box = boundingBox(centre, r);
    return Prisma.sql`lat BETWEEN ${box.minLat}::float8 AND ${box.maxLat}::float8
      AND lng BETWEEN ${box.minLng}::float8 AND ${box.maxLng}::float8
      AND ${term} <= ${Math.sin(r / (2 * EARTH_RADIUS_KM)) ** 2}::float8`;
  };
  const carrying = filters.length ? Prisma.sql`AND ${Prisma.join(filters.map(carryingCondition), ' AND ')}` : Prisma.empty;
  const within = (r: number) => Prisma.sql`${inDisc(r)} ${carrying}`;

  // Narrowed to what dealers carry, the count is two: those that carry everything (index-only, on
  // the partial index of them) and those that list what the filters name (the rows of the narrowed
  // ones only, found by theirs).
  const [{ total: counted }] = filters.length
    ? await client.$queryRaw<Array<{ total: bigint }>>`
        SELECT (SELECT count(*) FROM "DealerLocation" WHERE ${inDisc(radiusKm)} AND ${CARRIES_ALL})
          + (SELECT count(*) FROM "DealerLocation" WHERE ${inDisc(radiusKm)} AND NOT ${CARRIES_ALL} AND ${Prisma.join(filters.map(listsCondition), ' AND ')}) AS total`
    : await client.$queryRaw<Array<{ total: bigint }>>`SELECT count(*) AS total FROM "DealerLocation" WHERE ${within(radiusKm)}`;
  const total = Number(counted);
  if (total === 0 || limit <= 0) return { dealers: [], total };

  // Narrowed to several products: whether each carries all of them, to list those first (nearest first within each).
  const several = allFirst(filters);
  const all = several.length ? Prisma.join(several.map(carryingAllCondition), ' AND ') : Prisma.sql`TRUE`;

  // At the density counted, a disc holding about 1.3 × limit; the whole radius when it holds no more than that.
  let r = total <= limit ? radiusKm : Math.min(radiusKm, radiusKm * Math.sqrt((1.3 * limit) / total));
  for (;;) {
    const raw = await client.$queryRaw<Array<NearbyDealer & { carriesAll: boolean; weeklyHours: unknown; specialDays: unknown }>>`
      SELECT id, slug, name, address, lat, lng, "formattedAddress", "phoneNumber", website, "weeklyHours", ${SPECIAL_DAYS_COLUMN},
        2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(${term}))) AS "distanceKm", ${all} AS "carriesAll"
      FROM "DealerLocation"
      WHERE ${within(r)}
      ORDER BY "distanceKm", name, id
      LIMIT ${limit}`;
    const rows = raw.map(withHours);
    if (rows.length >= limit || r >= radiusKm) {
      // A stable sort: the nearest `limit` stay the ones answered, those carrying everything move up.
      const ordered = several.length ? [...rows.filter((d) => d.carriesAll), ...rows.filter((d) => !d.carriesAll)] : rows;
      return { dealers: ordered.map(({ carriesAll, ...dealer }) => (void carriesAll, dealer)), total };
    }
    r = Math.min(radiusKm, r * 1.6);
  }
}

async function anyDealerHasCoordinates(client: PrismaClient): Promise<boolean> {
  return (await client.dealerLocation.findFirst({ select: { id: true }, where: { lat: { not: null }, lng: { not: null } } })) !== null;
}

/**
 * The nearby search for a postal code (validated by the caller: 4 letters or digits); with
 * `filters`, only dealers carrying every one of them ('none-in-range' when none within 100 km does).
 * A code Norway's postal register does not place is 'unknown-postal-code' before any query.
 */
export async function searchByPostalCode(client: PrismaClient, code: string, filters: readonly AssortmentFilter[] = []): Promise<NearbyResult> {
  const found = lookupPostalCode(code);
  if (!found) return { status: 'unknown-postal-code', centre: null, dealers: [], total: 0, place: null };
  if (!(await anyDealerHasCoordinates(client))) return { status: 'no-coordinates', centre: null, dealers: [], total: 0, place: searchedPlace(found, []) };
  const centre = await centreOfPlacedCode(client, found);
  if (!centre) return { status: 'unknown-postal-code', centre: null, dealers: [], total: 0, place: searchedPlace(found, []) };
  const { dealers, total } = await dealersNear(client, centre, SEARCH_RADIUS_KM, NEARBY_LIMIT, filters);
  return { status: total ? 'ok' : 'none-in-range', centre, dealers, total, place: searchedPlace(found, dealers) };
}

/** The nearby search from a position (validated by the caller), narrowed like searchByPostalCode. */
export async function searchByPosition(client: PrismaClient, centre: LatLng, filters: readonly AssortmentFilter[] = []): Promise<NearbyResult> {
  if (!(await anyDealerHasCoordinates(client))) return { status: 'no-coordinates', centre, dealers: [], total: 0, place: null };
  const { dealers, total } = await dealersNear(client, centre, SEARCH_RADIUS_KM, NEARBY_LIMIT, filters);
  return { status: total ? 'ok' : 'none-in-range', centre, dealers, total, place: null };
}

/**
 * The finder page's answer to `?postnummer=` (a link, or the search form sent without
 * JavaScript): null when there is nothing to search, else the outcome with its §8 message. A
 * failing search is logged and answered with 'Kunne ikke finne forhandlere' (the list still shows).
 * With a filter, only the dealers carrying it are searched.
 */
export async function answerFinderSearch(
  client: PrismaClient,
  query: FinderQuery,
  filter: AssortmentFilter | null = null,
): Promise<FinderSearchOutcome | null> {
  const plan = planFinderSearch(query);
  if (plan.kind === 'none') return null;
  if (plan.kind === 'message') return messageOutcome(plan);
  try {
    const result = await searchByPostalCode(client, plan.code, filter ? [filter] : []);
    // Demand insight, after the answer (lib/insight/record.ts): no dealer within 100 km, or none carrying the product.
    if (result.status === 'none-in-range' && (!filter || filter.kind === 'product')) noteUnmetPostalSearch(plan.code, filter?.articleNumber);
    return searchOutcome(plan.postnummer, result, filter && assortmentLabel(filter));
  } catch (error) {
    logger.error({ err: error }, 'Forhandlersøket på siden feilet');
    return searchOutcome(plan.postnummer, null);
  }
}

/** The finder page's answer to its query: the filter (`?produkt=`, `?kategori=`) and the postal search within it. */
export async function answerFinderPage(
  client: PrismaClient,
  query: FinderQuery,
): Promise<{ initial: FinderSearchOutcome | null; filter: AssortmentFilter | null }> {
  const { filter, message } = await resolveFinderAssortment(client, query);
  const initial = await answerFinderSearch(client, query, filter);
  // An unknown filter's message shows when no search message replaces it.
  if (message && !initial) return { initial: { postnummer: '', result: null, message }, filter };
  return { initial, filter };
}
