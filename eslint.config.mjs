import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

/** The files eslint-config-next lints (and loads the import plugin for). */
const CODE = ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'];
const LIB_SOURCE = ['./lib/**/!(*.test).ts?(x)', './lib/**/*.mjs'];
/** lib areas below the admin panel: everything but lib/admin itself and lib/openapi, which describes it. */
const LIB_BELOW_ADMIN = ['./lib/!(admin|openapi)/**/!(*.test).ts?(x)', './lib/!(*.test).ts', './lib/*.mjs'];
/** What visitors and dealers load: every page and component outside the admin panel. */
const OUTSIDE_ADMIN = ['./app/!(admin)/**', './app/*.ts?(x)', './components/!(admin)/**'];

/**
 * The layer rules of docs/architecture.md §1, enforced. `import/no-restricted-paths` resolves each
 * import (the `@/` alias and relative paths alike) before it compares, so one zone covers both.
 * Test files beside lib modules may read the demo data, tests/support and the admin schemas they test.
 */
const layerZones = [
  {
    target: './lib',
    from: ['./app', './components'],
    message: 'lib/ is plain TypeScript below the routes and the UI: it never imports app/ or components/ (docs/architecture.md §1).',
  },
  {
    target: LIB_SOURCE,
    from: ['./prisma/seed', './scripts', './tests', './e2e', './e2e-fuzz', './bench'],
    message: 'The demo seed, scripts and tests sit above lib/: its modules never import them (docs/architecture.md §1).',
  },
  {
    target: LIB_BELOW_ADMIN,
    from: './lib/admin',
    message: 'Lower lib areas never import lib/admin; put what both need in a neutral module (docs/architecture.md §1).',
  },
  {
    target: './components',
    from: './app',
    message: 'components/ never imports app/: routes import components, not the other way (docs/architecture.md §1).',
  },
  {
    target: ['./components/admin', './app/admin/(panel)'],
    from: ['./components/portal', './components/ui/form'],
    message:
      "The admin panel is one application on its own kit (components/admin/kit): it never imports the portal's or the public forms' pieces (docs/architecture.md §2).",
  },
  {
    target: OUTSIDE_ADMIN,
    from: './components/admin',
    message: 'Public pages and the dealer portal never import the admin panel (docs/architecture.md §2).',
  },
];

/**
 * One UI kit per audience (docs/architecture.md §2): MUI and its Emotion styling for the admin panel
 * only — its kit, theme and theme boundary live in components/admin/kit, its layout in app/admin.
 */
const MUI_ALLOWED = ['components/admin/**', 'app/admin/**'];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: CODE,
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    files: CODE,
    ignores: MUI_ALLOWED,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mui/*', '@emotion/*'],
              message:
                "MUI is the admin panel's kit only (components/admin/**, app/admin/**); public pages and the dealer portal use CSS modules (docs/architecture.md §2).",
            },
          ],
        },
      ],
    },
  },
  {
    // The admin kit is the panel's one style: tabs style with MUI (sx, theme), never with a CSS module of their own.
    files: ['components/admin/**/*.{ts,tsx}', 'app/admin/(panel)/**/*.{ts,tsx}'],
    ignores: ['components/admin/kit/**', 'app/admin/(panel)/kurs/[[]id]/forhandsvis/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.module.css'],
              message: 'Admin tabs are styled through the kit (components/admin/kit) and MUI, not CSS modules (docs/architecture.md §2).',
            },
          ],
        },
      ],
    },
  },
  // Layout is Prettier's (.prettierrc.json, checked by `npm run lint`): no ESLint rule argues with it.
  prettier,
  globalIgnores(['.next/**', 'out/**', 'node_modules/**', 'lib/generated/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
]);
