/**
 * The Next.js cache handler (lib/next-cache-handler.mjs, docs/operations.md §9) in separate
 * processes, as two app instances would load it: without REDIS_URL it is Next.js's own handler;
 * with Redis (a real redis-server started for this file on a free port) an entry written by one
 * process is read by the other, and a tag expired by one is gone for the other at once, also from
 * its local front store; while the database does not answer, an expired entry's last good copy is
 * served by each process that had it; with Redis unreachable the process serves from its local store, logs one
 * warning, and never fails. npm run test:scale checks the same through two production servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createClient } from 'redis';
import { freePort, startRedisServer } from '../support/redis-server';

const INSTANCE = path.resolve(__dirname, '..', 'support', 'cache-handler-instance.mjs');

/** One process with the handler loaded; `send` runs one command in it. */
class CacheProcess {
  readonly log: string[] = [];
  private readonly child: ChildProcess;
  private readonly waiting = new Map<number, (reply: { result?: unknown; error?: string }) => void>();
  private next = 1;

  constructor(env: Record<string, string | undefined>, distDir: string) {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info', TEST_SERVER_DIST_DIR: path.join(distDir, 'server') };
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) delete childEnv[name];
      else childEnv[name] = value;
    }
    this.child = spawn(process.execPath, [INSTANCE], { env: childEnv, stdio: ['pipe', 'pipe', 'inherit'] });
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      if (!line.startsWith('@@')) {
        this.log.push(line);
        return;
      }
      const reply = JSON.parse(line.slice(2)) as { id: number; result?: unknown; error?: string };
      this.waiting.get(reply.id)?.(reply);
      this.waiting.delete(reply.id);
    });
  }

  async send(
    op: 'name' | 'get' | 'set' | 'setPage' | 'getPage' | 'setImage' | 'getImage' | 'expire' | 'database',
    args: { key?: string; tags?: string[]; body?: string } = {},
  ): Promise<unknown> {
    const id = this.next++;
    const reply = await new Promise<{ result?: unknown; error?: string }>((resolve) => {
      this.waiting.set(id, resolve);
      this.child.stdin!.write(`${JSON.stringify({ id, op, ...args })}\n`);
    });
    if (reply.error) throw new Error(reply.error);
    return reply.result;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.once('exit', () => resolve());
      this.child.kill('SIGKILL');
    });
  }
}

/** Polls `read` until it returns `expected` or `ms` passed; returns the last value. */
async function within<T>(ms: number, expected: T, read: () => Promise<T>): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (value !== expected && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 10));
    value = await read();
  }
  return value;
}

let distDir: string;
const processes: CacheProcess[] = [];
function start(env: Record<string, string | undefined>): CacheProcess {
  const p = new CacheProcess(env, distDir);
  processes.push(p);
  return p;
}

beforeAll(() => {
  // What the handler reads from a build: the build id (its keys' prefix).
  distDir = mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'));
  mkdirSync(path.join(distDir, 'server'));
  writeFileSync(path.join(distDir, 'BUILD_ID'), 'test-build');
  // A page the build prerendered (next build's app/<path>.html, .rsc, .meta), under its cache key.
  mkdirSync(path.join(distDir, 'server', 'app', 'produkt'), { recursive: true });
  const base = path.join(distDir, 'server', 'app', 'produkt', '1010');
  writeFileSync(`${base}.html`, 'fra bygget');
  writeFileSync(`${base}.rsc`, 'rsc');
  const meta = { status: 200, headers: { 'x-next-cache-tags': PAGE_TAGS.join(',') }, routeCache: { key: PAGE_KEY, isFallback: false } };
  writeFileSync(`${base}.meta`, JSON.stringify(meta));
});

/** The cache key Next.js gives a product page (lib/next-cache-handler.mjs reads its build copy by the part after /$/). */
const PAGE_KEY = '/route-cache/APP_PAGE/7213bc7d1fdf6cfb508760697cb4b67e4ef352d99df962edf95a369be86f7c24/$/produkt/1010';
const PAGE_TAGS = ['_N_T_/layout', 'product:1010'];

/**
 * Issue 33: a page only prerendered by the build, or only written (served once), then expired by
 * an administrator's change, is served as its last good copy while the database does not answer.
 */
