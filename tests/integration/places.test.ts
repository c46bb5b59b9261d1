/**
 * The Places proxy (GET /api/places/search, GET /api/places/details) and dealerDetails against
 * the real test database and a local stand-in for Google's Places API (node:http on
 * 127.0.0.1, reached through GOOGLE_PLACES_BASE_URL). No request leaves the machine.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { revalidateTag } from 'next/cache';
import { NextRequest } from 'next/server';
import { logger } from '@/lib/logger';
import { dealerDetails } from '@/lib/dealers/places/details';
import { PlacesUnavailableError, PlacesUpstreamError } from '@/lib/dealers/places/google';
import { GET as searchGET } from '@/app/api/places/search/route';
import { GET as detailsGET } from '@/app/api/places/details/route';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

const KEY = 'AIzaSy-integration-SECRET-7f3a';
const HOUR = 3_600_000;

/** What the stand-in answers; set per test. */
type Answer = { kind: 'json'; status?: number; body: unknown } | { kind: 'text'; status?: number; body: string } | { kind: 'hang' };

interface Seen {
  path: string;
  params: Record<string, string>;
}

type AnswerFor = Answer | ((params: Record<string, string>) => Answer);

let answers: { findplacefromtext: AnswerFor; details: AnswerFor };
let seen: Seen[] = [];

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const params = Object.fromEntries(url.searchParams);
  seen.push({ path: url.pathname, params });
  const answerFor = url.pathname.endsWith('/findplacefromtext/json')
    ? answers.findplacefromtext
    : url.pathname.endsWith('/details/json')
      ? answers.details
      : ({ kind: 'text', status: 404, body: 'no such path' } as Answer);
  const answer = typeof answerFor === 'function' ? answerFor(params) : answerFor;
  if (answer.kind === 'hang') return; // never answers: the proxy's timeout must end the wait
  res.writeHead(answer.status ?? 200, { 'content-type': answer.kind === 'json' ? 'application/json' : 'text/html' });
  res.end(answer.kind === 'json' ? JSON.stringify(answer.body) : answer.body);
});

const found = (placeId: string): Answer => ({ kind: 'json', body: { status: 'OK', candidates: [{ place_id: placeId }] } });
const details = (placeId: string, extra: Record<string, unknown> = {}): Answer => ({
  kind: 'json',
  body: {
    status: 'OK',
    result: {
      place_id: placeId,
      formatted_phone_number: '22 33 44 55',
      website: 'https://mobelhuset.example/',
      formatted_address: 'Storgata 1, 0150 Oslo, Norge',
      opening_hours: { weekday_text: ['mandag–fredag: 09:00–17:00', 'lørdag: 10:00–14:00', 'søndag: Stengt'] },
      ...extra,
    },
  },
});
const status = (s: string): Answer => ({ kind: 'json', body: { status: s, error_message: `Key ${KEY} was refused` } });

let ipCounter = 0;
/** Each request from its own address unless one is given, so the per-IP limit stays out of the way. */
const from = (ip?: string) => ({ headers: { 'x-forwarded-for': ip ?? `198.20.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}` } });
const search = (query: string, ip?: string) => searchGET(new NextRequest(`http://localhost/api/places/search?${query}`, from(ip)));
const detailsOf = (query: string, ip?: string) => detailsGET(new NextRequest(`http://localhost/api/places/details?${query}`, from(ip)));

/** A test name for a query string (long ones shortened). */
const label = (q: string) => JSON.stringify(q.length > 50 ? `${q.slice(0, 20)}… (${q.length} characters)` : q);

/** Status, Cache-Control and JSON body of a response; fails if the body holds the key. */
async function read(res: Response) {
  const text = await res.text();
  expect(text).not.toContain('SECRET');
  expect(text).not.toContain(KEY);
  return { status: res.status, cache: res.headers.get('cache-control'), body: JSON.parse(text) as Record<string, unknown> };
}

/** The week Google's lines in `details` read as. */
const GOOGLE_WEEK = [...Array.from({ length: 5 }, () => [{ opens: '09:00', closes: '17:00' }]), [{ opens: '10:00', closes: '14:00' }], []];
/** A week stored on a row before the lookup. */
const STORED_WEEK = [[{ opens: '10:00', closes: '16:00' }], [], [], [], [], [], []];

