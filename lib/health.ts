/**
 * Health checks (docs/operations.md §8):
 * - /api/health: the database answers (uptime checks, Playwright's web server wait);
 * - /api/health/live: the process answers (no database);
 * - /api/health/ready: the instance should get traffic: not stopping, the database answers and
 *   every migration in prisma/migrations is applied.
 */
import 'server-only';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { prisma } from './db';
import { logger } from './logger';
import { isShuttingDown } from './server/shutdown';

export const HEALTH_TIMEOUT_MS = 2000;

type Client = Pick<typeof prisma, '$queryRaw'>;

async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the database answers a trivial query within the timeout. */
export async function checkDatabase(client: Client = prisma, timeoutMs = HEALTH_TIMEOUT_MS): Promise<'ok' | 'unreachable'> {
  try {
    await withTimeout(client.$queryRaw`SELECT 1`, timeoutMs);
    return 'ok';
  } catch (error) {
    logger.warn({ err: error }, 'Health check: database unreachable');
    return 'unreachable';
  }
}

/** The migration folders the code expects (prisma/migrations/<timestamp>_<name>), sorted. */
export function expectedMigrations(dir = path.join(/* turbopackIgnore: true */ process.cwd(), 'prisma', 'migrations')): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export type ReadinessProblem = 'shutting-down' | 'database-unreachable' | 'migrations-pending' | 'migrations-unknown';

export type Readiness = { ready: true } | { ready: false; reason: ReadinessProblem; pending?: string[] };

/** Norwegian explanations of each reason (in the 503 answer, for operators). */
export const READINESS_MESSAGES: Record<ReadinessProblem, string> = {
  'shutting-down': 'Instansen stanser og tar ikke imot nye forespørsler.',
  'database-unreachable': 'Databasen svarer ikke.',
  'migrations-pending': 'Databasen mangler migreringer som koden forventer.',
  'migrations-unknown': 'Fant ikke migreringene (prisma/migrations) som koden forventer.',
};

/** Once every migration was seen applied, later checks only ping the database. */
let migrationsApplied = false;

/** Tests only: forget the cached migration answer. */
export function resetReadinessCache(): void {
  migrationsApplied = false;
}

export interface ReadinessOptions {
  client?: Client;
  timeoutMs?: number;
  migrationsDir?: string;
  stopping?: () => boolean;
}

/** Whether this instance should get traffic; cheap once the migrations were seen applied. */
export async function checkReadiness(options: ReadinessOptions = {}): Promise<Readiness> {
  const { client = prisma, timeoutMs = HEALTH_TIMEOUT_MS, migrationsDir, stopping = isShuttingDown } = options;
  if (stopping()) return { ready: false, reason: 'shutting-down' };
  if (migrationsApplied) {
    return (await checkDatabase(client, timeoutMs)) === 'ok' ? { ready: true } : { ready: false, reason: 'database-unreachable' };
  }
  let expected: string[];
  try {
    expected = expectedMigrations(migrationsDir);
  } catch (error) {
    logger.error({ err: error }, 'Readiness: prisma/migrations not found');
    return { ready: false, reason: 'migrations-unknown' };
  }
  let applied: Set<string>;
  try {
    const rows = await withTimeout(
      client.$queryRaw<{ migration_name: string }[]>`
        SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      timeoutMs,
    );
    applied = new Set(rows.map((row) => row.migration_name));
  } catch (error) {
    // No _prisma_migrations table yet (42P01) means nothing is applied; anything else is an outage.
    if (/_prisma_migrations|42P01/.test(String((error as Error)?.message ?? error))) {
      return { ready: false, reason: 'migrations-pending', pending: expected };
    }
    logger.warn({ err: error }, 'Readiness: database unreachable');
    return { ready: false, reason: 'database-unreachable' };
  }
  const pending = expected.filter((name) => !applied.has(name));
  if (pending.length) return { ready: false, reason: 'migrations-pending', pending };
  migrationsApplied = true;
  return { ready: true };
}
