/**
 * The database unreachable (docs/operations.md, 'Failures'), with Prisma and the pg pool of
 * lib/db.ts against a real PostgreSQL: a server that refuses connections, a connection the server
 * ends in the middle of a query (57P01, as when PostgreSQL stops), and a pool that runs dry. Each
 * is answered 503 with Retry-After and the Norwegian message by the route frame, within the pool's
 * timeout; the outage state records it, and the next connection clears it.
 */
import net from 'node:net';
import pg from 'pg';
import { createPrismaClient } from '@/lib/db';
import { HTTP_MESSAGES } from '@/lib/http/messages';
import { route } from '@/lib/http/route';
import { databaseDown, DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, resetDatabaseOutage } from '@/lib/server/database-outage';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answer(run: () => Promise<unknown>) {
  const response = await route(new Request('http://localhost/api/products'), run);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { error?: string } };
}

const unavailable = {
  status: 503,
  retryAfter: String(DATABASE_RETRY_AFTER_SECONDS),
  body: { error: HTTP_MESSAGES.databaseUnavailable, code: 'database_unavailable' },
};

describe('database unreachable', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await cloneTemplateDatabase('faults_outage');
  });
  beforeEach(() => resetDatabaseOutage());
  afterAll(async () => {
    delete process.env.DATABASE_POOL_MAX;
    delete process.env.DATABASE_POOL_TIMEOUT_MS;
    await db.drop();
  });

  it('a server that refuses connections: 503 with Retry-After, and the outage is recorded', async () => {
    const url = new URL(db.url);
    url.port = String(await closedPort());
    const client = createPrismaClient(url.toString());
    try {
      expect(await answer(() => client.product.findMany())).toEqual(unavailable);
      expect(databaseDown()).toBe(true);
    } finally {
      await client.$disconnect();
    }
  });

  it('a connection the server ends during a query (57P01): 503; the next query connects again and clears the outage', async () => {
    const client = createPrismaClient(db.url);
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      const [{ pid }] = await client.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
      const slow = answer(() => client.$queryRaw`SELECT pg_sleep(5)::text`);
      // Terminate every connection of the client's pool (it may have opened more than one).
      await new Promise((r) => setTimeout(r, 300));
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      expect(pid).toBeGreaterThan(0);
      expect(await slow).toEqual(unavailable);
      expect(databaseDown()).toBe(true);
      expect((await answer(() => client.product.count())).status).toBe(200);
      expect(databaseDown()).toBe(false);
    } finally {
      await admin.end();
      await client.$disconnect();
    }
  });

  it('the pool run dry: a request waits DATABASE_POOL_TIMEOUT_MS, then 503; the pool serves again afterwards', async () => {
    process.env.DATABASE_POOL_MAX = '1';
    process.env.DATABASE_POOL_TIMEOUT_MS = '300';
    const client = createPrismaClient(db.url);
    try {
      await client.product.count();
      // A PrismaPromise runs when it is awaited or then'd: Promise.resolve starts it.
      const holding = Promise.resolve(client.$queryRaw`SELECT pg_sleep(1.5)::text`);
      await new Promise((r) => setTimeout(r, 100));
      // Answered after the pool's timeout, while the first query still holds the one connection.
      expect(await answer(() => client.product.count())).toEqual(unavailable);
      await holding;
      expect((await answer(() => client.product.count())).status).toBe(200);
    } finally {
      delete process.env.DATABASE_POOL_MAX;
      delete process.env.DATABASE_POOL_TIMEOUT_MS;
      await client.$disconnect();
    }
  });

  it('what Prisma throws for each is recognised; other database errors are not', async () => {
    const missing = await db.prisma.$queryRawUnsafe('SELECT * FROM no_such_table').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(missing)).toBe(false);
    const notNull = await db.prisma.$executeRawUnsafe('SELECT 1/0').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(notNull)).toBe(false);
  });
});
