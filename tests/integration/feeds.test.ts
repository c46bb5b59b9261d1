/**
 * The product feeds against the seeded test database plus products with awkward names and a product
 * in several sizes, parsed with real parsers (fast-xml-parser, csv-parse) and checked against the
 * merchants' required attributes: the Google XML is well-formed RSS 2.0 whose every item has id,
 * title, description, link, image_link, availability, price 'NNN.NN NOK', brand, condition and an
 * identifier (gtin, or brand + mpn); every Meta CSV row has id, title, description, availability,
 * condition, price, link, image_link and brand non-empty and survives formula injection; both carry
 * exactly the priced sizes (docs/product.md: Sizes), the sizes of one product sharing
 * item_group_id with their size, and agree on ids, prices, GTINs, groups and sizes; a conditional
 * request is answered 304 until a product, one of its sizes or the company identity changes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { GET as googleGET } from '@/app/feeds/google-merchant/route';
import { GET as facebookGET } from '@/app/feeds/facebook/route';
import { csvSafe, FACEBOOK_COLUMNS, feedOverview, plainText, xmlText } from '@/lib/feeds/feeds';
import { gtinCheckDigit } from '@/lib/catalogue/gtin';
import { variantTitle } from '@/lib/catalogue/variants';
import { updateSiteContent } from '@/lib/content/service';
import { runDemoSeed } from '@/prisma/seed';
import { LocalStorage } from '@/lib/storage';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let dir: string;
const SITE = 'https://www.nordiskpleie.example';

/** A valid GTIN-13 from 12 digits (lib/catalogue/gtin.ts). */
const gtin13 = (body: string) => `${body}${gtinCheckDigit(body)}`;

const TRICKY = {
  product: {
    articleNumber: 'T-9001',
    name: 'Olje & "Voks" <Spesial>, blå/grønn – æøå',
    category: 'Treolje',
    imageUrl: '/media/products/t-9001.jpg',
    description: '<p>Gir <b>glans</b> &amp; vern.</p><script>alert(1)</script><p>Bruk: 1, 2, 3</p>',
  },
  variants: [{ articleNumber: 'T-9001', recommendedPriceNok: 249.5, gtin: '7038010009457' }],
};
const FORMULA = {
  product: {
    articleNumber: 'T-9002',
    name: '=HYPERLINK("https://evil.example","Klikk")',
    category: 'Diverse',
    imageUrl: 'https://cdn.example/bilde.jpg',
    description: '+SUM(A1:A9)',
  },
  variants: [{ articleNumber: 'T-9002', recommendedPriceNok: 99.9 }],
};
const UNPRICED = {
  product: { articleNumber: 'T-9003', name: 'Uten pris', category: 'Diverse', imageUrl: '/media/products/t-9003.jpg' },
  variants: [{ articleNumber: 'T-9003' }],
};
/** A product in four sizes: three priced (one with its own image), the fourth without a price. */
const SIZED = {
  product: {
    articleNumber: 'T-9100',
    name: 'Hardvoksolje Test',
    category: 'Treolje',
    imageUrl: '/media/products/t-9100.jpg',
    description: '<p>Én olje, fire størrelser.</p>',
  },
  variants: [
    { articleNumber: 'T-9100', sizeLabel: '250 ml', recommendedPriceNok: 149, gtin: gtin13('703801000910') },
    { articleNumber: 'T-9101', sizeLabel: '500 ml', recommendedPriceNok: 229.5, gtin: gtin13('703801000911'), imageUrl: '/media/products/t-9101.jpg' },
    { articleNumber: 'T-9102', sizeLabel: '1 l', recommendedPriceNok: 389, gtin: gtin13('703801000912') },
    { articleNumber: 'T-9103', sizeLabel: '5 l' },
  ],
};
const SIZED_PRICED = SIZED.variants.slice(0, 3) as { articleNumber: string; sizeLabel: string; recommendedPriceNok: number; gtin: string; imageUrl?: string }[];

type Fixture = {
  product: { articleNumber: string; name: string; category: string; imageUrl: string; description?: string };
  variants: ({ articleNumber: string } & Record<string, unknown>)[];
};

/** A product with its sizes in order, as the admin service writes them (sortKeys from the digits). */
async function createProduct({ product, variants }: Fixture, sortKey: number) {
  await db.prisma.product.create({
    data: {
      ...product,
      sortKey,
      variants: { create: variants.map((v, position) => ({ ...v, position, sortKey: sortKey + position })) },
    },
  });
}

