/**
 * The response class of the server program (lib/server/program.ts creates its server with
 * `http.createServer({ ServerResponse: PageResponse })`, Node's documented option; no Node.js
 * object is patched). It differs from Node's ServerResponse in one case only: a page request
 * (`page` set by the program: GET or HEAD outside /api/, /_next/ and /media/) answered 500 while
 * PostgreSQL is failing (databaseOutageFresh, lib/server/database-outage.ts) goes out as 503 with
 * Retry-After and no-store. Next.js answers a page whose server component threw with 500 and an
 * error document that shows its text only once its script has run: an HTML answer is replaced by
 * OUTAGE_PAGE, readable without JavaScript; other answers (the RSC payload of a client navigation)
 * keep their body. Route handlers answer their own 503 (lib/http/failure.ts). And it never sends
 * a single-valued header twice (SINGLE_HEADERS).
 */
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { OUTAGE_PAGE, outageStatus } from './database-outage';

const BODY_HEADERS = ['content-length', 'content-encoding', 'transfer-encoding', 'content-type'];

/**
 * Headers an answer carries once. Next.js 16 sets a redirect's Location (and x-nextjs-stale-time)
 * while rendering a prerendered page and appends the cached copy again on that first answer
 * (vercel/next.js#82117), so a store page's old address (app/forhandlere/[slug]) answered its 308
 * with two Location headers, which a proxy may join into '/a, /a'. An identical repeat is dropped.
 */
const SINGLE_HEADERS = new Set(['location', 'x-nextjs-stale-time']);

function headerValue(headers: unknown, name: string): string | undefined {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return String(headers[i + 1]);
    return undefined;
  }
  if (typeof headers !== 'object' || headers === null) return undefined;
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return String(value);
  return undefined;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- Node's overloaded writeHead/write/end, passed through as they come */
export class PageResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  /** Set by the program for a page request: only then is a 500 looked at. */
  page = false;
  /** The outage page replaces the body Next.js writes. */
  private replaced = false;

  /** The headers argument of writeHead (the last one, when not the reason phrase), as an object. */
  private static headersObject(rest: any[]): OutgoingHttpHeaders | undefined {
    const last = rest[rest.length - 1];
    if (Array.isArray(last) && last.length % 2 === 0) {
      const headers: OutgoingHttpHeaders = {};
      for (let i = 0; i < last.length; i += 2) headers[String(last[i])] = last[i + 1];
      return headers;
    }
    return typeof last === 'object' && last !== null ? (last as OutgoingHttpHeaders) : undefined;
  }

  override writeHead(statusCode: number, ...rest: any[]): this {
    const { status, retryAfter } = this.page ? outageStatus(statusCode) : { status: statusCode, retryAfter: undefined };
    if (!retryAfter) return Reflect.apply(super.writeHead, this, [statusCode, ...rest]) as this;
    // Headers given to writeHead win over setHeader: both get Retry-After.
    let headers = PageResponse.headersObject(rest);
    if (headers) rest = typeof rest[0] === 'string' ? [rest[0], headers] : [headers];
    this.setHeader('Retry-After', retryAfter);
    this.setHeader('Cache-Control', 'no-store');
    if (headers) headers = { ...headers, 'retry-after': retryAfter, 'cache-control': 'no-store' };
    // The reason phrase would still say Internal Server Error.
    if (typeof rest[0] === 'string') rest[0] = 'Service Unavailable';
    const type = headerValue(headers, 'content-type') ?? this.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      const length = String(Buffer.byteLength(OUTAGE_PAGE));
      if (headers) {
        headers = Object.fromEntries(Object.entries(headers).filter(([key]) => !BODY_HEADERS.includes(key.toLowerCase())));
        headers['content-type'] = 'text/html; charset=utf-8';
        headers['content-length'] = length;
      }
      this.removeHeader('Content-Encoding');
      this.removeHeader('Transfer-Encoding');
      this.setHeader('Content-Type', 'text/html; charset=utf-8');
      this.setHeader('Content-Length', length);
      this.replaced = true;
    }
    if (headers) rest[rest.length - 1] = headers;
    return Reflect.apply(super.writeHead, this, [status, ...rest]) as this;
  }

  override appendHeader(name: string, value: string | readonly string[]): this {
    const current = SINGLE_HEADERS.has(name.toLowerCase()) ? this.getHeader(name) : undefined;
    const values = typeof value === 'string' ? [value] : value;
    if (current !== undefined && values.every((v) => String(v) === String(current))) return this;
    return super.appendHeader(name, value);
  }

  /** A body written before the head (Node.js then sends the head itself): decide on the head first. */
  private headFirst(): void {
    if (this.page && !this.headersSent && outageStatus(this.statusCode).retryAfter) this.writeHead(this.statusCode);
  }

  override write(...args: any[]): boolean {
    this.headFirst();
    if (!this.replaced) return Reflect.apply(super.write, this, args) as boolean;
    // The error document's chunks are dropped.
    (args.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
    return true;
  }

  override end(...args: any[]): this {
    this.headFirst();
    if (!this.replaced) return Reflect.apply(super.end, this, args) as this;
    const callback = args.find((arg) => typeof arg === 'function');
    const body = this.req?.method === 'HEAD' ? [] : [OUTAGE_PAGE];
    return Reflect.apply(super.end, this, [...body, ...(callback ? [callback] : [])]) as this;
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */
