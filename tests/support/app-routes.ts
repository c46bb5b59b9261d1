/**
 * The route handlers of the app tree, read from the source: every route.ts/route.js file and the
 * HTTP methods it exports. Shared by the OpenAPI check (lib/openapi/openapi.test.ts: every method
 * described) and the fuzz suite (e2e-fuzz/: every method fuzzed), so a new route file is picked up
 * by both without editing either. No database, no Next.js.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '..', '..');
export const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']);

/** Every route.ts/route.js below `dir` (relative to the repository root), relative to the root. */
export function routeFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const child = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return routeFiles(child);
      return /^route\.[jt]sx?$/.test(entry.name) ? [child] : [];
    });
}

/** The URL segments of a route file's folder: (group) and @slot dropped, dynamic segments kept as written. */
export function routeSegments(file: string): string[] {
  return path.posix
    .dirname(file)
    .split('/')
    .slice(1) // app
    .filter((segment) => !/^\(.*\)$/.test(segment) && !segment.startsWith('@'));
}

/** A dynamic segment: [id] → { name: 'id', catchAll: false }; [...key] and [[...key]] → catch-all; otherwise null. */
export function dynamicSegment(segment: string): { name: string; catchAll: boolean } | null {
  const match = /^\[{1,2}(\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment);
  return match ? { name: match[2], catchAll: Boolean(match[1]) } : null;
}

/** app/api/courses/[id]/route.ts → /api/courses/{id}; [...key] and [[...key]] → {key}; (group) and @slot dropped. */
export function openApiPathOf(file: string): string {
  const segments = routeSegments(file).map((segment) => {
    const dynamic = dynamicSegment(segment);
    return dynamic ? `{${dynamic.name}}` : segment;
  });
  return `/${segments.join('/')}`;
}

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
