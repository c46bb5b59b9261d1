import { prisma } from '@/lib/db';
import { requireAdmin } from '@/lib/auth/session';
import { ADMIN_MESSAGES, dealerSchema } from '@/lib/admin/schema';
import { createDealer, listDealers, pageFrom } from '@/lib/admin/service';
import { jsonBody, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/dealers?page=&pageSize=&q=: dealer accounts, newest first (never a password hash). Administrators. */
export function GET(request: Request) {
  return route(request, async () => {
    await requireAdmin(request);
    const params = new URL(request.url).searchParams;
    return listDealers(prisma, pageFrom(params), params.get('q') ?? undefined);
  });
}

/** POST /api/dealers { email, password, name, company }: 201 the account · 400 · 409 e-mail taken. */
export function POST(request: Request) {
  return route(request, async () => {
    await requireAdmin(request);
    const data = await jsonBody(request, dealerSchema, ADMIN_MESSAGES.invalid);
    return Response.json(await createDealer(prisma, data), { status: 201 });
  });
}
