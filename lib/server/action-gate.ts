/**
 * Server-action bodies at the edge (issue 25, issue 33; docs/operations.md, 'HTTP server edge').
 * Next.js reads a POST's whole body (up to proxyClientMaxBodySize, 21 MB) before the proxy's
 * answer counts, and only then finds out whether the action exists; 24 parallel anonymous 20 MB
 * posts took the server from 250 MB to 1 GB. The server program (lib/server/program.ts) asks this
 * gate from the request's headers alone, before Next.js and before a byte of the body is read
 * (with `Expect: 100-continue`, before the client sends it):
 *
 * - 404 when the `Next-Action` id is not one of the build's actions;
 * - 411 without a Content-Length (a browser always sends one with an action);
 * - 413 when Content-Length is over what the caller may send: the action's own `maxBytes`
 *   (declared with the operation: `who`, `maxBytes`, `upload`), and for an action only an
 *   administrator may call (`who: 'admin'`) ANONYMOUS_CAP_BYTES unless the request carries a valid
 *   administrator session (read with next-auth's own decoder; the action checks the session against
 *   the database itself);
 * - 429 with Retry-After when MAX_LARGE_BODIES bodies over ANONYMOUS_CAP_BYTES are being received
 *   already (ACTION_LARGE_BODIES_MAX overrides it).
 *
 * The actions' limits come from .next/action-limits.json, which the build writes from the
 * declarations on the `'use server'` modules' exports (scripts/action-limits.ts). Without a build
 * (`next dev`) every id passes, with the largest cap.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decode } from 'next-auth/jwt';
import type { ErrorCode } from '../http/error-codes';
import { HTTP_MESSAGES } from '../http/messages';
import { SERVER_ACTION_BODY_LIMIT_BYTES } from '../security/server-actions';
import type { Env } from './shutdown';

/** The property every export of a `'use server'` module carries its limits under. */
export const ACTION_LIMITS = Symbol.for('pleie.actionLimits');

/** What an action declares about its callers and its body. */
export interface ActionLimits {
  who: 'admin' | 'anyone';
  /** The largest body (bytes) the action accepts. */
  maxBytes: number;
  /** Whether it takes a file (multipart). */
  upload: boolean;
}

/** The build's actions: id → limits. */
export type ActionTable = ReadonlyMap<string, ActionLimits>;

/** What an anonymous caller may send to an administrator's action. */
export const ANONYMOUS_CAP_BYTES = 64 * 1024;
/** Large bodies received at once (ACTION_LARGE_BODIES_MAX). */
export const MAX_LARGE_BODIES = 3;
const RETRY_AFTER_SECONDS = 5;
/** Without a build (`next dev`): every id is taken for an administrator's upload. */
const ANY_ACTION: ActionLimits = { who: 'admin', maxBytes: SERVER_ACTION_BODY_LIMIT_BYTES, upload: true };

/** The file the build writes (scripts/action-limits.ts) and the program reads. */
export const ACTION_LIMITS_FILE = 'action-limits.json';

/** Whether `value` is a valid limits declaration. */
export function isActionLimits(value: unknown): value is ActionLimits {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (v.who === 'admin' || v.who === 'anyone') && Number.isSafeInteger(v.maxBytes) && (v.maxBytes as number) > 0 && typeof v.upload === 'boolean';
}

/** The table in .next/action-limits.json ({ id: limits }), or null when there is no build (every id passes). */
export function readActionTable(distDir: string): ActionTable | null {
  let raw: string;
  try {
    raw = readFileSync(path.join(distDir, ACTION_LIMITS_FILE), 'utf8');
  } catch {
    return null;
  }
  const table = new Map<string, ActionLimits>();
  for (const [id, limits] of Object.entries(JSON.parse(raw) as Record<string, unknown>)) {
    if (!isActionLimits(limits)) throw new Error(`${ACTION_LIMITS_FILE}: the limits of action ${id} are not valid`);
    table.set(id, limits);
  }
  return table;
}

const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

function cookieValue(header: string | undefined, names: string[]): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && names.includes(part.slice(0, eq).trim())) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Whether the request carries a valid administrator's session cookie (next-auth's decode: signature, expiry). */
export async function signedInAdmin(headers: NodeJS.Dict<string | string[]>, env: Env = process.env): Promise<boolean> {
  const secret = env.NEXTAUTH_SECRET?.trim() || env.AUTH_SECRET?.trim();
  const token = cookieValue(typeof headers.cookie === 'string' ? headers.cookie : undefined, SESSION_COOKIES);
  if (!secret || !token) return false;
  try {
    const claims = await decode({ token, secret });
    return claims?.role === 'admin';
  } catch {
    return false;
  }
}

export interface GateRefusal {
  status: 400 | 404 | 411 | 413 | 429;
  code: Extract<ErrorCode, 'bad_request' | 'not_found' | 'length_required' | 'payload_too_large' | 'rate_limited'>;
  error: string;
  headers?: Record<string, string>;
}

/** The gate's bookkeeping: large bodies being received now. */
export class ActionGate {
  private largeInFlight = 0;

  constructor(
    private readonly table: ActionTable | null,
    private readonly env: Env = process.env,
  ) {}

  /** Large bodies being received now. */
  get large(): number {
    return this.largeInFlight;
  }

  private maxLarge(): number {
    const value = Number(this.env.ACTION_LARGE_BODIES_MAX);
    return Number.isInteger(value) && value > 0 ? value : MAX_LARGE_BODIES;
  }

  /**
   * What the gate decides from the method and headers: null to pass the request on (a large body
   * is then counted until `done` is called), else the refusal.
   */
  async decide(method: string | undefined, headers: NodeJS.Dict<string | string[]>): Promise<GateRefusal | { pass: true; done: () => void } | null> {
    const header = headers['next-action'];
    if (method !== 'POST' || header === undefined) return null;
    const id = String(header).trim();
    const action = this.table ? this.table.get(id) : ANY_ACTION;
    if (!action) return { status: 404, code: 'not_found', error: HTTP_MESSAGES.notFound };
    const raw = headers['content-length'];
    if (raw === undefined) return { status: 411, code: 'length_required', error: HTTP_MESSAGES.lengthRequired };
    const length = Number(raw);
    if (!Number.isSafeInteger(length) || length < 0) return { status: 400, code: 'bad_request', error: HTTP_MESSAGES.bodyTooLarge };
    if (length > action.maxBytes) return { status: 413, code: 'payload_too_large', error: HTTP_MESSAGES.bodyTooLarge };
    if (length <= ANONYMOUS_CAP_BYTES) return null;
    if (action.who === 'admin' && !(await signedInAdmin(headers, this.env)))
      return { status: 413, code: 'payload_too_large', error: HTTP_MESSAGES.bodyTooLarge };
    if (this.largeInFlight >= this.maxLarge())
      return { status: 429, code: 'rate_limited', error: HTTP_MESSAGES.busy, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } };
    this.largeInFlight++;
    let released = false;
    return {
      pass: true,
      done: () => {
        if (released) return;
        released = true;
        this.largeInFlight--;
      },
    };
  }
}
