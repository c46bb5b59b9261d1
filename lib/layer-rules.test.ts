/**
 * The layer rules of docs/architecture.md §1 fire: ESLint (eslint.config.mjs) lints one-line
 * probes placed, in name only, where each rule applies. ESLint runs in a child process, because it
 * loads its configuration as an ES module, which Jest's module system does not.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

interface Probe {
  file: string;
  code: string;
}

/** The rule ids ESLint reports for each probe, in order. */
function lint(probes: Probe[]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const p of JSON.parse(process.argv[1])) {
        const [result] = await eslint.lintText(p.code, { filePath: p.file });
        out.push(result.messages.map((m) => m.ruleId ?? m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  const run = spawnSync(process.execPath, ['-e', script, JSON.stringify(probes.map((p) => ({ ...p, file: path.join(ROOT, p.file) })))], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

const PATHS = 'import/no-restricted-paths';
const IMPORTS = 'no-restricted-imports';

const probes: (Probe & { expected: string[] })[] = [
  { file: 'lib/catalogue/probe.ts', code: "export { Glyph } from '@/components/ui/Glyph';\n", expected: [PATHS] },
  { file: 'lib/catalogue/probe.ts', code: "export { default } from '../../app/page';\n", expected: [PATHS] },
  { file: 'lib/dealers/probe.ts', code: "export { demoProducts } from '../../prisma/seed/data/products';\n", expected: [PATHS] },
  { file: 'lib/mail/probe.ts', code: "export { ADMIN_MESSAGES } from '../admin/shared/messages';\n", expected: [PATHS] },
  { file: 'lib/audit/probe.ts', code: "export { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';\n", expected: [PATHS] },
  { file: 'components/catalogue/probe.tsx', code: "export { DataTable } from '@/components/admin/kit/DataTable';\n", expected: [PATHS] },
  { file: 'components/portal/probe.tsx', code: "export { default } from '@mui/material/Button';\n", expected: [IMPORTS] },
  { file: 'app/forhandlere/probe.tsx', code: "export { css } from '@emotion/react';\n", expected: [IMPORTS] },
  { file: 'components/admin/products/probe.tsx', code: "export { Dialog } from '@/components/portal/Dialog';\n", expected: [PATHS] },
  { file: 'components/admin/products/probe.tsx', code: "export { default } from './products.module.css';\n", expected: [IMPORTS] },
  // Allowed: the admin panel on MUI, the kit's own styles, lib/openapi describing lib/admin, a lib test reading the seed.
  { file: 'components/admin/products/probe.tsx', code: "export { default } from '@mui/material/Button';\n", expected: [] },
  { file: 'lib/openapi/probe.ts', code: "export { ADMIN_MESSAGES } from '../admin/shared/messages';\n", expected: [] },
  { file: 'components/admin/kit/probe.tsx', code: "export { default } from './kit.module.css';\n", expected: [] },
  { file: 'lib/catalogue/probe.test.ts', code: "export { demoProducts } from '../../prisma/seed/data/products';\n", expected: [] },
];

describe('layer rules (eslint.config.mjs)', () => {
  it('refuses each wrong import and lets the allowed ones through', () => {
    const found = lint(probes);
    expect(probes.map((p, i) => ({ file: p.file, code: p.code.trim(), rules: found[i] }))).toEqual(
      probes.map((p) => ({ file: p.file, code: p.code.trim(), rules: p.expected })),
    );
  });
});
