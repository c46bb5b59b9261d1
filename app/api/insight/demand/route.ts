import { demandOperation } from '@/lib/admin/insight/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/**
 * GET /api/insight/demand[?format=csv] (administrators): the unmet demand of every week kept —
 * postal searches with no dealer within 100 km and product searches with no result, per week
 * (docs/product.md: Oversikt). The CSV is the Oversikt tab's 'Last ned CSV'.
 */
export const GET = operationRoute(demandOperation);
