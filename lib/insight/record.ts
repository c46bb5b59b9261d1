/**
 * Recording unmet demand (docs/product.md: Oversikt). Only aggregates are stored: a postal code or
 * a normalised search term, the ISO week (its Monday) and a count — no address, IP, cookie or
 * account. Each record is one upsert (INSERT … ON CONFLICT DO UPDATE count = count + 1) run after
 * the answer is sent (`after()` from next/server), so it costs the visitor nothing measurable and
 * never fails the visitor's request: an error is logged, never thrown.
 */
import 'server-only';
import { after } from 'next/server';
import { prisma, type PrismaClient } from '../db';
import { normaliseSearchQuery } from '../catalogue/search';
import { isArticleNumber } from '../catalogue/article-number';
import { logger } from '../logger';
import { DEMAND_TERM_MAX, DEMAND_TERMS_PER_WEEK } from './limits';
import { isoWeekStart } from './week';

/** 'YYYY-MM-DD' of the week's Monday (sent as text and cast to date: no time-zone shift). */
function weekKey(now: Date): string {
  return isoWeekStart(now).toISOString().slice(0, 10);
}

/**
 * A search term as it is counted: the search's own normalisation (control characters out, spaces
 * collapsed, at most 100 characters), lower case; '' (not recorded) when empty or when it looks
 * like an e-mail address (a visitor's own address is personal data, not demand).
 */
export function demandTerm(raw: unknown): string {
  const term = normaliseSearchQuery(raw).toLocaleLowerCase('nb-NO').slice(0, DEMAND_TERM_MAX).trim();
  return term.includes('@') ? '' : term;
}

/**
 * Adds one to a postal code's count this week: a finder search with no dealer within 100 km, or,
 * with `product` (an article number), none carrying that product.
 */
export async function recordUnmetPostalSearch(client: PrismaClient, postalCode: string, now: Date = new Date(), product = ''): Promise<boolean> {
  if (!/^\d{4}$/.test(postalCode) || (product !== '' && !isArticleNumber(product))) return false;
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

/**
 * Runs `work` after the response has been sent; its failure is logged only. Outside a request
 * (a script, a test) `after` is unavailable: nothing is recorded, a debug line says so.
 */
function afterResponse(what: string, work: () => Promise<unknown>): void {
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
 * The finder's call (lib/dealers/search.ts, GET /api/dealer-locations/nearby): a postal search with
 * no dealer within 100 km, or (`product`: its article number) none carrying the product searched for.
 */
export function noteUnmetPostalSearch(postalCode: string, product = ''): void {
  afterResponse('postnummersøk uten forhandler', () => recordUnmetPostalSearch(prisma, postalCode, new Date(), product));
}

/** The product search's call (app/sok/page.tsx): a search with no result. */
export function noteUnmatchedProductSearch(query: string): void {
  if (!demandTerm(query)) return;
  afterResponse('produktsøk uten treff', () => recordUnmatchedProductSearch(prisma, query));
}
