/**
 * The outbox's one sender (docs/operations.md §5, E-post): delivers pending `outbox_messages` over
 * SMTP (nodemailer, the SMTP_* variables of lib/env.ts) with retries and back-off (backoff.ts).
 *
 * - Claiming is one statement (UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)), so several
 *   app instances, or two runs in one, never send one message twice. A claimed row is 'sending'
 *   with `nextAttemptAt` as its lease: a row still 'sending' when the lease (10 minutes) has run
 *   out belonged to a process that died mid-send and is claimed again.
 * - Each claim counts an attempt. Sent → 'sent' with sentAt; an error → lastError (one line, no
 *   secrets) and back to 'pending' at the next back-off time, or 'failed' after the last attempt.
 * - Without SMTP_HOST nothing is sent and the rows stay 'pending': administrators read them in the
 *   panel (Admin › E-post).
 * - Runs right after a message is written (kickOutbox, in the background, never blocking a
 *   request) and every 30 s from instrumentation.ts (startOutboxSender / stopOutboxSender).
 */
import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import type { PrismaClient } from '../db';
import { env, type Env } from '../env';
import { logger } from '../logger';
import { loadSite } from '../content/service';
import { siteConfig } from '../site';
import { errorForOutbox, MAX_ATTEMPTS, nextAttemptAfterFailure } from './backoff';

/** How long a claimed message may stay 'sending' before another run may claim it again. */
export const SENDING_LEASE_MS = 10 * 60_000;
export const BATCH_SIZE = 10;
/** At most this many batches per run, so one run never holds on for long. */
export const MAX_BATCHES_PER_RUN = 10;
export const SENDER_INTERVAL_MS = 30_000;

export type SmtpConfig = Pick<Env, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASSWORD' | 'SMTP_FROM'>;

export interface ClaimedMessage {
  id: number;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Including this attempt. */
  attempts: number;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

export interface DeliveryOptions {
  /** The clock (tests move it forward to reach a retry). */
  now?: () => Date;
  batchSize?: number;
  /** The SMTP settings; env() when left out. */
  config?: SmtpConfig;
}

/** A timestamp parameter for the `timestamp(3)` (UTC) columns Prisma writes. */
const utc = (date: Date) => date.toISOString();

/**
 * Claims up to `limit` due messages for this run: pending ones whose time has come and 'sending'
 * ones whose lease ran out. Rows another run has locked are skipped, never waited for.
 */
export async function claimBatch(db: PrismaClient, limit: number, now: Date): Promise<ClaimedMessage[]> {
  // A message interrupted during its last attempt has no attempt left: failed, not sent again.
  await db.$executeRaw`
    UPDATE outbox_messages SET status = 'failed', "lastError" = 'Sendingen ble avbrutt (prosessen stoppet under sending).'
    WHERE status = 'sending' AND "nextAttemptAt" <= (${utc(now)}::timestamptz AT TIME ZONE 'UTC') AND attempts >= ${MAX_ATTEMPTS}`;
  const lease = new Date(now.getTime() + SENDING_LEASE_MS);
  return db.$queryRaw<ClaimedMessage[]>`
    UPDATE outbox_messages AS o
    SET status = 'sending', attempts = o.attempts + 1, "nextAttemptAt" = (${utc(lease)}::timestamptz AT TIME ZONE 'UTC')
    WHERE o.id IN (
      SELECT id FROM outbox_messages
      WHERE status IN ('pending', 'sending') AND "nextAttemptAt" <= (${utc(now)}::timestamptz AT TIME ZONE 'UTC') AND attempts < ${MAX_ATTEMPTS}
      ORDER BY "nextAttemptAt", id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING o.id, o.kind, o."to", o."replyTo", o.subject, o.text, o.html, o.attempts`;
}

export function createTransport(config: SmtpConfig): Transporter {
  return nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/** SMTP_FROM as written, else the company name and the site's address. */
export function senderAddress(config: Pick<SmtpConfig, 'SMTP_FROM'>, site = siteConfig()) {
  return config.SMTP_FROM ?? { name: site.companyName, address: site.email };
}

/** Sends what is due, batch by batch; does nothing without SMTP_HOST. */
export async function deliverOutbox(db: PrismaClient, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const config = options.config ?? env();
  if (!config.SMTP_HOST) return report;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const from = senderAddress(config, await loadSite(db));
  const transport = createTransport(config);
  try {
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
      const claimed = await claimBatch(db, batchSize, now());
      for (const message of claimed) {
        try {
          await transport.sendMail({
            from,
            to: message.to,
            replyTo: message.replyTo ?? undefined,
            subject: message.subject,
            text: message.text,
            html: message.html,
            headers: { 'Auto-Submitted': 'auto-generated' },
          });
          await db.outboxMessage.updateMany({ where: { id: message.id, status: 'sending' }, data: { status: 'sent', sentAt: now() } });
          report.sent++;
        } catch (error) {
          const lastError = errorForOutbox(error, [config.SMTP_USER, config.SMTP_PASSWORD]);
          const next = nextAttemptAfterFailure(message.attempts, now());
          await db.outboxMessage.updateMany({
            where: { id: message.id, status: 'sending' },
            data: next ? { status: 'pending', nextAttemptAt: next, lastError } : { status: 'failed', lastError },
          });
          if (next) report.retried++;
          else report.failed++;
          logger.warn({ outboxId: message.id, kind: message.kind, attempts: message.attempts, error: lastError, retryAt: next }, 'E-mail not delivered');
        }
      }
      if (claimed.length < batchSize) break;
    }
  } finally {
    transport.close();
  }
  if (report.sent || report.retried || report.failed) logger.info({ ...report }, 'Outbox run');
  return report;
}

// --- The app's runs: after each enqueue and on an interval (one run at a time per process). ---

interface SenderState {
  interval?: NodeJS.Timeout;
  soon?: NodeJS.Timeout;
  running?: Promise<void>;
  again?: boolean;
}
const state = ((globalThis as unknown as { outboxSender?: SenderState }).outboxSender ??= {});

async function runOnce(): Promise<void> {
  const { prisma } = await import('../db');
  await deliverOutbox(prisma);
}

/**
 * Starts a run now in the background (a run already going runs once more after it). Errors are
 * logged; nothing is thrown or awaited by the caller.
 */
export function kickOutbox(): void {
  if (!env().SMTP_HOST) return;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = (async () => {
    do {
      state.again = false;
      try {
        await runOnce();
      } catch (err) {
        logger.error({ err }, 'Outbox run failed');
      }
    } while (state.again);
  })().finally(() => {
    state.running = undefined;
  });
}

/**
 * A run shortly after a message was written: enqueueMail is often called inside a transaction,
 * and the row is claimable only once that transaction has committed (a later one misses nothing:
 * the interval run finds it).
 */
export function kickOutboxSoon(delayMs = 200): void {
  if (state.soon || !env().SMTP_HOST) return;
  state.soon = setTimeout(() => {
    state.soon = undefined;
    kickOutbox();
  }, delayMs);
  state.soon.unref();
}

/** The interval run (every 30 s, unref'd), once per process; a second call does nothing. */
export function startOutboxSender(intervalMs = SENDER_INTERVAL_MS): void {
  if (state.interval) return;
  state.interval = setInterval(kickOutbox, intervalMs);
  state.interval.unref();
  kickOutbox();
}

/** Stops the runs and waits for the one under way (graceful shutdown). */
export async function stopOutboxSender(): Promise<void> {
  clearInterval(state.interval);
  clearTimeout(state.soon);
  state.interval = state.soon = undefined;
  state.again = false;
  await state.running;
}
