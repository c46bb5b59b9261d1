import { prisma } from '@/lib/db';
import { handleFormSubmission } from '@/lib/contact/handler';
import { requireAdmin } from '@/lib/auth/session';
import { listPartnerInquiries } from '@/lib/admin/messages/service';
import { pageFrom } from '@/lib/admin/shared/pagination';
import { jsonRoute } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/partner-inquiries: a dealer application (statuses in lib/contact/handler.ts). */
export async function POST(request: Request) {
  return handleFormSubmission(request, 'partner', prisma);
}

/** GET ?page=&pageSize=: the stored applications, newest first, for administrators (text exactly as typed). */
export function GET(request: Request) {
  return jsonRoute(async () => {
    await requireAdmin(request);
    return listPartnerInquiries(prisma, pageFrom(new URL(request.url).searchParams));
  });
}
