/**
 * Set-up of every integration test file (jest.config.ts, integration project: setupFilesAfterEnv),
 * so no test file repeats it:
 * - `next/cache`: cached reads run uncached; revalidateTag, revalidatePath and updateTag are
 *   jest.fn() (a test may assert on them, `jest.mocked(revalidateTag)`);
 * - `next/headers`: the request set with `setNextRequest` (tests/support/next-request.ts);
 * - every route module that docs/openapi.json describes answers through the contract check
 *   (tests/support/contract.ts): an answer that differs from the document fails the test.
 */
import path from 'node:path';
import { contract, withContract } from './contract';
import { openApiPathOf, ROOT, routeFiles } from './route-files';

jest.mock('next/cache', () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: jest.fn(),
  revalidatePath: jest.fn(),
  updateTag: jest.fn(),
}));

jest.mock('next/headers', () => (jest.requireActual('./next-request') as typeof import('./next-request')).nextHeaders);

/** The folders whose route files the document describes (lib/openapi/openapi.test.ts checks it covers them all). */
const ROUTE_ROOTS = ['app/api', 'app/feeds', 'app/media', 'app/produkt'];

/** The route module at `file` (absolute), its answers checked against `template`'s operations. */
function checkRoute(file: string, template: string): void {
  jest.mock(file, () => withContract(template, jest.requireActual<Record<string, unknown>>(file)));
}

const documented = new Set(Object.keys(contract().document.paths));
for (const file of ROUTE_ROOTS.flatMap(routeFiles)) {
  const template = openApiPathOf(file);
  if (documented.has(template)) checkRoute(path.join(ROOT, file), template);
}
