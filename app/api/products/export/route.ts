import { exportCatalogueOperation } from '@/lib/admin/products/bulk/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** GET /api/products/export[?format=xlsx] (administrators): the catalogue, one row per size, as CSV or an Excel workbook. */
export const GET = operationRoute(exportCatalogueOperation);
