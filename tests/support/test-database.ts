/**
 * Real PostgreSQL databases for tests. The server is TEST_DATABASE_URL, else DATABASE_URL,
 * else an embedded PostgreSQL (its own data folder and port, separate from the demo's).
 * Tests never touch the database DATABASE_URL names: they create their own beside it.
 */
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../scripts/db/embedded';
import { applyMigrations } from '../../scripts/db/schema-engine';

const ROOT = path.resolve(__dirname, '..', '..');

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A server to create test databases on. */
export async function openTestServer(): Promise<{ serverUrl: string; embedded?: EmbeddedDatabase }> {
  const configured = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
  if (configured) return { serverUrl: withDatabase(configured, 'postgres') };
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(ROOT, '.data', 'test-postgres'),
    port: Number(process.env.TEST_EMBEDDED_PG_PORT || 54339),
    database: 'postgres',
  });
  return { serverUrl: embedded.url, embedded };
}

async function admin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`));
}

/** Creates (or recreates) an empty database, optionally as a copy of a template. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await admin(serverUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : ''}`);
  });
  return withDatabase(serverUrl, name);
}

/** A fresh database with every migration applied. */
export async function createMigratedDatabase(serverUrl: string, name: string): Promise<string> {
  const url = await createDatabase(serverUrl, name);
  await applyMigrations(url);
  return url;
}
