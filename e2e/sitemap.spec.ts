/**
 * /sitemap.xml against the sitemap protocol's schema (sitemaps.org, sitemap 0.9: the rules of its
 * XSD, checked here in TypeScript because CI's Java runtime has no XML Schema tool): one `urlset`
 * in the protocol's namespace, each `url` holding `loc`, then optionally `lastmod`, `changefreq`
 * and `priority` in that order and nothing else; `loc` an absolute URL of this site, 12–2,048
 * characters, each once; `lastmod` a W3C date or date-time; `changefreq` one of the seven words;
 * `priority` 0.0–1.0; at most 50,000 URLs and 50 MB. With every store page in it (docs/product.md:
 * Store pages).
 */
import { XMLParser } from 'fast-xml-parser';
import { test, expect } from './fixtures';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const CHILDREN = ['loc', 'lastmod', 'changefreq', 'priority'];
const CHANGEFREQ = new Set(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);
/** xsd:date or xsd:dateTime (W3C Datetime) as the protocol allows them. */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };

/** The problems of a sitemap document against the protocol's schema (empty: valid). */
function sitemapProblems(xml: string, origin: string): string[] {
  const problems: string[] = [];
  if (Buffer.byteLength(xml) > 50 * 1024 * 1024) problems.push('larger than 50 MB');
  const doc = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false }).parse(xml) as Node[];
  const roots = doc.filter((n) => !('?xml' in n));
  if (roots.length !== 1 || !('urlset' in roots[0])) return ['the root element is not one urlset'];
  if (roots[0][':@']?.xmlns !== NAMESPACE) problems.push(`urlset is not in ${NAMESPACE}`);
  const urls = roots[0].urlset as Node[];
  if (urls.length === 0) problems.push('no url');
  if (urls.length > 50_000) problems.push('more than 50,000 URLs');
  const seen = new Set<string>();
  urls.forEach((url, i) => {
    const where = `url ${i + 1}`;
    const [name] = Object.keys(url).filter((k) => k !== ':@');
    if (name !== 'url') return problems.push(`${where}: <${name}> is not a url`);
    const fields = (url.url as Node[]).map((child) => {
      const [field] = Object.keys(child).filter((k) => k !== ':@');
      const text = (child[field] as Array<{ '#text'?: string }>).map((t) => t['#text'] ?? '').join('');
      return { field, text };
    });
    const order = fields.map((f) => CHILDREN.indexOf(f.field));
    if (order.some((o) => o < 0) || order.some((o, j) => j > 0 && o <= order[j - 1]) || fields[0]?.field !== 'loc')
      problems.push(`${where}: children ${fields.map((f) => f.field).join(', ')} (loc, then lastmod, changefreq, priority, each at most once)`);
    for (const { field, text } of fields) {
      if (field === 'loc') {
        if (text.length < 12 || text.length > 2048) problems.push(`${where}: loc of ${text.length} characters`);
        let url: URL | null = null;
        try {
          url = new URL(text);
        } catch {
          problems.push(`${where}: loc ${text} is not an absolute URL`);
        }
        if (url && url.origin !== origin) problems.push(`${where}: loc ${text} is not on ${origin}`);
        if (seen.has(text)) problems.push(`${where}: loc ${text} twice`);
        seen.add(text);
      }
      if (field === 'lastmod' && (!W3C_DATE.test(text) || Number.isNaN(Date.parse(text)))) problems.push(`${where}: lastmod ${text}`);
      if (field === 'changefreq' && !CHANGEFREQ.has(text)) problems.push(`${where}: changefreq ${text}`);
      if (field === 'priority' && !/^(0(\.\d+)?|1(\.0+)?)$/.test(text)) problems.push(`${where}: priority ${text}`);
    }
  });
  return problems;
}

test('the sitemap follows the sitemap protocol, with every store page', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(sitemapProblems(xml, new URL(baseURL!).origin)).toEqual([]);
  expect(xml).toContain(`<loc>${baseURL}/forhandlere/grensen-fargehandel-oslo</loc>`);

  // The check itself finds what breaks the schema.
  const origin = new URL(baseURL!).origin;
  const broken = xml
    .replace(/<priority>[^<]*<\/priority>/, '<priority>2</priority>')
    .replace(/<changefreq>[^<]*<\/changefreq>/, '<changefreq>sometimes</changefreq>')
    .replace(/<lastmod>[^<]*<\/lastmod>/, '<lastmod>28.11.2026</lastmod>')
    .replace('</urlset>', `<url><loc>${baseURL}/</loc><foo>1</foo></url></urlset>`);
  const problems = sitemapProblems(broken, origin);
  for (const expected of [/priority 2/, /changefreq sometimes/, /lastmod 28\.11\.2026/, /children loc, foo/, /loc .* twice/])
    expect(problems.some((p) => expected.test(p))).toBe(true);
});
