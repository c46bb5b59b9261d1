import { dealerReportOperation } from '@/lib/admin/courses/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** GET /api/courses/reports/dealers[?format=csv] (administrators): every dealer with their courses, completion and certificate. */
export const GET = operationRoute(dealerReportOperation);
