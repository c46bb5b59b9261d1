/** @jest-config-loader esbuild-register */
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/lib/**/*.test.ts', '<rootDir>/tests/**/*.test.ts', '<rootDir>/components/**/*.test.ts?(x)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // A real PostgreSQL database for the run: see tests/support/global-setup.ts.
  setupFiles: ['<rootDir>/tests/support/env.ts'],
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  testTimeout: 60_000,
});

async function jestConfig() {
  const resolved = await config();
  // The schema engine's JS glue and Lexical (0.52) are ES modules: let the SWC transform compile them for Jest.
  resolved.transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((pattern) =>
    pattern.startsWith('/node_modules/(?!.pnpm)(?!(') ? pattern.replace('(?!(', '(?!(@prisma/schema-engine-wasm|@lexical|lexical|@preact/signals-core|') : pattern,
  );
  return resolved;
}

export default jestConfig;
