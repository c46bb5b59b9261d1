/**
 * The route handlers of the app tree, read from the source: every route.ts/route.js file and the
 * HTTP methods it exports. Shared by the OpenAPI check (lib/openapi/openapi.test.ts: every method
 * described) and the fuzz suite (e2e-fuzz/: every method fuzzed), so a new route file is picked up
 * by both without editing either. No database, no Next.js.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { HTTP_METHODS, openApiPathOf, ROOT, routeFiles, routeSegments } from './route-files';

export { dynamicSegment, HTTP_METHODS, openApiPathOf, ROOT, routeFiles, routeSegments } from './route-files';

/** The HTTP methods a route file exports: `export function GET`, `export const POST =`, `export { handler as GET }`. */
export function exportedMethods(source: string): string[] {
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

export interface RouteOperation {
  method: string;
  /** The route file, relative to the repository root. */
  file: string;
  /** OpenAPI-style path: /api/courses/{id}. */
  path: string;
  /** The URL segments, dynamic ones as written in the folder name ([id], [...key]). */
  segments: string[];
}

/** Every exported method of every route file below the given folders (default: the whole app tree). */
export function routeOperations(roots: string[] = ['app']): RouteOperation[] {
  return roots.flatMap(routeFiles).flatMap((file) =>
    exportedMethods(readFileSync(path.join(ROOT, file), 'utf8')).map((method) => ({
      method,
      file,
      path: openApiPathOf(file),
      segments: routeSegments(file),
    })),
  );
}
