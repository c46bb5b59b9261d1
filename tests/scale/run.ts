/**
 * `npm run test:scale`: the site as two production instances behind HAProxy, sharing one
 * PostgreSQL database, Redis (Next.js cache, rate limits) and an S3-compatible store
 * (tests/scale/cluster.ts). Through the balancer and the instances directly it checks:
 *   1. sign-in through the balancer gives a session both instances accept;
 *   2. a product changed on instance A shows at once on B: product page, catalogue, both feeds
 *      (and a page rendered by one instance is served from the shared cache by the other);
 *   3. an image uploaded through A is served by B;
 *   4. a session logged out through A is refused by B;
 *   5. the contact form's rate limit counts requests answered by both instances together;
 *   6. the container's entry (the same as `npm start`) serves pages, files and media;
 *      with Redis unreachable it falls back to its local cache (and logs so) instead of failing;
 *   7. bounded load (autocannon, loopback): no failed request with both instances up; then A is
 *      stopped with SIGTERM during the load and during a zip download from it, and started again.
 *      Failed requests and the zip's fate are reported; they fail the run only once graceful
 *      shutdown exists (GRACEFUL_SHUTDOWN in tests/scale/config.ts).
 * Uses the existing production build (`npm test` makes one); `--build` builds first.
 * Needs Debian's haproxy and redis-server (.ci/run installs them). Prints
 * 'Scale test: N passed, N failed' and exits non-zero on a failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createClient } from 'redis';
import sharp from 'sharp';
import { GRACEFUL_SHUTDOWN, READINESS_PATH, SCALE_CONTACT_LIMIT } from './config';
import { freePort, ROOT, say, servedBy, startCluster, waitFor, WORK, tail, type Cluster } from './cluster';
import { ADMIN, DEALER, check, expect, results } from './checks';

const ARTICLE = '1010';
const OTHER_ARTICLE = 'E-710';
/** Bound within which a change made on one instance must show on the other. */
const CHANGE_VISIBLE_MS = 3000;

const measured: string[] = [];

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

async function request(url: string, init: RequestInit & { cookie?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

async function signIn(base: string, who: { email: string; password: string }, admin: boolean): Promise<{ cookie: string; servedBy: string }> {
  const response = await fetch(`${base}/api/auth/${admin ? 'admin/login' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  await response.arrayBuffer();
  expect(response.status === 200, `sign-in answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.includes('session-token='));
  expect(cookie, 'sign-in set no session cookie');
  return { cookie, servedBy: response.headers.get('x-served-by') ?? '?' };
}

const cacheState = (a: Answer) => a.headers.get('x-nextjs-cache') ?? '-';

/** Whether a key matching `pattern` is in the Redis cache. */
async function redisHas(url: string, pattern: string): Promise<boolean> {
  const client = createClient({ url });
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: pattern, COUNT: 1000 })) if (keys.length) return true;
    return false;
  } finally {
    client.destroy();
  }
}

