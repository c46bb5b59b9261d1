/**
 * The last step of `npm run build` (scripts/serve.ts --build): what each server action accepts,
 * for the server program's body gate (lib/server/action-gate.ts). Every export of every
 * `'use server'` module carries its limits under Symbol.for('pleie.actionLimits') —
 * `{ who: 'admin' | 'anyone', maxBytes, upload }`, set where the operation is declared. This
 * imports each such module, reads those limits, joins them with the build's action manifest
 * (.next/server/server-reference-manifest.json: action id → source file and export name) and
 * writes .next/action-limits.json ({ id: limits }). An action without valid limits fails the
 * build (ACTION_LIMITS_STRICT), naming it.
 *
 * Runs with `--conditions=react-server` (as the build script does): the action modules are server-only.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import * as navigationForServer from 'next/dist/client/components/navigation.react-server';
import { ACTION_LIMITS, ACTION_LIMITS_FILE, isActionLimits, type ActionLimits } from '../lib/server/action-gate';
import { SERVER_ACTION_BODY_LIMIT_BYTES } from '../lib/security/server-actions';
import { ROOT } from './db/database';

/**
 * Whether a missing declaration fails the build: yes — every `'use server'` export is made by
 * operationAction (lib/admin/shared/operation.ts), which attaches the limits. Off only to inspect
 * a tree mid-change; an undeclared action is then taken for an administrator's upload at the
 * largest cap, and named in a warning.
 */
export const ACTION_LIMITS_STRICT = true;

const FALLBACK: ActionLimits = { who: 'admin', maxBytes: SERVER_ACTION_BODY_LIMIT_BYTES, upload: true };

interface ManifestEntry {
  filename?: string;
  exportedName?: string;
}

/** The source files under `dirs` (relative to root) whose first statement is 'use server'. */
export function serverActionModules(root: string, dirs = ['lib', 'app']): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'generated') walk(rel);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const code = readFileSync(path.join(root, rel), 'utf8')
          .replace(/^\s*(\/\*[\s\S]*?\*\/|\/\/[^\n]*\n)\s*/g, '')
          .trimStart();
        if (/^['"]use server['"]/.test(code)) found.push(rel.split(path.sep).join('/'));
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return found.sort();
}

/**
 * The table { id: limits } from the manifest and the modules' exports (file → export name →
 * value). Problems: actions whose limits are missing or invalid.
 */
export function joinActionLimits(
  manifest: { node?: Record<string, ManifestEntry>; edge?: Record<string, ManifestEntry> },
  modules: Record<string, Record<string, unknown>>,
): { table: Record<string, ActionLimits>; problems: string[] } {
  const table: Record<string, ActionLimits> = {};
  const problems: string[] = [];
  for (const entries of [manifest.node ?? {}, manifest.edge ?? {}]) {
    for (const [id, entry] of Object.entries(entries)) {
      const file = entry.filename?.replace(/\\/g, '/');
      const source = file && Object.keys(modules).find((name) => file === name || file.endsWith(`/${name}`));
      const value = source && entry.exportedName ? modules[source][entry.exportedName] : undefined;
      const limits = typeof value === 'function' ? (value as unknown as Record<symbol, unknown>)[ACTION_LIMITS] : undefined;
      if (isActionLimits(limits)) {
        table[id] = { who: limits.who, maxBytes: limits.maxBytes, upload: limits.upload };
        continue;
      }
      problems.push(`${file ?? '(no file)'}#${entry.exportedName ?? '(no name)'} (${id}) declares no valid limits under Symbol.for('pleie.actionLimits')`);
      table[id] = FALLBACK;
    }
  }
  return { table, problems };
}

/**
 * `next/navigation` as the bundler gives it to server code: its react-server entry (the client
 * one needs React's client build, absent under `--conditions=react-server`). Put in the require
 * cache before the action modules load, as Next.js's own server-layer alias does in the bundle.
 */
function serverLayerNavigation(): void {
  const file = require.resolve('next/navigation');
  if (require.cache[file]) return;
  const entry = new Module(file);
  entry.exports = navigationForServer;
  entry.loaded = true;
  require.cache[file] = entry;
}

/** Writes .next/action-limits.json; throws (strict) when an action declares no limits. */
export async function writeActionLimits(
  distDir: string,
  { strict = ACTION_LIMITS_STRICT, root = ROOT } = {},
): Promise<{ file: string; count: number; problems: string[] }> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'server', 'server-reference-manifest.json'), 'utf8'));
  const modules: Record<string, Record<string, unknown>> = {};
  serverLayerNavigation();
  for (const file of serverActionModules(root)) modules[file] = (await import(path.join(root, file))) as Record<string, unknown>;
  const { table, problems } = joinActionLimits(manifest, modules);
  if (problems.length && strict) throw new Error(`Server actions without their limits:\n  ${problems.join('\n  ')}`);
  for (const problem of problems) process.stderr.write(`warning: ${problem}; taken for an administrator's upload (${FALLBACK.maxBytes} bytes)\n`);
  const file = path.join(distDir, ACTION_LIMITS_FILE);
  writeFileSync(file, `${JSON.stringify(table, null, 2)}\n`);
  return { file, count: Object.keys(table).length, problems };
}

if (require.main === module) {
  // Again for an existing build: `tsx --conditions=react-server scripts/action-limits.ts`.
  writeActionLimits(path.join(ROOT, '.next')).then(
    ({ file, count }) => {
      process.stdout.write(`${count} server actions: ${file}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
