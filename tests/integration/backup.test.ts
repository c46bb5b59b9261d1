/**
 * Backup and restore (lib/backup; npm run db:backup / db:restore): a database with the demo data
 * and a storage folder with its files is backed up, then restored into a fresh EMPTY database and
 * an empty folder, in both database formats (pg_dump custom format, and the portable row format
 * used when no pg_dump as new as the server exists). Row counts per table and a file's bytes must
 * match; a non-empty target is refused unless forced.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { countRows, createBackup, DUMP_FILE, readManifest, restoreBackup, ROWS_DIR, type DatabaseFormat } from '@/lib/backup';
import { findPgTool, parseMajor } from '@/lib/backup/pg-tools';
import { runDemoSeed } from '@/prisma/seed';
import { LocalStorage } from '@/lib/storage';
import { applyMigrations, MIGRATIONS_DIR } from '../../scripts/db/schema-engine';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';
import { createDatabase, dropDatabase } from '../support/test-database';

const FILE_KEY = 'private/backup-test/bytes.bin';
const FILE_BYTES = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256));

async function codeMigrations(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('backup and restore', () => {
  const serverUrl = () => process.env.TEST_SERVER_URL!;
  let source: TestDatabase;
  let sourceStorage: string;
  let work: string;
  let sourceCounts: Record<string, number>;
  const targets: string[] = [];

  beforeAll(async () => {
    source = await cloneTemplateDatabase('backup');
    work = await mkdtemp(path.join(os.tmpdir(), 'backup-test-'));
    sourceStorage = path.join(work, 'storage');
    const storage = new LocalStorage(sourceStorage);
    await runDemoSeed(source.prisma, storage);
    await storage.put(FILE_KEY, FILE_BYTES);
    sourceCounts = await countRows(source.url);
  }, 180_000);

  afterAll(async () => {
    for (const name of targets) await dropDatabase(serverUrl(), name);
    await source?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  async function emptyTarget(label: string): Promise<{ url: string; storageDir: string }> {
    const name = `pleie_test_restore_${label}_${process.pid}`;
    targets.push(name);
    return { url: await createDatabase(serverUrl(), name), storageDir: path.join(work, `restored-${label}`) };
  }

  async function roundTrip(format: DatabaseFormat) {
    const backupDir = path.join(work, `backup-${format}`);
    const manifest = await createBackup({ databaseUrl: source.url, storageDir: sourceStorage, outDir: backupDir, format });
    expect(manifest.database.format).toBe(format);
    expect(manifest.database.rowCounts).toEqual(sourceCounts);
    expect(manifest.database.migrations).toEqual(await codeMigrations());
    expect(manifest.files).toMatchObject({ driver: 'local', included: true });
    expect(manifest.files.included && manifest.files.count).toBeGreaterThan(1);
    expect(await readManifest(backupDir)).toEqual(manifest);
    expect(existsSync(path.join(backupDir, format === 'pg_dump' ? DUMP_FILE : ROWS_DIR))).toBe(true);

    const target = await emptyTarget(format);
    const result = await restoreBackup({
      backupDir,
      databaseUrl: target.url,
      storageDir: target.storageDir,
      applyMigrations,
      codeMigrations: await codeMigrations(),
    });
    // Counted independently of the manifest: every table, the same rows.
    expect(await countRows(target.url)).toEqual(sourceCounts);
    expect(result.files).toBe(manifest.files.included ? manifest.files.count : -1);
    expect(await readFile(path.join(target.storageDir, ...FILE_KEY.split('/')))).toEqual(FILE_BYTES);
    // A seeded product image, byte for byte.
    const [{ imageUrl }] = await query<{ imageUrl: string }>(
      target.url,
      `SELECT "imageUrl" FROM "Product" WHERE "imageUrl" LIKE '/media/%' ORDER BY id LIMIT 1`,
    );
    const key = imageUrl.replace(/^\/media\//, '');
    expect(await readFile(path.join(target.storageDir, key))).toEqual(await readFile(path.join(sourceStorage, key)));
    // The restored rows are the same rows, and new ids continue after them.
    const names = async (url: string) => (await query<{ name: string }>(url, `SELECT name FROM "Product" ORDER BY id`)).map((r) => r.name);
    expect(await names(target.url)).toEqual(await names(source.url));
    const [{ max, next }] = await query<{ max: number; next: string }>(
      target.url,
      `SELECT (SELECT max(id) FROM "Product") AS max, nextval(pg_get_serial_sequence('"Product"', 'id')) AS next`,
    );
    expect(Number(next)).toBeGreaterThan(max);
    return { backupDir, target };
  }

  it('restores a pg_dump backup into an empty database and folder', async () => {
    const major = Number((await query<{ v: string }>(source.url, `SELECT current_setting('server_version_num') AS v`))[0].v) / 10000;
    if (!(await findPgTool('pg_dump', Math.floor(major)))) {
      throw new Error(`This test needs a pg_dump ${Math.floor(major)}+ (Debian's postgresql-client) on the PATH or in PG_BIN_DIR`);
    }
    const { backupDir } = await roundTrip('pg_dump');
    expect((await stat(path.join(backupDir, DUMP_FILE))).size).toBeGreaterThan(1000);
  });

  it('restores the portable row format the same way, and refuses a non-empty target unless forced', async () => {
    const { backupDir, target } = await roundTrip('rows');
    const restore = (force: boolean) =>
      restoreBackup({ backupDir, databaseUrl: target.url, storageDir: target.storageDir, force, applyMigrations, codeMigrations: [] });
    // codeMigrations [] ≠ the backup's: the row format needs the code that wrote it.
    await expect(restore(true)).rejects.toThrow(/other migrations/);

    const again = (force: boolean) =>
      codeMigrations().then((migrations) =>
        restoreBackup({ backupDir, databaseUrl: target.url, storageDir: target.storageDir, force, applyMigrations, codeMigrations: migrations }),
      );
    await expect(again(false)).rejects.toThrow(/not empty/);
    // Forced: the database and the folder are emptied first (a stray file disappears).
    await writeFile(path.join(target.storageDir, 'stray.txt'), 'x');
    await again(true);
    expect(await countRows(target.url)).toEqual(sourceCounts);
    expect(existsSync(path.join(target.storageDir, 'stray.txt'))).toBe(false);
  });

  it('refuses an empty database when the storage folder already holds files', async () => {
    const backupDir = path.join(work, 'backup-rows');
    const target = await emptyTarget('files');
    await new LocalStorage(target.storageDir).put('x/y.txt', Buffer.from('y'));
    await expect(
      restoreBackup({ backupDir, databaseUrl: target.url, storageDir: target.storageDir, applyMigrations, codeMigrations: await codeMigrations() }),
    ).rejects.toThrow(/1 files in the storage folder/);
  });

  it('reads the major version from pg_dump --version', () => {
    expect(parseMajor('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)')).toBe(15);
    expect(parseMajor('pg_restore (PostgreSQL) 18.1')).toBe(18);
    expect(parseMajor('nonsense')).toBeNull();
  });
});
