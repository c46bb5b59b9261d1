/**
 * Site content (docs/product.md: Innhold; issue 18 item 7): the defaults before anything is
 * stored (the company from the SITE_* variables), a partial save, rich text sanitised (a text that
 * sanitises to nothing refused), the privacy text's 'Sist oppdatert' day moved only when the text
 * changes, the cache tag expired, and GET/PUT /api/site-content: GET public, PUT administrators
 * only (401/403, nothing changed), 400 with nested field errors, 200 with one audit entry.
 */
import { revalidateTag } from 'next/cache';
import { GET, PUT } from '@/app/api/site-content/route';
import { sendInvitation } from '@/lib/auth/invitations';
import { DEFAULT_HERO, DEFAULT_PRIVACY_UPDATED } from '@/lib/content/defaults';
import { CONTENT_MESSAGES } from '@/lib/content/messages';
import type { SiteContent } from '@/lib/content/schema';
import { loadSite, loadSiteContent, SITE_CONTENT_TAG, updateSiteContent } from '@/lib/content/service';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { cloneTemplateDatabase, signedIn, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let admin: string;
let dealer: string;

const COMPANY = {
  companyName: 'Ny Pleie AS',
  email: 'kontakt@nypleie.no',
  phone: '+47 40 00 00 00',
  organisationNumber: '912 345 678',
  street: 'Storgata 1',
  postalCode: '0155',
  city: 'Oslo',
  country: 'Norge',
};

const URL_ = 'http://127.0.0.1/api/site-content';
const put = (body: unknown, c?: string) =>
  PUT(new Request(URL_, { method: 'PUT', headers: { 'content-type': 'application/json', ...(c ? { cookie: c } : {}) }, body: JSON.stringify(body) }));
const auditEntries = () => db.prisma.auditEvent.findMany({ where: { entity: 'site_content' }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  db = await cloneTemplateDatabase('site_content');
  process.env.DATABASE_URL = db.url;
  admin = (await signedIn(db, 'admin', { email: 'admin@innhold.no' })).cookie;
  dealer = (await signedIn(db, 'dealer', { email: 'dealer@innhold.no' })).cookie;
});

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

beforeEach(async () => {
  await db.prisma.siteContent.deleteMany();
  jest.mocked(revalidateTag).mockClear();
});

describe('the site content service', () => {
  it("shows today's texts and the environment's company until something is stored", async () => {
    const content = await loadSiteContent(db.prisma);
    expect(content.stored).toEqual([]);
    expect(content.hero).toEqual(DEFAULT_HERO);
    expect(content.reviews.items.map((r) => [r.source, r.score, r.count])).toEqual([
      ['Trustpilot', 4.8, 163],
      ['Google', 4.7, 94],
    ]);
    expect(content.company).toMatchObject({ companyName: 'Nordisk Pleie AS', phone: '+47 22 12 19 15', city: 'Mölndal' });
    expect(content.privacy.updatedAt).toBe(DEFAULT_PRIVACY_UPDATED);
    expect(content.privacy.html).toContain('<h2>1. Behandlingsansvarlig</h2>');
    expect(content.privacy.html).toContain('Nordisk Pleie AS behandler');
    expect(content.about.html).toContain('<h2>Vår Visjon</h2>');
  });

  it('saves one section and leaves the others; the stored company wins over the environment and names the default texts', async () => {
    const { changed, content } = await updateSiteContent(db.prisma, { company: COMPANY });
    expect(changed).toEqual(['company']);
    expect(content.stored).toEqual(['company']);
    expect(content.company).toEqual(COMPANY);
    expect(content.hero).toEqual(DEFAULT_HERO);
    expect(content.privacy.html).toContain('Ny Pleie AS behandler');
    expect((await loadSite(db.prisma)).address).toEqual({ street: 'Storgata 1', postalCode: '0155', city: 'Oslo', country: 'Norge' });
    expect(jest.mocked(revalidateTag)).toHaveBeenCalledWith(SITE_CONTENT_TAG, { expire: 0 });
  });

  it('sanitises rich text and refuses a text that sanitises to nothing', async () => {
    const { content } = await updateSiteContent(db.prisma, {
      about: {
        html: '<h2 onclick="x()">Om</h2><p style="color:red">Tekst <a href="javascript:alert(1)">lenke</a><script>alert(1)</script></p><img src=x onerror=alert(1)>',
      },
    });
    expect(content.about.html).toBe('<h2>Om</h2><p>Tekst <a>lenke</a></p>');
    await expect(updateSiteContent(db.prisma, { about: { html: '<script>alert(1)</script>' } })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { 'about.html': [CONTENT_MESSAGES.htmlEmpty] },
    });
    expect((await loadSiteContent(db.prisma)).about.html).toBe('<h2>Om</h2><p>Tekst <a>lenke</a></p>');
  });

  it("moves the privacy text's 'Sist oppdatert' only when the text changes", async () => {
    const before = await loadSiteContent(db.prisma);
    // The same text again (as the form sends it unchanged): the day stays.
    const same = await updateSiteContent(db.prisma, { privacy: { html: before.privacy.html } }, { now: new Date('2026-05-10T10:00:00Z') });
    expect(same.changed).toEqual([]);
    expect(same.content.privacy.updatedAt).toBe(DEFAULT_PRIVACY_UPDATED);

    const edited = await updateSiteContent(
      db.prisma,
      { privacy: { html: `${before.privacy.html}<p>Ny setning.</p>` } },
      { now: new Date('2026-05-10T22:30:00Z') },
    );
    expect(edited.changed).toEqual(['privacy']);
    expect(edited.content.privacy.updatedAt).toBe('2026-05-11'); // 00:30 in Oslo

    // Other sections saved later leave the day alone; markup the sanitiser drops is no change.
    const later = await updateSiteContent(
      db.prisma,
      { hero: DEFAULT_HERO, privacy: { html: `${edited.content.privacy.html}<script>x</script>` } },
      { now: new Date('2026-06-01T10:00:00Z') },
    );
    expect(later.changed).toEqual([]);
    expect(later.content.privacy.updatedAt).toBe('2026-05-11');
    expect(later.content.stored).toEqual(['hero', 'privacy']);
  });

  it('signs the e-mails written to the outbox with the stored company, also inside a transaction', async () => {
    await updateSiteContent(db.prisma, { company: { ...COMPANY, companyName: 'Epost Pleie AS' } });
    const user = await db.prisma.user.create({ data: { email: 'invitert@example.no', name: 'Ina', company: 'Ina AS', role: 'DEALER' } });
    const { outboxId } = await db.prisma.$transaction((tx) => sendInvitation(tx, user));
    const mail = await db.prisma.outboxMessage.findUniqueOrThrow({ where: { id: outboxId } });
    expect(mail.text).toContain('Epost Pleie AS');
    expect(mail.html).toContain('Epost Pleie AS');
  });
});

