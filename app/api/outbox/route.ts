import { z } from 'zod';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { pageFrom } from '@/lib/pagination';
import { prisma } from '@/lib/db';
import { route, validate } from '@/lib/http/route';
import { listOutbox, OUTBOX_STATUSES } from '@/lib/mail/outbox';

export const dynamic = 'force-dynamic';

const querySchema = z.object({ status: z.enum(OUTBOX_STATUSES).optional(), to: z.string().max(254).optional() });

/** GET ?page=&pageSize=&status=&to=: the e-mail outbox for administrators, newest first (lib/mail/outbox.ts). */
export function GET(request: Request) {
  return route(
    request,
    async () => {
      const params = new URL(request.url).searchParams;
      const filter = validate(querySchema, { status: params.get('status') ?? undefined, to: params.get('to') ?? undefined }, ADMIN_MESSAGES.invalid);
      return listOutbox(prisma, pageFrom(params), filter);
    },
    { who: 'admin' },
  );
}
