/**
 * One-shot preparation of a deployment's database before the app instances start (the `migrate`
 * service of compose.yaml, the Dockerfile's `migrate` target): applies pending migrations, loads
 * the demo data when SEED_DEMO=true and the catalogue is empty, and creates the first
 * administrator from INITIAL_ADMIN_EMAIL / INITIAL_ADMIN_PASSWORD when missing. The same steps
 * `npm start` (and the container, which runs the same entry) takes before the server program
 * (scripts/serve.ts); run first, it leaves those nothing to do.
 * Needs DATABASE_URL. docs/operations.md §10.
 */
import { createPrismaClient } from '../lib/db';
import { ensureInitialAdmin } from '../lib/auth/bootstrap';
import { logger } from '../lib/logger';
import { runDemoSeed } from '../prisma/seed';
import { storage } from '../lib/storage';
import { applyMigrations } from './db/schema-engine';

async function main(): Promise<void> {
  const log = logger.child({ component: 'deploy-prepare' });
  const url = process.env.DATABASE_URL?.trim();
  if (!url) throw new Error('DATABASE_URL is not set');
  const applied = await applyMigrations(url);
  log.info({ applied }, applied.length ? 'Migrations applied' : 'Database schema is up to date');
  const prisma = createPrismaClient(url);
  try {
    if (process.env.SEED_DEMO === 'true' && (await prisma.product.count()) === 0) {
      log.info({ counts: await runDemoSeed(prisma, storage()) }, 'Demo data loaded');
    }
    const admin = await ensureInitialAdmin(prisma);
    if (admin === 'created') log.info('Initial administrator created from INITIAL_ADMIN_EMAIL');
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error) => {
  logger.error({ err: error }, 'Deployment preparation failed');
  process.exit(1);
});
