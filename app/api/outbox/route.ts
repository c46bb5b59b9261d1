import { listOutboxOperation } from '@/lib/admin/outbox/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** GET ?page=&pageSize=&status=&to=: the e-mail outbox for administrators, newest first (lib/mail/outbox.ts). */
export const GET = operationRoute(listOutboxOperation);
