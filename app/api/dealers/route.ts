import { createDealerOperation, listDealersOperation } from '@/lib/admin/dealers/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** GET /api/dealers?page=&pageSize=&q=: dealer accounts, newest first (never a password hash). Administrators. 400 when q holds control characters or is over 200 characters. */
export const GET = operationRoute(listDealersOperation);

/**
 * POST /api/dealers { email, name, company }: 201 the account, without a password (`invitationPending`),
 * its invitation e-mail in the outbox · 400 (also for a `password`: the dealer chooses it) · 409 e-mail taken.
 */
export const POST = operationRoute(createDealerOperation, { status: 201 });
