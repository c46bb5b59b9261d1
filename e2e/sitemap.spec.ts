/**
 * /sitemap.xml against the sitemap protocol's schema (sitemap 0.9, e2e/schemas/sitemap-0.9.xsd),
 * validated by libxml2 (the npm package xmllint-wasm: runs offline, no Java tool needed), plus the
 * protocol's rules a schema cannot hold: every `loc` on this site, at most 50 MB. With every store
 * and place page in it (docs/product.md: Store pages, Place pages).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { test, expect } from './fixtures';

const SCHEMA = readFileSync(path.join(__dirname, 'schemas', 'sitemap-0.9.xsd'), 'utf8');

/** libxml2's schema errors of a sitemap document (empty: valid). */
async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'sitemap-0.9.xsd', contents: SCHEMA }],
    maxMemoryPages: 4096,
  });
  return result.errors.map((e) => e.rawMessage);
}

test('the sitemap is valid against the sitemap 0.9 schema, on this site, with every store and place page', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(await schemaErrors(xml)).toEqual([]);
  expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024);
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(locs.filter((loc) => new URL(loc).origin !== new URL(baseURL!).origin)).toEqual([]);
  expect(locs).toContain(`${baseURL}/forhandlere/grensen-fargehandel-oslo`);
  expect(locs).toContain(`${baseURL}/forhandlere/sted/bergen`);

  // The schema itself refuses what breaks the protocol.
  const broken = xml
    .replace(/<priority>[^<]*<\/priority>/, '<priority>2</priority>')
    .replace(/<changefreq>[^<]*<\/changefreq>/, '<changefreq>sometimes</changefreq>')
    .replace(/<lastmod>[^<]*<\/lastmod>/, '<lastmod>28.11.2026</lastmod>')
    .replace('</urlset>', `<url><loc>${baseURL}/x</loc><foo>1</foo></url></urlset>`);
  const errors = (await schemaErrors(broken)).join('\n');
  for (const expected of [/'sometimes'/, /'2'/, /28\.11\.2026/, /foo/]) expect(errors).toMatch(expected);
});
