/**
 * The store link (docs/product.md: Admin panel, issue 27 item 2): an administrator links a dealer
 * account to the store locations it keeps up to date in the portal ('Min butikk') — in the edit (and
 * add) of the account, through the server actions and PATCH/POST /api/dealers — and sees the link
 * and the dealer's latest change in the Forhandlersteder list. Against a real database: set, move
 * from another dealer, unlink, an unknown id (400 on `stores`, nothing saved), an administrator's
 * account (404), the audit summaries, and the picker's search.
 */
import * as dealerActions from '@/lib/admin/dealers/actions';
import { getDealer, listDealers } from '@/lib/admin/dealers/service';
import { listLocations } from '@/lib/admin/locations/service';
import { listAdmins } from '@/lib/admin/admins/service';
import { updateOwnStore } from '@/lib/dealers/store';
import { storeSchema } from '@/lib/dealers/store-schema';
import { PATCH as dealerPATCH } from '@/app/api/dealers/[id]/route';
import { GET as dealersGET, POST as dealersPOST } from '@/app/api/dealers/route';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { cloneTemplateDatabase, idContext, jsonRequest, setNextRequest, signedIn, type SignedIn, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let admin: SignedIn;
let eva: SignedIn;
let ola: SignedIn;

const as = (who: string | undefined) => setNextRequest(who ? { cookie: who } : undefined);
const linked = async (dealerId: number) =>
  (await db.prisma.dealerLocation.findMany({ where: { dealerId }, select: { id: true }, orderBy: { id: 'asc' } })).map((row) => row.id);
const lastAudit = () => db.prisma.auditEvent.findFirstOrThrow({ where: { entity: 'dealer' }, orderBy: { id: 'desc' } });
const HOURS = Array.from({ length: 7 }, (_, i) => ({ closed: i >= 5, periods: [{ opens: '09:00', closes: '17:00' }] }));

beforeAll(async () => {
  db = await cloneTemplateDatabase('store_links');
  process.env.DATABASE_URL = db.url;
  admin = await signedIn(db, 'admin', { email: 'admin@butikker.no' });
  eva = await signedIn(db, 'dealer', { email: 'eva@interior.no', name: 'Eva' });
  ola = await signedIn(db, 'dealer', { email: 'ola@butikk.no', name: 'Ola' });
  await db.prisma.dealerLocation.createMany({
    data: [
      { id: 'd001', name: 'Fargerike Sentrum', address: 'Storgata 1, 0155 Oslo' },
      { id: 'd002', name: 'Møbelhuset Bergen', address: 'Strandkaien 2, 5013 Bergen' },
      { id: 'd003', name: 'Lærbutikken', address: 'Torget 3, 7011 Trondheim' },
      // Last by name ('Å'), and its id is a word many addresses hold.
      { id: 'oslo', name: 'Åsane lager', address: 'Lagerveien 1, 5108 Hordvik' },
      // Enough look-alikes to fill the picker's answer.
      ...Array.from({ length: 25 }, (_, i) => ({ id: `x${String(i + 1).padStart(3, '0')}`, name: `Fargehandel ${i + 1}`, address: `Vei ${i + 1}, 0150 Oslo` })),
    ],
  });
});

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

beforeEach(() => as(admin.cookie));

describe('linking a dealer account to its stores', () => {
  it('sets the links (repeats dropped), lists them by name, and names the ids in the audit entry', async () => {
    expect(await dealerActions.updateDealerAction(eva.id, { stores: ['d002', 'd001', 'd002'] })).toMatchObject({ ok: true });
    expect(await linked(eva.id)).toEqual(['d001', 'd002']);
    expect((await getDealer(db.prisma, eva.id)).stores).toEqual([
      { id: 'd001', name: 'Fargerike Sentrum' },
      { id: 'd002', name: 'Møbelhuset Bergen' },
    ]);
    expect(await lastAudit()).toMatchObject({ action: 'update', entityId: String(eva.id), summary: 'stores: d001, d002' });

    // The same list again changes nothing and names no stores; another field alone keeps the links.
    expect(await dealerActions.updateDealerAction(eva.id, { company: 'Eva Interiør AS', stores: ['d001', 'd002'] })).toMatchObject({ ok: true });
    expect((await lastAudit()).summary).toBe('company: «Eva Interiør AS»');
    expect(await dealerActions.updateDealerAction(eva.id, { name: 'Eva Testesen' })).toMatchObject({ ok: true });
    expect(await linked(eva.id)).toEqual(['d001', 'd002']);
  });

  it('moves a location linked to another dealer, and says so in the audit entry', async () => {
    expect(await dealerActions.updateDealerAction(ola.id, { stores: ['d002', 'd003'] })).toMatchObject({ ok: true });
    expect(await linked(ola.id)).toEqual(['d002', 'd003']);
    expect(await linked(eva.id)).toEqual(['d001']);
    expect((await lastAudit()).summary).toBe('stores: d002, d003; flyttet fra annen forhandler: d002 (eva@interior.no)');
  });

  it('unlinks the dealer’s others, or all of them with []', async () => {
    expect(await dealerActions.updateDealerAction(ola.id, { stores: ['d003'] })).toMatchObject({ ok: true });
    expect(await linked(ola.id)).toEqual(['d003']);
    expect(await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'd002' } })).toMatchObject({ dealerId: null });
    expect(await dealerActions.updateDealerAction(ola.id, { stores: [] })).toMatchObject({ ok: true });
    expect(await linked(ola.id)).toEqual([]);
    expect((await lastAudit()).summary).toBe('stores: tom');
  });

  it('refuses an unknown location id with 400 on `stores`, saving nothing of the edit', async () => {
    const before = await db.prisma.user.findUniqueOrThrow({ where: { id: eva.id } });
    const audits = await db.prisma.auditEvent.count();
    expect(await dealerActions.updateDealerAction(eva.id, { company: 'Annet AS', stores: ['d001', 'd999'] })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { stores: ['Ukjent forhandlersted: d999'] },
    });
    expect(await dealerActions.updateDealerAction(eva.id, { stores: ['d998', 'd999', 'd003'] })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { stores: ['Ukjente forhandlersteder: d998, d999'] },
    });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: eva.id } })).company).toBe(before.company);
    expect(await linked(eva.id)).toEqual(['d001']);
    expect(await db.prisma.auditEvent.count()).toBe(audits);
  });

  it('refuses ids the location form would refuse and more than 20 stores, with the field named', async () => {
    for (const stores of [['d 1'], [''], ['x'.repeat(41)], [1], 'd001', Array.from({ length: 21 }, (_, i) => `y${i}`)]) {
      const result = await dealerActions.updateDealerAction(eva.id, { stores });
      expect(result).toMatchObject({ ok: false, status: 400 });
      expect(Object.keys((result as { fieldErrors: object }).fieldErrors)).toEqual(['stores']);
    }
    expect(await linked(eva.id)).toEqual(['d001']);
  });

  it("answers 404 for an administrator's account, linking nothing", async () => {
    expect(await dealerActions.updateDealerAction(admin.id, { stores: ['d002'] })).toMatchObject({ ok: false, status: 404 });
    expect(await linked(admin.id)).toEqual([]);
    const response = await dealerPATCH(jsonRequest('PATCH', `/api/dealers/${admin.id}`, { stores: ['d002'] }, { cookie: admin.cookie }), idContext(admin.id));
    expect(response.status).toBe(404);
  });

  it('takes `stores` in PATCH and POST /api/dealers and answers the linked stores (the contract check reads every answer)', async () => {
    const patched = await dealerPATCH(
      jsonRequest('PATCH', `/api/dealers/${eva.id}`, { stores: ['d001', 'd003'] }, { cookie: admin.cookie }),
      idContext(eva.id),
    );
    expect(patched.status).toBe(200);
    expect((await patched.json()).stores).toEqual([
      { id: 'd001', name: 'Fargerike Sentrum' },
      { id: 'd003', name: 'Lærbutikken' },
    ]);
    const unknown = await dealerPATCH(jsonRequest('PATCH', `/api/dealers/${eva.id}`, { stores: ['d999'] }, { cookie: admin.cookie }), idContext(eva.id));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ fieldErrors: { stores: ['Ukjent forhandlersted: d999'] } });

    const created = await dealersPOST(
      jsonRequest('POST', '/api/dealers', { email: 'kari@butikk.no', name: 'Kari', company: 'Kari AS', stores: ['d003'] }, { cookie: admin.cookie }),
    );
    expect(created.status).toBe(201);
    const kari = await created.json();
    expect(kari.stores).toEqual([{ id: 'd003', name: 'Lærbutikken' }]);
    expect(await linked(eva.id)).toEqual(['d001']);
    expect((await lastAudit()).summary).toContain('stores: d003; flyttet fra annen forhandler: d003 (eva@interior.no)');
    // An unknown store on add: no account either.
    const refused = await dealersPOST(
      jsonRequest('POST', '/api/dealers', { email: 'per@butikk.no', name: 'Per', company: 'Per AS', stores: ['d999'] }, { cookie: admin.cookie }),
    );
    expect(refused.status).toBe(400);
    expect(await db.prisma.user.count({ where: { email: 'per@butikk.no' } })).toBe(0);

    const list = await (await dealersGET(jsonRequest('GET', '/api/dealers?q=kari', undefined, { cookie: admin.cookie }))).json();
    expect(list.items).toEqual([expect.objectContaining({ email: 'kari@butikk.no', stores: [{ id: 'd003', name: 'Lærbutikken' }] })]);
  });

  it("keeps the administrators' list as it was (no stores there)", async () => {
    const admins = await listAdmins(db.prisma);
    expect(admins.length).toBeGreaterThan(0);
    for (const row of admins) expect(row).not.toHaveProperty('stores');
    const dealers = await listDealers(db.prisma, { page: 1, pageSize: 50 });
    expect(dealers.items.every((row) => Array.isArray(row.stores))).toBe(true);
  });
});

