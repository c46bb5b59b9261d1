/**
 * The build's action table (scripts/action-limits.ts): every export of a 'use server' module
 * carries its limits under Symbol.for('pleie.actionLimits'); the build joins them with the action
 * manifest (id → file and export name) and names every action without them. A fixture stands in
 * for the modules here; the build itself imports the real ones.
 */
import path from 'node:path';
import { joinActionLimits, serverActionModules } from '../../scripts/action-limits';
import { ACTION_LIMITS, isActionLimits, type ActionLimits } from './action-gate';

const declared = (limits: unknown) => Object.assign(async () => undefined, { [ACTION_LIMITS]: limits });

describe('action limits from the declarations', () => {
  const upload: ActionLimits = { who: 'admin', maxBytes: 21 * 1024 * 1024, upload: true };
  const small: ActionLimits = { who: 'anyone', maxBytes: 4096, upload: false };
  const manifest = {
    node: {
      aa01: { filename: 'lib/admin/products/actions.ts', exportedName: 'uploadProductImageAction' },
      aa02: { filename: '/build/app/lib/admin/messages/actions.ts', exportedName: 'askAction' },
      aa03: { filename: 'lib/admin/messages/actions.ts', exportedName: 'undeclaredAction' },
      aa04: { filename: 'lib/admin/messages/actions.ts', exportedName: 'badAction' },
    },
    edge: {},
  };
  const modules = {
    'lib/admin/products/actions.ts': { uploadProductImageAction: declared(upload) },
    'lib/admin/messages/actions.ts': {
      askAction: declared(small),
      undeclaredAction: async () => undefined,
      badAction: declared({ who: 'admin', maxBytes: -1, upload: false }),
    },
  };

  it('takes each action’s limits from its export, by the manifest’s file and name', () => {
    const { table } = joinActionLimits(manifest, modules);
    expect(table.aa01).toEqual(upload);
    expect(table.aa02).toEqual(small);
  });

  it('names every action without valid limits', () => {
    const { problems } = joinActionLimits(manifest, modules);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('undeclaredAction');
    expect(problems[1]).toContain('badAction');
  });

  it('checks a declaration’s shape', () => {
    expect(isActionLimits(upload)).toBe(true);
    expect(isActionLimits({ who: 'someone', maxBytes: 1, upload: false })).toBe(false);
    expect(isActionLimits({ who: 'admin', maxBytes: 1.5, upload: false })).toBe(false);
    expect(isActionLimits({ who: 'admin', maxBytes: 1 })).toBe(false);
  });

  it('finds the checkout’s server-action modules', () => {
    const found = serverActionModules(path.resolve(__dirname, '..', '..'));
    expect(found).toContain('lib/admin/products/actions.ts');
    expect(found.every((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))).toBe(true);
  });
});
