import { createInquiryAccountOperation } from '@/lib/admin/messages/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/**
 * POST /api/partner-inquiries/{id}/account { email?, name?, company? } (each defaults to the
 * application's): 201 the new dealer account, its invitation in the outbox, the application linked
 * and 'Besvart' · 400 · 404 unknown application · 409 it already has an account, or the e-mail is taken.
 */
export const POST = operationRoute(createInquiryAccountOperation, { status: 201 });
