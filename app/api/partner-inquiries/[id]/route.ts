import { deleteInquiryOperation, updateInquiryOperation } from '@/lib/admin/messages/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** PATCH /api/partner-inquiries/{id}: status and/or internal note, administrators (docs/product.md: Meldinger). */
export const PATCH = operationRoute(updateInquiryOperation);

/** DELETE /api/partner-inquiries/{id}: administrators. */
export const DELETE = operationRoute(deleteInquiryOperation);
