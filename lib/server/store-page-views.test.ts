/**
 * Store-page views at the server's edge (lib/server/store-page-views.ts, step 8 of
 * lib/server/program.ts), on a real socket with a stand-in for Next.js: a visit is reported once its
 * answer went out with 200 or 304, never a prefetch, a crawler, a HEAD, a refusal or another path.
 */
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { createEdge, type Edge } from './program';
import { registerStorePageViewRecorder, storePageVisit } from './store-page-views';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('storePageVisit', () => {
  const ua = { 'user-agent': BROWSER };
  it('is the slug of a GET of /forhandlere/{slug}, with or without a query', () => {
    expect(storePageVisit('GET', '/forhandlere/berg-interior-bergen', ua)).toBe('berg-interior-bergen');
    expect(storePageVisit('GET', '/forhandlere/berg-interior-bergen?_rsc=1x2y', ua)).toBe('berg-interior-bergen');
    expect(storePageVisit('GET', '/forhandlere/m%C3%B8bel', ua)).toBe('møbel');
  });

  it('is null for other paths, the finder’s own pages, the counting links and other methods', () => {
    for (const url of [
      '/forhandlere',
      '/forhandlere/sok',
      '/forhandlere/sted/bergen',
      '/forhandlere/x/vei',
      '/forhandlere/',
      '/produkt/1010',
      '/forhandlere/%E0%A4%A',
    ])
      expect(storePageVisit('GET', url, ua)).toBeNull();
    expect(storePageVisit('HEAD', '/forhandlere/x', ua)).toBeNull();
    expect(storePageVisit('POST', '/forhandlere/x', ua)).toBeNull();
  });

  it('is null for a prefetch and a crawler', () => {
    expect(storePageVisit('GET', '/forhandlere/x', { ...ua, 'next-router-prefetch': '1' })).toBeNull();
    expect(storePageVisit('GET', '/forhandlere/x', { ...ua, 'sec-purpose': 'prefetch;prerender' })).toBeNull();
    expect(storePageVisit('GET', '/forhandlere/x', { 'user-agent': GOOGLEBOT })).toBeNull();
    expect(storePageVisit('GET', '/forhandlere/x', { ...ua, 'next-router-segment-prefetch': '/_tree' })).toBeNull();
    expect(storePageVisit('GET', '/forhandlere/x', { ...ua, purpose: 'prefetch' })).toBeNull();
    expect(storePageVisit('GET', '/forhandlere/x', { ...ua, rsc: '1' })).toBe('x'); // a client navigation is a visit
  });
});

describe('the edge reports views', () => {
  let edge: Edge;
  let port: number;
  const reported: { slug: string; socket: string | null; userAgent: string | null }[] = [];

  beforeAll(async () => {
    const handle = (req: IncomingMessage, res: ServerResponse) => {
      const status = req.url?.startsWith('/forhandlere/ukjent') ? 404 : req.url?.startsWith('/forhandlere/gammel') ? 308 : 200;
      res.writeHead(status, { 'content-type': 'text/html' }).end('<p>side</p>');
    };
    edge = createEdge({ handle, actions: null, log: pino({ level: 'silent' }), env: {} });
    await new Promise<void>((resolve) => edge.server.listen(0, '127.0.0.1', resolve));
    port = (edge.server.address() as AddressInfo).port;
    registerStorePageViewRecorder((slug, headers) => reported.push({ slug, socket: headers.get('x-socket-address'), userAgent: headers.get('user-agent') }));
  });

  afterAll(async () => {
    registerStorePageViewRecorder(null);
    edge.server.closeAllConnections();
    await new Promise((resolve) => edge.server.close(resolve));
  });

  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { 'user-agent': BROWSER, ...headers }, redirect: 'manual' });
    await response.arrayBuffer();
    return response.status;
  };

  it('reports a visit answered 200, with the client’s socket address for the once-a-day rule, after the answer', async () => {
    reported.length = 0;
    expect(await get('/forhandlere/berg-interior-bergen')).toBe(200);
    // 'finish' has fired once the client read the whole answer; give the event loop a turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(reported).toEqual([{ slug: 'berg-interior-bergen', socket: '127.0.0.1', userAgent: BROWSER }]);
  });

  it('reports nothing for a 404, a redirect, a prefetch, a crawler, a HEAD or another page', async () => {
    reported.length = 0;
    expect(await get('/forhandlere/ukjent')).toBe(404);
    expect(await get('/forhandlere/gammel-navn')).toBe(308);
    expect(await get('/forhandlere/berg-interior-bergen', { 'next-router-prefetch': '1', rsc: '1' })).toBe(200);
    expect(await get('/forhandlere/berg-interior-bergen', { 'user-agent': GOOGLEBOT })).toBe(200);
    expect(await get('/forhandlere/berg-interior-bergen', {}, 'HEAD')).toBe(200);
    expect(await get('/forhandlere/sok?postnummer=5013')).toBe(200);
    expect(await get('/forhandlere')).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reported).toEqual([]);
  });

  it('a recorder that throws does not reach the server', async () => {
    registerStorePageViewRecorder(() => {
      throw new Error('database down');
    });
    expect(await get('/forhandlere/berg-interior-bergen')).toBe(200);
    expect(await get('/forhandlere/berg-interior-bergen')).toBe(200);
    registerStorePageViewRecorder((slug) => reported.push({ slug, socket: null, userAgent: null }));
  });
});
