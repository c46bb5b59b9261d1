/**
 * Database commands that work offline (see scripts/db/schema-engine.ts):
 *   deploy          apply pending migrations                     (npm run db:migrate)
 *   create <name>   write a migration from schema.prisma changes (npm run db:migrate:create -- <name>)
 *   status          compare the database with prisma/migrations  (npm run db:migrate:status)
 *   drift           fail when schema.prisma and the migrations disagree (npm run db:drift)
 *   seed            apply migrations, then load the demo data    (npm run db:seed)
 * Uses DATABASE_URL, or the embedded PostgreSQL when it is unset.
 */
import { createPrismaClient } from '../../lib/db';
import { applyMigrations, createMigration, migrationStatus, pendingSchemaSql } from './schema-engine';
import { runDemoSeed } from '../../prisma/seed';
import { storage } from '../../lib/storage';
import { loadEnv, openDatabase } from './database';

const log = (m: string) => process.stderr.write(`${m}\n`);

async function main(): Promise<number> {
  loadEnv();
  const [command, ...args] = process.argv.slice(2);
  const commands = ['deploy', 'create', 'status', 'drift', 'seed'];
  if (!command || !commands.includes(command)) {
    log(`Usage: tsx scripts/db/cli.ts <${commands.join('|')}> [name]`);
    return 2;
  }
  if (command === 'create' && !args[0]) {
    log('Usage: npm run db:migrate:create -- <name>');
    return 2;
  }

  const { url, embedded } = await openDatabase(log);
  try {
    switch (command) {
      case 'deploy': {
        const applied = await applyMigrations(url);
        log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations.');
        return 0;
      }
      case 'create': {
        const folder = await createMigration(url, args[0]);
        log(folder ? `Created prisma/migrations/${folder}/migration.sql` : 'schema.prisma matches the migrations: nothing to create.');
        return 0;
      }
      case 'status': {
        const status = await migrationStatus(url);
        log(JSON.stringify(status, null, 2));
        return status.history || status.failedMigrationNames.length || status.editedMigrationNames.length ? 1 : 0;
      }
      case 'drift': {
        const sql = await pendingSchemaSql(url);
        if (!sql) {
          log('No drift: prisma/migrations produce exactly what schema.prisma describes.');
          return 0;
        }
        log('Drift: schema.prisma differs from prisma/migrations. Create a migration with');
        log('  npm run db:migrate:create -- <name>\nThe missing SQL is:\n');
        log(sql);
        return 1;
      }
      case 'seed': {
        await applyMigrations(url);
        const prisma = createPrismaClient(url);
        try {
          const counts = await runDemoSeed(prisma, storage());
          log(`Demo data loaded: ${JSON.stringify(counts)}`);
        } finally {
          await prisma.$disconnect();
        }
        return 0;
      }
    }
    return 2;
  } finally {
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
