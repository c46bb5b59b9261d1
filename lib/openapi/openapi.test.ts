/**
 * The OpenAPI description (lib/openapi/document.ts): valid OpenAPI 3.1, one operation for every
 * exported method of every route file under app/api, app/feeds, app/media and app/produkt (a product's document addresses) (and none more), every
 * tag declared, and docs/openapi.json current. No database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import { exportedMethods, openApiPathOf, routeOperations as appRouteOperations } from '../../tests/support/app-routes';
import { documentedOperations, OPENAPI_FILE, openApiDocument, openApiJson } from './document';

const ROOT = path.resolve(__dirname, '..', '..');
const ROUTE_ROOTS = ['app/api', 'app/feeds', 'app/media', 'app/produkt'];

/** 'METHOD /path' → the route file that exports it (tests/support/app-routes.ts walks the tree). */
function routeOperations(): Map<string, string> {
  return new Map(appRouteOperations(ROUTE_ROOTS).map((operation) => [`${operation.method} ${operation.path}`, operation.file]));
}

describe('route paths and methods', () => {
  it('turns folders into OpenAPI paths', () => {
    expect(openApiPathOf('app/api/courses/[id]/modules/route.ts')).toBe('/api/courses/{id}/modules');
    expect(openApiPathOf('app/api/auth/[...nextauth]/route.ts')).toBe('/api/auth/{nextauth}');
    expect(openApiPathOf('app/api/(admin)/files/[[...key]]/route.ts')).toBe('/api/files/{key}');
    expect(openApiPathOf('app/feeds/facebook/route.ts')).toBe('/feeds/facebook');
  });

  it('reads every form of exported method', () => {
    const source = `
      export async function GET() {}
      export const PATCH = async () => {};
      async function handler() {}
      export { handler as POST, handler as DELETE };
      export const dynamic = 'force-dynamic';
      function PUT() {}`;
    expect(exportedMethods(source).sort()).toEqual(['DELETE', 'GET', 'PATCH', 'POST']);
  });
});

describe('OpenAPI description', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = openApiDocument();
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(document) as never);
    if (!result.valid) throw new Error(`The generated OpenAPI document is invalid:\n${compileErrors(result)}`);
    expect(result.warnings).toEqual([]);
  });

  it('declares every tag its operations use', () => {
    const document = openApiDocument();
    const declared = new Set((document.tags ?? []).map((tag) => tag.name));
    const undeclared = documentedOperations(document).flatMap((operation) => {
      const [method, route] = operation.split(' ');
      const tags: string[] = document.paths?.[route]?.[method.toLowerCase() as 'get']?.tags ?? [];
      return tags.filter((tag) => !declared.has(tag)).map((tag) => `${operation}: tag '${tag}' (add it to the tags in lib/openapi/document.ts)`);
    });
    expect(undeclared).toEqual([]);
  });

  it('describes every method of every route file under app/api and app/feeds', () => {
    const documented = new Set(documentedOperations());
    const missing = [...routeOperations()]
      .filter(([operation]) => !documented.has(operation))
      .map(([operation, file]) => {
        const [method, route] = operation.split(' ');
        const area = route
          .split('/')
          .slice(0, route.startsWith('/api/') ? 3 : 2)
          .join('/');
        return (
          `${operation} (exported by ${file}) is not in the OpenAPI description: add ` +
          `\`'${route}': { ${method.toLowerCase()}: operation('anonymous' | 'dealer' | 'administrator', { summary, requestParams, requestBody, responses }) }\` ` +
          `to the lib/openapi/ file that describes the other ${area}/… paths (or a new one listed in lib/openapi/document.ts), ` +
          'with the zod schema the handler validates with, then run `npm run openapi`.'
        );
      });
    expect(missing).toEqual([]);
  });

  it('describes no operation that no route file exports', () => {
    const routes = routeOperations();
    const extra = documentedOperations()
      .filter((operation) => !routes.has(operation))
      .map(
        (operation) =>
          `${operation} is described in lib/openapi/ but no route file under app/api or app/feeds exports that method there: ` +
          'correct or remove it in lib/openapi/, then run `npm run openapi`.',
      );
    expect(extra).toEqual([]);
  });

  it(`is committed, current, as ${OPENAPI_FILE}`, () => {
    const committed = readFileSync(path.join(ROOT, OPENAPI_FILE), 'utf8');
    if (committed !== openApiJson()) {
      throw new Error(`${OPENAPI_FILE} differs from the generated description: run \`npm run openapi\` and commit ${OPENAPI_FILE}.`);
    }
  });
});

describe('body caps', () => {
  it('states every cap through the constant the code enforces, never as a number of its own', () => {
    const dir = path.join(ROOT, 'lib', 'openapi');
    const literal = /(?:jsonBodyLimits|BodyLimits|maxBytes)\s*\(\s*\d|(?:const|let)\s+\w*(?:CAP|BYTES)\w*\s*=\s*\d/;
    const offenders = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => literal.test(readFileSync(path.join(dir, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
