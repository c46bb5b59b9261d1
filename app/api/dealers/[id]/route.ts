import { deleteDealerOperation, updateDealerOperation } from '@/lib/admin/dealers/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/**
 * PATCH /api/dealers/{id}: any of email, name, company, isActive; `resendInvitation: true` sends a new
 * invitation (409 when the dealer already has a password or is deactivated). A `password` is refused (400).
 */
export const PATCH = operationRoute(updateDealerOperation);

/** DELETE /api/dealers/{id}: the dealer account and its course progress. */
export const DELETE = operationRoute(deleteDealerOperation);
