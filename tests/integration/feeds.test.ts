/**
 * The product feeds against the seeded test database plus products with awkward names, parsed
 * with real parsers (fast-xml-parser, csv-parse) and checked against the merchants' required
 * attributes: the Google XML is well-formed RSS 2.0 whose every item has id, title, description,
 * link, image_link, availability, price 'NNN.NN NOK', brand, condition and an identifier (gtin, or
 * brand + mpn); every Meta CSV row has id, title, description, availability, condition, price,
 * link, image_link and brand non-empty and survives formula injection; both carry exactly the
 * priced products; a conditional request is answered 304 until a product or the company identity changes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { GET as googleGET } from '@/app/feeds/google-merchant/route';
import { GET as facebookGET } from '@/app/feeds/facebook/route';
import { csvSafe, feedOverview, plainText, xmlText } from '@/lib/feeds/feeds';
import { updateSiteContent } from '@/lib/content/service';
import { runDemoSeed } from '@/prisma/seed';
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
  gtin: '7038010009457',
};
const FORMULA = {
  articleNumber: 'T-9002',
  name: '=HYPERLINK("https://evil.example","Klikk")',
  category: 'Diverse',
  imageUrl: 'https://cdn.example/bilde.jpg',
  description: '+SUM(A1:A9)',
  recommendedPriceNok: 99.9,
};
const UNPRICED = { articleNumber: 'T-9003', name: 'Uten pris', category: 'Diverse', imageUrl: '/media/products/t-9003.jpg' };

beforeAll(async () => {
  db = await cloneTemplateDatabase('feeds');
  process.env.DATABASE_URL = db.url;
  process.env.SITE_URL = SITE;
  dir = await mkdtemp(path.join(os.tmpdir(), 'feeds-storage-'));
  await runDemoSeed(db.prisma, new LocalStorage(dir));
  await db.prisma.product.create({ data: { ...TRICKY, sortKey: 9001 } });
  await db.prisma.product.create({ data: { ...FORMULA, sortKey: 9002 } });
  await db.prisma.product.create({ data: { ...UNPRICED, sortKey: 9003 } });
}, 120_000);

afterAll(async () => {
  delete process.env.SITE_URL;
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

const request = (headers: Record<string, string> = {}) => new Request('http://127.0.0.1/feeds/x', { headers });

const PRICE = /^\d+\.\d{2} NOK$/;

async function pricedArticleNumbers(): Promise<string[]> {
  const rows = await db.prisma.product.findMany({ where: { recommendedPriceNok: { not: null } }, select: { articleNumber: true } });
  return rows.map((r) => r.articleNumber).sort();
}

async function googleItems(): Promise<Record<string, string>[]> {
  const xml = await (await googleGET(request())).text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);
  return doc.rss.channel.item as Record<string, string>[];
}

async function metaRows(): Promise<Record<string, string>[]> {
  return parse(await (await facebookGET(request())).text(), { columns: true }) as Record<string, string>[];
}

describe('GET /feeds/google-merchant', () => {
  it('is well-formed RSS 2.0 whose every item has the attributes Google requires', async () => {
    const response = await googleGET(request());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=300/);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);
    expect(doc.rss['@_version']).toBe('2.0');
    expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect(doc.rss.channel.title).toBeTruthy();
    expect(doc.rss.channel.link).toBe(SITE);
    const items = doc.rss.channel.item as Record<string, string>[];
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      for (const field of ['g:id', 'title', 'description', 'link', 'g:image_link', 'g:availability', 'g:price', 'g:brand', 'g:condition']) {
        expect([item['g:id'], field, typeof item[field] === 'string' && item[field].trim() !== '']).toEqual([item['g:id'], field, true]);
      }
      expect(item['g:price']).toMatch(PRICE);
      expect(item['g:availability']).toBe('in_stock');
      expect(item['g:condition']).toBe('new');
      // An identifier: the GTIN, or brand + MPN (Google's rule outside apparel and media), never identifier_exists.
      expect(Boolean(item['g:gtin']) || Boolean(item['g:brand'] && item['g:mpn'])).toBe(true);
      expect(item).not.toHaveProperty('g:identifier_exists');
      expect(item.link).toMatch(new RegExp(`^${SITE}/produkt/`));
      expect(item['g:image_link']).toMatch(/^https?:\/\//);
    }
    const tricky = items.find((i) => i['g:id'] === TRICKY.articleNumber)!;
    expect(new XMLParser({ processEntities: true, parseTagValue: false }).parse(`<t>${xmlText(TRICKY.name)}</t>`).t).toBe(TRICKY.name);
    expect(tricky['g:price']).toBe('249.50 NOK');
    expect(tricky['g:gtin']).toBe(TRICKY.gtin);
    expect(tricky['g:image_link']).toBe(`${SITE}/media/products/t-9001.jpg`);
    expect(tricky.link).toBe(`${SITE}/produkt/T-9001`);
    expect(items.find((i) => i['g:id'] === FORMULA.articleNumber)).not.toHaveProperty('g:gtin');
  });

  it('answers 304 to a conditional request until a product changes', async () => {
    const etag = (await googleGET(request())).headers.get('etag')!;
    expect((await googleGET(request({ 'if-none-match': etag }))).status).toBe(304);
    await db.prisma.product.update({ where: { articleNumber: TRICKY.articleNumber }, data: { name: `${TRICKY.name} ` } });
    expect((await googleGET(request({ 'if-none-match': etag }))).status).toBe(200);
    await db.prisma.product.update({ where: { articleNumber: TRICKY.articleNumber }, data: { name: TRICKY.name } });
  });

  it('answers 200 again once the company identity is saved in Innhold (the feed names the company)', async () => {
    const etag = (await googleGET(request())).headers.get('etag')!;
    expect((await googleGET(request({ 'if-none-match': etag }))).status).toBe(304);
    const company = { companyName: 'Feed Pleie AS', email: 'post@feed.no', phone: '+47 22 00 00 00', organisationNumber: '999 999 999', street: 'Gata 1', postalCode: '0150', city: 'Oslo', country: 'Norge' };
    await updateSiteContent(db.prisma, { company });
    const fresh = await googleGET(request({ 'if-none-match': etag }));
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain('Produktfeed for Feed Pleie AS');
    await db.prisma.siteContent.deleteMany({ where: { key: 'company' } });
  });
});

describe('GET /feeds/facebook', () => {
  it('parses as CSV whose every row has the columns Meta requires, with defused formulas', async () => {
    const response = await facebookGET(request());
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])).toEqual(['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand', 'gtin', 'mpn']);
    for (const row of rows) {
      for (const field of ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand']) {
        expect([row.id, field, row[field]?.trim() !== '']).toEqual([row.id, field, true]);
      }
      expect(row.price).toMatch(PRICE);
      expect(row.availability).toBe('in stock');
      expect(row.condition).toBe('new');
      expect(row.mpn).toBe(row.id);
    }
    const tricky = rows.find((r) => r.id === TRICKY.articleNumber)!;
    expect(tricky.title).toBe(TRICKY.name);
    expect(tricky.description).toBe('Gir glans & vern. Bruk: 1, 2, 3');
    expect(tricky.price).toBe('249.50 NOK');
    expect(tricky.gtin).toBe(TRICKY.gtin);
    const formula = rows.find((r) => r.id === FORMULA.articleNumber)!;
    expect(formula.title).toBe(`'${FORMULA.name}`);
    expect(formula.description).toBe(`'${FORMULA.description}`);
    expect(formula.price).toBe('99.90 NOK');
    expect(formula.gtin).toBe('');
    expect(formula.image_link).toBe(FORMULA.imageUrl);
  });
});

describe('both feeds', () => {
  it('carry the same products: exactly the priced ones', async () => {
    const priced = await pricedArticleNumbers();
    const google = (await googleItems()).map((i) => i['g:id']).sort();
    const meta = (await metaRows()).map((r) => r.id).sort();
    expect(google).toEqual(priced);
    expect(meta).toEqual(priced);
    expect(priced).not.toContain(UNPRICED.articleNumber);
    expect(await db.prisma.product.count()).toBeGreaterThan(priced.length);
  });

  it('publish each product at the same price in both', async () => {
    const meta = new Map((await metaRows()).map((r) => [r.id, r.price]));
    for (const item of await googleItems()) expect([item['g:id'], meta.get(item['g:id'])]).toEqual([item['g:id'], item['g:price']]);
  });

  it('feedOverview counts them and lists the unpriced products in list order', async () => {
    const overview = await feedOverview(db.prisma);
    const unpriced = await db.prisma.product.findMany({
      where: { recommendedPriceNok: null },
      orderBy: [{ sortKey: 'asc' }, { articleNumber: 'asc' }],
      select: { id: true, articleNumber: true, name: true },
    });
    expect(overview.all).toBe(await db.prisma.product.count());
    expect(overview.priced).toBe((await pricedArticleNumbers()).length);
    expect(overview.unpriced).toEqual(unpriced);
    expect(overview.unpriced.map((p) => p.articleNumber)).toContain(UNPRICED.articleNumber);
    expect(overview.all).toBe(overview.priced + overview.unpriced.length);
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
