import { prisma } from '@/lib/db';
import { createDealerOperation } from '@/lib/admin/dealers/operations';
import { listDealers } from '@/lib/admin/dealers/service';
import { operationRoute } from '@/lib/admin/shared/operation';
import { pageFrom } from '@/lib/pagination';
import { route, searchParam } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/dealers?page=&pageSize=&q=: dealer accounts, newest first (never a password hash). Administrators. 400 when q holds control characters or is over 200 characters. */
export function GET(request: Request) {
  return route(
    request,
    async () => {
      const params = new URL(request.url).searchParams;
      return listDealers(prisma, pageFrom(params), searchParam(params, 'q'));
    },
    { who: 'admin' },
  );
}

/**
 * POST /api/dealers { email, name, company }: 201 the account, without a password (`invitationPending`),
 * its invitation e-mail in the outbox · 400 (also for a `password`: the dealer chooses it) · 409 e-mail taken.
 */
export const POST = operationRoute(createDealerOperation, { status: 201 });
