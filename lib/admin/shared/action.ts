/**
 * The admin server actions' plumbing (docs/product.md: Admin panel): the frame that checks the
 * administrator role, maps every failure into an ActionResult (lib/http/failure.ts) and refreshes
 * the panel, and the argument checks actions use (schema, record id, location key, uploaded file).
 * Server-only; the actions themselves are in lib/admin/<entity>/actions.ts, most of them made from
 * an operation (operation.ts).
 */
import 'server-only';
import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import type { z } from 'zod';
import { recordAdminChange, READ_ONLY, type AdminChange, type AuditNote } from '../../audit/admin';
import { requireAdminAction } from '../../auth/session';
import type { SessionUser } from '../../auth/user';
import { prisma } from '../../db';
import { env } from '../../env';
import { HttpError } from '../../http/errors';
import { fieldErrors } from '../../http/field-errors';
import { failureOf, requestIdFrom } from '../../http/failure';
import { parseId } from '../../ids';
import { clientIp } from '../../security/client-ip';
import { ADMIN_MESSAGES } from './messages';
import type { ActionResult } from './result';

export { READ_ONLY };

/**
 * Runs one admin action that is not an operation (lib/admin/shared/operation.ts) in the action
 * frame: `change` names the entity and action for the audit log, or READ_ONLY for an action that
 * changes nothing; the work — given the administrator — notes the id and what changed
 * (lib/audit/admin.ts). A READ_ONLY action does not render the panel afresh either (a picker's
 * search would otherwise re-render the whole page at each keystroke).
 */
export async function runAdminAction<T>(
  change: AdminChange | typeof READ_ONLY,
  work: (audit: AuditNote, actor: SessionUser) => Promise<T>,
): Promise<ActionResult<T>> {
  return actionFrame(
    async (actor, ip) => {
      const note: AuditNote = {};
      const data = await work(note, actor);
      if (change !== READ_ONLY) await recordAdminChange(prisma, actor, change, note, data, ip);
      return data;
    },
    { refresh: change !== READ_ONLY },
  );
}

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

/** The action's input checked with the entity's schema (the one its form and route handler use): 400 with field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, ADMIN_MESSAGES.invalid, fieldErrors(parsed.error));
  return parsed.data;
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

/** The uploaded file of a multipart action, checked for presence and size before it is read. */
export async function uploadedFile(form: unknown, field: string, maxBytes: number, messages: { missing: string; tooLarge: string }) {
  const file = form instanceof FormData ? form.get(field) : null;
  if (!(file instanceof Blob) || file.size === 0) throw new HttpError(400, messages.missing, { [field]: [messages.missing] });
  if (file.size > maxBytes) throw new HttpError(413, messages.tooLarge, { [field]: [messages.tooLarge] });
  return { name: file instanceof File ? file.name : '', bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** A text field of a multipart action (undefined when absent). */
export function formText(form: unknown, field: string) {
  return form instanceof FormData ? (form.get(field) ?? undefined) : undefined;
}

/** A refusal about the uploaded file, attached to the form's file field so the form shows it there. */
export function onField(field: string, error: unknown): unknown {
  return error instanceof HttpError ? new HttpError(error.status, error.message, { [field]: [error.message] }) : error;
}
