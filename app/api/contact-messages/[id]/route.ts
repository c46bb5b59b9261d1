import { deleteMessageOperation, updateMessageOperation } from '@/lib/admin/messages/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** PATCH /api/contact-messages/{id}: status and/or internal note, administrators (docs/product.md: Meldinger). */
export const PATCH = operationRoute(updateMessageOperation);

/** DELETE /api/contact-messages/{id}: administrators. */
export const DELETE = operationRoute(deleteMessageOperation);
