/** The route frame's mappings, without a database: each failure a handler body can throw and its answer. */
import { z } from 'zod';
import { AuthError } from '../auth/errors';
import { AUTH_MESSAGES } from '../auth/messages';
import { Prisma } from '../generated/prisma/client';
import { logger } from '../logger';
import { HttpError } from './errors';
import { JSON_BODY_MESSAGES } from './json-body';
import { HTTP_MESSAGES } from './messages';
import { jsonBody, pathId, requestIdOf, route } from './route';

const URL_ = 'http://localhost/api/test?x=1';
const get = (headers: Record<string, string> = {}) => new Request(URL_, { headers });
const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) => new Request(URL_, { method: 'POST', body, headers });

const schema = z.object({ name: z.string().min(2, 'Navnet er for kort'), age: z.number().int('Må være et heltall') });

async function read(response: Response) {
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Record<string, unknown> };
}

const prismaError = (code: string) => new Prisma.PrismaClientKnownRequestError(`failed (${code})`, { code, clientVersion: Prisma.prismaVersion.client });

let errorLog: jest.SpiedFunction<typeof logger.error>;

beforeEach(() => {
  errorLog = jest.spyOn(logger, 'error');
});

afterEach(() => {
  errorLog.mockRestore();
});

describe('route: success', () => {
  it('answers a value as private, no-store JSON', async () => {
    expect(await read(await route(get(), async () => ({ ok: true })))).toEqual({ status: 200, cache: 'private, no-store', body: { ok: true } });
  });

  it('passes a Response through unchanged (streams, files)', async () => {
    const file = new Response('a;b\n', { status: 203, headers: { 'Content-Type': 'text/csv', 'Cache-Control': 'public, max-age=300' } });
    const answer = await route(get(), () => file);
    expect(answer).toBe(file);
    expect(await answer.text()).toBe('a;b\n');
  });
});

