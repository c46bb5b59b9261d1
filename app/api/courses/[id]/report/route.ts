import { courseReportOperation } from '@/lib/admin/courses/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** GET /api/courses/{id}/report[?format=csv] (administrators): one course's figures, archived courses too. */
export const GET = operationRoute(courseReportOperation);
