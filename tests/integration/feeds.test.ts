/**
 * The product feeds against the seeded test database plus products with awkward names: the
 * Google XML is well-formed and carries the required elements, the Meta CSV parses with a CSV
 * library and survives formula injection, unpriced products stay out of the Google feed, and a
 * conditional request is answered 304 until a product changes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { GET as googleGET } from '@/app/feeds/google-merchant/route';
import { GET as facebookGET } from '@/app/feeds/facebook/route';
import { csvSafe, feedCounts, plainText, xmlText } from '@/lib/feeds/feeds';
import { runDemoSeed } from '@/lib/seed';
import { LocalStorage } from '@/lib/storage';
import { cloneTemplateDatabase, type TestDatabase } from '../support/db';

let db: TestDatabase;
let dir: string;
const SITE = 'https://www.nordiskpleie.example';

const TRICKY = {
  articleNumber: 'T-9001',
  name: 'Olje & "Voks" <Spesial>, blå/grønn – æøå',
  category: 'Treolje',
  imageUrl: '/media/products/t-9001.jpg',
  description: '<p>Gir <b>glans</b> &amp; vern.</p><script>alert(1)</script><p>Bruk: 1, 2, 3</p>',
  recommendedPriceNok: 249.5,
};
const FORMULA = {
  articleNumber: 'T-9002',
  name: '=HYPERLINK("https://evil.example","Klikk")',
  category: 'Diverse',
  imageUrl: 'https://cdn.example/bilde.jpg',
  description: '+SUM(A1:A9)',
};

beforeAll(async () => {
  db = await cloneTemplateDatabase('feeds');
  process.env.DATABASE_URL = db.url;
  process.env.SITE_URL = SITE;
  dir = await mkdtemp(path.join(os.tmpdir(), 'feeds-storage-'));
  await runDemoSeed(db.prisma, new LocalStorage(dir));
  await db.prisma.product.create({ data: { ...TRICKY, sortKey: 9001 } });
  await db.prisma.product.create({ data: { ...FORMULA, sortKey: 9002 } });
}, 120_000);

afterAll(async () => {
  delete process.env.SITE_URL;
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

const request = (headers: Record<string, string> = {}) => new Request('http://127.0.0.1/feeds/x', { headers });

describe('GET /feeds/google-merchant', () => {
  it('is well-formed RSS 2.0 with the required g: elements for every priced product only', async () => {
    const response = await googleGET(request());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=300/);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);
    expect(doc.rss['@_version']).toBe('2.0');
    expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const items = doc.rss.channel.item as Record<string, string>[];
    const counts = await feedCounts(db.prisma);
    expect(items).toHaveLength(counts.priced);
    expect(counts.withoutPrice).toBeGreaterThan(0);
    for (const item of items) {
      for (const field of ['g:id', 'title', 'description', 'link', 'g:image_link', 'g:availability', 'g:condition', 'g:price', 'g:brand', 'g:mpn']) {
        expect(item[field]).toBeTruthy();
      }
      expect(item['g:price']).toMatch(/^\d+\.\d{2} NOK$/);
      expect(item.link).toMatch(new RegExp(`^${SITE}/produkt/`));
      expect(item['g:image_link']).toMatch(/^https?:\/\//);
    }
    expect(items.map((i) => i['g:id'])).not.toContain(FORMULA.articleNumber);
    const tricky = items.find((i) => i['g:id'] === TRICKY.articleNumber)!;
    expect(new XMLParser({ processEntities: true, parseTagValue: false }).parse(`<t>${xmlText(TRICKY.name)}</t>`).t).toBe(TRICKY.name);
    expect(tricky['g:price']).toBe('249.50 NOK');
    expect(tricky['g:image_link']).toBe(`${SITE}/media/products/t-9001.jpg`);
    expect(tricky.link).toBe(`${SITE}/produkt/T-9001`);
  });

  it('answers 304 to a conditional request until a product changes', async () => {
    const etag = (await googleGET(request())).headers.get('etag')!;
    expect((await googleGET(request({ 'if-none-match': etag }))).status).toBe(304);
    await db.prisma.product.update({ where: { articleNumber: TRICKY.articleNumber }, data: { name: `${TRICKY.name} ` } });
    expect((await googleGET(request({ 'if-none-match': etag }))).status).toBe(200);
    await db.prisma.product.update({ where: { articleNumber: TRICKY.articleNumber }, data: { name: TRICKY.name } });
  });
});

describe('GET /feeds/facebook', () => {
  it('parses as CSV with the Meta columns, plain-text descriptions and defused formulas', async () => {
    const response = await facebookGET(request());
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])).toEqual(['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand']);
    expect(rows).toHaveLength(await db.prisma.product.count());
    const tricky = rows.find((r) => r.id === TRICKY.articleNumber)!;
    expect(tricky.title).toBe(TRICKY.name);
    expect(tricky.description).toBe('Gir glans & vern. Bruk: 1, 2, 3');
    expect(tricky.price).toBe('249.50 NOK');
    expect(tricky.availability).toBe('in stock');
    const formula = rows.find((r) => r.id === FORMULA.articleNumber)!;
    expect(formula.title).toBe(`'${FORMULA.name}`);
    expect(formula.description).toBe(`'${FORMULA.description}`);
    expect(formula.price).toBe('');
    expect(formula.image_link).toBe(FORMULA.imageUrl);
  });
});

describe('helpers', () => {
  it('plainText drops tags and scripts and decodes entities', () => {
    expect(plainText('<p>A &amp; B</p><script>x()</script><ul><li>én</li><li>to</li></ul>')).toBe('A & B – én – to');
    expect(plainText(null)).toBe('');
  });

  it('csvSafe prefixes cells that start like a formula', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'Olje'].map(csvSafe)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", 'Olje']);
  });

  it('xmlText escapes markup and drops characters XML forbids', () => {
    expect(xmlText('a<b>&"c\'\u0001')).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
  });
});
