import { env } from '@/lib/env';
import { prisma } from '@/lib/db';
import { jsonBody, route } from '@/lib/http/route';
import { clientIp } from '@/lib/security/client-ip';
import { getOwnStore, updateOwnStore } from '@/lib/dealers/store';
import { STORE_BODY_MAX_BYTES, STORE_MESSAGES, storeSchema } from '@/lib/dealers/store-schema';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** GET /api/dealer-stores/{id}: one of the dealer's own stores; 403 for any other location. */
export async function GET(request: Request, { params }: Context) {
  const { id } = await params;
  return route(request, (user) => getOwnStore(prisma, user, id), { who: 'dealer' });
}

/**
 * PUT /api/dealer-stores/{id}: the dealer saves its store's opening hours (seven weekdays), phone,
 * website and what it carries; 403 for a location that is not its own, 400 with field errors.
 */
export async function PUT(request: Request, { params }: Context) {
  const { id } = await params;
  return route(
    request,
    async (user) => {
      // The owner check comes first: a stranger learns nothing from the validation of its body.
      await getOwnStore(prisma, user, id);
      const data = await jsonBody(request, storeSchema, STORE_MESSAGES.invalid, STORE_BODY_MAX_BYTES);
      return updateOwnStore(prisma, user, id, data, { ip: clientIp(request.headers, env().TRUST_PROXY_HOPS) });
    },
    { who: 'dealer' },
  );
}
