/**
 * The fuzz suite's plumbing: raw HTTP requests (node:http, so malformed paths, bodies and content
 * types reach the server exactly as written), sign-in of the demo accounts, and the snapshot of the
 * fuzz server's database and storage folder that proves nothing was written.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../prisma/seed/accounts';
import { encodeLoose } from './encode';

export interface FuzzResponse {
  status: number;
  /** The first 300 characters of the body (for the report). */
  excerpt: string;
}

export interface RawRequest {
  method: string;
  /** Path and query exactly as sent (may hold malformed percent-encoding). */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** Sends one request and reads the answer; a dropped connection counts as status 0 (a failure too). */
export function send(baseUrl: string, request: RawRequest, cookie?: string): Promise<FuzzResponse> {
  const url = new URL(baseUrl);
  // node:http refuses spaces and non-ASCII in a path: those go percent-encoded (malformed sequences stay as written).
  const target = request.path.replace(/[^\x21-\x7e]/gu, (c) => encodeLoose(c));
  const body = typeof request.body === 'string' ? Buffer.from(request.body, 'utf8') : request.body;
  const headers: Record<string, string> = { ...request.headers };
  if (cookie) headers.cookie = cookie;
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve) => {
    let settled = false;
    const done = (response: FuzzResponse) => {
      if (!settled) {
        settled = true;
        resolve(response);
      }
    };
    const req = http.request({ host: url.hostname, port: url.port, method: request.method, path: target, headers, timeout: 90_000 }, (res) => {
      let excerpt = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (excerpt.length < 300) excerpt += chunk.slice(0, 300 - excerpt.length);
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, excerpt }));
      res.on('error', (error) => done({ status: res.statusCode ?? 0, excerpt: `${excerpt} [${error.message}]` }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    // The server may answer (413, 4xx) and close before the whole body is written: that answer counts.
    req.on('error', (error) => done({ status: 0, excerpt: `connection error: ${error.message}` }));
    if (body) req.end(body);
    else req.end();
  });
}

export type Role = 'anonymous' | 'dealer' | 'administrator';
export const ROLES: Role[] = ['anonymous', 'dealer', 'administrator'];

const ACCOUNT_OF: Record<Exclude<Role, 'anonymous'>, (typeof DEMO_ACCOUNTS)[number]['role']> = { dealer: 'DEALER', administrator: 'ADMIN' };

/** Signs a demo account in through the JSON call and returns its cookie header. */
export async function signIn(baseUrl: string, role: Exclude<Role, 'anonymous'>): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === ACCOUNT_OF[role]);
  if (!account) throw new Error(`No demo ${role}`);
  const url = new URL(baseUrl);
  const body = JSON.stringify({ email: account.email, password: account.password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const cookies = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).filter((c) => !/=$/.test(c));
          if (res.statusCode !== 200 || cookies.length === 0) reject(new Error(`Sign-in as ${role} answered ${res.statusCode}`));
          else resolve(cookies.join('; '));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Tables that record the request itself rather than content (rate-limit counters, sign-in
 * throttling, sessions, the audit log, the demand insight's counts of searches that found nothing,
 * DocumentDownload: the log of a dealer's safety data sheet downloads, which a plain GET of the
 * sheets' zip writes as it should, dealer_store_stats: the stores' figures, which a finder search and a
 * store link count as they should): written by design on refused or read-only requests, so left out
 * of the "nothing written" check. Everything else in the public schema is compared row by row.
 */
export const BOOKKEEPING_TABLE = /^_prisma_migrations$|rate_?limit|throttle|login_?attempt|session|audit|^demand_|^DocumentDownload$|^dealer_store_stats$/i;

export interface Snapshot {
  tables: Record<string, { rows: number; digest: string }>;
  files: Record<string, number>;
}

/** Connects to the fuzz server's own database. */
export async function openDatabase(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Row count and a digest of the rows of every content table, and every stored file with its size. */
export async function snapshot(db: pg.Client, storageDir: string): Promise<Snapshot> {
  const { rows: tableRows } = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const tables: Snapshot['tables'] = {};
  for (const { name } of tableRows) {
    if (BOOKKEEPING_TABLE.test(name)) continue;
    const quoted = `"${name.replace(/"/g, '""')}"`;
    const { rows } = await db.query<{ rows: number; digest: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS digest FROM ${quoted} t`,
    );
    tables[name] = rows[0];
  }
  return { tables, files: listFiles(storageDir) };
}

function listFiles(dir: string, prefix = ''): Record<string, number> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return {};
  }
  const files: Record<string, number> = {};
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    const key = `${prefix}${entry.name}`;
    if (entry.isDirectory()) Object.assign(files, listFiles(full, `${key}/`));
    else files[key] = statSync(full).size;
  }
  return files;
}

/** What changed between two snapshots, one line each (empty: nothing). */
export function changes(before: Snapshot, after: Snapshot): string[] {
  const lines: string[] = [];
  for (const name of new Set([...Object.keys(before.tables), ...Object.keys(after.tables)])) {
    const a = before.tables[name];
    const b = after.tables[name];
    if (!a || !b) lines.push(`table ${name} ${a ? 'dropped' : 'created'}`);
    else if (a.rows !== b.rows) lines.push(`table ${name}: ${a.rows} → ${b.rows} rows`);
    else if (a.digest !== b.digest) lines.push(`table ${name}: rows changed (same count, ${a.rows})`);
  }
  for (const file of new Set([...Object.keys(before.files), ...Object.keys(after.files)])) {
    if (!(file in before.files)) lines.push(`file stored: ${file} (${after.files[file]} bytes)`);
    else if (!(file in after.files)) lines.push(`file removed: ${file}`);
    else if (before.files[file] !== after.files[file]) lines.push(`file changed: ${file}`);
  }
  return lines;
}

/** Clears the rate-limit and throttle counters (the fuzz server's own database) so the harness can sign in again. */
export async function clearCounters(db: pg.Client): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  for (const { name } of rows) {
    if (/rate_?limit|throttle|login_?attempt/i.test(name)) await db.query(`DELETE FROM "${name.replace(/"/g, '""')}"`);
  }
}

/** The server's connection facts, written by scripts/e2e-server.ts (E2E_INFO_FILE) when it has prepared the database. */
export function serverInfo(file: string): { databaseUrl: string; storageDir: string } {
  return JSON.parse(readFileSync(file, 'utf8')) as { databaseUrl: string; storageDir: string };
}
