/**
 * The public address a production build wrote into its prerendered pages (docs/operations.md §2,
 * 'SITE_URL and the build'). `next build` prerenders the catalogue pages with SITE_URL's absolute
 * links (canonical, Open Graph, JSON-LD); scripts/serve.ts records that address in
 * `.next/site-url.json` after each build, and at `npm start` compares it with the address the
 * server will use. When they differ, the prerendered pages that hold the old address are removed
 * from the build, and Next.js renders them anew, with the right address, on their first request.
 * Used by scripts/serve.ts only (plain Node: no Next.js request scope).
 */
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BAKED_SITE_URL_FILE = 'site-url.json';

/** The address the site serves: SITE_URL (without a trailing slash), else http://localhost:<port>. */
export function effectiveSiteUrl(env: { [name: string]: string | undefined }, port: string | number): string {
  const configured = env.SITE_URL?.trim();
  return (configured || `http://localhost:${port}`).replace(/\/+$/, '');
}

interface Record {
  /** The address in the prerendered pages; null once they were removed (nothing baked any more). */
  siteUrl: string | null;
}

/** What the build in `distDir` baked: an address, null (nothing), or undefined (no record: a build not made by serve.ts). */
export function bakedSiteUrl(distDir: string): string | null | undefined {
  const file = path.join(distDir, BAKED_SITE_URL_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as Record;
    return typeof record.siteUrl === 'string' ? record.siteUrl : null;
  } catch {
    return undefined;
  }
}

export function recordBakedSiteUrl(distDir: string, siteUrl: string | null): void {
  writeFileSync(path.join(distDir, BAKED_SITE_URL_FILE), `${JSON.stringify({ siteUrl } satisfies Record)}\n`);
}

/** The files of one prerendered route under .next/server/app: `<name>.html|.rsc|.meta|.body` and `<name>.segments/`. */
function routeFiles(appDir: string, route: string): string[] {
  const base = route === '/' ? 'index' : route.replace(/^\//, '');
  const dir = path.join(appDir, path.dirname(base));
  const name = path.basename(base);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.startsWith(`${name}.`) && /\.(html|rsc|meta|body|segments)$/.test(file) && file.slice(name.length + 1).split('.').length === 1)
    .map((file) => path.join(dir, file));
}

function contains(file: string, text: string): boolean {
  try {
    return readFileSync(file, 'utf8').includes(text);
  } catch {
    return false; // a folder (.segments): judged by its route's .html and .rsc
  }
}

/**
 * Removes the prerendered routes that hold `address` (every prerendered route when it is
 * undefined: the address is not known), and returns them.
 */
export function forgetPrerenderedPages(distDir: string, address: string | undefined): string[] {
  const manifestFile = path.join(distDir, 'prerender-manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { routes?: { [route: string]: unknown } };
  const appDir = path.join(distDir, 'server', 'app');
  const removed: string[] = [];
  for (const route of Object.keys(manifest.routes ?? {})) {
    const files = routeFiles(appDir, route);
    if (!files.length) continue;
    if (address !== undefined && !files.some((file) => contains(file, address))) continue;
    for (const file of files) rmSync(file, { recursive: true, force: true });
    removed.push(route);
  }
  return removed;
}

export type BakedOutcome = { action: 'kept'; baked: string | null } | { action: 'rendered-anew'; baked: string | null | undefined; pages: string[] };

/**
 * Makes the build in `distDir` serve `siteUrl`: nothing to do when it baked that address (or
 * nothing); otherwise its prerendered pages holding the old address are removed (all of them when
 * the build has no record) and the record says that nothing is baked any more.
 */
export function reconcileBakedSiteUrl(distDir: string, siteUrl: string): BakedOutcome {
  const baked = bakedSiteUrl(distDir);
  if (baked === null || baked === siteUrl) return { action: 'kept', baked };
  const pages = forgetPrerenderedPages(distDir, baked);
  recordBakedSiteUrl(distDir, null);
  return { action: 'rendered-anew', baked, pages };
}
