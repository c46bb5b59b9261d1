/**
 * Backup and restore of the database and the stored files (`npm run db:backup`, `npm run
 * db:restore`; docs/operations.md §11). A backup is one folder:
 *
 *   manifest.json     when, which migrations, rows per table, files (count, bytes), the format
 *   database.dump     pg_dump custom format (-Fc), when a pg_dump as new as the server is found
 *   rows/<table>.ndjson   otherwise: every row as JSON (a portable format for the embedded server)
 *   files/            a copy of the local storage folder (STORAGE_DIR)
 *
 * A restore goes into an EMPTY database and an empty storage folder (force: the database's public
 * schema and the folder are emptied first), then checks the row counts against the manifest.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import pg from 'pg';
import { findPgTool, runPgTool, toolConnection } from './pg-tools';

export const MANIFEST_FILE = 'manifest.json';
export const DUMP_FILE = 'database.dump';
export const ROWS_DIR = 'rows';
export const FILES_DIR = 'files';

export type DatabaseFormat = 'pg_dump' | 'rows';

export interface BackupManifest {
  version: 1;
  createdAt: string;
  database: {
    format: DatabaseFormat;
    /** server_version of the database that was backed up, e.g. "15.20". */
    serverVersion: string;
    /** The pg_dump that wrote database.dump (pg_dump format only). */
    pgDumpMajor?: number;
    /** Applied migrations (finished, not rolled back), in order. */
    migrations: string[];
    /** Rows per table of the public schema at the time of the backup. */
    rowCounts: Record<string, number>;
  };
  files: { driver: 'local'; included: true; count: number; bytes: number } | { driver: 's3'; included: false; note: string };
}

export type BackupLog = (message: string) => void;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function publicTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  return rows.map((row) => row.tablename);
}

/** Exact rows per table of the public schema. */
export async function countRows(url: string): Promise<Record<string, number>> {
  return withClient(url, async (client) => {
    const counts: Record<string, number> = {};
    for (const table of await publicTables(client)) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM public.${quote(table)}`);
      counts[table] = Number(rows[0].n);
    }
    return counts;
  });
}

async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ migration_name: string }>(
    `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((row) => row.migration_name);
}

/** Every file below a folder (relative paths), without the local driver's half-written *.tmp files. */
async function listFiles(root: string): Promise<{ files: string[]; bytes: number }> {
  const files: string[] = [];
  let bytes = 0;
  if (!existsSync(root)) return { files, bytes };
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.push(path.relative(root, file));
    bytes += (await stat(file)).size;
  }
  return { files: files.sort(), bytes };
}

async function dumpRows(url: string, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await withClient(url, async (client) => {
    // One snapshot for every table, as pg_dump takes.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      for (const table of await publicTables(client)) {
        const out = createWriteStream(path.join(dir, `${table}.ndjson`));
        await client.query(`DECLARE rows_cursor NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM public.${quote(table)} t`);
        for (;;) {
          const { rows } = await client.query<{ row: string }>('FETCH 1000 FROM rows_cursor');
          if (!rows.length) break;
          if (!out.write(rows.map((r) => `${r.row}\n`).join(''))) await once(out, 'drain');
        }
        await client.query('CLOSE rows_cursor');
        out.end();
        await once(out, 'finish');
      }
    } finally {
      await client.query('COMMIT');
    }
  });
}

export interface BackupOptions {
  databaseUrl: string;
  /** The local storage folder; null when files live in S3 (not included). */
  storageDir: string | null;
  /** The backup folder to create (must not exist or be empty). */
  outDir: string;
  /** Default: pg_dump when one as new as the server is found, else rows. */
  format?: DatabaseFormat;
  log?: BackupLog;
}

