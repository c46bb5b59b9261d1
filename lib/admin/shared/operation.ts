/**
 * The one way to declare an admin endpoint (docs/architecture.md §4). An operation names who may
 * call it, the record id it takes, its input kind (a zod schema for JSON, `multipart(...)` with
 * declared files, `query(...)` for a read), what it reads before the change, the audit entry it
 * writes (entity, action, and the id and summary computed from the input, the result and the record
 * before) and the work. From one declaration come the server action (`operationAction`, exported
 * by lib/admin/<entity>/actions.ts) and the route handler (`operationRoute`, exported by
 * app/api/**\/route.ts), so parsing, caps, the audit entry and the service call cannot drift.
 *
 * Both check the administrator first (401/403, nothing done), then the id (404), then the input
 * (400 with field errors, ADMIN_MESSAGES.invalid; a file's 400/413/415 on its field), read the
 * record before (`before`: a 404 there), run the work and, after it succeeds, write one audit
 * entry (lib/audit/admin.ts). A failure is mapped once (lib/http/failure.ts): the route answers it
 * as JSON, the action as `{ ok: false, status, error, fieldErrors?, requestId? }`. Every action
 * carries its limits under ACTION_LIMITS (who, body cap, upload) for the server's action body gate.
 * Server-only.
 */
import 'server-only';
import { headers as nextHeaders } from 'next/headers';
import type { z } from 'zod';
import { READ_ONLY, recordAdminChange, type AdminChange } from '../../audit/admin';
import type { SessionUser } from '../../auth/user';
import { prisma } from '../../db';
import { env } from '../../env';
import { HttpError } from '../../http/errors';
import { pathId, readJsonBody, route, validate } from '../../http/route';
import { clientIp } from '../../security/client-ip';
import { actionFrame, recordId, recordKey } from './action';
import { queryParams, readMultipart, readMultipartRequest, type AnyMultipart, type QueryInput } from './input';
import { DEFAULT_MAX_BYTES } from './limits';
import { ADMIN_MESSAGES } from './messages';
import type { ActionResult } from './result';

export { READ_ONLY };
export { multipart, query, type Upload } from './input';

export { DEFAULT_MAX_BYTES };

/**
 * The property every server action carries (made by `operationAction`): who may call it, the
 * largest body it accepts and whether it takes files. The server's action body gate reads it.
 */
export const ACTION_LIMITS = Symbol.for('pleie.actionLimits');

export interface ActionLimits {
  who: 'admin' | 'anyone';
  maxBytes: number;
  upload: boolean;
}

/** A record id: `true` a database id (a number), a RegExp a text key of that pattern (a dealer location). */
type IdKind = true | RegExp | undefined;
export type IdOf<K extends IdKind> = K extends true ? number : K extends RegExp ? string : undefined;

/** The input kinds (input.ts). */
type InputKind<I> = z.ZodType<I> | AnyMultipart<I> | QueryInput<I>;

/** What the work gets: the record id, the checked input, `confirm` and what `before` read. */
export interface OperationArgs<I, K extends IdKind, B> {
  id: IdOf<K>;
  input: I;
  confirm: boolean;
  before: B;
}

export interface OperationContext {
  actor: SessionUser;
  /** The request's headers (the route's request, the action's incoming request). */
  headers: Headers;
}

/** What the audit entry is computed from. */
export interface AuditFacts<I, K extends IdKind, R, B> extends OperationArgs<I, K, B> {
  result: R;
}

/** The audit entry: entity and action, and the record's id and the summary from the facts. */
export interface OperationAudit<I, K extends IdKind, R, B> extends AdminChange {
  /** The record's id (default: the result's `id`, else the id argument). */
  entityId?: (facts: AuditFacts<I, K, R, B>) => string | number | null | undefined;
  /** What changed (lib/audit/summary.ts); '' when absent. */
  summary?: (facts: AuditFacts<I, K, R, B>) => string | Promise<string>;
}

/**
 * Declared in this order — who, id, input, before, run, audit — so that TypeScript infers the
 * input, the record before and the result before it types the audit's functions.
 */