async function lastGoodPages(p: CacheProcess): Promise<void> {
  await p.send('database', { body: 'up' });
  const written = PAGE_KEY.replace('/produkt/1010', '/produkt/9040');
  await p.send('setPage', { key: written, tags: ['product:9040'], body: 'skrevet' });
  // Next.js counts an entry expired only when the expiry is later than the entry (areTagsExpired:
  // expiredAt, from performance.timeOrigin + performance.now(), > lastModified, from Date.now()); the
  // two clocks can differ by a few milliseconds, so an expiry sent at once after the write was seen
  // as older now and then (a flaky failure). An administrator's change comes a moment after the write.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await p.send('expire', { tags: ['product:1010', 'product:9040'] });
  // The database answers: both are missing, so the next request renders them anew.
  expect(await p.send('getPage', { key: PAGE_KEY, tags: PAGE_TAGS })).toBeNull();
  expect(await p.send('getPage', { key: written, tags: ['product:9040'] })).toBeNull();
  // It stops answering: the build's copy of the one never read, the written copy of the other.
  await p.send('database', { body: 'down' });
  expect(await p.send('getPage', { key: PAGE_KEY, tags: PAGE_TAGS })).toBe('fra bygget');
  expect(await p.send('getPage', { key: written, tags: ['product:9040'] })).toBe('skrevet');
  // A page the build has no copy of, never written: nothing.
  expect(await p.send('getPage', { key: PAGE_KEY.replace('1010', '1011'), tags: [] })).toBeNull();
}

/**
 * Optimised images (next.config.mjs images.customCacheHandler): kept by the process that encoded
 * them, bytes intact, and never in the page cache or Redis (neither takes a binary entry), so the
 * image optimiser encodes an image once, not on every request.
 */
async function imagesKept(p: CacheProcess): Promise<void> {
  expect(await p.send('getImage', { key: 'bilde-1' })).toBeNull();
  await p.send('setImage', { key: 'bilde-1', body: 'AVIF-bytes' });
  expect(await p.send('getImage', { key: 'bilde-1' })).toBe('AVIF-bytes');
  // The page store never saw it.
  expect(await p.send('getPage', { key: 'bilde-1', tags: [] })).toBeNull();
}

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  rmSync(distDir, { recursive: true, force: true });
});

describe('without REDIS_URL', () => {
  it("is Next.js's own file-system cache (handing out an expired entry while the database does not answer)", async () => {
    const p = start({ REDIS_URL: undefined });
    expect(await p.send('name')).toBe('FileSystemCacheWithLastGood');
  });

  it('serves a page only prerendered, or only written, and then expired, as its last good copy while the database does not answer', async () => {
    await lastGoodPages(start({ REDIS_URL: undefined }));
  });

  it('keeps optimised images in the process, apart from the pages', async () => {
    await imagesKept(start({ REDIS_URL: undefined }));
  });
});

