/**
 * Prisma migrations without Prisma's native schema engine.
 *
 * The Prisma CLI downloads a native schema engine before any migrate command, which these
 * offline machines cannot do. Prisma publishes the same engine compiled to WebAssembly
 * (@prisma/schema-engine-wasm, pinned to the version matching prisma 7.10.0); this module
 * drives it through the pg driver adapter. It keeps Prisma's own `_prisma_migrations` table
 * and `prisma/migrations/<timestamp>_<name>/migration.sql` layout, so a machine with the
 * native CLI sees the same history.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  ColumnTypeEnum,
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlQuery,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { MigrationList, SchemaEngine, SchemaFilter } from '@prisma/schema-engine-wasm';

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
export const SCHEMA_PATH = path.join(PROJECT_ROOT, 'prisma', 'schema.prisma');
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'prisma', 'migrations');

const NO_FILTER: SchemaFilter = { externalTables: [], externalEnums: [] };
const LOCKFILE = 'migration_lock.toml';

/**
 * Catalogue columns adapter-pg does not map as the engine expects:
 * - `name` (OID 19) is reported as text (OID 25), which it is;
 * - `"char"` (OID 18, e.g. pg_constraint.contype) must reach the engine as a Character column,
 *   or it panics reading PostgreSQL 18's NOT NULL constraints. adapter-pg would say Text, so the
 *   positions of such columns are remembered per SQL text and corrected in queryRaw below.
 */
const NAME_OID = 19;
const CHAR_OID = 18;
const TEXT_OID = 25;
const charColumnsBySql = new Map<string, number[]>();

function correctCatalogueTypes(sql: string | undefined, result: unknown): void {
  for (const r of Array.isArray(result) ? result : [result]) {
    const fields = (r as pg.QueryResult | undefined)?.fields ?? [];
    const charColumns: number[] = [];
    fields.forEach((field, index) => {
      if (field.dataTypeID === NAME_OID) field.dataTypeID = TEXT_OID;
      if (field.dataTypeID === CHAR_OID) {
        field.dataTypeID = TEXT_OID;
        charColumns.push(index);
      }
    });
    if (sql && charColumns.length > 0) charColumnsBySql.set(sql, charColumns);
  }
}

function sqlOf(args: unknown[]): string | undefined {
  const first = args[0];
  if (typeof first === 'string') return first;
  return (first as { text?: string } | undefined)?.text;
}

function patchCatalogueTypes(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const sql = sqlOf(args);
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        // Callback form (used by pg.Pool#query).
        args[args.length - 1] = (err: unknown, res: unknown) => {
          if (!err) correctCatalogueTypes(sql, res);
          (last as (e: unknown, r: unknown) => void)(err, res);
        };
        return original(...args);
      }
      const out = original(...args);
      return out instanceof Promise
        ? out.then((res) => {
            correctCatalogueTypes(sql, res);
            return res;
          })
        : out;
    };
  });
}

/**
 * The adapter as the engine needs it: whole scripts run as one query (adapter-pg splits on
 * every `;`, which breaks `$$` bodies), and `"char"` columns typed as Character.
 */
