import { prisma } from '@/lib/db';
import { createAccountFromInquiry } from '@/lib/admin/messages/account';
import { inquiryAccountBodySchema } from '@/lib/admin/messages/account-schema';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { runAdminRoute } from '@/lib/admin/shared/route';
import { changeSummary } from '@/lib/audit/summary';
import { jsonBody, pathId, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * POST /api/partner-inquiries/{id}/account { email?, name?, company? } (each defaults to the
 * application's): 201 the new dealer account, its invitation in the outbox, the application linked
 * and 'Besvart' · 400 · 404 unknown application · 409 it already has an account, or the e-mail is taken.
 */
export function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'dealer', action: 'create' }, async (audit) => {
      const inquiryId = pathId((await params).id, ADMIN_MESSAGES.notFound);
      // No body at all: the application's values as they are.
      const data = request.body ? await jsonBody(request, inquiryAccountBodySchema, ADMIN_MESSAGES.invalid) : {};
      const dealer = await createAccountFromInquiry(prisma, inquiryId, data);
      audit.entityId = dealer.id;
      audit.summary = changeSummary({ email: dealer.email, name: dealer.name, company: dealer.company, søknad: inquiryId });
      return Response.json(dealer, { status: 201 });
    }),
  );
}
