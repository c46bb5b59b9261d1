/**
 * The audit log's scheduled clean-up (docs/operations.md: Audit log): started once per server
 * process from instrumentation.ts (Node.js runtime only), it removes entries past the retention
 * at start and then every 24 hours, and with them the one-time links (auth_tokens) that expired more
 * than a day ago (lib/auth/tokens.ts), the demand counts past 365 days (lib/insight/cleanup.ts) and the
 * stores' figures past 400 days (lib/dealers/stats.ts). The timer is unref'd, so it never keeps a process alive.
 */
import 'server-only';
import { prisma } from '../db';
import { logger } from '../logger';
import { deleteStaleTokens } from '../auth/tokens';
import { purgeOldAuditEvents } from './service';
import { purgeOldDemand } from '../insight/cleanup';
import { purgeOldStoreStats } from '../dealers/stats';

export const CLEANUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

const state = globalThis as unknown as { auditCleanup?: NodeJS.Timeout };

export async function runAuditCleanup(now: Date = new Date()): Promise<void> {
  try {
    const removed = await purgeOldAuditEvents(prisma, now);
    if (removed > 0) logger.info({ removed }, 'Old audit entries removed');
  } catch (err) {
    logger.error({ err }, 'Audit clean-up failed');
  }
  try {
    const tokens = await deleteStaleTokens(prisma, now);
    if (tokens > 0) logger.info({ removed: tokens }, 'Expired one-time links removed');
  } catch (err) {
    logger.error({ err }, 'One-time link clean-up failed');
  }
  try {
    const demand = await purgeOldDemand(prisma, now);
    if (demand > 0) logger.info({ removed: demand }, 'Demand counts older than 365 days and past days’ once-per-day hashes removed');
  } catch (err) {
    logger.error({ err }, 'Demand insight clean-up failed');
  }
  try {
    const stats = await purgeOldStoreStats(prisma, now);
    if (stats > 0) logger.info({ removed: stats }, 'Store figures older than 400 days removed');
  } catch (err) {
    logger.error({ err }, 'Store figures clean-up failed');
  }
}

/** Starts the daily clean-up once per process (a second call does nothing). */
export function startAuditCleanup(): void {
  if (state.auditCleanup) return;
  state.auditCleanup = setInterval(() => void runAuditCleanup(), CLEANUP_INTERVAL_MS);
  state.auditCleanup.unref();
  void runAuditCleanup();
}
