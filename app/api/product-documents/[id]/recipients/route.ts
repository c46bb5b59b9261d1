import { productDocumentRecipientsOperation } from '@/lib/admin/product-documents/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** GET: the dealers a revision was sent to, with their downloads, as CSV (REACH art. 31(9)'s record). */
export const GET = operationRoute(productDocumentRecipientsOperation);
