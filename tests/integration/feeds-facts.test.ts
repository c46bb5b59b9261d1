/**
 * The feeds' use of the product facts (docs/product.md §7) on the seeded demo catalogue: the Google
 * Merchant feed carries unit pricing ('500ml' of '1l') for every item whose size has a net
 * quantity, and none for the others; the Meta CSV carries the price per litre or kilogram; the
 * Google Manufacturer Center feed is RSS 2.0 whose every item has the attributes its product data
 * specification requires for all items (id ≤ 50, brand, title, gtin with a valid check digit:
 * https://support.google.com/manufacturers/answer/6124116), lists every size with a GTIN (priced
 * or not) and no other, and writes feature descriptions within the documented limits (2–10 per
 * item, headline ≤ 140, text 250–700 characters:
 * https://support.google.com/manufacturers/answer/7496573) from the product's uses. The limits are
 * written here from Google's pages, not taken from the code.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { GET as googleGET } from '@/app/feeds/google-merchant/route';
import { GET as facebookGET } from '@/app/feeds/facebook/route';
import { GET as manufacturerGET } from '@/app/feeds/google-manufacturer/route';
import { googleUnitPricing, unitPrice } from '@/lib/catalogue/units';
import { runDemoSeed } from '@/prisma/seed';
import { LocalStorage } from '@/lib/storage';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let dir: string;
const SITE = 'https://www.nordiskpleie.example';

beforeAll(async () => {
  db = await cloneTemplateDatabase('feedsfacts');
  process.env.DATABASE_URL = db.url;
  process.env.SITE_URL = SITE;
  dir = await mkdtemp(path.join(os.tmpdir(), 'feeds-facts-storage-'));
  await runDemoSeed(db.prisma, new LocalStorage(dir));
  // A size without a net quantity, and one counted in pieces.
  const product = await db.prisma.product.create({
    data: { articleNumber: 'T-8800', name: 'Filtknotter Test', category: 'Diverse', imageUrl: '/media/products/t.jpg', sortKey: 8800 },
  });
  await db.prisma.productVariant.createMany({
    data: [
      {
        productId: product.id,
        articleNumber: 'T-8800',
        sizeLabel: '24 stk',
        position: 0,
        sortKey: 8800,
        recommendedPriceNok: 60,
        netQuantity: 24,
        netUnit: 'stk',
      },
      { productId: product.id, articleNumber: 'T-8801', sizeLabel: 'Pose', position: 1, sortKey: 8801, recommendedPriceNok: 40 },
    ],
  });
  // The demo catalogue has no GTINs (prisma/seed/types.ts: no invented GTINs): three sizes get
  // GS1-valid test numbers here, one of them unpriced (9010).
  for (const [articleNumber, gtin] of Object.entries(TEST_GTINS)) await db.prisma.productVariant.update({ where: { articleNumber }, data: { gtin } });
}, 120_000);

const TEST_GTINS = { '3010': '7038010010101', '3020': '7038010030208', '9010': '7038010880100' };

/** The GS1 check digit: from the right, the digits before it weighted 3, 1, 3, … (https://www.gs1.org/services/how-calculate-check-digit-manually). */
function gs1Valid(gtin: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(gtin)) return false;
  const digits = [...gtin].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, d, i) => total + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

afterAll(async () => {
  delete process.env.SITE_URL;
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

const request = () => new Request('http://127.0.0.1/feeds/x');
const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'item' || name === 'g:feature_description' });

async function sizes() {
  return db.prisma.productVariant.findMany({ select: { articleNumber: true, netQuantity: true, netUnit: true, recommendedPriceNok: true, gtin: true } });
}

