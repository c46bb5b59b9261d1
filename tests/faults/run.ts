/**
 * `npm run test:faults`: what a visitor sees when a dependency fails under load (docs/operations.md,
 * 'Failures'). The cluster of the scale test (tests/scale/cluster.ts: two production instances
 * behind HAProxy, Redis, an S3-compatible server) with a PostgreSQL of its own (embedded, on a free
 * port), so that stopping it, Redis or the object store touches none of the machine's services.
 * Each fault runs under bounded load through the balancer (a few parallel visitors, each request
 * bounded by REQUEST_BOUND_MS) and states, per fault: requests sent, failures seen, the longest
 * stall and the recovery time.
 *   1. Redis restarted during load: no failed page; afterwards the cache and the rate limits are
 *      shared again (a change on A shows on B; a contact count covers both instances).
 *   2. The object store unreachable: uploads answer 503 with the Norwegian message and
 *      Retry-After; pages and already-optimised images keep answering; no row points at a
 *      missing file; uploads work again once it is back.
 *   3. The pool run dry (a lock holds every connection): new requests wait the pool's timeout,
 *      then 503 with Retry-After; no 500, no crash.
 *   4. PostgreSQL stopped for 10 s (just after an administrator's change expired the catalogue
 *      pages): cached pages 200 throughout (the last good copy); requests that need the database
 *      503 with Retry-After — JSON for the API, the error page for pages — never 500, never longer
 *      than the bound; readiness 503; both instances recover without a restart; every contact
 *      message or change acknowledged is stored.
 *   5. The last good page without Redis (issue 33), on a third instance of its own: a product page
 *      served once, then renamed, and a page only prerendered by the build (run on the build's own
 *      address: SCALE_PORT equal to its port, as npm test does), then edited, answer 200 from their last good copy while PostgreSQL is stopped.
 *   6. SIGKILL of one instance during load: the balancer takes it out; failed requests counted.
 * Uses the existing production build (`npm test` makes one). Prints 'Fault test: N passed, N
 * failed', writes test-reports/faults.json and exits non-zero on a failure.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import sharp from 'sharp';
import { READINESS_PATH } from '../scale/config';
import { Instance, ROOT, say, servedBy, startCluster, waitFor, type Cluster } from '../scale/cluster';
import { ADMIN, DEALER, check as runCheck, expect, results } from '../scale/checks';

const ARTICLE = '1010';
/** No request may take longer than this (the pool's 5 s timeout plus margin on a busy machine). */
const REQUEST_BOUND_MS = 10_000;
/** Both instances answer every kind of request normally within this after PostgreSQL is back. */
const RECOVERY_BOUND_MS = 20_000;
/** Norwegian texts the answers must carry. */
const DB_MESSAGE = 'databasen ikke svarer';
const STORAGE_MESSAGE = 'fillageret ikke svarer';

const closing: string[] = [];

/** Checks timed in seconds (each fault takes a while). */
const check = (name: string, fn: () => Promise<string | void>) => runCheck(name, fn, true);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  text: string;
  headers: Headers;
  ms: number;
}

async function request(url: string, init: RequestInit & { cookie?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  const started = Date.now();
  try {
    const response = await fetch(url, { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_BOUND_MS + 5000) });
    const text = await response.text();
    return { status: response.status, text, headers: response.headers, ms: Date.now() - started };
  } catch (error) {
    // 0: no answer (a refused connection, a reset, or the bound passed).
    return { status: 0, text: String(error), headers: new Headers(), ms: Date.now() - started };
  }
}

