import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bakedSiteUrl, effectiveSiteUrl, reconcileBakedSiteUrl, recordBakedSiteUrl } from './baked-site-url';

/** A build folder shaped like Next.js's: prerender-manifest.json and the prerendered files under server/app. */
function fakeBuild(pages: Record<string, string>): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'baked-site-url-'));
  const app = path.join(dist, 'server', 'app');
  mkdirSync(app, { recursive: true });
  const routes: Record<string, object> = {};
  for (const [route, html] of Object.entries(pages)) {
    routes[route] = {};
    const base = path.join(app, route === '/' ? 'index' : route.slice(1));
    mkdirSync(path.dirname(base), { recursive: true });
    writeFileSync(`${base}.html`, html);
    writeFileSync(`${base}.rsc`, html);
    writeFileSync(`${base}.meta`, '{}');
    mkdirSync(`${base}.segments`);
  }
  // A route's own code stays: only its prerendered output goes.
  mkdirSync(path.join(app, 'produkt', '[articleNumber]'), { recursive: true });
  writeFileSync(path.join(app, 'produkt', '[articleNumber]', 'page.js'), '');
  writeFileSync(path.join(dist, 'prerender-manifest.json'), JSON.stringify({ routes }));
  return dist;
}

const page = (address: string) => `<link rel="canonical" href="${address}/"/>`;
const prerendered = (dist: string, route: string) => existsSync(path.join(dist, 'server', 'app', `${route === '/' ? 'index' : route.slice(1)}.html`));

describe('effectiveSiteUrl', () => {
  it('is SITE_URL without a trailing slash, else localhost on the port served', () => {
    expect(effectiveSiteUrl({ SITE_URL: 'https://www.example.no/' }, 3433)).toBe('https://www.example.no');
    expect(effectiveSiteUrl({}, '3433')).toBe('http://localhost:3433');
    expect(effectiveSiteUrl({ SITE_URL: '  ' }, 3000)).toBe('http://localhost:3000');
  });
});

describe('reconcileBakedSiteUrl', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('keeps the prerendered pages when the build baked the address served', () => {
    dist = fakeBuild({ '/': page('http://localhost:3000'), '/produkt/1010': page('http://localhost:3000') });
    recordBakedSiteUrl(dist, 'http://localhost:3000');
    expect(reconcileBakedSiteUrl(dist, 'http://localhost:3000')).toEqual({ action: 'kept', baked: 'http://localhost:3000' });
    expect(prerendered(dist, '/')).toBe(true);
  });

  it('removes the pages holding another address, records that nothing is baked, and keeps the rest', () => {
    dist = fakeBuild({ '/': page('http://localhost:3000'), '/produkt/1010': page('http://localhost:3000'), '/icon.svg': '<svg/>' });
    recordBakedSiteUrl(dist, 'http://localhost:3000');
    const outcome = reconcileBakedSiteUrl(dist, 'http://localhost:3433');
    expect(outcome).toEqual({ action: 'rendered-anew', baked: 'http://localhost:3000', pages: ['/', '/produkt/1010'] });
    expect(prerendered(dist, '/')).toBe(false);
    expect(prerendered(dist, '/produkt/1010')).toBe(false);
    expect(existsSync(path.join(dist, 'server', 'app', 'produkt', '1010.segments'))).toBe(false);
    expect(prerendered(dist, '/icon.svg')).toBe(true);
    expect(existsSync(path.join(dist, 'server', 'app', 'produkt', '[articleNumber]', 'page.js'))).toBe(true);
    expect(bakedSiteUrl(dist)).toBeNull();
    // A later start on any address has nothing left to do.
    expect(reconcileBakedSiteUrl(dist, 'http://localhost:3000')).toEqual({ action: 'kept', baked: null });
  });

  it('removes every prerendered page of a build that did not record its address', () => {
    dist = fakeBuild({ '/': page('http://localhost:3000'), '/om-oss': 'no address' });
    expect(bakedSiteUrl(dist)).toBeUndefined();
    expect(reconcileBakedSiteUrl(dist, 'https://www.example.no')).toEqual({ action: 'rendered-anew', baked: undefined, pages: ['/', '/om-oss'] });
    expect(prerendered(dist, '/om-oss')).toBe(false);
  });
});
