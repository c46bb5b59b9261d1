/**
 * Administrator changes in the audit log (docs/operations.md: Audit log). Every admin operation
 * (defineOperation, lib/admin/shared/operation.ts: its server action and its route handler alike)
 * names the change it makes — entity and action — or says it only reads (READ_ONLY); the type
 * requires one of the two, so a new operation cannot leave it out. Its declaration computes the
 * object's id and what changed (AuditNote); after the work succeeds, one entry is written with the
 * administrator and their address. A refused or failed change writes none.
 */
import 'server-only';
import type { PrismaClient } from '../db';
import { recordAudit } from './service';
import type { AuditAction, AuditEntity } from './types';

export interface AdminChange {
  entity: AuditEntity;
  action: AuditAction;
}

/** Marks an admin action or route that changes nothing (nothing is logged). */
export const READ_ONLY = 'read-only' as const;

/** What the work tells about the change it made; the id defaults to the `id` of its answer. */
export interface AuditNote {
  entityId?: string | number;
  summary?: string;
}

function answeredId(data: unknown): string | number | undefined {
  const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? id : undefined;
}

export function recordAdminChange(
  prisma: PrismaClient,
  actor: { id: number; email: string },
  change: AdminChange,
  note: AuditNote,
  data: unknown,
  ip: string | null,
): Promise<void> {
  return recordAudit(prisma, {
    ...change,
    entityId: note.entityId ?? answeredId(data) ?? null,
    summary: note.summary ?? '',
    actorId: actor.id,
    actorEmail: actor.email,
    ip,
  });
}
