import { productDocumentFileOperation } from '@/lib/admin/product-documents/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** GET: any revision's PDF (administrators; the public address serves only the current one). */
export const GET = operationRoute(productDocumentFileOperation);