describe('with Redis', () => {
  let redis: ChildProcess;
  let url: string;

  beforeAll(async () => {
    const server = await startRedisServer();
    redis = server.process;
    url = server.url;
  });

  afterAll(async () => {
    redis?.kill('SIGKILL');
  });

  it('serves the last good copy of an expired entry while the database does not answer, and nothing once it does', async () => {
    const a = start({ REDIS_URL: url, REDIS_CACHE_PREFIX: 't-outage' });
    const b = start({ REDIS_URL: url, REDIS_CACHE_PREFIX: 't-outage' });
    await a.send('database', { body: 'up' });
    await b.send('database', { body: 'up' });
    await a.send('set', { key: 'home', tags: ['products'], body: 'siste gode' });
    expect(await b.send('get', { key: 'home', tags: ['products'] })).toBe('siste gode');
    // An administrator's change expires it; the database answers: the entry is gone (rendered anew).
    await a.send('expire', { tags: ['products'] });
    expect(await within(1000, null, () => b.send('get', { key: 'home', tags: ['products'] }))).toBeNull();
    // The database stops answering: both processes serve the copy they had.
    await a.send('database', { body: 'down' });
    await b.send('database', { body: 'down' });
    expect(await a.send('get', { key: 'home', tags: ['products'] })).toBe('siste gode');
    expect(await b.send('get', { key: 'home', tags: ['products'] })).toBe('siste gode');
    // Back: missing again, so the next request renders it.
    await b.send('database', { body: 'up' });
    expect(await b.send('get', { key: 'home', tags: ['products'] })).toBeNull();
    // A process that never had it has nothing to serve.
    const c = start({ REDIS_URL: url, REDIS_CACHE_PREFIX: 't-outage' });
    await c.send('database', { body: 'down' });
    expect(await c.send('get', { key: 'home', tags: ['products'] })).toBeNull();
  });

  it('serves a page only prerendered, or only written, and then expired, as its last good copy while the database does not answer', async () => {
    await lastGoodPages(start({ REDIS_URL: url, REDIS_CACHE_PREFIX: 't-pages' }));
  });

  it('keeps optimised images in the process, apart from the pages and out of Redis', async () => {
    await imagesKept(start({ REDIS_URL: url, REDIS_CACHE_PREFIX: 't-images' }));
    const client = createClient({ url });
    await client.connect();
    try {
      expect(await client.keys('t-images:*')).toEqual([]);
    } finally {
      await client.quit();
    }
  });

  it('shares entries between processes and expires a tag for every process at once', async () => {
    const a = start({ REDIS_URL: url, REDIS_CACHE_PREFIX: 't1' });
    const b = start({ REDIS_URL: url, REDIS_CACHE_PREFIX: 't1' });
    expect(await a.send('name')).not.toBe('FileSystemCache');

    await a.send('set', { key: 'catalogue', tags: ['products'], body: 'gammel' });
    await a.send('set', { key: 'finder', tags: ['dealers'], body: 'forhandlere' });
    expect(await b.send('get', { key: 'catalogue', tags: ['products'] })).toBe('gammel');
    // Again: now from b's front store.
    expect(await b.send('get', { key: 'catalogue', tags: ['products'] })).toBe('gammel');

    await a.send('expire', { tags: ['products'] });
    // Gone from Redis before `expire` answered; b's front store hears it through pub/sub.
    expect(await within(1000, null, () => b.send('get', { key: 'catalogue', tags: ['products'] }))).toBeNull();
    expect(await a.send('get', { key: 'catalogue', tags: ['products'] })).toBeNull();
    // Other tags stay.
    expect(await b.send('get', { key: 'finder', tags: ['dealers'] })).toBe('forhandlere');

    // Keys carry the prefix and the build id.
    const client = createClient({ url });
    await client.connect();
    try {
      const keys: string[] = [];
      for await (const batch of client.scanIterator({ MATCH: 't1:*' })) keys.push(...batch);
      expect(keys).toContain('t1:test-build:finder');
      expect(keys).not.toContain('t1:test-build:catalogue');
    } finally {
      client.destroy();
    }
  });

  it('keeps deployments with different prefixes apart', async () => {
    const a = start({ REDIS_URL: url, REDIS_CACHE_PREFIX: 'site-a' });
    const b = start({ REDIS_URL: url, REDIS_CACHE_PREFIX: 'site-b' });
    await a.send('set', { key: 'catalogue', tags: ['products'], body: 'a' });
    expect(await b.send('get', { key: 'catalogue', tags: ['products'] })).toBeNull();
  });
});

describe('with Redis unreachable', () => {
  let redis: ChildProcess | undefined;
  afterAll(() => {
    redis?.kill('SIGKILL');
  });

  it('serves from the local store, logs one warning, never fails, and goes back to Redis when it answers', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const p = start({ REDIS_URL: url, REDIS_CACHE_PREFIX: 'outage' });
    await p.send('set', { key: 'catalogue', tags: ['products'], body: 'lokal' });
    expect(await p.send('get', { key: 'catalogue', tags: ['products'] })).toBe('lokal');
    await p.send('expire', { tags: ['products'] });
    expect(await p.send('get', { key: 'catalogue', tags: ['products'] })).toBeNull();
    await p.send('set', { key: 'catalogue', tags: ['products'], body: 'lokal igjen' });
    const warnings = p.log.filter((line) => line.includes('Redis cache unreachable'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0])).toMatchObject({ level: 40, component: 'cache' });

    // Redis comes up: the process reconnects (within its 5 s back-off), drops what it kept
    // locally during the outage, and shares again.
    redis = (await startRedisServer(port)).process;
    const back = await within(10_000, true, async () => p.log.some((line) => line.includes('Redis cache reachable again')));
    expect(back).toBe(true);
    expect(await p.send('get', { key: 'catalogue', tags: ['products'] })).toBeNull();
    const other = start({ REDIS_URL: url, REDIS_CACHE_PREFIX: 'outage' });
    await p.send('set', { key: 'catalogue', tags: ['products'], body: 'delt' });
    expect(await other.send('get', { key: 'catalogue', tags: ['products'] })).toBe('delt');
  }, 30_000);
});
