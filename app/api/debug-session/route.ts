import { debugSessionOperation } from '@/lib/admin/session/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/**
 * GET /api/debug-session (docs/product.md: the admin panel's 'Kontroller økten'): administrators only,
 * unlike the original. sessionID is a short fingerprint of the session token, never the token.
 */
export const GET = operationRoute(debugSessionOperation);
