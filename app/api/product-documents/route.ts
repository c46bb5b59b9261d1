import { listProductDocumentsOperation, publishProductDocumentOperation } from '@/lib/admin/product-documents/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** GET ?page=&pageSize=&productId=&kind=: every product document revision, newest first, with the dealers sent and downloaded. */
export const GET = operationRoute(listProductDocumentsOperation);

/** POST (multipart): publish a revision; a safety data sheet is queued to every active dealer (201). */
export const POST = operationRoute(publishProductDocumentOperation, { status: 201 });
