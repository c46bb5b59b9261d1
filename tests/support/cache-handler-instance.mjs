// @ts-check
/**
 * One "server process" for tests/integration/next-cache-handler.test.ts: loads the Next.js cache
 * handler (lib/next-cache-handler.mjs) with this process's REDIS_URL, as `next start` would, and
 * answers commands read from stdin, one JSON line each ({ id, op: 'name' | 'get' | 'set' |
 * 'setPage' | 'getPage' | 'setImage' | 'getImage' | 'expire' | 'database', key?, tags?, body? }), with
 * `@@` followed by a JSON line ({ id, result } or { id, error }). `get`/`set` use a data entry
 * (FETCH), `getPage`/`setPage` a page (APP_PAGE: `body` is its HTML, `tags` its x-next-cache-tags),
 * `getImage`/`setImage` an optimised image as Next.js's image optimiser writes it (IMAGE: `body` its
 * bytes). Everything else on stdout is the handler's log.
 */
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

const handlerPath = new URL('../../lib/next-cache-handler.mjs', import.meta.url);
const { default: Handler } = await import(handlerPath.href);
const serverDistDir = process.env.TEST_SERVER_DIST_DIR ?? '';
// As Next.js's incremental cache constructs it (isrFlushToDisk: false, the 50 MB memory store).
const { nodeFs } = createRequire(import.meta.url)('next/dist/server/lib/node-fs-methods.js');
const handler = new Handler({
  fs: nodeFs,
  serverDistDir,
  dev: false,
  flushToDisk: false,
  maxMemoryCacheSize: 50 * 1024 * 1024,
  revalidatedTags: [],
  _requestHeaders: {},
});

/** @param {string[]} tags */
const pageContext = (tags) => ({ kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, softTags: [], tags });
/** @param {string} body @param {string[]} tags */
const page = (body, tags) => ({
  kind: 'APP_PAGE',
  html: body,
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});

/** @param {string[]} tags */
const fetchContext = (tags) => ({ kind: 'FETCH', tags, softTags: [], revalidate: 300, fetchCache: true });

createInterface({ input: process.stdin }).on('line', async (line) => {
  const { id, op, key, tags = [], body } = JSON.parse(line);
  try {
    let result = null;
    if (op === 'name') result = Handler.name;
    else if (op === 'set') {
      await handler.set(key, { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 300 }, { ...fetchContext(tags) });
    } else if (op === 'setPage') {
      await handler.set(key, page(body, tags), { ...pageContext(tags), cacheControl: { revalidate: 300, expire: 31536000 } });
    } else if (op === 'setImage') {
      const image = { kind: 'IMAGE', etag: 'e', buffer: Buffer.from(body), extension: 'avif', upstreamEtag: 'u', revalidate: 14400 };
      await handler.set(key, image, { kind: 'IMAGE', cacheControl: { revalidate: 14400, expire: undefined } });
    } else if (op === 'getImage') {
      const entry = await handler.get(key, { kind: 'IMAGE', isFallback: false });
      // The bytes as they were written, and still a Buffer (what the image optimiser sends).
      result = Buffer.isBuffer(entry?.value?.buffer) ? entry.value.buffer.toString() : null;
    } else if (op === 'getPage') {
      const entry = await handler.get(key, pageContext(tags));
      result = entry?.value?.html ?? null;
    } else if (op === 'get') result = (await handler.get(key, fetchContext(tags)))?.value?.data?.body ?? null;
    else if (op === 'expire') await handler.revalidateTag(tags, { expire: 0 });
    // The database outage state lib/server/database-outage.ts keeps (the pool's probe: `body` 'down' or 'up').
    else if (op === 'database') {
      const state = /** @type {any} */ (globalThis[Symbol.for('pleie.databaseOutage')] ??= { down: false });
      state.down = false;
      state.probe = async () => body === 'up';
    }
    process.stdout.write(`@@${JSON.stringify({ id, result })}\n`);
  } catch (error) {
    process.stdout.write(`@@${JSON.stringify({ id, error: String(error) })}\n`);
  }
});
