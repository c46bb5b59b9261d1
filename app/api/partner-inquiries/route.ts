import { prisma } from '@/lib/db';
import { handleFormSubmission } from '@/lib/contact/handler';

export const dynamic = 'force-dynamic';

/** POST /api/partner-inquiries: a dealer application (statuses in lib/contact/handler.ts). */
export async function POST(request: Request) {
  return handleFormSubmission(request, 'partner', prisma);
}
