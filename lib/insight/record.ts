/**
 * Recording unmet demand and what visitors ask for (docs/product.md: Oversikt). Only aggregates are
 * stored: a postal code, a normalised search term, an advisor path (material, setting, task) or a
 * product's article number, the ISO week (its Monday) and a count — no address, IP, cookie or
 * account. Each key counts at most once per client address and day (lib/insight/dedupe.ts: a
 * salted hash that goes with the day), and one client adds at most DEMAND_KEYS_PER_CLIENT_DAY keys
 * of a kind a day. Each record is one upsert (INSERT … ON CONFLICT DO UPDATE count = count + 1)
 * run after the answer is sent (`after()` from next/server), so it costs the visitor nothing
 * measurable and never fails the visitor's request: an error is logged, never thrown.
 *
 * The `note…` calls are for the pages and route handlers that render an answer per request (they
 * read the request's client address with `headers()`): a statically rendered page counts nothing.
 * A request from a known crawler (its User-Agent, lib/insight/crawlers.ts) is never counted: one
 * rule, in `requestVisitor`, for every count.
 */
import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { after } from 'next/server';
import { prisma, type PrismaClient } from '../db';
import { isArticleNumber } from '../catalogue/article-number';
import { hasCoverage, parseQuantityInput, type CoverageFacts } from '../catalogue/quantity';
import { SETTINGS, TASKS } from '../catalogue/facts';
import { env } from '../env';
import { logger } from '../logger';
import { clientIp, UNKNOWN_CLIENT } from '../security/client-ip';
import { isCrawler } from './crawlers';
import { firstVisitToday, type DemandKind } from './dedupe';
import { DEMAND_TERMS_PER_WEEK } from './limits';
import { demandTerm } from './terms';
import { isoWeekStart } from './week';

export { demandTerm };

/** 'YYYY-MM-DD' of the week's Monday (sent as text and cast to date: no time-zone shift). */
function weekKey(now: Date): string {
  return isoWeekStart(now).toISOString().slice(0, 10);
}

const isPostalKey = (postalCode: string, product: string) => /^\d{4}$/.test(postalCode) && (product === '' || isArticleNumber(product));

/**
 * Adds one to a postal code's count this week: a finder search with no dealer within 100 km, or,
 * with `product` (an article number), none carrying that product.
 */
export async function recordUnmetPostalSearch(client: PrismaClient, postalCode: string, now: Date = new Date(), product = ''): Promise<boolean> {
  if (!isPostalKey(postalCode, product)) return false;
  const week = weekKey(now);
  await client.$executeRaw`
    INSERT INTO demand_postal_searches ("weekStart", "postalCode", "product", "count") VALUES (${week}::date, ${postalCode}, ${product}, 1)
    ON CONFLICT ("weekStart", "postalCode", "product") DO UPDATE SET "count" = demand_postal_searches."count" + 1`;
  return true;
}

/**
 * Adds one to a search term's count this week (a product search with no result). A week keeps at
 * most `cap` distinct terms (DEMAND_TERMS_PER_WEEK): past it only terms already there grow, so a
 * flood of random strings cannot grow the table without bound. True when a row was written.
 */
export async function recordUnmatchedProductSearch(
  client: PrismaClient,
  raw: unknown,
  now: Date = new Date(),
  cap: number = DEMAND_TERMS_PER_WEEK,
): Promise<boolean> {
  const term = demandTerm(raw);
  if (!term) return false;
  const week = weekKey(now);
  const written = await client.$executeRaw`
    INSERT INTO demand_product_searches ("weekStart", "term", "count")
    SELECT ${week}::date, ${term}, 1
    WHERE EXISTS (SELECT 1 FROM demand_product_searches WHERE "weekStart" = ${week}::date AND "term" = ${term})
       OR (SELECT count(*) FROM demand_product_searches WHERE "weekStart" = ${week}::date) < ${cap}
    ON CONFLICT ("weekStart", "term") DO UPDATE SET "count" = demand_product_searches."count" + 1`;
  return written > 0;
}

/** An advisor path: the material's UseTerm slug, the setting and the task (lib/catalogue/facts.ts). */
export interface AdvisorPath {
  material: string;
  setting: string;
  task: string;
}

/** A UseTerm slug's form (as lib/admin/product-facts/schema.ts USE_TERM_KEY), at most 60 characters. */
const MATERIAL_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True when the path is one the advisor can ask: a slug, a known setting and a known task. */
export function isAdvisorPath(path: AdvisorPath): boolean {
  return (
    typeof path.material === 'string' &&
    path.material.length <= 60 &&
    MATERIAL_SLUG.test(path.material) &&
    SETTINGS.some((s) => s.value === path.setting) &&
    TASKS.some((t) => t.value === path.task)
  );
}

/** Adds one to an advisor path's count this week (an advisor answer with no product). True when written. */
export async function recordAdvisorMiss(client: PrismaClient, path: AdvisorPath, now: Date = new Date()): Promise<boolean> {
  if (!isAdvisorPath(path)) return false;
  await client.$executeRaw`
    INSERT INTO demand_advisor_misses ("weekStart", "material", "setting", "task", "count")
    VALUES (${weekKey(now)}::date, ${path.material}, ${path.setting}, ${path.task}, 1)
    ON CONFLICT ("weekStart", "material", "setting", "task") DO UPDATE SET "count" = demand_advisor_misses."count" + 1`;
  return true;
}

