import { prisma } from '@/lib/db';
import { handleFormSubmission } from '@/lib/contact/handler';

export const dynamic = 'force-dynamic';

/** POST /api/contact-messages: a visitor's contact message (statuses in lib/contact/handler.ts). */
export async function POST(request: Request) {
  return handleFormSubmission(request, 'contact', prisma);
}
