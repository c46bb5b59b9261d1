/**
 * The store's first-party links (lib/dealers/store-link-answer.ts; docs/product.md: Dealer finder ›
 * What the site does for each store) through their route handlers, against a real database:
 * `/forhandlere/{slug}/vei` → the maps search, `/nettside` → the website, `/ring` → `tel:`, each
 * counted once per client and day after the answer; crawlers redirected but not counted; an earlier
 * slug → 308; no website or phone → 404; a failing database never stops the redirect.
 */
import { GET as veiGET } from '@/app/forhandlere/[slug]/vei/route';
import { GET as nettsideGET } from '@/app/forhandlere/[slug]/nettside/route';
import { GET as ringGET } from '@/app/forhandlere/[slug]/ring/route';
import { phoneTarget } from '@/lib/dealers/store-link-answer';
import { websiteTarget } from '@/lib/dealers/website';
import { cloneTemplateDatabase, routeContext, type TestDatabase } from '../support/harness';
import { setNextRequest } from '../support/next-request';

const pendingAfter: (() => Promise<unknown> | unknown)[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual<typeof import('next/server')>('next/server'),
  after: (task: () => Promise<unknown>) => void pendingAfter.push(task),
}));

let db: TestDatabase;
let slug: string;
let bare: string;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

beforeAll(async () => {
  db = await cloneTemplateDatabase('store-links');
  process.env.DATABASE_URL = db.url;
  await db.prisma.dealerLocation.createMany({
    data: [
      {
        id: 'l1',
        name: 'Berg Interiør as',
        address: 'Strandgaten 1, 5013 Bergen',
        phoneNumber: '+47 55 12 34 56',
        website: 'https://berg-interior.example/',
        lat: 60.39,
        lng: 5.32,
      },
      { id: 'l2', name: 'Nord Maling', address: 'Storgata 3, 9008 Tromsø' },
      // As a Places lookup or an older writer might have stored it: reads as bank.no, leads to evil.example.
      { id: 'l3', name: 'Lure Farge', address: 'Storgata 5, 9008 Tromsø', website: 'https://bank.no@evil.example/' },
    ],
  });
  // The insert trigger gives each a slug (lib/dealers/store-slugs.ts).
  slug = (await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'l1' } })).slug;
  bare = (await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'l2' } })).slug;
  await db.prisma.dealerSlugRedirect.create({ data: { slug: 'berg-interior-gammel', locationId: 'l1' } });
}, 120_000);

afterAll(async () => {
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db?.drop();
});

beforeEach(async () => {
  await db.prisma.$executeRawUnsafe('TRUNCATE dealer_store_stats, demand_daily_seen, demand_day_salts');
  pendingAfter.length = 0;
  setNextRequest({ 'x-socket-address': '198.51.100.7', 'user-agent': BROWSER });
});

async function flush(): Promise<void> {
  for (const task of pendingAfter.splice(0)) await task();
}

type Handler = (request: Request, context: { params: Promise<{ slug: string }> }) => Promise<Response>;
const call = (handler: Handler, s: string) => handler(new Request(`http://127.0.0.1:3000/forhandlere/${s}/x`), routeContext({ slug: s }));

async function counts() {
  const row = await db.prisma.dealerStoreStat.findFirst({ where: { locationId: 'l1' } });
  return row && { directions: row.directions, website: row.website, phone: row.phone, views: row.views };
}

