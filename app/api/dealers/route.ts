import { prisma } from '@/lib/db';
import { requireAdmin } from '@/lib/auth/session';
import { dealerSchema } from '@/lib/admin/dealers/schema';
import { createDealer, listDealers } from '@/lib/admin/dealers/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { pageFrom } from '@/lib/pagination';
import { runAdminRoute } from '@/lib/admin/shared/route';
import { changeSummary } from '@/lib/audit/summary';
import { jsonBody, route, searchParam } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/dealers?page=&pageSize=&q=: dealer accounts, newest first (never a password hash). Administrators. 400 when q holds control characters or is over 200 characters. */
export function GET(request: Request) {
  return route(request, async () => {
    await requireAdmin(request);
    const params = new URL(request.url).searchParams;
    return listDealers(prisma, pageFrom(params), searchParam(params, 'q'));
  });
}

/**
 * POST /api/dealers { email, name, company }: 201 the account, without a password (`invitationPending`),
 * its invitation e-mail in the outbox · 400 (also for a `password`: the dealer chooses it) · 409 e-mail taken.
 */
export function POST(request: Request) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'dealer', action: 'create' }, async (audit) => {
      const data = await jsonBody(request, dealerSchema, ADMIN_MESSAGES.invalid);
      audit.summary = changeSummary(data);
      const dealer = await createDealer(prisma, data);
      audit.entityId = dealer.id;
      return Response.json(dealer, { status: 201 });
    }),
  );
}
