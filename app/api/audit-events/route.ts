import { listAuditEventsOperation } from '@/lib/admin/audit/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/**
 * GET /api/audit-events?user=&entity=&from=&to=&page=&pageSize=: the audit log, newest first, for
 * administrators (docs/operations.md: Audit log). Filters as the 'Logg' tab's (lib/audit/filter.ts).
 */
export const GET = operationRoute(listAuditEventsOperation);
