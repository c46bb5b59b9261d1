/**
 * Each admin operation declared once (docs/architecture.md §4): who may call it, the record id it
 * takes, its input schema and body cap, the audit entry it writes and the work. From one
 * declaration come both the server action (`runOperation`, called by the exports of
 * lib/admin/<entity>/actions.ts) and the route handler (`operationRoute`, exported by
 * app/api/**\/route.ts), so parsing, caps, the audit summary and the service call cannot drift.
 *
 * Both check the administrator first (401/403, nothing done), then the id (404), then the input
 * (400 with field errors, ADMIN_MESSAGES.invalid); after the work succeeds one audit entry is
 * written (lib/audit/admin.ts). A failure is mapped once (lib/http/failure.ts): the route answers
 * it as JSON, the action as `{ ok: false, status, error, fieldErrors?, requestId? }`. Server-only.
 */
import 'server-only';
import type { z } from 'zod';
import { READ_ONLY, recordAdminChange, type AdminChange, type AuditNote } from '../../audit/admin';
import type { SessionUser } from '../../auth/user';
import { prisma } from '../../db';
import { env } from '../../env';
import { pathId, readJsonBody, route, validate } from '../../http/route';
import { clientIp } from '../../security/client-ip';
import { actionFrame, recordId } from './action';
import { ADMIN_MESSAGES } from './messages';
import type { ActionResult } from './result';

/** The largest JSON body an operation takes unless it says otherwise. */
export const DEFAULT_MAX_BYTES = 64 * 1024;

/** What the work gets: the record id (when the operation takes one), the checked input, `confirm`. */
export type OperationArgs<I, K extends boolean> = { input: I; confirm: boolean } & (K extends true ? { id: number } : unknown);

export interface OperationContext {
  actor: SessionUser;
  /** The audit entry's id and summary, when the work knows them better than `audit.summary`. */
  audit: AuditNote;
}

/**
 * The audit entry: entity and action, and the summary from the input (the work may set
 * `ctx.audit.summary` itself instead, when it needs the stored record or the result).
 */
export interface OperationAudit<I> extends AdminChange {
  summary?: (input: I) => string;
}

export interface OperationSpec<I, K extends boolean, R> {
  /** Only administrators call admin operations. */
  who: 'admin';
  /** The change written to the audit log, or READ_ONLY. */
  audit: OperationAudit<I> | typeof READ_ONLY;
  /** Takes a record id: the action's first argument, the route's path segment (404 when it cannot be one). */
  id?: K;
  /** The input schema (the entity's one schema, as its form uses): 400 with field errors, ADMIN_MESSAGES.invalid. */
  input?: z.ZodType<I>;
  /**
   * Instead of `input`: checks the raw input itself (the action's argument, the route's JSON
   * object), for an entity with its own refusal (site content) or a FormData with a file.
   */
  parse?: (raw: unknown) => I | Promise<I>;
  /** The route handler's JSON body cap in bytes (DEFAULT_MAX_BYTES). */
  maxBytes?: number;
  run: (args: OperationArgs<I, K>, ctx: OperationContext) => Promise<R>;
}

export interface Operation<I, K extends boolean, R> extends OperationSpec<I, K, R> {
  readonly id: K;
  readonly maxBytes: number;
}

/** One operation; neither `input` nor `parse`: it takes no input. */
export function defineOperation<R, I = undefined, K extends boolean = false>(spec: OperationSpec<I, K, R>): Operation<I, K, R> {
  return { ...spec, id: (spec.id ?? false) as K, maxBytes: spec.maxBytes ?? DEFAULT_MAX_BYTES };
}

/** The raw input checked by the operation's schema (400 with field errors) or its own parse. */
async function checkedInput<I, K extends boolean, R>(op: Operation<I, K, R>, raw: unknown): Promise<I> {
  if (op.parse) return op.parse(raw);
  return (op.input ? validate(op.input, raw, ADMIN_MESSAGES.invalid) : undefined) as I;
}

/** The work, then its audit entry. */
async function perform<I, K extends boolean, R>(
  op: Operation<I, K, R>,
  actor: SessionUser,
  args: { id?: number; input: I; confirm: boolean },
  ip: string | null,
): Promise<R> {
  const audit: AuditNote = {};
  const result = await op.run(args as OperationArgs<I, K>, { actor, audit });
  if (op.audit !== READ_ONLY) {
    const { summary, entity, action } = op.audit;
    if (audit.summary === undefined && summary) audit.summary = summary(args.input);
    await recordAdminChange(prisma, actor, { entity, action }, audit, result, ip);
  }
  return result;
}

/** How a server action calls the operation: its arguments as the browser sent them. */
export interface ActionCall {
  id?: unknown;
  input?: unknown;
  /** The `{ confirm: true }` option of a delete that archives. */
  options?: unknown;
}

const confirmed = (options: unknown) => typeof options === 'object' && options !== null && (options as { confirm?: unknown }).confirm === true;

/**
 * The server action of an operation: the administrator from the cookies, the id and input
 * checked, the work and its audit entry, the admin panel rendered afresh; `{ ok: true, data }`
 * (data through `answer` when the action answers less than the route) or the mapped failure.
 */
export async function runOperation<I, K extends boolean, R, T = R>(
  op: Operation<I, K, R>,
  call: ActionCall,
  answer?: (result: R) => T,
): Promise<ActionResult<T>> {
  return actionFrame(async (actor, ip) => {
    const id = op.id ? recordId(call.id) : undefined;
    const result = await perform(op, actor, { id, input: await checkedInput(op, call.input), confirm: confirmed(call.options) }, ip);
    return answer ? answer(result) : (result as unknown as T);
  });
}

export interface OperationRouteOptions<I, K extends boolean, P extends string> {
  /** The path segment holding the record id ('id' by default). */
  param?: P;
  /** The success status (201 for a create; 200 by default). */
  status?: 200 | 201;
  /**
   * Reads and checks the input itself (a multipart body with a file, an optional body); by default
   * the JSON object body within the operation's cap, checked by its schema or parse.
   */
  input?: (request: Request, id: K extends true ? number : undefined) => Promise<I>;
}

/**
 * The route handler of an operation, in the one route wrapper (lib/http/route.ts, `who: 'admin'`):
 * the id from the path, the input from the body, `?confirm=true`, the work and its audit entry;
 * the result answered as JSON with `status`.
 */
export function operationRoute<I, K extends boolean, R, P extends string = 'id'>(op: Operation<I, K, R>, options: OperationRouteOptions<I, K, P> = {}) {
  return (request: Request, context?: K extends true ? { params: Promise<Record<P, string>> } : unknown): Promise<Response> =>
    route(
      request,
      async (actor) => {
        const id = op.id
          ? pathId(
              (await (context as { params?: Promise<Record<P, string>> } | undefined)?.params)?.[options.param ?? ('id' as P)] ?? '',
              ADMIN_MESSAGES.notFound,
            )
          : undefined;
        const input = options.input
          ? await options.input(request, id as K extends true ? number : undefined)
          : await checkedInput(op, op.input !== undefined || op.parse !== undefined ? await readJsonBody(request, op.maxBytes) : undefined);
        const confirm = new URL(request.url).searchParams.get('confirm') === 'true';
        const result = await perform(op, actor, { id, input: input as I, confirm }, clientIp(request.headers, env().TRUST_PROXY_HOPS));
        return options.status && options.status !== 200 ? Response.json(result, { status: options.status }) : result;
      },
      { who: op.who },
    );
}
