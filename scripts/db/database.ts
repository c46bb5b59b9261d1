/** The database a command-line script works on: DATABASE_URL, else the embedded default. */
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';

export const ROOT = path.resolve(__dirname, '..', '..');

export function loadEnv(dev = false): void {
  loadEnvConfig(ROOT, dev, { info: () => undefined, error: console.error });
  process.env.NEXT_TELEMETRY_DISABLED = '1';
}

export function embeddedOptions() {
  return {
    dataDir: path.resolve(ROOT, process.env.EMBEDDED_PG_DIR || '.data/postgres'),
    port: Number(process.env.EMBEDDED_PG_PORT || 54329),
    database: process.env.EMBEDDED_PG_DATABASE || 'pleie',
  };
}

/** Resolves the database URL, starting the embedded server when DATABASE_URL is unset. */
export async function openDatabase(log: (m: string) => void): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  const configured = process.env.DATABASE_URL?.trim();
  if (configured) return { url: configured };
  const options = embeddedOptions();
  log(`DATABASE_URL is not set: starting the embedded PostgreSQL (${options.dataDir}, port ${options.port})`);
  const embedded = await startEmbeddedPostgres({ ...options, log: () => undefined });
  return { url: embedded.url, embedded };
}
