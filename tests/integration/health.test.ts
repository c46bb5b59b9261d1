/**
 * Health endpoints: /api/health (the database answers), /api/health/live (the process answers)
 * and /api/health/ready (not stopping, the database answers, every migration applied).
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPrismaClient } from '@/lib/db';
import { checkDatabase, checkReadiness, expectedMigrations, resetReadinessCache } from '@/lib/health';
import { resetShutdownForTests as resetForTests, shutdown } from '@/lib/server/shutdown';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';
import { createDatabase, dropDatabase } from '../support/test-database';

describe('health', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await cloneTemplateDatabase('health');
    process.env.DATABASE_URL = db.url;
  });
  beforeEach(() => {
    resetReadinessCache();
    resetForTests();
  });
  afterAll(async () => {
    resetForTests();
    const { prisma } = await import('@/lib/db');
    await prisma.$disconnect();
    await db.drop();
  });

  it('answers 200 with no-store when the database answers', async () => {
    const { GET } = await import('@/app/api/health/route');
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('reports an unreachable database', async () => {
    const unreachable = createPrismaClient('postgresql://postgres@127.0.0.1:1/none');
    try {
      expect(await checkDatabase(unreachable, 1000)).toBe('unreachable');
      expect(await checkReadiness({ client: unreachable, timeoutMs: 1000 })).toEqual({ ready: false, reason: 'database-unreachable' });
    } finally {
      await unreachable.$disconnect();
    }
  });

  it('live answers 200 without a database', async () => {
    const { GET } = await import('@/app/api/health/live/route');
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('ready answers 200 when every migration is applied', async () => {
    const { GET } = await import('@/app/api/health/ready/route');
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('ready answers 503 once shutdown has begun', async () => {
    const { GET } = await import('@/app/api/health/ready/route');
    expect((await GET()).status).toBe(200);
    await shutdown({ graceMs: 10, log: () => undefined });
    const res = await GET();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', reason: 'shutting-down', message: expect.stringContaining('stanser') });
  });

  it('ready reports a migration the database lacks, and a database without migrations', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    try {
      for (const name of expectedMigrations()) mkdirSync(path.join(dir, name));
      mkdirSync(path.join(dir, '29991231000000_future'));
      expect(await checkReadiness({ client: db.prisma, migrationsDir: dir })).toEqual({
        ready: false,
        reason: 'migrations-pending',
        pending: ['29991231000000_future'],
      });
      // A rolled-back migration does not count as applied.
      const [last] = expectedMigrations().slice(-1);
      await db.prisma.$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = ${last}`;
      expect(await checkReadiness({ client: db.prisma })).toMatchObject({ ready: false, pending: [last] });
      await db.prisma.$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE migration_name = ${last}`;
      expect(await checkReadiness({ client: db.prisma })).toEqual({ ready: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const serverUrl = process.env.TEST_SERVER_URL!;
    const empty = createPrismaClient(await createDatabase(serverUrl, `pleie_test_health_empty_${process.pid}`));
    try {
      resetReadinessCache();
      expect(await checkReadiness({ client: empty })).toMatchObject({ ready: false, reason: 'migrations-pending', pending: expectedMigrations() });
    } finally {
      await empty.$disconnect();
      await dropDatabase(serverUrl, `pleie_test_health_empty_${process.pid}`);
    }
  });

  it('ready reports a missing migrations folder', async () => {
    expect(await checkReadiness({ client: db.prisma, migrationsDir: '/nonexistent/migrations' })).toEqual({ ready: false, reason: 'migrations-unknown' });
  });
});