describe("the picker's search (searchStoreOptionsAction)", () => {
  it('finds by id, name or address, at most 20, the exact id first, each with the account it is linked to', async () => {
    const byName = await dealerActions.searchStoreOptionsAction('farge');
    expect(byName.ok && byName.data.length).toBe(20);
    const all = await dealerActions.searchStoreOptionsAction('');
    expect(all.ok && all.data.length).toBe(20);
    expect(await dealerActions.searchStoreOptionsAction('Strandkaien')).toEqual({
      ok: true,
      data: [{ id: 'd002', name: 'Møbelhuset Bergen', address: 'Strandkaien 2, 5013 Bergen', dealer: null }],
    });
    expect(await dealerActions.searchStoreOptionsAction('d001')).toMatchObject({
      ok: true,
      data: [{ id: 'd001', dealer: { id: eva.id, email: 'eva@interior.no' } }],
    });
    // Normalised as every free-text query (NFKC for full-width forms): 'Ｍøbelhuset' finds what 'Møbelhuset' finds.
    const wide = await dealerActions.searchStoreOptionsAction('Ｍøbelhuset');
    expect(wide).toEqual(await dealerActions.searchStoreOptionsAction('Møbelhuset'));
    expect(wide.ok && wide.data.length).toBeGreaterThan(0);
    // 'oslo' is in 26 addresses, and the id of a location whose name sorts last: asked for exactly, it comes first.
    const exact = await dealerActions.searchStoreOptionsAction('oslo');
    const ids = exact.ok ? exact.data.map((o) => o.id) : [];
    expect(ids[0]).toBe('oslo');
    expect(new Set(ids).size).toBe(20);
  });

  it('refuses control characters and over 100 characters (400), and every caller but an administrator', async () => {
    expect(await dealerActions.searchStoreOptionsAction('a\u0000b')).toMatchObject({ ok: false, status: 400 });
    expect(await dealerActions.searchStoreOptionsAction('x'.repeat(101))).toMatchObject({ ok: false, status: 400 });
    expect(await dealerActions.searchStoreOptionsAction({ q: 'x' })).toMatchObject({ ok: false, status: 400 });
    as(eva.cookie);
    expect(await dealerActions.searchStoreOptionsAction('d001')).toMatchObject({ ok: false, status: 403 });
    as(undefined);
    expect(await dealerActions.searchStoreOptionsAction('d001')).toMatchObject({ ok: false, status: 401 });
  });

  it('writes no audit entry', async () => {
    const before = await db.prisma.auditEvent.count();
    await dealerActions.searchStoreOptionsAction('d00');
    expect(await db.prisma.auditEvent.count()).toBe(before);
  });
});

describe('Forhandlersteder: the linked account and the dealer’s latest change', () => {
  it('lists the account and, after the dealer saves in the portal, when and by whom', async () => {
    const row = async () => (await listLocations(db.prisma, { page: 1, pageSize: 50 }, 'd001')).items.find((l) => l.id === 'd001');
    expect(await row()).toMatchObject({ dealer: { email: 'eva@interior.no' }, storeEditedAt: null, storeEditedBy: null });
    const at = new Date('2026-11-24T13:05:00Z');
    await updateOwnStore(
      db.prisma,
      { id: eva.id, email: eva.email },
      'd001',
      storeSchema.parse({ phoneNumber: '22 33 44 55', website: '', weeklyHours: HOURS }),
      { now: at },
    );
    expect(await row()).toMatchObject({
      dealer: { email: 'eva@interior.no' },
      storeEditedAt: at,
      storeEditedBy: 'eva@interior.no',
      phoneNumber: '22 33 44 55',
    });
    // Unlinked, the latest change stays on record.
    expect(await dealerActions.updateDealerAction(eva.id, { stores: [] })).toMatchObject({ ok: true });
    expect(await row()).toMatchObject({ dealer: null, storeEditedBy: 'eva@interior.no' });
  });
});