describe('the links', () => {
  it('Vis vei: 302 to the maps search for the name and address, never cached, counted after the answer', async () => {
    const response = await call(veiGET, slug);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://www.google.com/maps/search/');
    expect(location.searchParams.get('query')).toBe('Berg Interiør as, Strandgaten 1, 5013 Bergen');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await counts()).toBeNull();
    await flush();
    expect(await counts()).toEqual({ directions: 1, website: 0, phone: 0, views: 0 });
  });

  it('Nettside: 302 to the website; Ring: 302 to tel: with the digits', async () => {
    const website = await call(nettsideGET, slug);
    expect(website.status).toBe(302);
    expect(website.headers.get('location')).toBe('https://berg-interior.example/');
    const phone = await call(ringGET, slug);
    expect(phone.status).toBe(302);
    expect(phone.headers.get('location')).toBe('tel:+4755123456');
    await flush();
    expect(await counts()).toEqual({ directions: 0, website: 1, phone: 1, views: 0 });
  });

  it('counts a client once a day, however often it clicks, and a crawler never (it is still redirected)', async () => {
    for (let i = 0; i < 5; i++) expect((await call(veiGET, slug)).status).toBe(302);
    setNextRequest({ 'x-socket-address': '203.0.113.9', 'user-agent': GOOGLEBOT });
    expect((await call(veiGET, slug)).status).toBe(302);
    await flush();
    expect(await counts()).toMatchObject({ directions: 1 });
  });

  it('a store without a website or phone: 404 with the way back to its page, nothing counted', async () => {
    for (const handler of [nettsideGET, ringGET]) {
      const response = await call(handler, bare);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain(`href="/forhandlere/${bare}"`);
      expect(html).toMatch(/Butikken har ikke oppgitt (noen nettside|noe telefonnummer)\./);
    }
    // Vis vei needs only the address.
    expect((await call(veiGET, bare)).status).toBe(302);
    await flush();
    expect(await db.prisma.dealerStoreStat.findMany({ where: { locationId: 'l2' } })).toMatchObject([{ directions: 1, website: 0, phone: 0 }]);
  });

  it('an earlier slug answers 308 to the same link under the slug now; an unknown or malformed slug 404', async () => {
    const moved = await call(ringGET, 'berg-interior-gammel');
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe(`/forhandlere/${slug}/ring`);
    expect((await call(veiGET, 'finnes-ikke')).status).toBe(404);
    expect((await call(veiGET, 'Ikke en slug')).status).toBe(404);
    await flush();
    expect(await counts()).toBeNull();
  });
});

describe('a failing database never stops the visitor', () => {
  it('the count failing: still the redirect; the count is lost', async () => {
    await db.prisma.$executeRawUnsafe('ALTER TABLE dealer_store_stats RENAME TO dealer_store_stats_away');
    try {
      const response = await call(veiGET, slug);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
      await expect(flush()).resolves.toBeUndefined();
    } finally {
      await db.prisma.$executeRawUnsafe('ALTER TABLE dealer_store_stats_away RENAME TO dealer_store_stats');
    }
    expect(await counts()).toBeNull();
  });

  it('the store unreadable: a redirect to the store’s page', async () => {
    await db.prisma.$executeRawUnsafe('ALTER TABLE "DealerLocation" RENAME TO dealer_location_away');
    try {
      const response = await call(nettsideGET, slug);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/forhandlere/${slug}`);
    } finally {
      await db.prisma.$executeRawUnsafe('ALTER TABLE dealer_location_away RENAME TO "DealerLocation"');
    }
  });
});

describe('targets', () => {
  it('a website is an http(s) address, a mixed-script host in Punycode', () => {
    expect(websiteTarget('https://аpple.com')).toBe('https://xn--pple-43d.com/');
    expect(websiteTarget('javascript:alert(1)')).toBeNull();
    expect(websiteTarget('ikke en adresse')).toBeNull();
    expect(websiteTarget(null)).toBeNull();
    expect(websiteTarget('https://blåbær.no/om oss')).toBe('https://xn--blbr-roah.no/om%20oss');
    // A user name or password in the address: refused (it hides the real host).
    expect(websiteTarget('https://bank.no@evil.example')).toBeNull();
    expect(websiteTarget('https://user:pass@butikken.no')).toBeNull();
  });

  it('Nettside: 404 for a stored website with a user name in it, never a redirect to the host it hides', async () => {
    const lure = (await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'l3' } })).slug;
    const response = await call(nettsideGET, lure);
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
    await flush();
    expect(await db.prisma.dealerStoreStat.count({ where: { locationId: 'l3' } })).toBe(0);
  });

  it('a phone number keeps its digits and a leading +', () => {
    expect(phoneTarget('22 41 10 15')).toBe('tel:22411015');
    expect(phoneTarget('+47 (0)22-41 10 15')).toBe('tel:+47022411015');
    expect(phoneTarget('—')).toBeNull();
  });
});
