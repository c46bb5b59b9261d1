/**
 * The admin server actions' frame (docs/architecture.md §4): checks the administrator role, maps
 * every failure into an ActionResult (lib/http/failure.ts) and refreshes the panel; and the id
 * argument checks (record id, location key). Server-only; every action is made from its operation
 * by `operationAction` (operation.ts), which runs in this frame.
 */
import 'server-only';
import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { requireAdminAction } from '../../auth/session';
import type { SessionUser } from '../../auth/user';
import { env } from '../../env';
import { HttpError } from '../../http/errors';
import { failureOf, requestIdFrom } from '../../http/failure';
import { parseId } from '../../ids';
import { clientIp } from '../../security/client-ip';
import { ADMIN_MESSAGES } from './messages';
import type { ActionResult } from './result';

/**
 * The frame of every admin server action: the administrator (401/403), the work, the admin panel
 * rendered afresh (unless `refresh: false`: an action that only reads), and any failure mapped
 * (lib/http/failure.ts) — a 500 logged with a request id that the answer names. Next.js's own
 * control flow is rethrown.
 */
export async function actionFrame<T>(
  work: (actor: SessionUser, ip: string | null) => Promise<T>,
  { refresh = true }: { refresh?: boolean } = {},
): Promise<ActionResult<T>> {
  const incoming = await headers();
  try {
    const actor = await requireAdminAction();
    const data = await work(actor, clientIp(incoming, env().TRUST_PROXY_HOPS));
    if (refresh) revalidatePath('/admin');
    return { ok: true, data };
  } catch (error) {
    const failure = failureOf(error, { requestId: requestIdFrom(incoming), what: 'Server action failed' });
    return {
      ok: false,
      status: failure.status,
      code: failure.code,
      error: failure.error,
      ...(failure.fieldErrors && { fieldErrors: failure.fieldErrors }),
      ...(failure.requestId && { requestId: failure.requestId }),
    };
  }
}

/** A record id argument (a number, lib/ids.ts): anything else is 404 without a query. */
export function recordId(id: unknown): number {
  const parsed = typeof id === 'number' ? parseId(id) : null;
  if (parsed === null) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return parsed;
}

/** A text key argument (a dealer location's id) matching the entity's pattern: anything else is 404. */
export function recordKey(id: unknown, pattern: RegExp): string {
  if (typeof id !== 'string' || !pattern.test(id)) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return id;
}

/** A refusal about the uploaded file, attached to the form's file field so the form shows it there. */
export function onField(field: string, error: unknown): unknown {
  return error instanceof HttpError ? new HttpError(error.status, error.message, { [field]: [error.message] }) : error;
}