/** Adds one to a product's calculator count this week (one valid answer). True when written. */
export async function recordCalculatorUse(client: PrismaClient, articleNumber: string, now: Date = new Date()): Promise<boolean> {
  if (!isArticleNumber(articleNumber)) return false;
  await client.$executeRaw`
    INSERT INTO demand_calculator_uses ("weekStart", "product", "count") VALUES (${weekKey(now)}::date, ${articleNumber}, 1)
    ON CONFLICT ("weekStart", "product") DO UPDATE SET "count" = demand_calculator_uses."count" + 1`;
  return true;
}

/**
 * Runs `work` after the response has been sent; its failure is logged only. Outside a request
 * (a script, a test) `after` is unavailable: nothing is recorded, a debug line says so.
 */
export function afterResponse(what: string, work: () => Promise<unknown>): void {
  try {
    after(async () => {
      try {
        await work();
      } catch (err) {
        logger.warn({ err }, `Kunne ikke registrere ${what}`);
      }
    });
  } catch (err) {
    logger.debug({ err }, `Registrerte ikke ${what} (utenfor en forespørsel)`);
  }
}

/**
 * The client address of the request being answered (its rate-limit key, lib/security/client-ip.ts),
 * read now (a page's request headers are not readable inside `after`); 'unknown' outside a request;
 * null for a known crawler (lib/insight/crawlers.ts): its requests are not counted.
 * Next.js's own signals (a static render's bail-out) are rethrown, never swallowed.
 */
export function requestVisitor(): Promise<string | null> {
  try {
    return headers().then(
      (h) => (isCrawler(h.get('user-agent')) ? null : clientIp(h, env().TRUST_PROXY_HOPS)),
      () => UNKNOWN_CLIENT,
    );
  } catch (err) {
    unstable_rethrow(err);
    return Promise.resolve(UNKNOWN_CLIENT);
  }
}

/** After the answer: counts `key` of `kind` when this client has not had it counted today (lib/insight/dedupe.ts), then `record`. */
function noteOncePerDay(what: string, kind: DemandKind, key: string, record: () => Promise<unknown>): void {
  const visitor = requestVisitor();
  afterResponse(what, async () => {
    const who = await visitor;
    if (who !== null && (await firstVisitToday(prisma, who, kind, key))) await record();
  });
}

/**
 * The finder's call (lib/dealers/search.ts, GET /api/dealer-locations/nearby): a postal search with
 * no dealer within 100 km, or (`product`: its article number) none carrying the product searched for.
 */
export function noteUnmetPostalSearch(postalCode: string, product = ''): void {
  if (!isPostalKey(postalCode, product)) return;
  noteOncePerDay('postnummersøk uten forhandler', 'postal', `${postalCode}/${product}`, () => recordUnmetPostalSearch(prisma, postalCode, new Date(), product));
}

/**
 * The search page's call (app/sok/page.tsx), for a search that found nothing: the term, once per
 * client and day. The page checks its rate limit before it searches (lib/catalogue/search-page.ts):
 * a search refused there is neither run nor counted.
 */
export function noteProductSearch(query: string, hits: number): void {
  const term = hits === 0 ? demandTerm(query) : '';
  if (!term) return;
  noteOncePerDay('produktsøk uten treff', 'term', term, () => recordUnmatchedProductSearch(prisma, term));
}

/** The advisor's call (/veileder): an answer that found no product for this path. */
export function noteAdvisorMiss(path: { material: string; setting: string; task: string }): void {
  const key = { material: path.material, setting: path.setting, task: path.task };
  if (!isAdvisorPath(key)) return;
  noteOncePerDay('veiledersvar uten produkt', 'advisor', `${key.material}/${key.setting}/${key.task}`, () => recordAdvisorMiss(prisma, key));
}

/**
 * The quantity calculator's call: a valid answer for this product — the product page's server-rendered
 * answer (?areal=), the island's first answer in a page view (POST /api/insight/calculator/{nr}) or the
 * advisor's treatment step with a quantity shown (/veileder?…&areal=).
 */
export function noteCalculatorUse(articleNumber: string): void {
  if (!isArticleNumber(articleNumber)) return;
  noteOncePerDay('bruk av mengdekalkulatoren', 'calculator', articleNumber, () => recordCalculatorUse(prisma, articleNumber));
}

/**
 * The advisor's call (/veileder/{material}/{place}/{goal}?areal=): with a valid area, its treatment
 * step shows a quantity for each of the step's products with a coverage figure; each of those counts
 * as one use of the calculator for its product (once per client and day, as above).
 */
export function noteAdvisorQuantity(products: readonly (CoverageFacts & { articleNumber: string })[], areal: string | undefined): void {
  if (areal === undefined || !parseQuantityInput({ areal }, 1).ok) return;
  for (const product of products) if (hasCoverage(product)) noteCalculatorUse(product.articleNumber);
}