describe('route: known failures', () => {
  it('answers AuthError with 401 and 403', async () => {
    expect(await read(await route(get(), () => Promise.reject(new AuthError(401))))).toEqual({
      status: 401,
      cache: 'no-store',
      body: { error: AUTH_MESSAGES.notSignedIn, code: 'unauthenticated' },
    });
    expect(await read(await route(get(), () => Promise.reject(new AuthError(403))))).toEqual({
      status: 403,
      cache: 'no-store',
      body: { error: AUTH_MESSAGES.forbidden, code: 'forbidden' },
    });
  });

  it('answers HttpError with its status, message and field errors', async () => {
    const plain = await route(get(), () => {
      throw new HttpError(404, 'Finnes ikke');
    });
    expect(await read(plain)).toEqual({ status: 404, cache: 'no-store', body: { error: 'Finnes ikke', code: 'not_found' } });
    const withFields = await route(get(), () => {
      throw new HttpError(400, 'Skjemaet inneholder feil', { email: ['Ugyldig e-post'] });
    });
    expect(await read(withFields)).toEqual({
      status: 400,
      cache: 'no-store',
      body: { error: 'Skjemaet inneholder feil', code: 'validation_failed', fieldErrors: { email: ['Ugyldig e-post'] } },
    });
  });

  it('answers a ZodError with 400 and the field errors', async () => {
    const answer = await route(get(), () => schema.parse({ name: 'a', age: 1.5 }));
    expect(await read(answer)).toEqual({
      status: 400,
      cache: 'no-store',
      body: { error: HTTP_MESSAGES.invalid, code: 'validation_failed', fieldErrors: { name: ['Navnet er for kort'], age: ['Må være et heltall'] } },
    });
  });

  it('answers Prisma P2025 with 404 and P2002 with 409', async () => {
    expect(await read(await route(get(), () => Promise.reject(prismaError('P2025'))))).toEqual({
      status: 404,
      cache: 'no-store',
      body: { error: HTTP_MESSAGES.notFound, code: 'not_found' },
    });
    expect(await read(await route(get(), () => Promise.reject(prismaError('P2002'))))).toEqual({
      status: 409,
      cache: 'no-store',
      body: { error: HTTP_MESSAGES.conflict, code: 'conflict' },
    });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it("keeps an HttpError's own code; a 400 without fields is bad_request, with fields validation_failed", async () => {
    const own = await route(get(), () => Promise.reject(new HttpError(403, 'Fremmed', undefined, undefined, 'cross_site')));
    expect((await read(own)).body).toEqual({ error: 'Fremmed', code: 'cross_site' });
    expect(new HttpError(400, 'x').code).toBe('bad_request');
    expect(new HttpError(400, 'x', { a: ['y'] }).code).toBe('validation_failed');
    expect(new HttpError(409, 'x', { a: ['y'] }).code).toBe('conflict');
    expect(new HttpError(413, 'x').code).toBe('payload_too_large');
    expect(new HttpError(415, 'x').code).toBe('unsupported_media_type');
    expect(new HttpError(429, 'x').code).toBe('rate_limited');
  });

  it('answers a refused body size (statusCode 413) with 413 payload_too_large', async () => {
    const limit = Object.assign(new Error('Body exceeded 21mb limit'), { statusCode: 413 });
    expect(await read(await route(get(), () => Promise.reject(limit)))).toEqual({
      status: 413,
      cache: 'no-store',
      body: { error: HTTP_MESSAGES.tooLarge, code: 'payload_too_large' },
    });
  });

  it('answers a cross-site write with 403 cross_site before the body runs', async () => {
    const request = new Request(URL_, { method: 'POST', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, body: '{}' });
    const run = jest.fn();
    expect(await read(await route(request, run))).toEqual({ status: 403, cache: 'no-store', body: { error: HTTP_MESSAGES.crossSite, code: 'cross_site' } });
    expect(run).not.toHaveBeenCalled();
  });

  it('answers other Prisma errors with a logged 500', async () => {
    expect((await route(get(), () => Promise.reject(prismaError('P2003')))).status).toBe(500);
    expect(errorLog).toHaveBeenCalledTimes(1);
  });
});

describe('route: JSON bodies', () => {
  const echo = (request: Request) => route(request, () => jsonBody(request, schema, 'Ugyldig skjema', 64));

  it('answers a valid body', async () => {
    expect((await read(await echo(post('{"name":"Kari","age":40}')))).body).toEqual({ name: 'Kari', age: 40 });
  });

  it('answers 415 for a body not sent as JSON', async () => {
    expect(await read(await echo(post('{}', { 'content-type': 'text/plain' })))).toEqual({
      status: 415,
      cache: 'no-store',
      body: { error: JSON_BODY_MESSAGES.unsupportedType, code: 'unsupported_media_type' },
    });
  });

  it('answers 413 for a body over the cap, announced or sent', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(100), age: 1 });
    expect((await read(await echo(post(big)))).body).toEqual({ error: JSON_BODY_MESSAGES.tooLarge, code: 'payload_too_large' });
    const chunked = new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect((await echo(chunked)).status).toBe(413);
  });

  it('answers 400 for an empty, malformed or non-object body and for invalid fields', async () => {
    expect((await read(await echo(post('')))).body).toEqual({ error: JSON_BODY_MESSAGES.empty, code: 'bad_request' });
    expect((await read(await echo(post('{"name":')))).body).toEqual({ error: JSON_BODY_MESSAGES.invalidJson, code: 'bad_request' });
    expect((await read(await echo(post('[1]')))).body).toEqual({ error: JSON_BODY_MESSAGES.notObject, code: 'bad_request' });
    expect(await read(await echo(post('{"name":"K","age":"x"}')))).toEqual({
      status: 400,
      cache: 'no-store',
      body: { error: 'Ugyldig skjema', code: 'validation_failed', fieldErrors: { name: ['Navnet er for kort'], age: [expect.any(String)] } },
    });
  });

  it('answers 404 for a path id that cannot be one', async () => {
    expect(await read(await route(get(), () => pathId('12abc', 'Kurset ble ikke funnet')))).toEqual({
      status: 404,
      cache: 'no-store',
      body: { error: 'Kurset ble ikke funnet', code: 'not_found' },
    });
    expect(pathId('42', 'x')).toBe(42);
  });
});

