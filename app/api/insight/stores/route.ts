import { storeStatsOperation } from '@/lib/admin/insight/store-stats-operation';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/**
 * GET /api/insight/stores[?format=csv] (administrators): what the site did for each store — page
 * views, finder appearances, 'Vis vei', 'Nettside' and phone clicks — the last 30 days against the
 * 30 before (docs/product.md: Admin panel › Forhandlersteder). The CSV is the list's download.
 */
export const GET = operationRoute(storeStatsOperation);
