/**
 * The 'Logg' tab's read as an operation (lib/admin/shared/operation.ts): GET /api/audit-events.
 * The audit log itself is in lib/audit/. Server-only.
 */
import 'server-only';
import { auditFilterFrom } from '../../audit/filter';
import { listAuditEvents } from '../../audit/service';
import { prisma } from '../../db';
import { pageFrom } from '../../pagination';
import { defineOperation, query, READ_ONLY } from '../shared/operation';

/** ?user=&entity=&from=&to=&page=&pageSize=: the audit log, newest first, filtered as the tab's (lib/audit/filter.ts). */
export const listAuditEventsOperation = defineOperation({
  who: 'admin',
  input: query((params) => {
    const text = (name: string) => params.get(name) ?? undefined;
    return { page: pageFrom(params), filter: auditFilterFrom({ user: text('user'), entity: text('entity'), from: text('from'), to: text('to') }) };
  }),
  run: ({ input }) => listAuditEvents(prisma, input.page, input.filter),
  audit: READ_ONLY,
});