describe('unit pricing', () => {
  it('Google Merchant: every item with a net quantity carries unit_pricing_measure and its base; the others none', async () => {
    const xml = await (await googleGET(request())).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const items = parser.parse(xml).rss.channel.item as Record<string, string>[];
    const bySize = new Map((await sizes()).map((s) => [s.articleNumber, s]));
    let withPricing = 0;
    for (const item of items) {
      const size = bySize.get(item['g:id'])!;
      const expected = googleUnitPricing(size.netQuantity?.toNumber(), size.netUnit);
      if (expected) {
        withPricing += 1;
        expect([item['g:id'], item['g:unit_pricing_measure'], item['g:unit_pricing_base_measure']]).toEqual([item['g:id'], expected.measure, expected.base]);
        // Google's format: a positive number and a supported unit; the base one of its bases.
        expect(item['g:unit_pricing_measure']).toMatch(/^\d+(\.\d+)?(ml|l|g|kg|ct)$/);
        expect(['1l', '1kg', '1ct']).toContain(item['g:unit_pricing_base_measure']);
      } else {
        expect(item).not.toHaveProperty('g:unit_pricing_measure');
        expect(item).not.toHaveProperty('g:unit_pricing_base_measure');
      }
    }
    // The demo sizes' labels give most of them a net quantity (the seed parses '500 ml', '1 l', '200 g').
    expect(withPricing).toBeGreaterThan(items.length / 2);
    expect(items.find((i) => i['g:id'] === '3010')).toMatchObject({ 'g:unit_pricing_measure': '1l', 'g:unit_pricing_base_measure': '1l' });
    expect(items.find((i) => i['g:id'] === '3020')).toMatchObject({ 'g:unit_pricing_measure': '500ml', 'g:unit_pricing_base_measure': '1l' });
    expect(items.find((i) => i['g:id'] === 'T-8800')).toMatchObject({ 'g:unit_pricing_measure': '24ct', 'g:unit_pricing_base_measure': '1ct' });
    expect(items.find((i) => i['g:id'] === 'T-8801')).not.toHaveProperty('g:unit_pricing_measure');
  });

  it('Meta: the price per litre or kilogram in unit_price.value/currency/unit; none for pieces or without a net quantity', async () => {
    const rows = parse(await (await facebookGET(request())).text(), { columns: true }) as Record<string, string>[];
    const bySize = new Map((await sizes()).map((s) => [s.articleNumber, s]));
    for (const row of rows) {
      const size = bySize.get(row.id)!;
      const u = unitPrice(size.recommendedPriceNok, size.netQuantity?.toNumber(), size.netUnit);
      if (u && u.base !== 'stk')
        expect([row.id, row['unit_price.value'], row['unit_price.currency'], row['unit_price.unit']]).toEqual([row.id, u.amount.toFixed(2), 'NOK', u.base]);
      else expect([row.id, row['unit_price.value'], row['unit_price.unit']]).toEqual([row.id, '', '']);
    }
    // 3020: 500 ml at 189 kr is 378 kr/l.
    expect(rows.find((r) => r.id === '3020')).toMatchObject({ 'unit_price.value': '378.00', 'unit_price.currency': 'NOK', 'unit_price.unit': 'l' });
  });
});

