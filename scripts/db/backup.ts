/**
 * `npm run db:backup [-- --out <folder>] [-- --format pg_dump|rows]`: the database and the stored
 * files into one backup folder (default .data/backups/<UTC time>). Uses DATABASE_URL, or the
 * embedded PostgreSQL when it is unset. See lib/backup and docs/operations.md §11.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup, type DatabaseFormat } from '../../lib/backup';
import { env } from '../../lib/env';
import { loadEnv, openDatabase, ROOT } from './database';

const log = (m: string) => process.stderr.write(`${m}\n`);

/** The local storage folder, or null with the S3 driver. */
export function localStorageDir(): string | null {
  const config = env();
  return config.STORAGE_DRIVER === 's3' ? null : path.resolve(ROOT, config.STORAGE_DIR);
}

async function main(): Promise<number> {
  loadEnv();
  const { values } = parseArgs({ options: { out: { type: 'string' }, format: { type: 'string' } } });
  if (values.format && values.format !== 'pg_dump' && values.format !== 'rows') {
    log('Usage: npm run db:backup -- [--out <folder>] [--format pg_dump|rows]');
    return 2;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = path.resolve(values.out ?? path.join(ROOT, '.data', 'backups', stamp));
  const { url, embedded } = await openDatabase(log);
  try {
    const started = Date.now();
    const manifest = await createBackup({ databaseUrl: url, storageDir: localStorageDir(), outDir, format: values.format as DatabaseFormat | undefined, log });
    const rows = Object.values(manifest.database.rowCounts).reduce((a, b) => a + b, 0);
    log(
      `Backup written to ${outDir} in ${Date.now() - started} ms: ${rows} rows in ${Object.keys(manifest.database.rowCounts).length} tables (${manifest.database.format})` +
        (manifest.files.included ? `, ${manifest.files.count} files (${manifest.files.bytes} bytes)` : ', files in S3 not included'),
    );
    return 0;
  } finally {
    await embedded?.stop();
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      log(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
