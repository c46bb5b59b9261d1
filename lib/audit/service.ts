/**
 * The audit log (docs/operations.md: Audit log): writing an entry, reading the 'Logg' tab's page
 * with its filters, and removing entries past the retention. Writing never fails the caller's
 * work: an entry that cannot be stored is logged and the request goes on.
 */
import 'server-only';
import type { PrismaClient } from '../db';
import type { Prisma } from '../generated/prisma/client';
import { logger } from '../logger';
import { paginate, type Page } from '../pagination';
import { UNKNOWN_CLIENT } from '../security/client-ip';
import type { AuditFilter } from './filter';
import { bounded, cleanText, MAX_SUMMARY_LENGTH } from './summary';
import { AUDIT_RETENTION_DAYS, type AuditAction, type AuditEntity } from './types';

export interface AuditEventInput {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | number | null;
  actorId?: number | null;
  /** The signed-in user's e-mail, or what was typed at a failed sign-in. */
  actorEmail?: string | null;
  summary?: string;
  ip?: string | null;
  at?: Date;
}

const text = (value: string | null | undefined, max: number) => {
  const clean = value == null ? '' : cleanText(value);
  return clean ? bounded(clean, max) : null;
};

/** Stores one entry; a failure is logged, never thrown. */
export async function recordAudit(prisma: PrismaClient, event: AuditEventInput): Promise<void> {
  try {
    await prisma.auditEvent.create({
      data: {
        action: event.action,
        entity: event.entity,
        entityId: event.entityId == null ? null : text(String(event.entityId), 100),
        actorId: event.actorId != null && Number.isSafeInteger(event.actorId) ? event.actorId : null,
        actorEmail: text(event.actorEmail?.toLowerCase(), 254),
        summary: text(event.summary, MAX_SUMMARY_LENGTH) ?? '',
        ip: event.ip && event.ip !== UNKNOWN_CLIENT ? text(event.ip, 64) : null,
        ...(event.at ? { at: event.at } : {}),
      },
    });
  } catch (err) {
    logger.error({ err, action: event.action, entity: event.entity, entityId: event.entityId }, 'Audit entry not stored');
  }
}

const EVENT_SELECT = { id: true, at: true, actorId: true, actorEmail: true, action: true, entity: true, entityId: true, summary: true, ip: true } as const;

/** One page of entries, newest first, matching the filter. */
export function listAuditEvents(prisma: PrismaClient, page: Page, filter: AuditFilter = {}) {
  const where: Prisma.AuditEventWhereInput = {
    ...(filter.user ? { actorEmail: { contains: filter.user, mode: 'insensitive' } } : {}),
    ...(filter.entity ? { entity: filter.entity } : {}),
    ...(filter.from || filter.to ? { at: { ...(filter.from ? { gte: filter.from } : {}), ...(filter.to ? { lt: filter.to } : {}) } } : {}),
  };
  return paginate(page, {
    items: (window) => prisma.auditEvent.findMany({ where, orderBy: [{ at: 'desc' }, { id: 'desc' }], select: EVENT_SELECT, ...window }),
    count: () => prisma.auditEvent.count({ where }),
  });
}

export type AuditEventRow = Awaited<ReturnType<typeof listAuditEvents>>['items'][number];

export const PURGE_BATCH_SIZE = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the entries older than the retention (365 days before `now`) in batches of
 * PURGE_BATCH_SIZE rows, so no single statement holds many locks; answers how many went.
 */
export async function purgeOldAuditEvents(prisma: PrismaClient, now: Date = new Date(), batchSize: number = PURGE_BATCH_SIZE): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS);
  let total = 0;
  for (;;) {
    const deleted = await prisma.$executeRaw`
      DELETE FROM audit_events WHERE id IN (SELECT id FROM audit_events WHERE at < ${cutoff} ORDER BY id LIMIT ${batchSize})`;
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
