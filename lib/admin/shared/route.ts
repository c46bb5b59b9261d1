/**
 * The admin JSON API's writes (POST/PATCH/DELETE of app/api/products, dealers, contact-messages,
 * partner-inquiries): the administrator check and the audit entry around the work, as
 * runAdminAction does for the server actions (lib/audit/admin.ts). Runs inside the route frame.
 */
import 'server-only';
import { recordAdminChange, type AdminChange, type AuditNote } from '../../audit/admin';
import { requireAdmin } from '../../auth/session';
import type { SessionUser } from '../../auth/user';
import { prisma } from '../../db';
import { env } from '../../env';
import { clientIp } from '../../security/client-ip';

/** 401/403 unless an active administrator; the work gets the administrator; after it succeeds, one audit entry. */
export async function runAdminRoute<T>(request: Request, change: AdminChange, work: (audit: AuditNote, actor: SessionUser) => Promise<T>): Promise<T> {
  const actor = await requireAdmin(request);
  const note: AuditNote = {};
  const data = await work(note, actor);
  await recordAdminChange(prisma, actor, change, note, data instanceof Response ? null : data, clientIp(request.headers, env().TRUST_PROXY_HOPS));
  return data;
}
