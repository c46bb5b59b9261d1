/**
 * The migration tooling against a real PostgreSQL: migrations apply and are recorded the way
 * Prisma records them, and the drift check catches a schema change without a migration.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR, SCHEMA_PATH, applyMigrations, createMigration, migrationStatus, pendingSchemaSql } from '@/scripts/db/schema-engine';
import { createDatabase, dropDatabase } from '../support/test-database';

const serverUrl = () => process.env.TEST_SERVER_URL as string;

describe('migrations', () => {
  const dbName = `pleie_test_migrations_${process.pid}`;
  let url: string;

  beforeAll(async () => {
    url = await createDatabase(serverUrl(), dbName);
  });
  afterAll(() => dropDatabase(serverUrl(), dbName));

  it('applies every migration once and records Prisma-compatible checksums', async () => {
    const folders = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(folders.length).toBeGreaterThan(0);

    expect(await applyMigrations(url)).toEqual(folders);
    expect(await applyMigrations(url)).toEqual([]);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name');
      for (const [i, row] of rows.entries()) {
        const sql = await readFile(path.join(MIGRATIONS_DIR, folders[i], 'migration.sql'));
        expect(row.migration_name).toBe(folders[i]);
        expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
        expect(row.finished_at).not.toBeNull();
      }
      const tables = await client.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name");
      expect(tables.rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          'Product',
          'OnlineRetailer',
          'RetailerLink',
          'User',
          'DealerLocation',
          'ContactMessage',
          'PartnerInquiry',
          'Course',
          'CourseModule',
          'ModuleContent',
          'QuizQuestion',
          'CourseProgress',
          'ModuleProgress',
          'QuizResult',
        ]),
      );
    } finally {
      await client.end();
    }

    const status = await migrationStatus(url);
    expect(status).toMatchObject({ history: null, failedMigrationNames: [], editedMigrationNames: [] });
  });

  it('finds no drift between schema.prisma and prisma/migrations', async () => {
    expect(await pendingSchemaSql(url)).toBe('');
  });

  describe('with a schema changed but no migration written', () => {
    let dir: string;
    let paths: { schemaPath: string; migrationsDir: string };

    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'drift-'));
      paths = { schemaPath: path.join(dir, 'schema.prisma'), migrationsDir: path.join(dir, 'migrations') };
      await cp(MIGRATIONS_DIR, paths.migrationsDir, { recursive: true });
      const schema = await readFile(SCHEMA_PATH, 'utf8');
      const changed = schema.replace('model ContactMessage {\n', 'model ContactMessage {\n  phone          String?  @db.VarChar(40)\n');
      expect(changed).not.toBe(schema);
      await writeFile(paths.schemaPath, changed);
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('reports the missing SQL', async () => {
      const sql = await pendingSchemaSql(url, paths);
      expect(sql).toMatch(/ALTER TABLE "ContactMessage" ADD COLUMN\s+"phone" VARCHAR\(40\)/);
    });

    it('writes that SQL as a new migration, after which there is no drift', async () => {
      const folder = await createMigration(url, 'add contact phone', paths);
      expect(folder).toMatch(/^\d{14}_add_contact_phone$/);
      const written = await readFile(path.join(paths.migrationsDir, folder as string, 'migration.sql'), 'utf8');
      expect(written).toMatch(/"phone"/);
      expect(await pendingSchemaSql(url, paths)).toBe('');
      expect(await createMigration(url, 'nothing', paths)).toBeNull();
    });
  });
});