describe('route: unknown failures', () => {
  it('answers 500 JSON with a new request id, logged with the method and path', async () => {
    const answer = await route(get(), () => Promise.reject(new Error('database down')));
    const { status, cache, body } = await read(answer);
    expect(status).toBe(500);
    expect(cache).toBe('no-store');
    expect(body).toEqual({ error: HTTP_MESSAGES.serverError, code: 'internal_error', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(answer.headers.get('x-request-id')).toBe(body.requestId);
    expect(errorLog).toHaveBeenCalledTimes(1);
    const [fields, message] = errorLog.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(message).toBe('Route handler failed');
    expect(fields).toMatchObject({ requestId: body.requestId, method: 'GET', path: '/api/test' });
    expect((fields.err as Error).message).toBe('database down');
  });

  it('reuses an incoming X-Request-Id, and the route’s own message', async () => {
    const answer = await route(get({ 'x-request-id': 'proxy-42' }), () => Promise.reject(new Error('x')), { failure: 'Kunne ikke hente produkter' });
    expect((await read(answer)).body).toEqual({ error: 'Kunne ikke hente produkter', code: 'internal_error', requestId: 'proxy-42' });
    expect(errorLog.mock.calls[0][0]).toMatchObject({ requestId: 'proxy-42' });
  });

  it('ignores an incoming request id that does not look like one', () => {
    expect(requestIdOf(get({ 'x-request-id': 'a b {"x":1}' }))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(get({ 'x-request-id': 'x'.repeat(200) }))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers without a request too (handlers Next.js calls without one)', async () => {
    const { status, body } = await read(await route(undefined, () => Promise.reject(new Error('x'))));
    expect(status).toBe(500);
    expect(body.requestId).toEqual(expect.any(String));
    expect(errorLog).toHaveBeenCalledTimes(1);
  });

  it('rethrows Next.js control flow (redirect, notFound)', async () => {
    const redirect = Object.assign(new Error('NEXT_REDIRECT'), { digest: 'NEXT_REDIRECT;replace;/auth;307;' });
    await expect(route(get(), () => Promise.reject(redirect))).rejects.toBe(redirect);
    expect(errorLog).not.toHaveBeenCalled();
  });
});

describe('route: onError', () => {
  it('lets a handler degrade: its answer replaces the 500, known failures keep theirs', async () => {
    const degrade = { onError: () => Response.json([], { headers: { 'Cache-Control': 'no-store' } }) };
    const degraded = await route(get(), () => Promise.reject(new Error('database down')), degrade);
    expect(await read(degraded)).toEqual({ status: 200, cache: 'no-store', body: [] });
    expect(errorLog).not.toHaveBeenCalled();
    expect((await route(get(), () => Promise.reject(new AuthError(401)), degrade)).status).toBe(401);
  });

  it('falls back to the 500 when onError answers nothing', async () => {
    const answer = await route(get(), () => Promise.reject(new Error('x')), { onError: () => undefined });
    expect(answer.status).toBe(500);
    expect(errorLog).toHaveBeenCalledTimes(1);
  });
});

describe('route: dependencies unreachable', () => {
  it('the database unreachable: 503 with Retry-After and the Norwegian message, logged as a warning only', async () => {
    const response = await route(get(), async () => {
      throw prismaError('P1001');
    });
    expect([response.status, response.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await response.json()).toEqual({ error: HTTP_MESSAGES.databaseUnavailable, code: 'database_unavailable' });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('the object store not answering: 503 with Retry-After; a refusal it answers (403) stays a 500', async () => {
    const { S3StorageError } = await import('../storage-s3');
    const down = await route(get(), async () => {
      throw new S3StorageError('S3 PUT products/x.jpg failed: fetch failed', 0);
    });
    expect([down.status, down.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await down.json()).toEqual({ error: HTTP_MESSAGES.storageUnavailable, code: 'service_unavailable' });
    const refused = await route(get(), async () => {
      throw new S3StorageError('S3 PUT products/x.jpg failed: 403', 403, 'AccessDenied');
    });
    expect(refused.status).toBe(500);
  });
});