function forSchemaEngine(adapter: SqlDriverAdapter, pool: pg.Pool): SqlDriverAdapter {
  return new Proxy(adapter, {
    get(target, prop, receiver) {
      if (prop === 'executeScript') {
        return async (script: string) => {
          await pool.query(script);
        };
      }
      if (prop === 'queryRaw') {
        return async (query: SqlQuery) => {
          const result = await target.queryRaw(query);
          for (const index of charColumnsBySql.get(query.sql) ?? []) {
            result.columnTypes[index] = ColumnTypeEnum.Character;
          }
          return result;
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function databaseUrlWithName(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrlWithName(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function adapterFor(url: string): { adapter: Promise<SqlDriverAdapter>; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // An idle connection may be closed by the server (e.g. when a shadow database is dropped with
  // FORCE); pg emits that on the pool, where an unhandled 'error' would crash the process.
  pool.on('error', (error) => {
    if (process.env.PRISMA_ENGINE_DEBUG) process.stderr.write(`idle connection closed: ${error.message}\n`);
  });
  patchCatalogueTypes(pool);
  const adapter = new PrismaPg(pool).connect().then((a) => forSchemaEngine(a, pool));
  return { adapter, pool };
}

interface EngineHandle {
  engine: SchemaEngine;
  /** Adds the database's own message to an engine error that only names an error id. */
  explain(error: unknown): unknown;
  close(): Promise<void>;
}

/** Where the schema and the migrations live (tests point these at copies). */
export interface ProjectPaths {
  schemaPath: string;
  migrationsDir: string;
}

const DEFAULT_PATHS: ProjectPaths = { schemaPath: SCHEMA_PATH, migrationsDir: MIGRATIONS_DIR };

async function openEngine(url: string, schemaPath: string): Promise<EngineHandle> {
  const pools: pg.Pool[] = [];
  const shadowDatabases: string[] = [];
  const main = adapterFor(url);
  pools.push(main.pool);

  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    connect: () => main.adapter,
    // A throwaway database of our own: adapter-pg's version replays into the main
    // database when configured with a connection string.
    connectToShadowDb: async () => {
      const name = `prisma_shadow_${randomUUID().replace(/-/g, '')}`;
      await adminQuery(url, `CREATE DATABASE "${name}"`);
      shadowDatabases.push(name);
      const shadow = adapterFor(databaseUrlWithName(url, name));
      pools.push(shadow.pool);
      return shadow.adapter;
    },
  };

  const schema = await readFile(schemaPath, 'utf8');
  const { SchemaEngine } = await loadWasmEngine();
  const bound = bindMigrationAwareSqlAdapterFactory(factory);
  const engine = await SchemaEngine.new(
    { datamodels: [[schemaPath, schema]] },
    (log: string) => {
      if (process.env.PRISMA_ENGINE_DEBUG) process.stderr.write(`${log}\n`);
    },
    bound,
  );

  return {
    engine,
    explain(error: unknown) {
      // The engine reports a database error as 'External error id#N'; the driver's own error
      // (e.g. PostgreSQL's message) waits in the adapter's registry.
      const id = error instanceof Error ? /External error id#(\d+)/.exec(error.message)?.[1] : undefined;
      const record = id === undefined ? undefined : bound.errorRegistry.consumeError(Number(id));
      if (!record || !(error instanceof Error)) return error;
      const cause = record.error as { message?: string; cause?: { originalMessage?: string; message?: string } };
      const detail = cause?.cause?.originalMessage ?? cause?.cause?.message ?? cause?.message ?? JSON.stringify(cause);
      error.message = `${error.message}\nDatabase error: ${detail}`;
      return error;
    },
    async close() {
      engine.free();
      await Promise.all(pools.map((p) => p.end().catch(() => undefined)));
      for (const name of shadowDatabases) {
        await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
      }
    },
  };
}

type Bindings = typeof import('@prisma/schema-engine-wasm') & {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
};
let bindings: Promise<Bindings> | undefined;

/**
 * The package is built for bundlers (`import * as wasm from './x.wasm'`), which Node cannot
 * load; instantiate the module by hand with the package's own JS glue as its imports.
 */
function loadWasmEngine(): Promise<Bindings> {
  bindings ??= (async () => {
    // The engine reports a Rust panic's message here before it aborts.
    (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message(message: string) {
        process.stderr.write(`Prisma schema engine panicked: ${message}\n`);
      },
    };
    const glue = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as unknown as Bindings;
    const wasmPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg').replace(/\.js$/, '.wasm');
    // The engine's timers (timeouts it arms around database calls) must not keep a finished
    // command's process alive: the same glue, with timers that do not hold the event loop.
    const imports: Record<string, unknown> = { ...glue };
    for (const name of Object.keys(imports)) {
      if (name.startsWith('__wbg_setTimeout_')) {
        imports[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
      }
    }
    const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
      './schema_engine_bg.js': imports as WebAssembly.ModuleImports,
    });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return bindings;
}

async function withEngine<T>(url: string, schemaPath: string, fn: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const handle = await openEngine(url, schemaPath);
  try {
    return await fn(handle.engine);
  } catch (error) {
    throw handle.explain(error);
  } finally {
    await handle.close();
  }
}

/** Reads prisma/migrations the way the Prisma CLI does. */
export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<MigrationList> {
  const entries = existsSync(dir) ? await readdir(dir, { withFileTypes: true }) : [];
  const folders = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const lockPath = path.join(dir, LOCKFILE);
  return {
    baseDir: dir,
    lockfile: {
      path: LOCKFILE,
      content: existsSync(lockPath) ? await readFile(lockPath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      folders.map(async (folder) => {
        const file = path.join(dir, folder, 'migration.sql');
        const content = existsSync(file)
          ? ({ tag: 'ok', value: await readFile(file, 'utf8') } as const)
          : ({ tag: 'error', value: `${file} is missing` } as const);
        return { path: folder, migrationFile: { path: 'migration.sql', content } };
      }),
    ),
  };
}

/** `prisma migrate deploy`: applies every pending migration; returns their names. */
export async function applyMigrations(url: string, paths: ProjectPaths = DEFAULT_PATHS): Promise<string[]> {
  const migrationsList = await loadMigrations(paths.migrationsDir);
  return withEngine(url, paths.schemaPath, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList, filters: NO_FILTER });
    return out.appliedMigrationNames;
  });
}

/** `prisma migrate status`. */
export async function migrationStatus(url: string, paths: ProjectPaths = DEFAULT_PATHS) {
  const migrationsList = await loadMigrations(paths.migrationsDir);
  return withEngine(url, paths.schemaPath, (engine) => engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: NO_FILTER }));
}

/**
 * SQL that takes a database built from prisma/migrations to what schema.prisma describes;
 * empty when they agree. Replays the migrations into a throwaway shadow database.
 */
export async function pendingSchemaSql(url: string, paths: ProjectPaths = DEFAULT_PATHS): Promise<string> {
  const migrationsList = await loadMigrations(paths.migrationsDir);
  const schema = await readFile(paths.schemaPath, 'utf8');
  return withEngine(url, paths.schemaPath, async (engine) => {
    const result = await engine.diff({
      from: { tag: 'migrations', ...migrationsList },
      to: { tag: 'schemaDatamodel', files: [{ path: paths.schemaPath, content: schema }] },
      script: true,
      exitCode: null,
      filters: NO_FILTER,
    });
    return normaliseScript(result.stdout ?? '');
  });
}

function normaliseScript(sql: string): string {
  const meaningful = sql.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('--'));
  return meaningful.length === 0 ? '' : sql.trim() + '\n';
}

function utcStamp(date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}` +
    `${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}`
  );
}

/**
 * `prisma migrate dev --create-only`: writes a new migration folder holding the SQL from the
 * migrations to schema.prisma. Returns its folder name, or null when nothing changed.
 */
export async function createMigration(url: string, name: string, paths: ProjectPaths = DEFAULT_PATHS): Promise<string | null> {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!slug) throw new Error('A migration needs a name of letters or digits.');
  const lockPath = path.join(paths.migrationsDir, LOCKFILE);
  if (!existsSync(lockPath)) {
    await mkdir(paths.migrationsDir, { recursive: true });
    await writeFile(
      lockPath,
      '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
    );
  }
  const sql = await pendingSchemaSql(url, paths);
  if (!sql) return null;
  const folder = `${utcStamp()}_${slug}`;
  await mkdir(path.join(paths.migrationsDir, folder), { recursive: true });
  await writeFile(path.join(paths.migrationsDir, folder, 'migration.sql'), sql);
  return folder;
}

/** The checksum Prisma records for a migration (sha256 of migration.sql). */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}
