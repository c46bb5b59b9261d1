/** GET /api/health answers 200 when the database answers and 503 when it does not. */
import { createPrismaClient } from '@/lib/db';
import { checkDatabase } from '@/lib/health';
import { cloneTemplateDatabase, type TestDatabase } from '../support/db';

describe('health', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await cloneTemplateDatabase('health');
    process.env.DATABASE_URL = db.url;
  });
  afterAll(async () => {
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
    } finally {
      await unreachable.$disconnect();
    }
  });
});
