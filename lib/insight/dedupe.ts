/**
 * Counting each key once per client address and day (docs/product.md: Oversikt; docs/operations.md:
 * Retention). Before a search term, a postal search, an advisor path or a calculator product is
 * added to its weekly count, the visit is checked here: the key counts when this client address has
 * not had it counted today, and only while the client has added fewer than DEMAND_KEYS_PER_CLIENT_DAY
 * keys of that kind today — so 4,922 junk searches from one address add at most 20 terms, and 60
 * searches for one postal code from one address add one.
 *
 * The address itself is never stored: only SHA-256(salt, day, kind, key, address), where the salt is
 * 32 random bytes drawn for each UTC day (demand_day_salts, shared by every app instance). When a
 * new day's salt is drawn, the salts and hashes of the days before are deleted (and the daily
 * clean-up deletes any left), so a hash cannot be tied to an address once its day is over.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '../db';
import { DEMAND_KEYS_PER_CLIENT_DAY } from './limits';

/** What is counted: a product-search term, a finder postal search, an advisor path, a calculator product. */
export type DemandKind = 'term' | 'postal' | 'advisor' | 'calculator';
/** The kinds deduplicated here: the demand's, and each kind of the stores' figures (lib/dealers/stats.ts: 'store-views', …). */
export type DedupeKind = DemandKind | `store-${string}`;

/** 'YYYY-MM-DD' of the UTC day. */
export const dayKey = (now: Date): string => now.toISOString().slice(0, 10);

/** The day's salt: drawn by the first count of the day (which also deletes the days before), read after. */
async function daySalt(client: PrismaClient, day: string): Promise<string> {
  const drawn = randomBytes(32).toString('hex');
  const rows = await client.$queryRaw<{ salt: string; fresh: boolean }[]>`
    WITH drawn AS (
      INSERT INTO demand_day_salts ("day", "salt") VALUES (${day}::date, ${drawn}) ON CONFLICT ("day") DO NOTHING RETURNING "salt"
    )
    SELECT "salt", true AS fresh FROM drawn
    UNION ALL
    SELECT "salt", false AS fresh FROM demand_day_salts WHERE "day" = ${day}::date`;
  const row = rows[0];
  if (row) {
    if (row.fresh) await forgetDaysBefore(client, day);
    return row.salt;
  }
  // Two first counts of the day at once: the other drew the salt, and this statement's snapshot did
  // not see its row (the INSERT waited, then did nothing). It is committed now: read it.
  const drawnByOther = await client.$queryRaw<{ salt: string }[]>`SELECT "salt" FROM demand_day_salts WHERE "day" = ${day}::date`;
  if (!drawnByOther[0]) throw new Error(`No demand salt for ${day}`);
  return drawnByOther[0].salt;
}

/** Deletes the salts and hashes of the days before `day` ('YYYY-MM-DD'); answers how many rows went. */
export async function forgetDaysBefore(client: PrismaClient, day: string): Promise<number> {
  const seen = await client.$executeRaw`DELETE FROM demand_daily_seen WHERE "day" < ${day}::date`;
  const salts = await client.$executeRaw`DELETE FROM demand_day_salts WHERE "day" < ${day}::date`;
  return seen + salts;
}

function visitHash(salt: string, day: string, kind: DedupeKind, key: string, visitor: string): string {
  return createHash('sha256').update([salt, day, kind, key, visitor].join('\u0000')).digest('hex');
}

/**
 * True when `key` of `kind` should be counted for the client `visitor` (its rate-limit key,
 * lib/security/client-ip.ts) today: not counted for it yet today, and the client under the day's
 * cap of new keys of that kind. Marks the key as seen either way.
 */
export async function firstVisitToday(
  client: PrismaClient,
  visitor: string,
  kind: DedupeKind,
  key: string,
  now: Date = new Date(),
  cap: number = DEMAND_KEYS_PER_CLIENT_DAY,
): Promise<boolean> {
  const day = dayKey(now);
  const salt = await daySalt(client, day);
  const fresh = await client.$executeRaw`
    INSERT INTO demand_daily_seen ("hash", "day") VALUES (${visitHash(salt, day, kind, key, visitor)}, ${day}::date) ON CONFLICT ("hash") DO NOTHING`;
  if (fresh === 0) return false;
  // The client's count of new keys of this kind today: the same hash with the empty key (no key is empty).
  const room = await client.$queryRaw<{ count: number }[]>`
    INSERT INTO demand_daily_seen ("hash", "day", "count") VALUES (${visitHash(salt, day, kind, '', visitor)}, ${day}::date, 1)
    ON CONFLICT ("hash") DO UPDATE SET "count" = demand_daily_seen."count" + 1 WHERE demand_daily_seen."count" < ${cap}
    RETURNING "count"`;
  return room.length > 0;
}
