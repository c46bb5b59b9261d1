/**
 * The OpenAPI description (lib/openapi/document.ts): valid OpenAPI 3.1, one operation for every
 * exported method of every route file under app/api and app/feeds (and none more), and
 * docs/openapi.json current. No database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import ts from 'typescript';
import { documentedOperations, OPENAPI_FILE, openApiDocument, openApiJson } from './document';

const ROOT = path.resolve(__dirname, '..', '..');
const ROUTE_ROOTS = ['app/api', 'app/feeds'];
const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']);

/** Every route.ts/route.js below `dir`, relative to the repository root. */
function routeFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return routeFiles(child);
    return /^route\.[jt]sx?$/.test(entry.name) ? [child] : [];
  });
}

/** app/api/courses/[id]/route.ts → /api/courses/{id}; [...key] and [[...key]] → {key}; (group) and @slot dropped. */
function openApiPathOf(file: string): string {
  const segments = path.posix
    .dirname(file)
    .split('/')
    .slice(1) // app
    .filter((segment) => !/^\(.*\)$/.test(segment) && !segment.startsWith('@'))
    .map((segment) => segment.replace(/^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/, '{$1}'));
  return `/${segments.join('/')}`;
}

/** The HTTP methods a route file exports: `export function GET`, `export const POST =`, `export { handler as GET }`. */
function exportedMethods(source: string): string[] {
  const file = ts.createSourceFile('route.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const names: string[] = [];
  const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && isExported(statement)) names.push(statement.name.text);
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    }
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.push(element.name.text);
    }
  }
  return names.filter((name) => HTTP_METHODS.has(name));
}

/** 'METHOD /path' → the route file that exports it. */
function routeOperations(): Map<string, string> {
  const operations = new Map<string, string>();
  for (const file of ROUTE_ROOTS.flatMap(routeFiles)) {
    for (const method of exportedMethods(readFileSync(path.join(ROOT, file), 'utf8'))) {
      operations.set(`${method} ${openApiPathOf(file)}`, file);
    }
  }
  return operations;
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

  it('describes every method of every route file under app/api and app/feeds', () => {
    const documented = new Set(documentedOperations());
    const missing = [...routeOperations()]
      .filter(([operation]) => !documented.has(operation))
      .map(([operation, file]) => {
        const [method, route] = operation.split(' ');
        const area = route.split('/').slice(0, route.startsWith('/api/') ? 3 : 2).join('/');
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