export interface OperationSpec<I, K extends IdKind, R, B> {
  /** Only administrators call admin operations. */
  who: 'admin';
  /** Takes a record id: the action's first argument, the route's path segment (404 when it cannot be one). */
  id?: K;
  /** The input kind: the entity's zod schema (JSON), `multipart(...)` or `query(...)`. */
  input?: InputKind<I>;
  /** Instead of `input`: checks the raw JSON input itself, for an entity with its own refusal. */
  parse?: (raw: unknown) => I | Promise<I>;
  /** The input of a route request without any body (by default such a request is refused like any body that is not JSON). */
  emptyBody?: unknown;
  /** The JSON body cap in bytes (DEFAULT_MAX_BYTES); a multipart input's cap is its files'. */
  maxBytes?: number;
  /** Reads what the change needs to know before it (the record: 404 when it is not there). */
  before?: (args: { id: IdOf<K>; input: I }) => Promise<B>;
  run: (args: OperationArgs<I, K, B>, ctx: OperationContext) => Promise<R>;
  /** The change written to the audit log, or READ_ONLY (nothing logged, the panel not rendered afresh). */
  audit: OperationAudit<I, K, R, B> | typeof READ_ONLY;
}

export interface Operation<I, K extends IdKind, R, B> extends OperationSpec<I, K, R, B> {
  readonly limits: ActionLimits;
}

const isMultipart = (input: unknown): input is AnyMultipart<unknown> => (input as { kind?: unknown } | undefined)?.kind === 'multipart';
const isQuery = (input: unknown): input is QueryInput<unknown> => (input as { kind?: unknown } | undefined)?.kind === 'query';

/** One operation; neither `input` nor `parse`: it takes no input. */
export function defineOperation<R, I = undefined, K extends IdKind = undefined, B = undefined>(spec: OperationSpec<I, K, R, B>): Operation<I, K, R, B> {
  const upload = isMultipart(spec.input);
  const maxBytes = upload ? (spec.input as AnyMultipart<unknown>).maxBytes : (spec.maxBytes ?? DEFAULT_MAX_BYTES);
  return { ...spec, limits: { who: spec.who, maxBytes, upload } };
}

/** The raw input checked by the operation's input kind (400 with field errors) or its own parse. */
async function checkedInput<I>(op: Operation<I, IdKind, unknown, unknown>, raw: unknown, id?: unknown): Promise<I> {
  if (op.parse) return op.parse(raw);
  const input = op.input;
  if (input === undefined) return undefined as I;
  if (isMultipart(input)) return (await readMultipart(input, raw, id)) as I;
  if (isQuery(input)) return input.read(queryParams(raw)) as I;
  return validate(input as z.ZodType<I>, raw, ADMIN_MESSAGES.invalid);
}

/** The route's input: the body (JSON or multipart) or the query string, as declared. */
async function requestInput<I>(op: Operation<I, IdKind, unknown, unknown>, request: Request, id: unknown): Promise<I> {
  const input = op.input;
  if (isMultipart(input)) return (await readMultipartRequest(input, request, id)) as I;
  if (isQuery(input)) return input.read(new URL(request.url).searchParams) as I;
  if (input === undefined && !op.parse) return undefined as I;
  if (op.emptyBody !== undefined && !request.body) return checkedInput(op, op.emptyBody);
  return checkedInput(op, await readJsonBody(request, op.limits.maxBytes));
}

function answeredId(data: unknown): string | number | undefined {
  const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? id : undefined;
}

/** What `before` read, the work, then its audit entry from the declaration. */
async function perform<I, K extends IdKind, R, B>(
  op: Operation<I, K, R, B>,
  actor: SessionUser,
  call: { id: IdOf<K>; input: I; confirm: boolean },
  request: { headers: Headers; ip: string | null },
): Promise<R> {
  const before = (op.before ? await op.before({ id: call.id, input: call.input }) : undefined) as B;
  const args: OperationArgs<I, K, B> = { ...call, before };
  const result = await op.run(args, { actor, headers: request.headers });
  if (op.audit !== READ_ONLY) {
    const { entity, action, entityId, summary } = op.audit;
    const facts = { ...args, result };
    const id = entityId ? entityId(facts) : (answeredId(result) ?? (call.id as string | number | undefined));
    await recordAdminChange(
      prisma,
      actor,
      { entity, action },
      { entityId: id ?? undefined, summary: summary ? await summary(facts) : '' },
      undefined,
      request.ip,
    );
  }
  return result;
}

/** The id argument of the kind declared: a database id or a text key, else 404 without a query. */
function actionId<K extends IdKind>(kind: K | undefined, raw: unknown): IdOf<K> {
  if (kind === undefined) return undefined as IdOf<K>;
  return (kind === true ? recordId(raw) : recordKey(raw, kind as RegExp)) as IdOf<K>;
}