export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const { databaseUrl, storageDir, outDir, log = () => undefined } = options;
  if (existsSync(outDir) && (await readdir(outDir)).length) throw new Error(`The backup folder ${outDir} is not empty.`);
  await mkdir(outDir, { recursive: true });

  const { serverVersion, serverMajor, migrations } = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ server_version: string; num: string }>(
      `SELECT current_setting('server_version') AS server_version, current_setting('server_version_num') AS num`,
    );
    return {
      serverVersion: rows[0].server_version.split(' ')[0],
      serverMajor: Math.floor(Number(rows[0].num) / 10000),
      migrations: await appliedMigrations(client),
    };
  });

  let format = options.format;
  const pgDump = format === 'rows' ? null : await findPgTool('pg_dump', serverMajor);
  if (format === 'pg_dump' && !pgDump) throw new Error(`No pg_dump of version ${serverMajor} or newer found (set PG_BIN_DIR).`);
  format ??= pgDump ? 'pg_dump' : 'rows';
  if (!pgDump && format === 'rows' && !options.format) log(`No pg_dump ${serverMajor}+ found: writing the portable row format`);

  const started = Date.now();
  if (format === 'pg_dump' && pgDump) {
    const connection = toolConnection(databaseUrl);
    await runPgTool(
      pgDump,
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(outDir, DUMP_FILE)}`, `--dbname=${connection.url}`],
      connection.env,
    );
  } else {
    await dumpRows(databaseUrl, path.join(outDir, ROWS_DIR));
  }
  const rowCounts = await countRows(databaseUrl);
  log(`Database (${format}) written in ${Date.now() - started} ms`);

  let files: BackupManifest['files'];
  if (storageDir) {
    const listed = await listFiles(storageDir);
    await mkdir(path.join(outDir, FILES_DIR), { recursive: true });
    for (const file of listed.files) {
      await cp(path.join(storageDir, file), path.join(outDir, FILES_DIR, file), { preserveTimestamps: true });
    }
    files = { driver: 'local', included: true, count: listed.files.length, bytes: listed.bytes };
    log(`Files: ${listed.files.length} (${listed.bytes} bytes)`);
  } else {
    files = { driver: 's3', included: false, note: 'Stored files are in the S3 bucket: back it up with the bucket’s own tools (docs/operations.md §11).' };
  }

  const manifest: BackupManifest = {
    version: 1,
    createdAt: new Date().toISOString(),
    database: { format, serverVersion, ...(pgDump && format === 'pg_dump' ? { pgDumpMajor: pgDump.major } : {}), migrations, rowCounts },
    files,
  };
  await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function readManifest(backupDir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(backupDir, MANIFEST_FILE), 'utf8')) as BackupManifest;
  if (manifest.version !== 1) throw new Error(`Unknown backup version ${String(manifest.version)}.`);
  return manifest;
}

async function loadRows(url: string, dir: string, tables: string[]): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('BEGIN');
    try {
      // Foreign keys are enforced by triggers: off while the tables fill in any order (needs a superuser).
      await client.query('SET LOCAL session_replication_role = replica');
      // The migrations' own bookkeeping rows give way to the backed-up ones.
      await client.query('DELETE FROM _prisma_migrations');
      for (const table of tables) {
        const file = path.join(dir, `${table}.ndjson`);
        if (!existsSync(file)) continue;
        const insert = `INSERT INTO public.${quote(table)} SELECT * FROM json_populate_recordset(NULL::public.${quote(table)}, $1::json)`;
        let batch: string[] = [];
        const flush = async () => {
          if (batch.length) await client.query(insert, [`[${batch.join(',')}]`]);
          batch = [];
        };
        for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
          if (!line) continue;
          batch.push(line);
          if (batch.length >= 500) await flush();
        }
        await flush();
      }
      // Sequences (autoincrement ids) continue after the restored rows.
      const { rows: serials } = await client.query<{ table_name: string; column_name: string }>(
        `SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = 'public' AND (column_default LIKE 'nextval(%' OR is_identity = 'YES')`,
      );
      for (const { table_name: table, column_name: column } of serials) {
        await client.query(
          `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE(max(${quote(column)}), 1), max(${quote(column)}) IS NOT NULL) FROM public.${quote(table)}`,
          [`public.${quote(table)}`, column],
        );
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });
}

export interface RestoreOptions {
  backupDir: string;
  databaseUrl: string;
  /** The local storage folder to fill; null when files live in S3. */
  storageDir: string | null;
  /** Empty a non-empty database (its public schema) and storage folder first. */
  force?: boolean;
  /** Creates the schema for the row format: applies the migrations (scripts/db/schema-engine.ts). */
  applyMigrations: (databaseUrl: string) => Promise<unknown>;
  /** The migrations this code has (prisma/migrations): the row format needs the backup's exactly. */
  codeMigrations: string[];
  log?: BackupLog;
}

export interface RestoreResult {
  manifest: BackupManifest;
  rowCounts: Record<string, number>;
  files: number;
  ms: number;
}

/**
 * Empties the public schema. The tables go first: PostgreSQL 15 fails a plain `DROP SCHEMA … CASCADE`
 * ('cache lookup failed for function') when it drops pg_trgm's functions before a GiST index whose
 * operator class options (`gist_trgm_ops(siglen=…)`, migration 20261124200000_product_search_speed)
 * still need them; dropping each table drops its indexes while the functions exist.
 */
const EMPTY_PUBLIC_SCHEMA = `
  DO $$ DECLARE t record; BEGIN
    FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
      EXECUTE format('DROP TABLE IF EXISTS public.%I CASCADE', t.tablename);
    END LOOP;
  END $$;
  DROP SCHEMA public CASCADE;
  CREATE SCHEMA public`;

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { backupDir, databaseUrl, storageDir, force = false, log = () => undefined } = options;
  const started = Date.now();
  const manifest = await readManifest(backupDir);
  const { format } = manifest.database;

  if (format === 'rows') {
    const same =
      manifest.database.migrations.length === options.codeMigrations.length && manifest.database.migrations.every((m, i) => m === options.codeMigrations[i]);
    if (!same) {
      throw new Error(
        'The backup was taken at other migrations than this code has: restore it with the version of the code that wrote it, then start the new version.',
      );
    }
  }

  // Refuse to mix a backup into existing data.
  const tables = await withClient(databaseUrl, publicTables);
  const filesThere = storageDir ? (await listFiles(storageDir)).files.length : 0;
  if ((tables.length || filesThere) && !force) {
    throw new Error(
      `The target is not empty (${tables.length} tables in the database, ${filesThere} files in the storage folder): restore into an empty database and folder, or pass --force to replace them.`,
    );
  }
  if (tables.length) {
    log('Emptying the database (--force)');
    await withClient(databaseUrl, (client) => client.query(EMPTY_PUBLIC_SCHEMA));
  }
  if (storageDir && filesThere) {
    log('Emptying the storage folder (--force)');
    await rm(storageDir, { recursive: true, force: true });
  }

  if (format === 'pg_dump') {
    const serverMajor = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ num: string }>(`SELECT current_setting('server_version_num') AS num`);
      return Math.floor(Number(rows[0].num) / 10000);
    });
    const pgRestore = await findPgTool('pg_restore', Math.max(serverMajor, manifest.database.pgDumpMajor ?? 0));
    if (!pgRestore) throw new Error(`No pg_restore of version ${Math.max(serverMajor, manifest.database.pgDumpMajor ?? 0)} or newer found (set PG_BIN_DIR).`);
    const connection = toolConnection(databaseUrl);
    await runPgTool(
      pgRestore,
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${connection.url}`, path.join(backupDir, DUMP_FILE)],
      connection.env,
    );
  } else {
    await options.applyMigrations(databaseUrl);
    await loadRows(databaseUrl, path.join(backupDir, ROWS_DIR), Object.keys(manifest.database.rowCounts));
  }
  log(`Database restored (${format}) in ${Date.now() - started} ms`);

  let files = 0;
  if (manifest.files.included) {
    if (!storageDir) {
      log('The backup holds local files, but the storage driver is S3: the files were not restored (copy backup/files/ into the bucket).');
    } else {
      await mkdir(storageDir, { recursive: true });
      const source = path.join(backupDir, FILES_DIR);
      if (existsSync(source)) await cp(source, storageDir, { recursive: true, preserveTimestamps: true });
      files = (await listFiles(storageDir)).files.length;
      if (files !== manifest.files.count) throw new Error(`Restored ${files} files, the backup lists ${manifest.files.count}.`);
    }
  }

  const rowCounts = await countRows(databaseUrl);
  const differing = Object.entries(manifest.database.rowCounts).filter(([table, n]) => rowCounts[table] !== n);
  if (differing.length) {
    throw new Error(`Row counts differ from the backup: ${differing.map(([t, n]) => `${t} ${rowCounts[t] ?? 'missing'} ≠ ${n}`).join(', ')}`);
  }
  return { manifest, rowCounts, files, ms: Date.now() - started };
}