describe('GET /feeds/google-manufacturer', () => {
  it('is RSS 2.0 whose every item meets the Manufacturer Center specification, one item per size', async () => {
    const response = await manufacturerGET(request());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=300/);
    expect(response.headers.get('etag')).toBeTruthy();
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = parser.parse(xml);
    expect(doc.rss['@_version']).toBe('2.0');
    expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const items = doc.rss.channel.item as Record<string, unknown>[];
    // Every size with a GTIN, priced or not; none without (GTIN is required for all items).
    const withGtin = (await sizes()).filter((s) => s.gtin).map((s) => s.articleNumber);
    expect(withGtin.sort()).toEqual(Object.keys(TEST_GTINS).sort());
    expect(items.map((i) => i['g:id']).sort()).toEqual(withGtin);
    expect(items.some((i) => i['g:id'] === 'T-8800')).toBe(false);
    let featured = 0;
    for (const item of items) {
      const id = String(item['g:id']);
      const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : '');
      // Required for all items (Google's specification): id (≤ 50 characters), brand, title, gtin.
      for (const name of ['g:id', 'g:brand', 'g:title', 'g:gtin']) expect([id, name, text(name).trim() !== '']).toEqual([id, name, true]);
      expect(id.length).toBeLessThanOrEqual(50);
      expect(text('g:title').length).toBeLessThanOrEqual(150);
      // A GTIN is 8, 12, 13 or 14 digits with a valid GS1 check digit, the size's own.
      expect([id, gs1Valid(text('g:gtin'))]).toEqual([id, true]);
      expect(text('g:gtin')).toBe(TEST_GTINS[id as keyof typeof TEST_GTINS]);
      // Recommended: the MPN (the article number), an absolute image address, the product type.
      expect(text('g:mpn')).toBe(id);
      expect(text('g:image_link')).toMatch(/^https?:\/\//);
      expect(text('g:product_type')).not.toBe('');
      const features = (item['g:feature_description'] as Record<string, string>[] | undefined) ?? [];
      if (features.length) {
        featured += 1;
        expect(features.length).toBeGreaterThanOrEqual(2);
        expect(features.length).toBeLessThanOrEqual(10);
        for (const f of features) {
          expect(f['g:headline'].length).toBeGreaterThan(0);
          expect(f['g:headline'].length).toBeLessThanOrEqual(140);
          expect([id, f['g:text'].length >= 250 && f['g:text'].length <= 700]).toEqual([id, true]);
        }
      }
    }
    // The demo products with uses and technical data and prose get their features.
    expect(featured).toBeGreaterThan(0);
    const teak = items.find((i) => i['g:id'] === '3010')!;
    const features = teak['g:feature_description'] as Record<string, string>[];
    expect(features[0]['g:headline']).toBe('Passer til teak og hardved ute, ubehandlet tre og oljet tre');
    expect(features[0]['g:text']).toMatch(
      /^Teakolje Natur passer til teak og hardved ute, ubehandlet tre og oljet tre\. Til bruk ute\. Beskytte og vedlikeholde\./,
    );
    expect(features[1]).toMatchObject({ 'g:headline': 'Tekniske data' });
    expect(features[1]['g:text']).toMatch(/^Dekkevne 8–12 m² per liter per strøk\. Anbefalt 2 strøk\./);
    // The page's wording: 'Nytt strøk etter', days as 'dager'.
    expect(features[1]['g:text']).toMatch(/Nytt strøk etter \d+ timer\./);
    expect(features[1]['g:text']).toMatch(/Fullt herdet etter \d+ dager\./);
    expect(features[1]['g:text']).not.toMatch(/herdet etter \d+ døgn|Klar for nytt strøk/);
    expect(teak).toMatchObject({ 'g:item_group_id': '3010', 'g:size': '1 l', 'g:mpn': '3010', 'g:gtin': '7038010010101', 'g:product_type': 'Treolje' });
    // An unpriced size with a GTIN is there too.
    expect(await db.prisma.productVariant.findUnique({ where: { articleNumber: '9010' }, select: { recommendedPriceNok: true } })).toEqual({
      recommendedPriceNok: null,
    });
    expect(items.some((i) => i['g:id'] === '9010')).toBe(true);
  });

  it('answers 304 to a conditional request until the catalogue or a use term changes', async () => {
    const etag = (await manufacturerGET(request())).headers.get('etag')!;
    expect((await manufacturerGET(new Request('http://127.0.0.1/feeds/x', { headers: { 'if-none-match': etag } }))).status).toBe(304);
    await db.prisma.useTerm.update({ where: { slug: 'oljet-tre' }, data: { label: 'Oljet treverk' } });
    const changed = await manufacturerGET(new Request('http://127.0.0.1/feeds/x', { headers: { 'if-none-match': etag } }));
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('oljet treverk');
  });
});
