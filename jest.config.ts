/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import nextJest from 'next/jest.js';

/**
 * Two projects (`npm run test:unit`, `npm run test:integration`; plain `jest` runs both):
 * - unit: pure functions and components, no database (jsdom tests keep their docblock environment);
 * - integration: tests/integration on a real PostgreSQL, prepared once per run by the global setup
 *   (tests/support/global-setup.ts), which runs only when an integration test is selected; each
 *   file gets the harness of tests/support/integration-setup.ts (Next mocks, the contract check).
 */
const createJestConfig = nextJest({ dir: './' });

/** One entry of `projects` (Jest's InitialProjectOptions). */
type ProjectConfig = Exclude<NonNullable<Config['projects']>[number], string>;

const shared = {
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  setupFiles: ['<rootDir>/tests/support/env.ts'],
} satisfies ProjectConfig;

const unit = {
  ...shared,
  displayName: 'unit',
  testMatch: ['<rootDir>/lib/**/*.test.ts', '<rootDir>/components/**/*.test.ts?(x)', '<rootDir>/tests/support/**/*.test.ts'],
} satisfies ProjectConfig;

const integration = {
  ...shared,
  displayName: 'integration',
  testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  // The Next mocks and the contract check of every route handler's answer: tests/support/integration-setup.ts.
  setupFilesAfterEnv: ['<rootDir>/tests/support/integration-setup.ts'],
  // A real PostgreSQL database for the run: see tests/support/global-setup.ts.
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
} satisfies ProjectConfig;

/** next/jest's settings (SWC transform, CSS/image mocks) for one project, plus the ESM exception. */
async function project(config: ProjectConfig): Promise<ProjectConfig> {
  const resolved = await createJestConfig(config)();
  // The schema engine's JS glue, Lexical (0.52) and file-type 21 with its helpers are ES modules: let the
  // SWC transform compile them for Jest.
  resolved.transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((pattern) =>
    pattern.startsWith('/node_modules/(?!.pnpm)(?!(')
      ? pattern.replace(
          '(?!(',
          '(?!(@prisma/schema-engine-wasm|@lexical|lexical|@preact/signals-core|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit|',
        )
      : pattern,
  );
  return resolved;
}

async function jestConfig(): Promise<Config> {
  return {
    // A run-wide option (Jest reads it from the top level only): database tests need the room.
    testTimeout: 60_000,
    projects: await Promise.all([project(unit), project(integration)]),
  };
}

export default jestConfig;
