/**
 * The route files of the app tree and their OpenAPI paths, found on disk without parsing them (the
 * integration tests' contract check, tests/support/contract.ts, wraps every one; tests/support/app-routes.ts
 * adds the methods each exports).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

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
