/** The audit log's path (lib/audit/service.ts, docs/operations.md: Audit log). */
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { AUDIT_ENTITIES } from '../audit/types';
import { json, operation, pageOf, pageQuery } from './common';
import { auditEventResponse as auditEvent } from '../audit/responses';

export const AUDIT_SCHEMAS = { AuditEvent: auditEvent };

const day = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .meta({ description, example: '2026-11-23' });

export const auditPaths: ZodOpenApiPathsObject = {
  '/api/audit-events': {
    get: operation('administrator', {
      tags: ['Admin: audit log'],
      summary: 'The audit log, newest first',
      description:
        'Sign-ins, logouts, session ends and every administrator change; entries older than 365 days are removed. A filter value that is not valid counts as absent.',
      requestParams: {
        query: pageQuery.extend({
          user: z.string().max(254).optional().meta({ description: 'Part of the user’s e-mail, any case' }),
          entity: z.enum(AUDIT_ENTITIES).optional(),
          from: day('From the start of this day (Europe/Oslo)'),
          to: day('To the end of this day (Europe/Oslo)'),
        }),
      },
      responses: { '200': json('One page of entries', pageOf(auditEvent)) },
    }),
  },
};
