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
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type {
  MigrationList,
  SchemaEngine,
  SchemaFilter,
} from '@prisma/schema-engine-wasm';

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
export const SCHEMA_PATH = path.join(PROJECT_ROOT, 'prisma', 'schema.prisma');
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'prisma', 'migrations');

const NO_FILTER: SchemaFilter = { externalTables: [], externalEnums: [] };
const LOCKFILE = 'migration_lock.toml';

/**
 * pg type OIDs that adapter-pg does not map but the engine's catalogue queries return:
 * `name` (19) and `"char"` (18). Reported to the adapter as text (25), which they are.
 */
const TEXT_LIKE_OIDS = new Set([18, 19]);
const TEXT_OID = 25;

function reportTextLikeAsText(result: unknown): void {
  for (const r of Array.isArray(result) ? result : [result]) {
    for (const field of (r as pg.QueryResult | undefined)?.fields ?? []) {
      if (TEXT_LIKE_OIDS.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
    }
  }
}

function patchTextLikeFields(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        // Callback form (used by pg.Pool#query).
        args[args.length - 1] = (err: unknown, res: unknown) => {
          if (!err) reportTextLikeAsText(res);
          (last as (e: unknown, r: unknown) => void)(err, res);
        };
        return original(...args);
      }
      const out = original(...args);
      return out instanceof Promise
        ? out.then((res) => {
            reportTextLikeAsText(res);
            return res;
          })
        : out;
    };
  });
}

/** Runs a whole script as one query: adapter-pg splits on every `;`, which breaks `$$` bodies. */
function withWholeScripts(adapter: SqlDriverAdapter, pool: pg.Pool): SqlDriverAdapter {
  return new Proxy(adapter, {
    get(target, prop, receiver) {
      if (prop === 'executeScript') {
        return async (script: string) => {
          await pool.query(script);
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
  patchTextLikeFields(pool);
  const adapter = new PrismaPg(pool).connect().then((a) => withWholeScripts(a, pool));
  return { adapter, pool };
}

interface EngineHandle {
  engine: SchemaEngine;
  close(): Promise<void>;
}

async function openEngine(url: string): Promise<EngineHandle> {
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

  const schema = await readFile(SCHEMA_PATH, 'utf8');
  const { SchemaEngine } = await loadWasmEngine();
  const engine = await SchemaEngine.new(
    { datamodels: [[SCHEMA_PATH, schema]] },
    (log: string) => {
      if (process.env.PRISMA_ENGINE_DEBUG) process.stderr.write(`${log}\n`);
    },
    bindMigrationAwareSqlAdapterFactory(factory),
  );

  return {
    engine,
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
    const glue = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as unknown as Bindings;
    const wasmPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg').replace(/\.js$/, '.wasm');
    const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
      './schema_engine_bg.js': glue as unknown as WebAssembly.ModuleImports,
    });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return bindings;
}

async function withEngine<T>(url: string, fn: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const handle = await openEngine(url);
  try {
    return await fn(handle.engine);
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
export async function applyMigrations(url: string): Promise<string[]> {
  const migrationsList = await loadMigrations();
  return withEngine(url, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList, filters: NO_FILTER });
    return out.appliedMigrationNames;
  });
}

/** `prisma migrate status`. */
export async function migrationStatus(url: string) {
  const migrationsList = await loadMigrations();
  return withEngine(url, (engine) =>
    engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: NO_FILTER }),
  );
}

/**
 * SQL that takes a database built from prisma/migrations to what schema.prisma describes;
 * empty when they agree. Replays the migrations into a throwaway shadow database.
 */
export async function pendingSchemaSql(url: string): Promise<string> {
  const migrationsList = await loadMigrations();
  const schema = await readFile(SCHEMA_PATH, 'utf8');
  return withEngine(url, async (engine) => {
    const result = await engine.diff({
      from: { tag: 'migrations', ...migrationsList },
      to: { tag: 'schemaDatamodel', files: [{ path: SCHEMA_PATH, content: schema }] },
      script: true,
      exitCode: null,
      filters: NO_FILTER,
    });
    return normaliseScript(result.stdout ?? '');
  });
}

function normaliseScript(sql: string): string {
  const meaningful = sql
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('--'));
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
export async function createMigration(url: string, name: string): Promise<string | null> {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!slug) throw new Error('A migration needs a name of letters or digits.');
  const lockPath = path.join(MIGRATIONS_DIR, LOCKFILE);
  if (!existsSync(lockPath)) {
    await mkdir(MIGRATIONS_DIR, { recursive: true });
    await writeFile(
      lockPath,
      '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
    );
  }
  const sql = await pendingSchemaSql(url);
  if (!sql) return null;
  const folder = `${utcStamp()}_${slug}`;
  await mkdir(path.join(MIGRATIONS_DIR, folder), { recursive: true });
  await writeFile(path.join(MIGRATIONS_DIR, folder, 'migration.sql'), sql);
  return folder;
}

/** The checksum Prisma records for a migration (sha256 of migration.sql). */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}
