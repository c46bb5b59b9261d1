import { prisma } from '@/lib/db';
import { pageFrom } from '@/lib/pagination';
import { auditFilterFrom } from '@/lib/audit/filter';
import { listAuditEvents } from '@/lib/audit/service';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * GET /api/audit-events?user=&entity=&from=&to=&page=&pageSize=: the audit log, newest first, for
 * administrators (docs/operations.md: Audit log). Filters as the 'Logg' tab's (lib/audit/filter.ts).
 */
export function GET(request: Request) {
  return route(
    request,
    async () => {
      const params = new URL(request.url).searchParams;
      const text = (name: string) => params.get(name) ?? undefined;
      return listAuditEvents(prisma, pageFrom(params), auditFilterFrom({ user: text('user'), entity: text('entity'), from: text('from'), to: text('to') }));
    },
    { who: 'admin' },
  );
}
