/**
 * The committed lock file is complete (README: Set-up; docs/operations.md §2): `npm install` on a
 * fresh clone leaves it unchanged and `npm ci` accepts it. npm records every platform's optional
 * binaries (e.g. @next/swc-darwin-arm64) whatever the machine it runs on; a lock written without
 * them (an older npm, `--omit=optional`, a registry that lacked them) is completed by the next
 * `npm install`, which then dirties the clone. The shared database of the integration project is
 * not needed here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface LockEntry {
  version?: string;
  resolved?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  engines?: Record<string, string>;
}
const lock = JSON.parse(read('package-lock.json')) as { lockfileVersion: number; packages: Record<string, LockEntry> };
const pkg = JSON.parse(read('package.json')) as { engines: { node: string }; dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** Where Node would find `name` from the package at `location` (its own node_modules, then each parent's). */
function resolveFrom(location: string, name: string): string | null {
  let base = location;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return null;
    const at = base.lastIndexOf('/node_modules/');
    base = at < 0 ? '' : base.slice(0, at);
  }
}

describe('package-lock.json', () => {
  it('is written by npm 7 or newer (lockfileVersion 3) and matches package.json', () => {
    expect(lock.lockfileVersion).toBe(3);
    expect(lock.packages[''].dependencies).toEqual(pkg.dependencies);
    expect(lock.packages[''].devDependencies).toEqual(pkg.devDependencies);
    expect(lock.packages[''].engines).toEqual(pkg.engines);
  });

  it("lists every optional dependency of every locked package, other platforms' binaries included", () => {
    const missing: string[] = [];
    for (const [location, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolveFrom(location, name)) missing.push(`${location || '(root)'} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('records no registry address (.npmrc omit-lockfile-registry-resolved), so no user setting rewrites it', () => {
    expect(read('.npmrc')).toMatch(/^omit-lockfile-registry-resolved=true$/m);
    const withAddress = Object.entries(lock.packages).filter(([, entry]) => entry.resolved?.startsWith('https://registry.'));
    expect(withAddress.map(([location]) => location)).toEqual([]);
  });
});