describe('GET/PUT /api/site-content', () => {
  const hero = { ...DEFAULT_HERO, figures: [{ figure: '110+', label: 'års erfaring' }, DEFAULT_HERO.figures[1], DEFAULT_HERO.figures[2]] };

  it('GET is public and answers the content', async () => {
    const response = await GET(new Request(URL_));
    expect(response.status).toBe(200);
    const body = (await response.json()) as SiteContent;
    expect(body.hero).toEqual(DEFAULT_HERO);
    expect(body.company.companyName).toBe('Nordisk Pleie AS');
  });

  it('PUT: 401 for nobody and 403 for a dealer, with nothing stored or logged', async () => {
    const audit = (await auditEntries()).length;
    expect((await put({ hero })).status).toBe(401);
    expect((await put({ hero }, dealer)).status).toBe(403);
    expect(await db.prisma.siteContent.count()).toBe(0);
    expect(await auditEntries()).toHaveLength(audit);
  });

  it('PUT: 400 with the nested fields and Norwegian messages', async () => {
    const response = await put({ hero: { ...hero, title: '' }, reviews: { items: [{ source: 'Google', score: 7, count: 3, url: '' }] } }, admin);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: CONTENT_MESSAGES.invalid,
      code: 'validation_failed',
      fieldErrors: { 'hero.title': [CONTENT_MESSAGES.heroTitle], 'reviews.items.0.score': [CONTENT_MESSAGES.reviewScore] },
    });
    expect((await put({}, admin)).status).toBe(400);
    expect(await db.prisma.siteContent.count()).toBe(0);
  });

  it('PUT: 200 for an administrator, one audit entry naming the changed fields, and GET shows it', async () => {
    const audit = (await auditEntries()).length;
    const response = await put({ hero, company: COMPANY }, admin);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { content: SiteContent; changed: string[] };
    expect(body.changed).toEqual(['hero', 'company']);
    expect(body.content.hero.figures[0].figure).toBe('110+');
    const entries = await auditEntries();
    expect(entries).toHaveLength(audit + 1);
    expect(entries.at(-1)).toMatchObject({ action: 'update', entity: 'site_content', entityId: 'hero,company', actorEmail: 'admin@innhold.no' });
    expect(entries.at(-1)?.summary).toContain('hero.figures.0.figure: «110+»');
    expect(entries.at(-1)?.summary).toContain('company.companyName: «Ny Pleie AS»');
    const after = (await (await GET(new Request(URL_))).json()) as SiteContent;
    expect(after.company.phone).toBe('+47 40 00 00 00');
  });
});