describe('places proxy', () => {
  let db: TestDatabase;
  let baseUrl: string;
  let savedEnv: NodeJS.ProcessEnv;

  beforeAll(async () => {
    db = await cloneTemplateDatabase('places');
    process.env.DATABASE_URL = db.url;
    savedEnv = { ...process.env };
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api/place`;
  }, 120_000);

  afterAll(async () => {
    await closeRateLimitStores();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    const { prisma } = await import('@/lib/db');
    await prisma.$disconnect();
    await db?.drop();
  });

  beforeEach(async () => {
    process.env.GOOGLE_PLACES_API_KEY = KEY;
    process.env.GOOGLE_PLACES_BASE_URL = baseUrl;
    process.env.PLACES_TIMEOUT_MS = '2000';
    process.env.PLACES_DETAILS_TTL_HOURS = '720';
    answers = { findplacefromtext: found('ChIJmobelhuset'), details: details('ChIJmobelhuset') };
    seen = [];
    await db.prisma.dealerLocation.deleteMany({});
    await db.prisma.dealerLocation.createMany({
      data: [
        { id: 'd001', name: 'Møbelhuset', address: 'Storgata 1, 0150 Oslo', lat: 59.91, lng: 10.75 },
        {
          id: 'd002',
          name: 'Fagmøbler Bergen',
          address: 'Strandgaten 2, 5013 Bergen',
          phoneNumber: '55 00 00 00',
          weeklyHours: STORED_WEEK,
          placeId: 'ChIJstored',
          lastUpdated: new Date(Date.now() - 2 * HOUR),
        },
      ],
    });
  });

  afterEach(() => {
    server.closeAllConnections(); // drops the hanging requests of the timeout tests
    process.env = { ...savedEnv };
  });

  describe('GET /api/places/search', () => {
    it('answers the place id, asking Find Place with the key and the query', async () => {
      const res = await read(await search(`query=${encodeURIComponent('Møbelhuset Storgata 1, 0150 Oslo')}`));
      expect(res).toEqual({ status: 200, cache: 'private, max-age=300', body: { placeId: 'ChIJmobelhuset' } });
      expect(seen).toEqual([
        {
          path: '/maps/api/place/findplacefromtext/json',
          params: { input: 'Møbelhuset Storgata 1, 0150 Oslo', inputtype: 'textquery', fields: 'place_id', language: 'no', key: KEY },
        },
      ]);
    });

    it('logs an upstream failure without the key', async () => {
      const warn = jest.spyOn(logger, 'warn');
      try {
        answers.findplacefromtext = status('REQUEST_DENIED');
        await search('query=Møbelhuset');
        expect(warn).toHaveBeenCalledTimes(1);
        const logged = JSON.stringify(warn.mock.calls[0]);
        expect(logged).toContain('REQUEST_DENIED');
        expect(logged).not.toContain('SECRET');
      } finally {
        warn.mockRestore();
      }
    });

    it('answers 404 when Google has no match', async () => {
      answers.findplacefromtext = { kind: 'json', body: { status: 'ZERO_RESULTS', candidates: [] } };
      expect(await read(await search('query=ingenting'))).toEqual({ status: 404, cache: 'no-store', body: { error: 'Ingen treff', code: 'not_found' } });
    });

    it.each([
      ['REQUEST_DENIED', status('REQUEST_DENIED')],
      ['OVER_QUERY_LIMIT', status('OVER_QUERY_LIMIT')],
      ['non-JSON', { kind: 'text', body: '<html>oops</html>' } as Answer],
      ['HTTP 500', { kind: 'json', status: 500, body: { status: 'OK', candidates: [] } } as Answer],
      ['HTTP 403 text', { kind: 'text', status: 403, body: `forbidden ${KEY}` } as Answer],
    ])('answers 502 for %s', async (_label, answer) => {
      answers.findplacefromtext = answer;
      expect(await read(await search('query=Møbelhuset'))).toEqual({
        status: 502,
        cache: 'no-store',
        body: { error: 'Kunne ikke hente data fra Google', code: 'upstream_failed' },
      });
    });

    it('answers 504 when Google does not answer within PLACES_TIMEOUT_MS', async () => {
      process.env.PLACES_TIMEOUT_MS = '200';
      answers.findplacefromtext = { kind: 'hang' };
      const started = Date.now();
      const res = await read(await search('query=Møbelhuset'));
      expect(Date.now() - started).toBeLessThan(2000);
      expect(res).toEqual({ status: 504, cache: 'no-store', body: { error: 'Kunne ikke hente data fra Google', code: 'upstream_failed' } });
    });

    it('answers 503 without a key, asking nobody', async () => {
      delete process.env.GOOGLE_PLACES_API_KEY;
      expect(await read(await search('query=Møbelhuset'))).toEqual({
        status: 503,
        cache: 'no-store',
        body: { error: 'Stedsoppslag er ikke konfigurert', code: 'service_unavailable' },
      });
      expect(seen).toEqual([]);
    });

    it.each(
      [
        '',
        'query',
        'query=',
        'query=%20%20%20',
        `query=${'a'.repeat(301)}`,
        `query=${'a'.repeat(50_000)}`,
        'query=a&query=b',
        'query=a&key=other',
        'q=Oslo',
        '%zz=%zz',
        'query[]=a',
        '&&&=&',
      ].map((q) => [label(q), q]),
    )('answers 400 JSON for %s without asking Google', async (_label, q) => {
      const res = await read(await search(q));
      expect(res.status).toBe(400);
      expect(res.cache).toBe('no-store');
      expect(typeof res.body.error).toBe('string');
      expect(seen).toEqual([]);
    });

    it('passes malformed percent-encoding on as plain text (never a 500)', async () => {
      const res = await read(await search('query=%E0%A4%A%zz'));
      expect(res.status).toBe(200);
      expect(seen).toHaveLength(1);
      expect(seen[0].params.input).toBe('\ufffd%A%zz');
    });
  });

  describe('GET /api/places/details?placeId=', () => {
    it('answers the details, asking Place Details with the fixed fields', async () => {
      const res = await read(await detailsOf('placeId=ChIJmobelhuset'));
      expect(res).toEqual({
        status: 200,
        cache: 'private, max-age=300',
        body: {
          placeId: 'ChIJmobelhuset',
          phoneNumber: '22 33 44 55',
          website: 'https://mobelhuset.example/',
          formattedAddress: 'Storgata 1, 0150 Oslo, Norge',
          weeklyHours: GOOGLE_WEEK,
        },
      });
      expect(seen).toEqual([
        {
          path: '/maps/api/place/details/json',
          params: {
            place_id: 'ChIJmobelhuset',
            fields: 'formatted_phone_number,website,formatted_address,opening_hours/weekday_text,place_id',
            language: 'no',
            key: KEY,
          },
        },
      ]);
    });

    it('drops a website that is not http(s)', async () => {
      answers.details = details('ChIJx', { website: 'javascript:alert(document.cookie)' });
      expect((await read(await detailsOf('placeId=ChIJx'))).body.website).toBeNull();
    });

    it('answers 404 for NOT_FOUND, 502 for error statuses and bad answers, 504 on timeout, 503 without key', async () => {
      answers.details = { kind: 'json', body: { status: 'NOT_FOUND' } };
      expect(await read(await detailsOf('placeId=ChIJgone'))).toMatchObject({ status: 404, cache: 'no-store', body: { error: 'Ingen treff' } });
      for (const answer of [status('INVALID_REQUEST'), { kind: 'text', body: 'not json' } as Answer, { kind: 'json', status: 500, body: {} } as Answer]) {
        answers.details = answer;
        expect(await read(await detailsOf('placeId=ChIJx'))).toMatchObject({ status: 502, cache: 'no-store' });
      }
      process.env.PLACES_TIMEOUT_MS = '150';
      answers.details = { kind: 'hang' };
      expect(await read(await detailsOf('placeId=ChIJx'))).toMatchObject({ status: 504, cache: 'no-store', body: { code: 'upstream_failed' } });
      delete process.env.GOOGLE_PLACES_API_KEY;
      expect(await read(await detailsOf('placeId=ChIJx'))).toMatchObject({
        status: 503,
        body: { error: 'Stedsoppslag er ikke konfigurert', code: 'service_unavailable' },
      });
    });

    it.each(
      [
        '',
        'placeId=',
        'placeId=a%20b',
        'placeId=..%2F..%2Fetc',
        `placeId=${'a'.repeat(301)}`,
        `placeId=${'a'.repeat(50_000)}`,
        'placeId=a&placeId=b',
        'placeId=a&dealerId=d001',
        'placeId=a&fields=reviews',
        'dealerId=',
        `dealerId=${'d'.repeat(41)}`,
        "dealerId=d001'--",
        'dealerId=d001&dealerId=d002',
        'place_id=a',
        '%zz',
      ].map((q) => [label(q), q]),
    )('answers 400 JSON for %s without asking Google', async (_label, q) => {
      const res = await read(await detailsOf(q));
      expect(res.status).toBe(400);
      expect(res.cache).toBe('no-store');
      expect(typeof res.body.error).toBe('string');
      expect(seen).toEqual([]);
    });
  });

  describe('GET /api/places/details?dealerId=', () => {
    it('looks the dealer up, stores the details and answers them with source google', async () => {
      const res = await read(await detailsOf('dealerId=d001'));
      expect(res.status).toBe(200);
      expect(res.cache).toBe('private, max-age=300');
      expect(res.body.source).toBe('google');
      // The cached finder page and dealer list expire at once (lib/cache.ts), like every other write.
      expect(revalidateTag).toHaveBeenCalledWith('dealers', { expire: 0 });
      expect(res.body.dealer).toEqual({
        id: 'd001',
        phoneNumber: '22 33 44 55',
        website: 'https://mobelhuset.example/',
        formattedAddress: 'Storgata 1, 0150 Oslo, Norge',
        weeklyHours: GOOGLE_WEEK,
        placeId: 'ChIJmobelhuset',
        lastUpdated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(seen.map((s) => s.path)).toEqual(['/maps/api/place/findplacefromtext/json', '/maps/api/place/details/json']);
      expect(seen[0].params.input).toBe('Møbelhuset Storgata 1, 0150 Oslo');
      const row = await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'd001' } });
      // A store nobody edited gets its hours from the lookup, structured.
      expect(row).toMatchObject({ phoneNumber: '22 33 44 55', placeId: 'ChIJmobelhuset', website: 'https://mobelhuset.example/', weeklyHours: GOOGLE_WEEK });
      expect(row.lastUpdated!.toISOString()).toBe((res.body.dealer as { lastUpdated: string }).lastUpdated);

      // Asked again: answered from the database.
      seen = [];
      const again = await read(await detailsOf('dealerId=d001'));
      expect(again.body).toEqual({ ...res.body, source: 'stored' });
      expect(seen).toEqual([]);
    });

    it("keeps what the dealer keeps itself ('Min butikk'): a lookup refreshes only Google's own fields", async () => {
      await db.prisma.dealerLocation.update({
        where: { id: 'd001' },
        data: { phoneNumber: '99 88 77 66', website: null, weeklyHours: STORED_WEEK, storeEditedAt: new Date(), storeEditedBy: 'kari@example.no' },
      });
      const res = await read(await detailsOf('dealerId=d001'));
      expect(res.body.source).toBe('google');
      expect(res.body.dealer).toMatchObject({
        phoneNumber: '99 88 77 66',
        website: null,
        weeklyHours: STORED_WEEK,
        formattedAddress: 'Storgata 1, 0150 Oslo, Norge',
        placeId: 'ChIJmobelhuset',
      });
      const row = await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'd001' } });
      expect(row).toMatchObject({ phoneNumber: '99 88 77 66', website: null, weeklyHours: STORED_WEEK, placeId: 'ChIJmobelhuset' });
    });

    it('answers 404 for an unknown dealer, without asking Google', async () => {
      expect(await read(await detailsOf('dealerId=d999'))).toEqual({
        status: 404,
        cache: 'no-store',
        body: { error: 'Forhandleren finnes ikke', code: 'not_found' },
      });
      expect(seen).toEqual([]);
    });

    it('without a key: 200 with the stored details when there are any, else 503', async () => {
      delete process.env.GOOGLE_PLACES_API_KEY;
      await db.prisma.dealerLocation.update({ where: { id: 'd002' }, data: { lastUpdated: new Date(Date.now() - 10_000 * HOUR) } });
      const stored = await read(await detailsOf('dealerId=d002'));
      expect(stored).toMatchObject({ status: 200, body: { source: 'stored', dealer: { id: 'd002', phoneNumber: '55 00 00 00' } } });
      expect(await read(await detailsOf('dealerId=d001'))).toEqual({
        status: 503,
        cache: 'no-store',
        body: { error: 'Stedsoppslag er ikke konfigurert', code: 'service_unavailable' },
      });
      expect(seen).toEqual([]);
    });

    it('answers 502 when Google fails and leaves the row untouched', async () => {
      answers.findplacefromtext = status('REQUEST_DENIED');
      expect(await read(await detailsOf('dealerId=d001'))).toMatchObject({ status: 502, body: { error: 'Kunne ikke hente data fra Google' } });
      const row = await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'd001' } });
      expect(row).toMatchObject({ lastUpdated: null, placeId: null, phoneNumber: null });
    });
  });

  describe('dealerDetails', () => {
    const now = new Date('2030-06-01T12:00:00Z');

    it('reuses stored details within the TTL and asks Google again after it', async () => {
      const first = await dealerDetails(db.prisma, 'd001', now);
      expect(first?.source).toBe('google');
      expect(seen).toHaveLength(2);

      seen = [];
      const within = await dealerDetails(db.prisma, 'd001', new Date(now.getTime() + 719 * HOUR));
      expect(within).toEqual({ ...first, source: 'stored' });
      expect(seen).toEqual([]);

      // Expired: the stored place id is used, no new search.
      answers.details = details('ChIJmobelhuset', { formatted_phone_number: '99 88 77 66' });
      const later = new Date(now.getTime() + 721 * HOUR);
      const expired = await dealerDetails(db.prisma, 'd001', later);
      expect(expired?.source).toBe('google');
      expect(expired?.dealer).toMatchObject({ phoneNumber: '99 88 77 66', lastUpdated: later.toISOString() });
      expect(seen.map((s) => s.path)).toEqual(['/maps/api/place/details/json']);
      expect(seen[0].params.place_id).toBe('ChIJmobelhuset');
    });

    it('follows PLACES_DETAILS_TTL_HOURS', async () => {
      process.env.PLACES_DETAILS_TTL_HOURS = '1';
      // d002 was looked up 2 hours ago: older than a 1-hour TTL.
      await dealerDetails(db.prisma, 'd002');
      expect(seen.map((s) => s.path)).toEqual(['/maps/api/place/details/json']);
      expect(seen[0].params.place_id).toBe('ChIJstored');
      process.env.PLACES_DETAILS_TTL_HOURS = '3';
      seen = [];
      await db.prisma.dealerLocation.update({ where: { id: 'd002' }, data: { lastUpdated: new Date(Date.now() - 2 * HOUR) } });
      expect((await dealerDetails(db.prisma, 'd002'))?.source).toBe('stored');
      expect(seen).toEqual([]);
    });

    it('remembers a lookup without result for the TTL, keeping what is stored', async () => {
      answers.findplacefromtext = { kind: 'json', body: { status: 'ZERO_RESULTS', candidates: [] } };
      const result = await dealerDetails(db.prisma, 'd001', now);
      expect(result).toEqual({
        source: 'google',
        dealer: { id: 'd001', phoneNumber: null, website: null, formattedAddress: null, weeklyHours: null, placeId: null, lastUpdated: now.toISOString() },
      });
      expect(seen).toHaveLength(1);
      seen = [];
      expect((await dealerDetails(db.prisma, 'd001', new Date(now.getTime() + HOUR)))?.source).toBe('stored');
      expect(seen).toEqual([]);
    });

    it('searches again when a stored place id is no longer known', async () => {
      await db.prisma.dealerLocation.update({ where: { id: 'd002' }, data: { lastUpdated: null } });
      answers.findplacefromtext = found('ChIJnew');
      // The stored id is no longer known to Google; the new one is.
      answers.details = (params) => (params.place_id === 'ChIJnew' ? details('ChIJnew') : { kind: 'json', body: { status: 'NOT_FOUND' } });
      const result = await dealerDetails(db.prisma, 'd002', now);
      expect(result?.dealer).toMatchObject({ placeId: 'ChIJnew', phoneNumber: '22 33 44 55' });
      expect(seen.map((s) => [s.path.split('/').at(-2), s.params.place_id ?? s.params.input])).toEqual([
        ['details', 'ChIJstored'],
        ['findplacefromtext', 'Fagmøbler Bergen Strandgaten 2, 5013 Bergen'],
        ['details', 'ChIJnew'],
      ]);
      expect((await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'd002' } })).placeId).toBe('ChIJnew');
    });

    it('forgets a stored place id Google no longer knows when nothing replaces it', async () => {
      await db.prisma.dealerLocation.update({ where: { id: 'd002' }, data: { lastUpdated: null } });
      answers.findplacefromtext = { kind: 'json', body: { status: 'ZERO_RESULTS', candidates: [] } };
      answers.details = { kind: 'json', body: { status: 'NOT_FOUND' } };
      const result = await dealerDetails(db.prisma, 'd002', now);
      expect(result?.dealer).toMatchObject({ placeId: null, phoneNumber: '55 00 00 00', lastUpdated: now.toISOString() });
      const row = await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'd002' } });
      expect(row).toMatchObject({ placeId: null, phoneNumber: '55 00 00 00', weeklyHours: STORED_WEEK });
    });

    it('stores only capped, http(s) values', async () => {
      answers.details = details('ChIJmobelhuset', {
        website: 'ftp://mobelhuset.example/',
        formatted_address: 'x'.repeat(400),
        formatted_phone_number: '1'.repeat(80),
        opening_hours: { weekday_text: Array.from({ length: 9 }, (_, i) => `${i}: ${'t'.repeat(300)}`) },
      });
      await dealerDetails(db.prisma, 'd001', now);
      const row = await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'd001' } });
      expect(row.website).toBeNull();
      expect(row.phoneNumber).toBeNull();
      expect(row.formattedAddress!.length).toBeLessThanOrEqual(300);
      // Lines that do not name the week readably leave the hours unknown.
      expect(row.weeklyHours).toBeNull();
    });

    it('throws PlacesUpstreamError (kind timeout) on a hanging upstream, PlacesUnavailableError without key', async () => {
      process.env.PLACES_TIMEOUT_MS = '150';
      answers.findplacefromtext = { kind: 'hang' };
      const error = await dealerDetails(db.prisma, 'd001', now).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlacesUpstreamError);
      expect((error as PlacesUpstreamError).kind).toBe('timeout');
      expect((error as Error).message).not.toContain('SECRET');
      delete process.env.GOOGLE_PLACES_API_KEY;
      await expect(dealerDetails(db.prisma, 'd001', now)).rejects.toBeInstanceOf(PlacesUnavailableError);
    });
  });
});

describe('places proxy rate limit', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await cloneTemplateDatabase('places_limit');
    process.env.DATABASE_URL = db.url;
    process.env.PLACES_RATE_LIMIT_PER_MINUTE = '3';
    delete process.env.GOOGLE_PLACES_API_KEY;
  });
  afterAll(async () => {
    delete process.env.PLACES_RATE_LIMIT_PER_MINUTE;
    await closeRateLimitStores();
    const { prisma } = await import('@/lib/db');
    await prisma.$disconnect();
    await db.drop();
  });

  it('refuses the 4th look-up of an address within a minute with 429, counting both endpoints', async () => {
    const ip = '203.0.113.150';
    const statuses = [
      (await search('query=Treolje%20Oslo', ip)).status,
      (await detailsOf('placeId=abc', ip)).status,
      (await search('query=Treolje%20Bergen', ip)).status,
    ];
    expect(statuses).toEqual([503, 503, 503]); // no key configured: refused upstream of Google, but counted
    const refused = await detailsOf('placeId=abc', ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'For mange oppslag. Vent et minutt og prøv igjen.', code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await search('query=Treolje', '203.0.113.151')).status).toBe(503);
  });
});
