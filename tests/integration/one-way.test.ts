/**
 * The one way to declare an admin endpoint (docs/architecture.md §4), kept: every export of every
 * 'use server' module is an action made by `operationAction` (it carries ACTION_LIMITS, which the
 * server's action body gate reads); no route handler under app/ asks for an administrator by hand
 * (`who: 'admin'`) instead of being made from an operation; no work sets its audit entry by hand;
 * each admin entity with actions declares its operations beside them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ACTION_LIMITS, type ActionLimits } from '@/lib/admin/shared/operation';

const ROOT = path.join(__dirname, '..', '..');

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(path.join(ROOT, dir))) {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) {
      if (name !== 'node_modules' && name !== 'generated') filesUnder(rel, out);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(rel);
  }
  return out;
}

const SOURCES = ['app', 'lib', 'components'].flatMap((dir) => filesUnder(dir));
const source = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** A 'use server' module: the directive before any other statement (comments aside). */
const isServerModule = (text: string) => /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use server['"]/.test(text);
const SERVER_MODULES = SOURCES.filter((file) => isServerModule(source(file)));

describe('one way to declare an admin endpoint', () => {
  it('finds the server action modules', () => {
    expect(SERVER_MODULES.length).toBeGreaterThanOrEqual(10);
  });

  it.each(SERVER_MODULES)('every export of %s is made by operationAction and carries its limits', async (file) => {
    const exports = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    const names = Object.keys(exports);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const limits = (exports[name] as { [ACTION_LIMITS]?: ActionLimits } | undefined)?.[ACTION_LIMITS];
      expect({ name, limits }).toEqual({
        name,
        limits: { who: expect.stringMatching(/^(admin|anyone)$/), maxBytes: expect.any(Number), upload: expect.any(Boolean) },
      });
      expect(limits!.maxBytes).toBeGreaterThan(0);
    }
  });

  it('the upload actions declare their files: their cap is the files’, the others the JSON cap', async () => {
    const products = await import('@/lib/admin/products/actions');
    const limits = (action: unknown) => (action as { [ACTION_LIMITS]: ActionLimits })[ACTION_LIMITS];
    expect(limits(products.uploadProductImageAction)).toEqual({ who: 'admin', upload: true, maxBytes: 10 * 1024 * 1024 + 64 * 1024 });
    expect(limits(products.updateProductAction)).toEqual({ who: 'admin', upload: false, maxBytes: 256 * 1024 });
    expect(limits(products.loadProductAction)).toEqual({ who: 'admin', upload: false, maxBytes: 64 * 1024 });
  });

  it('no route handler under app/ requires an administrator by hand: admin routes are made from operations', () => {
    const routes = SOURCES.filter((file) => file.startsWith('app') && /route\.tsx?$/.test(file));
    expect(routes.length).toBeGreaterThan(30);
    const byHand = routes.filter((file) => /who:\s*['"]admin['"]/.test(source(file)));
    expect(byHand).toEqual([]);
  });

  it('nothing outside the declaration runs an admin action frame or writes an admin audit entry', () => {
    const offenders = SOURCES.filter((file) => !file.startsWith(path.join('lib', 'admin', 'shared')) && file !== path.join('lib', 'audit', 'admin.ts')).filter(
      (file) => /\b(actionFrame|recordAdminChange|runAdminAction|runOperation)\b/.test(source(file)),
    );
    expect(offenders).toEqual([]);
  });

  it('no operation sets its audit entry inside its work', () => {
    const offenders = SOURCES.filter((file) => file.startsWith(path.join('lib', 'admin'))).filter((file) =>
      /\baudit\.(summary|entityId)\s*=/.test(source(file)),
    );
    expect(offenders).toEqual([]);
  });

  it('each admin entity with actions declares its operations beside them', () => {
    const actions = SERVER_MODULES.filter((file) => file.startsWith(path.join('lib', 'admin')));
    for (const file of actions) {
      expect({ file, operations: SOURCES.includes(path.join(path.dirname(file), 'operations.ts')) }).toEqual({ file, operations: true });
    }
  });
});
