/**
 * The demand insight's retention (docs/operations.md: Retention): weeks older than 365 days are
 * deleted by the daily clean-up (lib/audit/cleanup.ts, started from instrumentation.ts), and with
 * them the once-per-day hashes and salts of the days before today (lib/insight/dedupe.ts).
 */
import 'server-only';
import type { PrismaClient } from '../db';
import { dayKey, forgetDaysBefore } from './dedupe';
import { DEMAND_RETENTION_DAYS } from './limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the counts (postal searches, search terms, advisor misses, calculator uses) of weeks that
 * started more than 365 days before `now`, and the hashes and salts of past days; answers how many rows went.
 */
export async function purgeOldDemand(client: PrismaClient, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DEMAND_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10);
  const postal = await client.$executeRaw`DELETE FROM demand_postal_searches WHERE "weekStart" < ${cutoff}::date`;
  const terms = await client.$executeRaw`DELETE FROM demand_product_searches WHERE "weekStart" < ${cutoff}::date`;
  const advisor = await client.$executeRaw`DELETE FROM demand_advisor_misses WHERE "weekStart" < ${cutoff}::date`;
  const calculator = await client.$executeRaw`DELETE FROM demand_calculator_uses WHERE "weekStart" < ${cutoff}::date`;
  const days = await forgetDaysBefore(client, dayKey(now));
  return postal + terms + advisor + calculator + days;
}
