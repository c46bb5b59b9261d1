import { previewProductImportOperation } from '@/lib/admin/products/bulk/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** POST /api/products/import/preview (multipart: file): what each row would do, and the token the import takes; writes nothing. */
export const POST = operationRoute(previewProductImportOperation);
