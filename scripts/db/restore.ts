/**
 * `npm run db:restore -- <backup folder> [--force]`: a backup from `npm run db:backup` into an
 * EMPTY database (DATABASE_URL, or the embedded PostgreSQL when it is unset) and an empty storage
 * folder (STORAGE_DIR). --force empties a non-empty database and folder first. Checks the row
 * counts against the backup's manifest. See lib/backup and docs/operations.md §11.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../../lib/backup';
import { readdirSync } from 'node:fs';
import { applyMigrations, MIGRATIONS_DIR } from './schema-engine';
import { localStorageDir } from './backup';
import { loadEnv, openDatabase } from './database';

const log = (m: string) => process.stderr.write(`${m}\n`);

async function main(): Promise<number> {
  loadEnv();
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  if (positionals.length !== 1) {
    log('Usage: npm run db:restore -- <backup folder> [--force]');
    return 2;
  }
  const backupDir = path.resolve(positionals[0]);
  const { url, embedded } = await openDatabase(log);
  try {
    const result = await restoreBackup({
      backupDir,
      databaseUrl: url,
      storageDir: localStorageDir(),
      force: values.force,
      applyMigrations,
      codeMigrations: readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort(),
      log,
    });
    const rows = Object.values(result.rowCounts).reduce((a, b) => a + b, 0);
    log(`Restored ${backupDir} (taken ${result.manifest.createdAt}) in ${result.ms} ms: ${rows} rows, ${result.files} files; row counts match the manifest.`);
    return 0;
  } finally {
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