function pathSegmentId<K extends IdKind>(kind: K | undefined, segment: string): IdOf<K> {
  if (kind === undefined) return undefined as IdOf<K>;
  if (kind === true) return pathId(segment, ADMIN_MESSAGES.notFound) as IdOf<K>;
  // A text key may hold a character a client percent-encodes (a statement code's '+': 'P301%2BP310').
  let key = segment;
  try {
    key = decodeURIComponent(segment);
  } catch {
    throw new HttpError(404, ADMIN_MESSAGES.notFound);
  }
  if (!(kind as RegExp).test(key)) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return key as IdOf<K>;
}

const confirmed = (options: unknown) => typeof options === 'object' && options !== null && (options as { confirm?: unknown }).confirm === true;

/** The action's arguments as the UI passes them: the id when the operation takes one, the input when it has one, then `{ confirm }`. */
type ActionArgs<I, K extends IdKind> = [
  ...(K extends undefined ? [] : [id: unknown]),
  ...(I extends undefined ? [options?: unknown] : [input?: unknown, options?: unknown]),
];

export type OperationActionFn<I, K extends IdKind, T> = ((...args: ActionArgs<I, K>) => Promise<ActionResult<T>>) & { [ACTION_LIMITS]: ActionLimits };

/**
 * The server action of an operation, for the 'use server' exports: the administrator from the
 * cookies, the id and input checked, the work and its audit entry, the admin panel rendered afresh
 * (not after a READ_ONLY read); `{ ok: true, data }` (data through `answer` when the action answers
 * the browser less than the route answers the API) or the mapped failure. It carries its limits.
 */
export function operationAction<I, K extends IdKind, R, B, T = R>(op: Operation<I, K, R, B>, answer?: (result: R) => T): OperationActionFn<I, K, T> {
  const takesInput = op.input !== undefined || op.parse !== undefined;
  const action = async (...args: unknown[]): Promise<ActionResult<T>> => {
    const rest = op.id === undefined ? args : args.slice(1);
    const [input, options] = takesInput ? rest : [undefined, rest[0]];
    return actionFrame(
      async (actor, ip) => {
        const id = actionId(op.id, args[0]);
        const checked = await checkedInput(op as Operation<I, IdKind, unknown, unknown>, input, id);
        const result = await perform(op, actor, { id, input: checked, confirm: confirmed(options) }, { headers: await nextHeaders(), ip });
        return answer ? answer(result) : (result as unknown as T);
      },
      { refresh: op.audit !== READ_ONLY },
    );
  };
  Object.defineProperty(action, ACTION_LIMITS, { value: op.limits, enumerable: false });
  return action as unknown as OperationActionFn<I, K, T>;
}

/** The limits a server action carries, or undefined when it was not made by `operationAction`. */
export function actionLimitsOf(action: unknown): ActionLimits | undefined {
  return typeof action === 'function' ? (action as unknown as { [ACTION_LIMITS]?: ActionLimits })[ACTION_LIMITS] : undefined;
}

export interface OperationRouteOptions<R, P extends string> {
  /** The path segment holding the record id ('id' by default). */
  param?: P;
  /** The success status (201 for a create; 200 by default). */
  status?: 200 | 201;
  /** What the API answers, when less than the result (the audit summary the work computed). */
  answer?: (result: R) => unknown;
}

/**
 * The route handler of an operation, in the one route wrapper (lib/http/route.ts, the operation's
 * `who`): the id from the path, the input from the body or query as declared, `?confirm=true`, the
 * work and its audit entry; the result answered as JSON with `status` (a Response passes through).
 */
export function operationRoute<I, K extends IdKind, R, B, P extends string = 'id'>(op: Operation<I, K, R, B>, options: OperationRouteOptions<R, P> = {}) {
  return (request: Request, context?: { params: Promise<Record<P, string>> }): Promise<Response> =>
    route(
      request,
      async (actor) => {
        const segment = op.id !== undefined ? ((await context?.params)?.[options.param ?? ('id' as P)] ?? '') : '';
        const id = pathSegmentId(op.id, segment);
        const input = await requestInput(op as Operation<I, IdKind, unknown, unknown>, request, id);
        const confirm = new URL(request.url).searchParams.get('confirm') === 'true';
        const done = await perform(op, actor, { id, input, confirm }, { headers: request.headers, ip: clientIp(request.headers, env().TRUST_PROXY_HOPS) });
        const result = options.answer ? options.answer(done) : done;
        return options.status && options.status !== 200 && !(result instanceof Response) ? Response.json(result, { status: options.status }) : result;
      },
      { who: op.who },
    );
}
