/**
 * The one PrismaClient of the app (Prisma 7 with the pg driver adapter).
 * Created lazily so that importing a module never needs a database.
 */
import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client';
import { databaseUrl, env } from './env';
import { logger } from './logger';
import { noteDatabaseAnswered, noteDatabaseError, registerDatabaseProbe } from './server/database-outage';

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * The pg pool under Prisma. Waiting for a connection is bounded (DATABASE_POOL_TIMEOUT_MS: the
 * pool running dry, or a server that does not answer, fails the request after it instead of
 * holding it), and every connection it gives out or fails to give out is recorded in
 * lib/server/database-outage.ts, which turns failures into 503 answers (docs/operations.md,
 * 'Failures').
 */
const FROM_POOL = { fromPool: true };

class WatchedPool extends pg.Pool {
  connect(): Promise<pg.PoolClient>;
  connect(callback: ConnectCallback): void;
  connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) {
      super.connect((error, client, done) => {
        if (error) noteDatabaseError(error, FROM_POOL);
        else noteDatabaseAnswered();
        callback(error, client, done);
      });
      return;
    }
    return super.connect().then(
      (client) => {
        noteDatabaseAnswered();
        return client;
      },
      (error: unknown) => {
        noteDatabaseError(error, FROM_POOL);
        throw error;
      },
    );
  }
}

export function createPool(url: string = databaseUrl()): pg.Pool {
  const { DATABASE_POOL_MAX, DATABASE_POOL_TIMEOUT_MS } = env();
  const pool = new WatchedPool({ connectionString: url, max: DATABASE_POOL_MAX, connectionTimeoutMillis: DATABASE_POOL_TIMEOUT_MS });
  // An idle connection the server ends (a restart) is emitted here; the pool replaces it on next use.
  pool.on('error', (error) => {
    noteDatabaseError(error, FROM_POOL);
    logger.warn({ err: error }, 'Database: idle connection lost');
  });
  return pool;
}

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export function createPrismaClient(url: string = databaseUrl(), pool: pg.Pool = createPool(url)): PrismaClient {
  const adapter = new PrismaPg(pool, { disposeExternalPool: true, onPoolError: () => undefined });
  return new PrismaClient({ adapter });
}

export function getPrisma(): PrismaClient {
  if (!globalForPrisma.prisma) {
    const pool = createPool();
    registerDatabaseProbe(pool);
    globalForPrisma.prisma = createPrismaClient(undefined, pool);
  }
  return globalForPrisma.prisma;
}

/** Closes the app's pool if it was opened (graceful shutdown; lib/server/app-shutdown.ts). */
export async function disconnectPrisma(): Promise<void> {
  const client = globalForPrisma.prisma;
  globalForPrisma.prisma = undefined;
  await client?.$disconnect();
}

/** Lazily created client: `prisma.product.findMany()` connects on first use. */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = getPrisma();
    const value = Reflect.get(client, prop, client);
    return typeof value === 'function' ? value.bind(client) : value;
  },
});

export type { PrismaClient };