beforeAll(async () => {
  db = await cloneTemplateDatabase('feeds');
  process.env.DATABASE_URL = db.url;
  process.env.SITE_URL = SITE;
  dir = await mkdtemp(path.join(os.tmpdir(), 'feeds-storage-'));
  await runDemoSeed(db.prisma, new LocalStorage(dir));
  await createProduct(TRICKY, 9001);
  await createProduct(FORMULA, 9002);
  await createProduct(UNPRICED, 9003);
  await createProduct(SIZED, 9100);
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
  const rows = await db.prisma.productVariant.findMany({ where: { recommendedPriceNok: { not: null } }, select: { articleNumber: true } });
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

/** What both feeds must agree on, per item, from either feed. */
const fromGoogle = (i: Record<string, string>) => ({
  id: i['g:id'],
  price: i['g:price'],
  gtin: i['g:gtin'] ?? '',
  group: i['g:item_group_id'] ?? '',
  size: i['g:size'] ?? '',
  link: i.link,
  image: i['g:image_link'],
});
const fromMeta = (r: Record<string, string>) => ({
  id: r.id,
  price: r.price,
  gtin: r.gtin,
  group: r.item_group_id,
  size: r.size,
  link: r.link,
  image: r.image_link,
});
const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

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
      // Google's formats: item_group_id 1–50 characters (ASCII letters, digits, '_' and '-' recommended), size 1–100.
      if (item['g:item_group_id']) expect(item['g:item_group_id']).toMatch(/^[A-Za-z0-9_-]{1,50}$/);
      if (item['g:size']) expect(item['g:size'].length).toBeLessThanOrEqual(100);
    }
    const tricky = items.find((i) => i['g:id'] === TRICKY.product.articleNumber)!;
    expect(new XMLParser({ processEntities: true, parseTagValue: false }).parse(`<t>${xmlText(TRICKY.product.name)}</t>`).t).toBe(TRICKY.product.name);
    expect(tricky['g:price']).toBe('249.50 NOK');
    expect(tricky['g:gtin']).toBe(TRICKY.variants[0].gtin);
    expect(tricky['g:image_link']).toBe(`${SITE}/media/products/t-9001.jpg`);
    expect(tricky.link).toBe(`${SITE}/produkt/T-9001`);
    expect(items.find((i) => i['g:id'] === FORMULA.product.articleNumber)).not.toHaveProperty('g:gtin');
  });

  it('lists each priced size of a product as an item: one item_group_id, its own id, GTIN, price, size, title, link and image', async () => {
    const items = (await googleItems()).filter((i) => i['g:id'].startsWith('T-910'));
    expect(items.map((i) => i['g:id']).sort()).toEqual(['T-9100', 'T-9101', 'T-9102']);
    expect(new Set(items.map((i) => i['g:item_group_id']))).toEqual(new Set([SIZED.product.articleNumber]));
    for (const size of SIZED_PRICED) {
      const item = items.find((i) => i['g:id'] === size.articleNumber)!;
      expect(item).toMatchObject({
        'g:size': size.sizeLabel,
        'g:gtin': size.gtin,
        'g:mpn': size.articleNumber,
        'g:price': `${size.recommendedPriceNok.toFixed(2)} NOK`,
        title: `${SIZED.product.name} ${size.sizeLabel}`,
        link: `${SITE}/produkt/${size.articleNumber}`,
        'g:image_link': `${SITE}${size.imageUrl ?? SIZED.product.imageUrl}`,
        'g:product_type': SIZED.product.category,
        'g:item_group_title': SIZED.product.name,
        description: 'Én olje, fire størrelser.',
      });
    }
  });

  it('gives a product sold in one size no item_group_id and no size; the demo sizes are grouped', async () => {
    const items = await googleItems();
    for (const single of [TRICKY, FORMULA]) {
      const item = items.find((i) => i['g:id'] === single.product.articleNumber)!;
      expect(item).not.toHaveProperty('g:item_group_id');
      expect(item).not.toHaveProperty('g:item_group_title');
      expect(item).not.toHaveProperty('g:size');
    }
    // The demo catalogue: Møbelpolish Klassisk (1010, 1020) and Teakolje Natur (3010, 3020) are one product each.
    const groupOf = (id: string) => items.find((i) => i['g:id'] === id)?.['g:item_group_id'];
    expect([groupOf('1010'), groupOf('1020')]).toEqual(['1010', '1010']);
    expect([groupOf('3010'), groupOf('3020')]).toEqual(['3010', '3010']);
    expect(items.find((i) => i['g:id'] === '1020')).toMatchObject({
      title: 'Møbelpolish Klassisk 500 ml',
      'g:item_group_title': 'Møbelpolish Klassisk',
      'g:size': '500 ml',
    });
    expect(groupOf('1030')).toBeUndefined();
    // Every grouped item carries its size (Meta: every variant of a group fills the variant field).
    for (const item of items.filter((i) => i['g:item_group_id'])) expect([item['g:id'], Boolean(item['g:size'])]).toEqual([item['g:id'], true]);
  });

  it('answers 304 to a conditional request until a product changes', async () => {
    const etag = (await googleGET(request())).headers.get('etag')!;
    expect((await googleGET(request({ 'if-none-match': etag }))).status).toBe(304);
    const { articleNumber, name } = TRICKY.product;
    await db.prisma.product.update({ where: { articleNumber }, data: { name: `${name} ` } });
    expect((await googleGET(request({ 'if-none-match': etag }))).status).toBe(200);
    await db.prisma.product.update({ where: { articleNumber }, data: { name } });
  });

  it('answers 200 again once a size alone changes price, or a size is added or removed (the product row untouched)', async () => {
    const productBefore = await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: SIZED.product.articleNumber } });
    let etag = (await googleGET(request())).headers.get('etag')!;
    expect((await googleGET(request({ 'if-none-match': etag }))).status).toBe(304);

    await db.prisma.productVariant.update({ where: { articleNumber: 'T-9101' }, data: { recommendedPriceNok: 239 } });
    const fresh = await googleGET(request({ 'if-none-match': etag }));
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('etag')).not.toBe(etag);
    const item = (await googleItems()).find((i) => i['g:id'] === 'T-9101');
    expect(item?.['g:price']).toBe('239.00 NOK');
    expect((await metaRows()).find((r) => r.id === 'T-9101')?.price).toBe('239.00 NOK');

    etag = (await googleGET(request())).headers.get('etag')!;
    const added = await db.prisma.productVariant.create({
      data: { productId: productBefore.id, articleNumber: 'T-9104', sizeLabel: '10 l', recommendedPriceNok: 1200, position: 4, sortKey: 9104 },
    });
    expect((await googleGET(request({ 'if-none-match': etag }))).status).toBe(200);
    expect((await googleItems()).find((i) => i['g:id'] === 'T-9104')).toMatchObject({ 'g:item_group_id': 'T-9100', 'g:size': '10 l' });

    etag = (await googleGET(request())).headers.get('etag')!;
    await db.prisma.productVariant.delete({ where: { id: added.id } });
    expect((await googleGET(request({ 'if-none-match': etag }))).status).toBe(200);

    await db.prisma.productVariant.update({ where: { articleNumber: 'T-9101' }, data: { recommendedPriceNok: SIZED.variants[1].recommendedPriceNok } });
    const productAfter = await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: SIZED.product.articleNumber } });
    expect(productAfter.updatedAt).toEqual(productBefore.updatedAt);
  });

  it('answers 200 again once the company identity is saved in Innhold (the feed names the company)', async () => {
    const etag = (await googleGET(request())).headers.get('etag')!;
    expect((await googleGET(request({ 'if-none-match': etag }))).status).toBe(304);
    const company = {
      companyName: 'Feed Pleie AS',
      email: 'post@feed.no',
      phone: '+47 22 00 00 00',
      organisationNumber: '999 999 999',
      street: 'Gata 1',
      postalCode: '0150',
      city: 'Oslo',
      country: 'Norge',
    };
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
    expect(Object.keys(rows[0])).toEqual([...FACEBOOK_COLUMNS]);
    expect([...FACEBOOK_COLUMNS]).toEqual([
      'id',
      'title',
      'description',
      'availability',
      'condition',
      'price',
      'link',
      'image_link',
      'brand',
      'gtin',
      'mpn',
      'item_group_id',
      'size',
      'unit_price.value',
      'unit_price.currency',
      'unit_price.unit',
    ]);
    for (const row of rows) {
      for (const field of ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand']) {
        expect([row.id, field, row[field]?.trim() !== '']).toEqual([row.id, field, true]);
      }
      expect(row.price).toMatch(PRICE);
      expect(row.availability).toBe('in stock');
      expect(row.condition).toBe('new');
      expect(row.mpn).toBe(row.id);
      // Meta: every variant of a group fills the variant field (size).
      if (row.item_group_id) expect([row.id, row.size]).toEqual([row.id, expect.stringMatching(/\S/)]);
    }
    const tricky = rows.find((r) => r.id === TRICKY.product.articleNumber)!;
    expect(tricky.title).toBe(TRICKY.product.name);
    expect(tricky.description).toBe('Gir glans & vern. Bruk: 1, 2, 3');
    expect(tricky.price).toBe('249.50 NOK');
    expect(tricky.gtin).toBe(TRICKY.variants[0].gtin);
    expect([tricky.item_group_id, tricky.size]).toEqual(['', '']);
    const formula = rows.find((r) => r.id === FORMULA.product.articleNumber)!;
    expect(formula.title).toBe(`'${FORMULA.product.name}`);
    expect(formula.description).toBe(`'${FORMULA.product.description}`);
    expect(formula.price).toBe('99.90 NOK');
    expect(formula.gtin).toBe('');
    expect(formula.image_link).toBe(FORMULA.product.imageUrl);
  });

  it('lists each priced size as a row with the item_group_id and size columns, titled with the product name', async () => {
    const rows = (await metaRows()).filter((r) => r.id.startsWith('T-910'));
    expect(rows.map((r) => r.id).sort()).toEqual(['T-9100', 'T-9101', 'T-9102']);
    for (const size of SIZED_PRICED) {
      expect(rows.find((r) => r.id === size.articleNumber)).toMatchObject({
        item_group_id: SIZED.product.articleNumber,
        size: size.sizeLabel,
        gtin: size.gtin,
        mpn: size.articleNumber,
        price: `${size.recommendedPriceNok.toFixed(2)} NOK`,
        // Meta's variant guide: the sizes of one product share its name; the size column tells them apart.
        title: SIZED.product.name,
        image_link: `${SITE}${size.imageUrl ?? SIZED.product.imageUrl}`,
      });
    }
  });
});

