import { adminSessionOperation } from '@/lib/admin/session/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** GET /api/auth/admin: { isAdmin: true, name, email } for an administrator; 401 nobody, 403 a dealer. */
export const GET = operationRoute(adminSessionOperation);
