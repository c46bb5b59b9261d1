/** The server actions of the admin area, found on disk: a new entity's actions cannot be missed by the tests that list them. */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The names every entity's actions module exports (lib/admin/<entity>/actions.ts), sorted. */
export async function exportedActionNames(): Promise<string[]> {
  const root = path.join(__dirname, '../../lib/admin');
  const names: string[] = [];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const file = path.join(root, entry.name, 'actions.ts');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    names.push(...Object.keys((await import(file)) as Record<string, unknown>));
  }
  return names.sort();
}