describe('both feeds', () => {
  it('carry the same items: exactly the priced sizes', async () => {
    const priced = await pricedArticleNumbers();
    const google = (await googleItems()).map((i) => i['g:id']).sort();
    const meta = (await metaRows()).map((r) => r.id).sort();
    expect(google).toEqual(priced);
    expect(meta).toEqual(priced);
    expect(priced).not.toContain(UNPRICED.product.articleNumber);
    expect(priced).not.toContain('T-9103');
    expect(priced).toEqual(expect.arrayContaining(['T-9100', 'T-9101', 'T-9102']));
    expect(await db.prisma.productVariant.count()).toBeGreaterThan(priced.length);
  });

  it('agree item by item: id, price, GTIN, item_group_id, size, link and image', async () => {
    const google = (await googleItems()).map(fromGoogle).sort(byId);
    const meta = (await metaRows()).map(fromMeta).sort(byId);
    expect(meta).toEqual(google);
    const sized = google.filter((i) => i.group === SIZED.product.articleNumber);
    expect(sized).toHaveLength(3);
    expect(sized.map((i) => i.size)).toEqual(['250 ml', '500 ml', '1 l']);
  });

  it('feedOverview counts the sizes and lists the unpriced ones in list order, each with its product id', async () => {
    const overview = await feedOverview(db.prisma);
    const unpriced = await db.prisma.productVariant.findMany({
      where: { recommendedPriceNok: null },
      orderBy: [{ sortKey: 'asc' }, { articleNumber: 'asc' }],
      select: { productId: true, articleNumber: true, sizeLabel: true, product: { select: { name: true } } },
    });
    expect(overview.all).toBe(await db.prisma.productVariant.count());
    expect(overview.priced).toBe((await pricedArticleNumbers()).length);
    // The Manufacturer Center feed's items: the sizes with a GTIN.
    expect(overview.withGtin).toBe(await db.prisma.productVariant.count({ where: { gtin: { not: null } } }));
    expect(overview.withGtin).toBeLessThan(overview.all);
    expect(overview.unpriced).toEqual(
      unpriced.map((v) => ({ id: v.productId, articleNumber: v.articleNumber, name: variantTitle(v.product.name, v.sizeLabel) })),
    );
    expect(overview.unpriced.map((p) => p.articleNumber)).toEqual(expect.arrayContaining([UNPRICED.product.articleNumber, 'T-9103']));
    const sizedProduct = await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: SIZED.product.articleNumber } });
    expect(overview.unpriced.find((p) => p.articleNumber === 'T-9103')).toEqual({
      id: sizedProduct.id,
      articleNumber: 'T-9103',
      name: 'Hardvoksolje Test 5 l',
    });
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
