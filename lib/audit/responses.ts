/**
 * An audit log entry as GET /api/audit-events answers it (lib/audit/service.ts), as a zod schema;
 * lib/openapi describes the API with it (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import type { AuditEventRow } from './service';
import { timestamp, type Fits } from '../http/responses';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from './types';

export const auditEventResponse = z.object({
  id: z.int(),
  at: timestamp(),
  actorId: z.int().nullable().meta({ description: 'The signed-in user; null for a failed sign-in' }),
  actorEmail: z.string().nullable().meta({ description: 'The user’s e-mail, or as typed at a failed sign-in' }),
  action: z.string().meta({ description: `One of ${AUDIT_ACTIONS.join(', ')} (newer names may appear)` }),
  entity: z.string().meta({ description: `One of ${AUDIT_ENTITIES.join(', ')} (newer names may appear)` }),
  entityId: z.string().nullable(),
  summary: z.string().meta({ description: 'The changed fields with short values; passwords are named, never shown' }),
  ip: z.string().nullable().meta({ description: 'The client address (an IPv6 address as its /64 network)' }),
});

// The service's type must fit the schema: a field changed on one side fails the type check.
export const SERVICE_TYPES_FIT: [Fits<AuditEventRow, typeof auditEventResponse>] = [true];