async function productId(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('SELECT id FROM "Product" WHERE "articleNumber" = $1', [ARTICLE]);
    expect(rows[0], `product ${ARTICLE} is missing from the demo data`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/** A zip download read as it arrives; `onHeaders` runs when the answer starts. */
function download(url: string, cookie: string, onHeaders?: () => void) {
  const started = Date.now();
  return new Promise<{ status: number; bytes: number; complete: boolean; ms: number; error?: string; body: Buffer }>((resolve) => {
    const chunks: Buffer[] = [];
    const req = http.get(url, { headers: { cookie } }, (res) => {
      onHeaders?.();
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      const finish = (error?: string) => {
        const body = Buffer.concat(chunks);
        // A finished zip ends with its end-of-central-directory record (PK\x05\x06, 22 bytes from the end without a comment).
        const complete = !error && res.complete && body.length >= 22 && body.readUInt32LE(body.length - 22) === 0x06054b50;
        resolve({ status: res.statusCode ?? 0, bytes: body.length, complete, ms: Date.now() - started, error, body });
      };
      res.on('end', () => finish());
      res.on('aborted', () => finish('aborted'));
      res.on('error', (e) => finish(e.message));
    });
    req.on('error', (e) => resolve({ status: 0, bytes: 0, complete: false, ms: Date.now() - started, error: e.message, body: Buffer.alloc(0) }));
  });
}

function load(url: string, seconds: number) {
  return autocannon({
    url,
    connections: 8,
    duration: seconds,
    timeout: 10,
    requests: [{ path: '/' }, { path: `/produkt/${ARTICLE}` }],
    headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' },
  });
}

function failures(r: autocannon.Result): number {
  return r.errors + r.timeouts + r.non2xx;
}

function describeLoad(r: autocannon.Result): string {
  const codes = Object.entries(r.statusCodeStats ?? {})
    .map(([code, s]) => `${code}×${s.count}`)
    .join(', ');
  return `${r.requests.total} requests (${codes}), ${r.errors} connection errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx, p99 ${r.latency.p99} ms`;
}

/**
 * The container's entry (the Dockerfile's CMD, the same as `npm start`: scripts/serve.ts, then the
 * server program) on the cluster's database and S3 store but with a Redis address nothing listens on.
 */
async function checkContainerEntry(cluster: Cluster): Promise<string> {
  const deadRedis = `redis://127.0.0.1:${await freePort()}`;
  const port = cluster.sparePort;
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(WORK, 'container-entry.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join('scripts', 'serve.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...cluster.env,
      REDIS_URL: deadRedis,
      PORT: String(port),
      HOSTNAME_BIND: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = '';
  child.once('exit', (code, signal) => (exited = `exited (${signal ?? code})`));
  try {
    await waitFor(
      `The container entry`,
      async () => (await fetch(`${base}${READINESS_PATH}`)).ok,
      60_000,
      () => (exited ? `${exited}; last log lines:\n${tail(logFile)}` : undefined),
    );
    const home = await request(`${base}/`);
    expect(home.status === 200 && home.text.includes('</html>'), `/ answered ${home.status}`);
    const product = await request(`${base}/produkt/${ARTICLE}`);
    expect(product.status === 200, `/produkt/${ARTICLE} answered ${product.status}`);
    const chunk = home.text.match(/\/_next\/static\/[^"']+\.js/)?.[0];
    expect(chunk, 'no script of the build in the home page');
    const script = await request(`${base}${chunk}`);
    expect(script.status === 200, `${chunk} answered ${script.status}`);
    const media = product.text.match(/\/media\/products\/[^"'?&\s]+/)?.[0];
    expect(media, 'no product image in the product page');
    const image = await fetch(`${base}${media}`);
    await image.arrayBuffer();
    expect(image.status === 200, `${media} answered ${image.status}`);
    const again = await request(`${base}/produkt/${ARTICLE}`);
    expect(again.status === 200, `/produkt/${ARTICLE} answered ${again.status} the second time`);
    await waitFor('The warning about the unreachable Redis', async () => readFileSync(logFile, 'utf8').includes('Redis cache unreachable'), 5000);
    return `/, /produkt/${ARTICLE}, ${chunk.split('/').pop()}, ${media.split('/').pop()}: 200; Redis unreachable: local cache (${cacheState(again)} on the second product request), warning logged`;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode === null && child.signalCode === null ? child.once('exit', r) : r(undefined)));
  }
}

async function run(cluster: Cluster): Promise<void> {
  const { balancer, a, b } = cluster;
  const id = await productId(cluster.databaseUrl);
  let admin = '';

  await check('Sign-in through the balancer gives a session both instances accept', async () => {
    const session = await signIn(balancer, ADMIN, true);
    admin = session.cookie;
    const onA = await request(`${a.base}/api/auth/user`, { cookie: admin });
    const onB = await request(`${b.base}/api/auth/user`, { cookie: admin });
    expect(onA.status === 200 && onB.status === 200, `/api/auth/user answered ${onA.status} on a, ${onB.status} on b`);
    return `signed in on ${session.servedBy}`;
  });

  await check('A product changed on A shows on B at once: product page, catalogue, both feeds', async () => {
    const pages = [`/produkt/${ARTICLE}`, '/', '/feeds/facebook', '/feeds/google-merchant'];
    // Both instances have served (and cached) every page before the change.
    for (const base of [b.base, a.base]) {
      for (const page of pages) {
        await request(`${base}${page}`);
        const again = await request(`${base}${page}`);
        expect(again.status === 200, `${page} answered ${again.status} on ${base}`);
      }
    }
    const before = await request(`${b.base}/produkt/${ARTICLE}`);
    expect(cacheState(before) === 'HIT', `b served the product page as ${cacheState(before)} before the change (expected HIT)`);
    const name = `Skaleringstest ${Date.now()}`;
    const patch = await request(`${a.base}/api/products/${id}`, {
      method: 'PATCH',
      cookie: admin,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    const changedAt = Date.now();
    expect(patch.status === 200, `PATCH on a answered ${patch.status}: ${patch.text.slice(0, 200)}`);
    // Next.js expires the tag right after sending the route handler's answer (a few milliseconds
    // later): B must show the change within CHANGE_VISIBLE_MS, never after a revalidate period.
    const states: string[] = [];
    for (const page of pages) {
      let onB = await request(`${b.base}${page}`);
      let reads = 1;
      while (!(onB.status === 200 && onB.text.includes(name)) && Date.now() - changedAt < CHANGE_VISIBLE_MS) {
        onB = await request(`${b.base}${page}`);
        reads++;
      }
      expect(
        onB.status === 200 && onB.text.includes(name),
        `${page} on b still without the new name ${CHANGE_VISIBLE_MS} ms after the change (cache: ${cacheState(onB)})`,
      );
      states.push(`${page} ${cacheState(onB)}${reads > 1 ? ` after ${reads} reads` : ''}`);
    }
    return `first reads on b after A's answer: ${states.join(', ')}; all four changed ${Date.now() - changedAt} ms after it`;
  });

  await check('A page rendered by B is served from the shared cache by A', async () => {
    // A page neither instance has rendered yet: B renders it, A must find it in Redis.
    const page = `/produkt/${OTHER_ARTICLE}`;
    const onB = await request(`${b.base}${page}`);
    expect(onB.status === 200 && cacheState(onB) === 'MISS', `b answered ${onB.status} (${cacheState(onB)}), expected a first render (MISS)`);
    await waitFor(`The page in Redis`, () => redisHas(cluster.redisUrl, `*$${page}`), 5000);
    const onA = await request(`${a.base}${page}`);
    expect(onA.status === 200 && cacheState(onA) === 'HIT', `a answered ${onA.status} with x-nextjs-cache ${cacheState(onA)} (expected HIT)`);
    return `b: ${cacheState(onB)}, then a: ${cacheState(onA)}`;
  });

  await check('An image uploaded through A is served by B', async () => {
    const png = await sharp({ create: { width: 240, height: 240, channels: 3, background: { r: 180, g: 90, b: Date.now() % 255 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'skalering.png');
    const upload = await request(`${a.base}/api/products/${id}/image`, { method: 'POST', cookie: admin, body: form });
    expect(upload.status === 200, `upload on a answered ${upload.status}: ${upload.text.slice(0, 200)}`);
    const { imageUrl } = JSON.parse(upload.text) as { imageUrl: string };
    const fromB = await fetch(`${b.base}${imageUrl}`);
    const bytesB = Buffer.from(await fromB.arrayBuffer());
    const fromA = Buffer.from(await (await fetch(`${a.base}${imageUrl}`)).arrayBuffer());
    expect(fromB.status === 200, `${imageUrl} answered ${fromB.status} on b`);
    expect((fromB.headers.get('content-type') ?? '').startsWith('image/'), `${imageUrl} on b has content type ${fromB.headers.get('content-type')}`);
    expect(bytesB.length > 0 && bytesB.equals(fromA), 'b served other bytes than a');
    return `${imageUrl}, ${bytesB.length} bytes`;
  });

  await check('A session logged out through A is refused by B', async () => {
    const { cookie } = await signIn(balancer, ADMIN, true);
    const before = await request(`${b.base}/api/auth/user`, { cookie });
    expect(before.status === 200, `b refused the fresh session (${before.status})`);
    const logout = await request(`${a.base}/api/auth/logout`, { method: 'POST', cookie });
    expect(logout.status === 200, `logout on a answered ${logout.status}`);
    const after = await request(`${b.base}/api/auth/user`, { cookie });
    expect(after.status === 401, `b answered ${after.status} for the ended session (expected 401)`);
  });

  await check('The contact form rate limit counts across both instances', async () => {
    const answers: string[] = [];
    const servers = new Set<string>();
    for (let i = 0; i <= SCALE_CONTACT_LIMIT; i++) {
      const r = await request(`${balancer}/api/contact-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({}),
      });
      const server = r.headers.get('x-served-by') ?? '?';
      answers.push(`${r.status}@${server}`);
      if (i < SCALE_CONTACT_LIMIT) {
        expect(r.status !== 429, `request ${i + 1} of ${SCALE_CONTACT_LIMIT} allowed was refused (${answers.join(' ')})`);
        servers.add(server);
      } else {
        expect(r.status === 429 && r.headers.get('retry-after'), `request ${i + 1} was not refused with 429 and Retry-After (${answers.join(' ')})`);
      }
    }
    expect(servers.has('a') && servers.has('b'), `the allowed requests did not reach both instances (${answers.join(' ')})`);
    return answers.join(' ');
  });

  await check('The container entry (as `npm start`) serves pages and files; Redis unreachable: local cache', () => checkContainerEntry(cluster));

  await check('Bounded load through the balancer with both instances: no failed request', async () => {
    const r = await load(balancer, 4);
    measured.push(`Load with both instances (4 s, 8 connections): ${describeLoad(r)}`);
    expect(r.requests.total > 0 && failures(r) === 0, describeLoad(r));
    return describeLoad(r);
  });

  await check(`SIGTERM to A during load and during a zip download from A; A starts again${GRACEFUL_SHUTDOWN ? '' : ' (measured, not required)'}`, async () => {
    const dealer = (await signIn(balancer, DEALER, false)).cookie;
    // The whole zip from B first: its size, and how long a download takes.
    const reference = await download(`${b.base}/api/download-images`, dealer);
    expect(reference.status === 200 && reference.complete, `the zip from b was not complete (${reference.status}, ${reference.bytes} bytes)`);

    const loading = load(balancer, 8);
    await new Promise((r) => setTimeout(r, 1500));
    let stopping: Promise<{ ms: number; exit: string }> | undefined;
    const zipStarted = Date.now();
    let sigtermAt = 0;
    const zip = await download(`${a.base}/api/download-images`, dealer, () => {
      // The answer has started: stop A now, while the zip is being written.
      sigtermAt = Date.now() - zipStarted;
      stopping = a.stop('SIGTERM');
    });
    const stopped = await (stopping ?? a.stop('SIGTERM'));
    const r = await loading;
    // In flight: its last byte came after the signal.
    const inFlight = sigtermAt > 0 && zip.ms > sigtermAt;
    const zipResult =
      zip.complete && zip.body.equals(reference.body)
        ? 'complete'
        : `cut off after ${zip.bytes} of ${reference.bytes} bytes (${zip.error ?? 'no error event'})`;
    measured.push(`SIGTERM during load (8 s, 8 connections): ${describeLoad(r)}; failed requests: ${failures(r)}`);
    measured.push(
      `Zip download from A (${reference.bytes} bytes; ${reference.ms} ms from B): SIGTERM sent ${sigtermAt} ms after the request, when the answer started; last byte at ${zip.ms} ms; ${zipResult}; A exited ${stopped.ms} ms after the signal (exit ${stopped.exit})`,
    );
    const restart = Date.now();
    await a.start();
    // The balancer takes A back after two passed health checks.
    let back = new Set<string>();
    await waitFor('A back in the balancer', async () => (back = await servedBy(balancer, 4)).has('a'), 30_000).catch(() => undefined);
    measured.push(`A started again in ${((Date.now() - restart) / 1000).toFixed(1)} s; the balancer sends to ${[...back].sort().join(' and ')}`);
    expect(back.has('a') && back.has('b'), `after the restart the balancer sent only to ${[...back].join(', ')}`);
    if (GRACEFUL_SHUTDOWN) {
      expect(failures(r) === 0, `failed requests during the stop: ${describeLoad(r)}`);
      expect(zipResult === 'complete', `the zip download from the stopped instance was ${zipResult}`);
    }
    return `${failures(r)} failed of ${r.requests.total}; zip ${zipResult}${inFlight ? ' (in flight at the signal)' : ' (finished before the signal took effect)'}`;
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  if (process.argv.includes('--build')) {
    say('Building (scripts/e2e-server.ts --build)');
    const built = spawnSync(
      process.execPath,
      [require.resolve('tsx/cli'), '--conditions=react-server', path.join(ROOT, 'scripts', 'e2e-server.ts'), '--build'],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', E2E_DB_NAME: 'pleie_scale_build', E2E_STORAGE_DIR: path.join('.data', 'scale-build-storage') },
      },
    );
    if (built.status !== 0) process.exit(1);
  }
  let cluster: Cluster | undefined;
  const stopAll = async () => {
    await cluster?.stop();
    cluster = undefined;
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    cluster = await startCluster();
    say(`Cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s; readiness path ${READINESS_PATH}`);
    await run(cluster);
  } catch (error) {
    results.push({ name: 'Cluster', ok: false, detail: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    say(`✘ ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await stopAll();
  }
  if (measured.length) process.stdout.write(`\nMeasured:\n${measured.map((m) => `  - ${m}`).join('\n')}\n`);
  const failed = results.filter((r) => !r.ok);
  process.stdout.write(`\nScale test: ${results.length - failed.length} passed, ${failed.length} failed (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
  // For npm test's summary (scripts/test.ts).
  mkdirSync(path.join(ROOT, 'test-reports'), { recursive: true });
  writeFileSync(path.join(ROOT, 'test-reports', 'scale.json'), JSON.stringify({ passed: results.length - failed.length, failed: failed.length, measured }));
  process.exit(failed.length ? 1 : 0);
}

void main();