async function signIn(base: string, who: { email: string; password: string }, admin: boolean): Promise<string> {
  const r = await request(`${base}/api/auth/${admin ? 'admin/login' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  expect(r.status === 200, `sign-in answered ${r.status}`);
  const cookie = r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.includes('session-token='));
  expect(cookie, 'sign-in set no session cookie');
  return cookie;
}

/** One kind of request the load sends, and what it must answer. */
interface Kind {
  name: string;
  /** 'page': answered 503 as HTML while the database is down; 'api': as JSON. */
  type: 'cached' | 'page' | 'api' | 'write';
  send: (base: string) => Promise<Answer>;
}

interface Sample {
  kind: Kind;
  at: number;
  answer: Answer;
}

class Load {
  readonly samples: Sample[] = [];
  private running = true;
  private readonly workers: Promise<void>[];

  constructor(base: string, kinds: Kind[], parallel: number) {
    let next = 0;
    this.workers = Array.from({ length: parallel }, async () => {
      while (this.running) {
        const kind = kinds[next++ % kinds.length];
        const at = Date.now();
        const answer = await kind.send(base);
        this.samples.push({ kind, at, answer });
      }
    });
  }

  async stop(): Promise<Sample[]> {
    this.running = false;
    await Promise.all(this.workers);
    return this.samples;
  }
}

const longest = (samples: Sample[]) => samples.reduce((max, s) => Math.max(max, s.answer.ms), 0);
const count = (samples: Sample[], pred: (s: Sample) => boolean) => samples.filter(pred).length;
const statuses = (samples: Sample[]) => {
  const by = new Map<string, number>();
  for (const s of samples) by.set(String(s.answer.status), (by.get(String(s.answer.status)) ?? 0) + 1);
  return [...by]
    .sort()
    .map(([k, v]) => `${v}×${k}`)
    .join(', ');
};

function summary(samples: Sample[]): string {
  const kinds = [...new Set(samples.map((s) => s.kind.name))];
  return kinds.map((k) => `${k}: ${statuses(samples.filter((s) => s.kind.name === k))}`).join('; ');
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const cachedKinds: Kind[] = [
  { name: '/', type: 'cached', send: (b) => request(`${b}/`) },
  { name: `/produkt/${ARTICLE}`, type: 'cached', send: (b) => request(`${b}/produkt/${ARTICLE}`) },
  { name: '/forhandlere', type: 'cached', send: (b) => request(`${b}/forhandlere`) },
  { name: '/api/products/public', type: 'cached', send: (b) => request(`${b}/api/products/public`) },
];

/**
 * A closing line: what the visitor saw. `failures`: answers the fault may not cause (a 500, no
 * answer, a failed cached page); `refused`: the 503s with Retry-After it must cause.
 */
function closingLine(fault: string, samples: Sample[], failures: number, recovery: string, refused = 0): void {
  const also = refused ? `, ${refused} answered 503 with Retry-After as they must` : '';
  closing.push(
    `${fault}: ${samples.length} requests sent, ${failures} failed${also}, longest stall ${(longest(samples) / 1000).toFixed(1)} s, recovery ${recovery}`,
  );
}

async function run(cluster: Cluster): Promise<void> {
  const { balancer, a, b, databaseUrl } = cluster;
  const [{ id: productId }] = await query<{ id: number }>(databaseUrl, 'SELECT id FROM "Product" WHERE "articleNumber" = $1', [ARTICLE]);
  const admin = await signIn(balancer, ADMIN, true);
  const dealer = await signIn(balancer, DEALER, false);
  const rename = async (base: string, name: string) =>
    request(`${base}/api/products/${productId}`, {
      method: 'PATCH',
      cookie: admin,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
  let contactSerial = 0;
  const contact = (base: string) =>
    request(`${base}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Feil Test',
        email: 'feiltest@example.no',
        message: `Feiltest melding nr ${++contactSerial} ${process.pid}`,
        antiSpamAnswer: '4',
      }),
    });
  // Both instances have rendered (and remembered) every cached page.
  const warm = async () => {
    for (const base of [a.base, b.base]) for (const kind of cachedKinds) for (let i = 0; i < 2; i++) await kind.send(base);
  };
  await warm();

  await check('Redis restarted during load: no failed page; cache and rate limits shared again afterwards', async () => {
    const load = new Load(
      balancer,
      [...cachedKinds, { name: '/api/auth/user', type: 'api', send: (base) => request(`${base}/api/auth/user`, { cookie: dealer }) }],
      4,
    );
    await sleep(1500);
    const stoppedAt = Date.now();
    await cluster.services.redis.stop();
    await sleep(2000);
    await cluster.services.redis.start();
    const startedAt = Date.now();
    await sleep(3000);
    const samples = await load.stop();
    const failed = count(samples, (s) => s.answer.status !== 200);
    // Shared again: a change made through A shows on B (the shared cache), within the scale test's bound.
    let recovery = 0;
    const name = `Feiltest Redis ${Date.now()}`;
    await waitFor(
      'A change on A shown on B after the Redis restart',
      async () => {
        const patched = await rename(a.base, `${name}`);
        if (patched.status !== 200) return false;
        const changedAt = Date.now();
        while (Date.now() - changedAt < 3000) {
          const page = await request(`${b.base}/produkt/${ARTICLE}`);
          if (page.status === 200 && page.text.includes(name)) {
            recovery = Date.now() - startedAt;
            return true;
          }
          await sleep(100);
        }
        return false;
      },
      20_000,
    );
    // The rate limit counts in Redis again, from both instances.
    const servers = new Set<string>();
    let sent = 0;
    for (let i = 0; i < 6; i++) {
      const r = await contact(balancer);
      expect(r.status === 201, `contact message through the balancer answered ${r.status}: ${r.text.slice(0, 200)}`);
      servers.add(r.headers.get('x-served-by') ?? '?');
      sent++;
    }
    const redis = createClient({ url: cluster.redisUrl });
    await redis.connect();
    const keys: string[] = [];
    for await (const batch of redis.scanIterator({ MATCH: '*form-contact*', COUNT: 1000 })) keys.push(...batch);
    const counted = keys.length ? Number(await redis.get(keys[0])) : 0;
    redis.destroy();
    closingLine('Redis restarted (2 s down)', samples, failed, `shared cache and limits again ${(recovery / 1000).toFixed(1)} s after the restart`);
    expect(failed === 0, `failed requests during the Redis restart: ${summary(samples.filter((s) => s.answer.status !== 200))}`);
    expect(servers.has('a') && servers.has('b'), `the contact messages did not reach both instances (${[...servers].join(', ')})`);
    expect(counted === sent, `the shared contact count in Redis is ${counted} after ${sent} messages through both instances`);
    return `${samples.length} requests during the restart (Redis down ${((startedAt - stoppedAt) / 1000).toFixed(1)} s): ${statuses(samples)}; a change on A shown on B; ${sent} messages through a and b counted ${counted} in Redis`;
  });

  await check(
    'Object store unreachable: uploads 503 with the message; pages and optimised images answer; nothing points at a missing file; uploads work again',
    async () => {
      // The optimised product images of the product page, requested once on both instances (cached there).
      const page = await request(`${balancer}/produkt/${ARTICLE}`);
      const images = [...new Set([...page.text.matchAll(/\/_next\/image\?url=[^"'\s]+/g)].map((m) => m[0].replace(/&amp;/g, '&')))].slice(0, 3);
      expect(images.length > 0, 'no optimised image on the product page');
      for (const base of [a.base, b.base])
        for (const image of images) expect((await request(`${base}${image}`)).status === 200, `${image} answered no 200 before the outage`);
      const [{ imageUrl: before }] = await query<{ imageUrl: string }>(databaseUrl, 'SELECT "imageUrl" FROM "Product" WHERE id = $1', [productId]);
      const png = await sharp({ create: { width: 240, height: 240, channels: 3, background: { r: 20, g: 120, b: Date.now() % 255 } } })
        .png()
        .toBuffer();
      const upload = () => {
        const form = new FormData();
        form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'feiltest.png');
        return request(`${balancer}/api/products/${productId}/image`, { method: 'POST', cookie: admin, body: form });
      };
      const imageKinds: Kind[] = images.map((image) => ({ name: 'optimised image', type: 'cached', send: (base) => request(`${base}${image}`) }));
      const load = new Load(balancer, [...cachedKinds, ...imageKinds], 4);
      await cluster.services.s3.stop();
      const stoppedAt = Date.now();
      const uploads: Answer[] = [];
      for (let i = 0; i < 3; i++) uploads.push(await upload());
      await sleep(Math.max(0, 4000 - (Date.now() - stoppedAt)));
      const samples = await load.stop();
      await cluster.services.s3.start();
      const backAt = Date.now();
      const [{ imageUrl: during }] = await query<{ imageUrl: string }>(databaseUrl, 'SELECT "imageUrl" FROM "Product" WHERE id = $1', [productId]);
      let after: Answer = await upload();
      while (after.status !== 200 && Date.now() - backAt < 15_000) {
        await sleep(500);
        after = await upload();
      }
      const recovery = Date.now() - backAt;
      const failed = count(samples, (s) => s.answer.status !== 200);
      closingLine(
        'Object store unreachable (4 s)',
        [...samples, ...uploads.map((answer) => ({ kind: imageKinds[0], at: 0, answer }))],
        failed,
        `uploads work ${(recovery / 1000).toFixed(1)} s after it is back`,
        uploads.filter((u) => u.status === 503).length,
      );
      for (const u of uploads) {
        expect(
          u.status === 503 && u.headers.get('retry-after') && u.text.includes(STORAGE_MESSAGE),
          `an upload during the outage answered ${u.status} (Retry-After ${u.headers.get('retry-after')}): ${u.text.slice(0, 200)}`,
        );
      }
      expect(during === before, `the product row changed during the outage (${before} → ${during})`);
      expect(failed === 0, `pages or images failed while the object store was down: ${summary(samples.filter((s) => s.answer.status !== 200))}`);
      expect(after.status === 200, `the upload after the outage answered ${after.status}: ${after.text.slice(0, 200)}`);
      // No row points at a missing file.
      const rows = await query<{ imageUrl: string }>(databaseUrl, `SELECT "imageUrl" FROM "Product" WHERE "imageUrl" LIKE '/media/%'`);
      const missing: string[] = [];
      for (const row of rows) if ((await request(`${balancer}${row.imageUrl}`)).status !== 200) missing.push(row.imageUrl);
      expect(missing.length === 0, `product rows point at missing files: ${missing.join(', ')}`);
      return `${uploads.length} uploads during the outage: ${uploads.map((u) => u.status).join(' ')} with Retry-After; ${samples.length} page and image requests: ${statuses(samples)}; upload after: 200; ${rows.length} product images all present`;
    },
  );

  await check('Pool run dry (a lock holds every connection): new requests wait the pool timeout, then 503; no 500, no crash', async () => {
    // Sessions are read by every signed-in request: while the table is locked each such request
    // holds its pool connection, the pool runs dry and the rest wait for one.
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
    const kinds: Kind[] = [{ name: '/api/auth/user', type: 'api', send: (base) => request(`${base}/api/auth/user`, { cookie: dealer }) }];
    const load = new Load(balancer, kinds, 30);
    const cached = new Load(balancer, cachedKinds, 2);
    await sleep(9000);
    await locker.query('ROLLBACK');
    const releasedAt = Date.now();
    await locker.end();
    const samples = await load.stop();
    const cachedSamples = await cached.stop();
    let recovery = 0;
    await waitFor(
      'Both instances answer signed-in requests again',
      async () => {
        const [ra, rb] = await Promise.all([request(`${a.base}/api/auth/user`, { cookie: dealer }), request(`${b.base}/api/auth/user`, { cookie: dealer })]);
        recovery = Date.now() - releasedAt;
        return ra.status === 200 && rb.status === 200;
      },
      RECOVERY_BOUND_MS,
    );
    const unavailable = samples.filter((s) => s.answer.status === 503);
    const bad = samples.filter(
      (s) => ![200, 503].includes(s.answer.status) || (s.answer.status === 503 && !(s.answer.headers.get('retry-after') && s.answer.text.includes(DB_MESSAGE))),
    );
    const badCached = cachedSamples.filter((s) => s.answer.status !== 200);
    const slow503 = unavailable.reduce((max, s) => Math.max(max, s.answer.ms), 0);
    closingLine(
      'Pool run dry (9 s)',
      [...samples, ...cachedSamples],
      bad.length + badCached.length,
      `${(recovery / 1000).toFixed(1)} s after the lock was released`,
      unavailable.length,
    );
    closing.push(
      `  the 503s came after at most ${(slow503 / 1000).toFixed(1)} s (the pool's timeout, DATABASE_POOL_TIMEOUT_MS=5000); the longest stall is a request held by the lock itself`,
    );
    expect(unavailable.length > 0, `no request was refused with 503 (${statuses(samples)}): the pool did not run dry`);
    expect(bad.length === 0, `answers other than 200 or 503 with Retry-After and the message: ${summary(bad)} ${bad[0]?.answer.text.slice(0, 200)}`);
    expect(slow503 <= REQUEST_BOUND_MS, `a 503 came after ${slow503} ms (bound ${REQUEST_BOUND_MS} ms)`);
    expect(badCached.length === 0, `cached pages failed meanwhile: ${summary(badCached)}`);
    expect(a.child?.exitCode === null && b.child?.exitCode === null, 'an instance exited');
    return `${samples.length} signed-in requests: ${statuses(samples)} (503s after at most ${(slow503 / 1000).toFixed(1)} s); cached pages ${statuses(cachedSamples)}`;
  });

  await check(
    'PostgreSQL stopped 10 s after a change expired the catalogue: cached pages 200, the rest 503 with Retry-After, recovery without restart, nothing acknowledged lost',
    async () => {
      const postgres = cluster.services.postgres;
      expect(postgres, 'the cluster has no PostgreSQL of its own');
      await warm();
      // An administrator's change expires / and the product page on both instances just before.
      const edited = `Feiltest før stans ${Date.now()}`;
      expect((await rename(balancer, edited)).status === 200, 'the change before the outage failed');
      await sleep(300);
      const outage: Sample[] = [];
      // Every change sent, with what it was answered.
      // One at a time, so that the last acknowledged is the one that must be stored.
      const renames: { name: string; answer?: Answer }[] = [];
      let inFlight: Promise<unknown> = Promise.resolve();
      const renameDuring = (base: string) => {
        const turn = inFlight.then(async () => {
          const sent: { name: string; answer?: Answer } = { name: `Feiltest under stans ${Date.now()} ${renames.length}` };
          renames.push(sent);
          sent.answer = await rename(base, sent.name);
          return sent.answer;
        });
        inFlight = turn;
        return turn;
      };
      const kinds: Kind[] = [
        ...cachedKinds,
        { name: '/api/auth/user (dealer)', type: 'api', send: (base) => request(`${base}/api/auth/user`, { cookie: dealer }) },
        { name: '/dealer-portal', type: 'page', send: (base) => request(`${base}/dealer-portal`, { cookie: dealer }) },
        { name: '/admin', type: 'page', send: (base) => request(`${base}/admin`, { cookie: admin }) },
        { name: 'POST /api/contact-messages', type: 'write', send: contact },
        { name: 'PATCH /api/products/{id}', type: 'write', send: renameDuring },
      ];
      const load = new Load(balancer, kinds, 6);
      await postgres.stop();
      const stoppedAt = Date.now();
      const readiness: number[] = [];
      while (Date.now() - stoppedAt < 10_000) {
        for (const base of [a.base, b.base]) readiness.push((await request(`${base}${READINESS_PATH}`)).status);
        await sleep(1000);
      }
      await postgres.start();
      const startedAt = Date.now();
      for (const s of load.samples) if (s.at >= stoppedAt && s.at < startedAt) outage.push(s);
      // Recovery: every kind answers normally on both instances, without a restart.
      let recovery = 0;
      await waitFor(
        'Both instances answer every kind of request again',
        async () => {
          for (const base of [a.base, b.base]) {
            for (const kind of kinds) {
              const r = await kind.send(base);
              if (!(r.status === 200 || r.status === 201)) return false;
            }
          }
          recovery = Date.now() - startedAt;
          return true;
        },
        RECOVERY_BOUND_MS,
      );
      const samples = await load.stop();
      // The catalogue pages show the change again (rendered anew once the database answered).
      const product = await request(`${b.base}/produkt/${ARTICLE}`);

      const problems: string[] = [];
      const cachedBad = outage.filter((s) => s.kind.type === 'cached' && s.answer.status !== 200);
      if (cachedBad.length) problems.push(`cached pages not 200: ${summary(cachedBad)}`);
      const needing = outage.filter((s) => s.kind.type !== 'cached');
      const wrong = needing.filter((s) => {
        const { status, headers, text } = s.answer;
        if (status === 200 || status === 201) return false; // answered before the pool noticed, or after
        if (status !== 503 || !headers.get('retry-after')) return true;
        const html = (headers.get('content-type') ?? '').includes('text/html');
        // Pages: the outage page (plain HTML with the same message, lib/server/database-outage.ts); the API: JSON.
        if (s.kind.type === 'page') return !(html && text.includes(DB_MESSAGE) && !text.includes('__next_error__'));
        return !text.includes(DB_MESSAGE);
      });
      if (wrong.length)
        problems.push(
          `answers other than 503 with Retry-After and the right body: ${summary(wrong)}: ${wrong[0].answer.status} ${wrong[0].answer.text.slice(0, 160)}`,
        );
      const all500 = samples.filter((s) => s.answer.status === 500 || s.answer.status === 0);
      if (all500.length) problems.push(`500 or no answer: ${summary(all500)}`);
      const stall = longest(samples);
      if (stall > REQUEST_BOUND_MS) problems.push(`a request took ${stall} ms (bound ${REQUEST_BOUND_MS} ms)`);
      const readyDown = readiness.slice(2);
      if (!readyDown.length || readyDown.some((s) => s !== 503)) problems.push(`readiness during the outage: ${readiness.join(' ')}`);
      const [{ name: storedName }] = await query<{ name: string }>(databaseUrl, 'SELECT name FROM "Product" WHERE id = $1', [productId]);
      // Rendered anew once the database answered: the stored name (the change before the outage, or a later one).
      if (!(product.status === 200 && product.text.includes(storedName)))
        problems.push(`the product page after recovery does not show the stored name '${storedName}' (${product.status})`);

      // Nothing acknowledged and lost: every 201 contact message and every 200 change is stored.
      const acknowledged = samples
        .filter((s) => s.kind.name === 'POST /api/contact-messages' && s.answer.status === 201)
        .map((s) => (JSON.parse(s.answer.text) as { id: number }).id);
      const stored = new Set((await query<{ id: number }>(databaseUrl, 'SELECT id FROM "ContactMessage" WHERE id = ANY($1)', [acknowledged])).map((r) => r.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      if (lost.length) problems.push(`acknowledged contact messages missing: ${lost.join(', ')}`);
      // The last change acknowledged is the stored one (none after it was acknowledged either).
      const acknowledgedNames = renames.filter((r) => r.answer?.status === 200).map((r) => r.name);
      const lastAcknowledged = acknowledgedNames.at(-1);
      const storedOk = lastAcknowledged ? storedName === lastAcknowledged : storedName === edited;
      if (!storedOk) problems.push(`the stored product name '${storedName}' is not the last acknowledged change '${lastAcknowledged ?? edited}'`);

      const outageFailures = outage.filter((s) => s.answer.status !== 200 && s.answer.status !== 201);
      closingLine(
        'PostgreSQL stopped (10 s)',
        samples,
        all500.length + cachedBad.length + wrong.length,
        `${(recovery / 1000).toFixed(1)} s after it was started (no instance restarted)`,
        samples.filter((s) => s.answer.status === 503).length,
      );
      closing.push(
        `  during the outage: ${outage.length} requests; cached pages ${outage.filter((s) => s.kind.type === 'cached').length}, all 200: ${cachedBad.length === 0}; ${outageFailures.length} answered 503 with Retry-After (${summary(outageFailures)}); readiness ${readiness.join(' ')}`,
      );
      closing.push(
        `  contact messages acknowledged (201): ${acknowledged.length}, stored: ${acknowledged.length - lost.length}; changes sent: ${renames.length}, acknowledged: ${acknowledgedNames.length}, the stored name is the last acknowledged: ${storedOk}`,
      );
      expect(problems.length === 0, problems.join('; '));
      return `${outage.length} requests during the outage (${statuses(outage)}), recovered in ${(recovery / 1000).toFixed(1)} s`;
    },
  );

  await check('Last good page without Redis: served once then renamed, or only prerendered then edited, 200 while PostgreSQL is stopped', async () => {
    const postgres = cluster.services.postgres;
    expect(postgres, 'the cluster has no PostgreSQL of its own');
    // The fresh-server case needs the build's prerendered copy, which start-up removes when the build was made for
    // another SITE_URL: npm test runs this test with SCALE_PORT equal to the build's port (scripts/test.ts).
    const prerendered = existsSync(path.join(ROOT, '.next', 'server', 'app', 'produkt', `${ARTICLE}.html`));
    expect(prerendered, `the build holds no prerendered /produkt/${ARTICLE}: build for this SITE_URL (SCALE_PORT equal to the build's port)`);
    const solo = new Instance('solo', cluster.sparePort, { ...cluster.env, REDIS_URL: '', SHUTDOWN_GRACE_SECONDS: '2' }, path.join(ROOT, '.data', 'faults'));
    await solo.start();
    try {
      const once = '9040';
      const [{ id: onceId }] = await query<{ id: number }>(databaseUrl, 'SELECT id FROM "Product" WHERE "articleNumber" = $1', [once]);
      const renameOn = (id: number, name: string) =>
        request(`${solo.base}/api/products/${id}`, {
          method: 'PATCH',
          cookie: admin,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name }),
        });
      expect((await request(`${solo.base}/produkt/${once}`)).status === 200, `/produkt/${once} answered no 200 before the outage`);
      expect((await renameOn(onceId, `Feiltest én gang ${Date.now()}`)).status === 200, `renaming ${once} failed`);
      // Fresh: this instance never served the page; the change expires it.
      expect((await renameOn(productId, `Feiltest ferskt ${Date.now()}`)).status === 200, `renaming ${ARTICLE} failed`);
      await sleep(300);
      const step = (what: string) => (error: unknown) => {
        throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      };
      await postgres.stop().catch(step('stopping PostgreSQL'));
      let answers = '';
      try {
        const servedOnce = await request(`${solo.base}/produkt/${once}`);
        const fresh = await request(`${solo.base}/produkt/${ARTICLE}`);
        answers = `/produkt/${once} (served once) ${servedOnce.status}; /produkt/${ARTICLE} (fresh server) ${fresh.status}`;
        expect(servedOnce.status === 200 && servedOnce.text.includes('</html>'), `during the outage: ${answers}`);
        expect(fresh.status === 200 && fresh.text.includes('</html>'), `during the outage: ${answers}`);
      } finally {
        await postgres.start().catch(step('starting PostgreSQL'));
      }
      await waitFor('The instances ready again', async () => (await request(`${solo.base}${READINESS_PATH}`)).status === 200, RECOVERY_BOUND_MS);
      return answers;
    } finally {
      await solo.stop();
    }
  });

  await check('SIGKILL of instance A during load: the balancer takes it out; failed requests counted', async () => {
    const load = new Load(balancer, cachedKinds, 6);
    await sleep(1500);
    const haproxyLog = path.join(ROOT, '.data', 'faults', 'haproxy.log');
    const logBefore = readFileSync(haproxyLog, 'utf8').length;
    const killedAt = Date.now();
    // The whole instance at once: its start script and the Next.js server under it.
    a.kill();
    let outAt = 0;
    // HAProxy's health check marks it down (3 failed checks, 1 s apart).
    await waitFor(
      'HAProxy marks A down',
      async () => {
        if (!readFileSync(haproxyLog, 'utf8').slice(logBefore).includes('Server app/a is DOWN')) return false;
        outAt = Date.now() - killedAt;
        return true;
      },
      15_000,
    );
    const seen = await servedBy(balancer, 4);
    expect(seen.size === 1 && seen.has('b'), `after A was marked down the balancer sent to ${[...seen].join(', ')}`);
    await sleep(1000);
    const samples = await load.stop();
    const failed = samples.filter((s) => s.answer.status !== 200);
    const afterOut = samples.filter((s) => s.at > killedAt + outAt && s.answer.status !== 200);
    closingLine(
      'SIGKILL of instance A',
      samples,
      failed.length,
      `marked down by HAProxy ${(outAt / 1000).toFixed(1)} s after the kill (meanwhile it retries refused connections on B)`,
    );
    expect(afterOut.length === 0, `requests failed after the balancer took A out: ${summary(afterOut)}`);
    return `${samples.length} requests: ${statuses(samples)}; ${failed.length} failed; A marked down after ${(outAt / 1000).toFixed(1)} s`;
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  let cluster: Cluster | undefined;
  const stopAll = async () => {
    await cluster?.stop();
    cluster = undefined;
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    cluster = await startCluster({
      name: 'faults',
      ownDatabase: true,
      // The contact form's limit is high here: every request comes from one address (the balancer's client).
      extraEnv: { CONTACT_RATE_LIMIT_POINTS: '10000', DATABASE_POOL_TIMEOUT_MS: '5000' },
    });
    say(`Cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await run(cluster);
  } catch (error) {
    results.push({ name: 'Cluster', ok: false, detail: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    say(`✘ ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await stopAll();
  }
  if (closing.length) process.stdout.write(`\nWhat the visitor saw:\n${closing.map((m) => `  - ${m}`).join('\n')}\n`);
  const failed = results.filter((r) => !r.ok);
  process.stdout.write(`\nFault test: ${results.length - failed.length} passed, ${failed.length} failed (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
  mkdirSync(path.join(ROOT, 'test-reports'), { recursive: true });
  writeFileSync(path.join(ROOT, 'test-reports', 'faults.json'), JSON.stringify({ passed: results.length - failed.length, failed: failed.length, closing }));
  process.exit(failed.length ? 1 : 0);
}

void main();
