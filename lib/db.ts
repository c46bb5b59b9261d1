/**
 * The one PrismaClient of the app (Prisma 7 with the pg driver adapter).
 * Created lazily so that importing a module never needs a database.
 */
import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client';
import { databaseUrl, env } from './env';

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export function createPrismaClient(url: string = databaseUrl()): PrismaClient {
  const adapter = new PrismaPg({ connectionString: url, max: env().DATABASE_POOL_MAX });
  return new PrismaClient({ adapter });
}

export function getPrisma(): PrismaClient {
  globalForPrisma.prisma ??= createPrismaClient();
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
