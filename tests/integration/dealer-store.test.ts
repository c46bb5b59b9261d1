/**
 * 'Min butikk' on the server (lib/dealers/store.ts, app/api/dealer-stores): a dealer reads and saves
 * only the store locations linked to its account; every other account and location is refused
 * (403, nothing written); a save is audited as 'Endret av forhandler', stamped on the row, expires
 * the finder's cache and survives an administrator's move of the store.
 */
import { revalidateTag } from 'next/cache';
import pg from 'pg';
import { GET as listGET } from '@/app/api/dealer-stores/route';
import { GET as storeGET, PUT as storePUT } from '@/app/api/dealer-stores/[id]/route';
import { locationUpdateSchema } from '@/lib/admin/locations/schema';
import { updateLocation } from '@/lib/admin/locations/service';
import { finderLinkFor, updateOwnStore } from '@/lib/dealers/store';
import { addDays } from '@/lib/dealers/hours-core';
import { HOURS_MESSAGES, osloToday } from '@/lib/dealers/hours-schema';
import { storeSchema } from '@/lib/dealers/store-schema';
import { cloneTemplateDatabase, signedIn, type SignedIn, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let kari: SignedIn;
let ola: SignedIn;
let admin: SignedIn;

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const request = (path: string, cookie?: string, init: { method?: string; body?: unknown } = {}) =>
  new Request(`http://127.0.0.1${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(cookie ? { cookie } : {}), ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
const put = (id: string, cookie: string | undefined, body: unknown) =>
  storePUT(request(`/api/dealer-stores/${id}`, cookie, { method: 'PUT', body }), params(id));

const day = (...spans: [string, string][]) => ({ closed: false, periods: spans.map(([opens, closes]) => ({ opens, closes })) });
const WEEK = [
  ...Array.from({ length: 4 }, () => day(['09:00', '17:00'])),
  day(['09:00', '12:00'], ['13:00', '17:00']),
  day(['10:00', '15:00']),
  { closed: true, periods: [{ opens: '', closes: '' }] },
];
/** The week as stored (lib/dealers/hours.ts WeeklyHours). */
const STORED_WEEK = [
  ...Array.from({ length: 4 }, () => [{ opens: '09:00', closes: '17:00' }]),
  [
    { opens: '09:00', closes: '12:00' },
    { opens: '13:00', closes: '17:00' },
  ],
  [{ opens: '10:00', closes: '15:00' }],
  [],
];
const today = osloToday();
const SPECIAL = [
  { date: addDays(today, 30), closed: true, periods: [], note: 'Varetelling' },
  { date: addDays(today, 3), closed: false, periods: [{ opens: '10:00', closes: '13:00' }], note: '' },
];
const BODY = {
  phoneNumber: '72 40 12 34',
  website: 'oppdal-interior.example',
  weeklyHours: WEEK,
  specialDays: SPECIAL,
  categories: ['Lærpleie'],
  products: '1010, 3020',
};

/** The columns a refused request must leave as they were. */
const stored = (id: string) =>
  db.prisma.dealerLocation.findUniqueOrThrow({
    where: { id },
    select: {
      phoneNumber: true,
      website: true,
      weeklyHours: true,
      hoursEditedAt: true,
      specialDays: { select: { date: true, periods: true, note: true }, orderBy: { date: 'asc' } },
      categories: true,
      products: true,
      storeEditedAt: true,
      storeEditedBy: true,
      updatedAt: true,
    },
  });

beforeAll(async () => {
  db = await cloneTemplateDatabase('dealer_store');
  process.env.DATABASE_URL = db.url;
  kari = await signedIn(db, 'dealer');
  ola = await signedIn(db, 'dealer');
  admin = await signedIn(db, 'admin');
  await db.prisma.dealerLocation.createMany({
    data: [
      { id: 'k1', name: 'Oppdal Interiør', address: 'Inge Krokanns veg 10, 7340 Oppdal', lat: 62.59, lng: 9.69, dealerId: kari.id },
      { id: 'k2', name: 'Notodden Farge', address: 'Storgata 60, 3674 Notodden', lat: 59.56, lng: 9.26, dealerId: kari.id, phoneNumber: '35 00 00 00' },
      { id: 'o1', name: 'Bergen Farge', address: 'Strandgaten 50, 5013 Bergen', lat: 60.39, lng: 5.32, dealerId: ola.id, phoneNumber: '55 00 00 00' },
      { id: 'free', name: 'Uten konto', address: 'Storgata 1, 0150 Oslo', lat: 59.91, lng: 10.75 },
    ],
  });
}, 120_000);

afterAll(async () => {
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

describe('GET /api/dealer-stores', () => {
  it("lists the account's own stores by name; none for another account; 401 without a session", async () => {
    const own = await listGET(request('/api/dealer-stores', kari.cookie));
    expect(own.status).toBe(200);
    expect(((await own.json()) as { id: string }[]).map((s) => s.id)).toEqual(['k2', 'k1']);
    expect(await (await listGET(request('/api/dealer-stores', admin.cookie))).json()).toEqual([]);
    expect((await listGET(request('/api/dealer-stores'))).status).toBe(401);
  });
});

describe('PUT /api/dealer-stores/{id}', () => {
  it('saves the hours, phone, website and assortment, stamps and audits the change and expires the finder', async () => {
    jest.mocked(revalidateTag).mockClear();
    const response = await put('k1', kari.cookie, BODY);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    const specialDays = [
      { date: addDays(today, 3), periods: [{ opens: '10:00', closes: '13:00' }], note: null },
      { date: addDays(today, 30), periods: [], note: 'Varetelling' },
    ];
    expect(body).toMatchObject({
      id: 'k1',
      phoneNumber: '72 40 12 34',
      website: 'https://oppdal-interior.example',
      weeklyHours: STORED_WEEK,
      specialDays,
      categories: ['Lærpleie'],
      products: ['1010', '3020'],
      storeEditedBy: kari.email,
    });
    const row = await stored('k1');
    expect(row.weeklyHours).toEqual(STORED_WEEK);
    expect(row.specialDays.map((d) => ({ ...d, date: d.date.toISOString().slice(0, 10) }))).toEqual(specialDays);
    expect(row.storeEditedAt).toBeInstanceOf(Date);
    expect(row.hoursEditedAt).toEqual(row.storeEditedAt);
    expect(revalidateTag).toHaveBeenCalledWith('dealers', { expire: 0 });

    const audit = await db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'store_update', entityId: 'k1' } });
    expect(audit).toMatchObject({ entity: 'location', actorId: kari.id, actorEmail: kari.email });
    expect(audit.summary).toContain('weeklyHours: «mandag: 09:00–17:00;');
    expect(audit.summary).toContain(`${addDays(today, 30)} (Varetelling): Stengt`);
    expect(audit.summary).toContain('phoneNumber: «72 40 12 34»');
    expect(audit.summary).toContain('categories: «Lærpleie»');

    const read = await storeGET(request('/api/dealer-stores/k1', kari.cookie), params('k1'));
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ weeklyHours: STORED_WEEK, specialDays });

    // Saved again without special days: they stay; with a list: it replaces them, a past day dropped.
    await put('k1', kari.cookie, { ...BODY, specialDays: undefined });
    expect((await stored('k1')).specialDays).toHaveLength(2);
    await put('k1', kari.cookie, { ...BODY, specialDays: [{ date: addDays(today, -1), closed: true, periods: [], note: '' }, SPECIAL[0]] });
    expect((await stored('k1')).specialDays.map((d) => d.note)).toEqual(['Varetelling']);
  });

  it("refuses (403) another dealer's store, a store without account, an unknown id and an administrator, writing nothing", async () => {
    const before = await Promise.all(['o1', 'free', 'k2'].map(stored));
    for (const [id, cookie] of [
      ['o1', kari.cookie],
      ['free', kari.cookie],
      ['nope', kari.cookie],
      ['k1\u0000', kari.cookie],
      ['K1', kari.cookie],
      ['k2', ola.cookie],
      ['k2', admin.cookie],
    ] as const) {
      const response = await put(id, cookie, BODY);
      expect({ id, status: response.status, body: await response.json() }).toEqual({
        id,
        status: 403,
        body: { error: 'Du har ikke tilgang til dette forhandlerstedet', code: 'forbidden' },
      });
      expect((await storeGET(request(`/api/dealer-stores/${id}`, cookie), params(id))).status).toBe(403);
    }
    // Ownership is checked before the body: a stranger's invalid body is 403 too, not 400.
    expect((await put('o1', kari.cookie, { weeklyHours: 'x' })).status).toBe(403);
    expect((await put('k2', undefined, BODY)).status).toBe(401);
    expect(await Promise.all(['o1', 'free', 'k2'].map(stored))).toEqual(before);
    expect(await db.prisma.auditEvent.count({ where: { action: 'store_update', entityId: { in: ['o1', 'free', 'k2', 'nope'] } } })).toBe(0);
  });

  it('answers 400 with the field of each mistake and keeps the row', async () => {
    const before = await stored('k2');
    const hours = WEEK.map((d) => ({ ...d }));
    hours[0] = day(['09:00', '13:00'], ['12:00', '17:00']);
    hours[2] = day(['', '17:00']);
    const special = [{ ...SPECIAL[0], date: addDays(today, 400) }, SPECIAL[1], SPECIAL[1]];
    const response = await put('k2', kari.cookie, {
      ...BODY,
      weeklyHours: hours,
      specialDays: special,
      website: 'javascript:alert(1)',
      phoneNumber: 'ring meg',
    });
    expect(response.status).toBe(400);
    const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors).toMatchObject({
      'weeklyHours.0.periods.1.opens': [HOURS_MESSAGES.order],
      'weeklyHours.2.periods.0.opens': [HOURS_MESSAGES.time],
      'specialDays.0.date': [HOURS_MESSAGES.tooFar],
      'specialDays.2.date': [HOURS_MESSAGES.duplicate],
      website: ['Nettsted må være en nettadresse, for eksempel https://butikken.no'],
      phoneNumber: ['Telefonnummer kan bare ha tall, mellomrom, +, - og parenteser (5–30 tegn)'],
    });
    expect((await put('k2', kari.cookie, { ...BODY, weeklyHours: WEEK.slice(0, 6) })).status).toBe(400);
    // The old lines instead of the days: a Norwegian message, not zod's default.
    const lines = await put('k2', kari.cookie, { ...BODY, weeklyHours: Array(7).fill('mandag: 09:00–17:00') });
    expect(lines.status).toBe(400);
    expect(((await lines.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({ weeklyHours: [HOURS_MESSAGES.time] });
    expect(await stored('k2')).toEqual(before);
  });

  it("an administrator's unlink wins over a save already under way", async () => {
    await db.prisma.dealerLocation.update({ where: { id: 'k2' }, data: { dealerId: null } });
    await expect(updateOwnStore(db.prisma, kari, 'k2', storeSchema.parse(BODY))).rejects.toMatchObject({ status: 403 });
    await db.prisma.dealerLocation.update({ where: { id: 'k2' }, data: { dealerId: kari.id } });
  });
});

describe("the dealer's details and the administrator's edits", () => {
  it("a moved store keeps the phone, website and hours its dealer keeps; others lose Google's", async () => {
    await put('k1', kari.cookie, BODY);
    await updateLocation(db.prisma, 'k1', { name: 'Oppdal Interiør', address: 'Ny gate 1, 7340 Oppdal', lat: 62.59, lng: 9.69 });
    expect(await stored('k1')).toMatchObject({ phoneNumber: '72 40 12 34', website: 'https://oppdal-interior.example', categories: ['Lærpleie'] });
    await updateLocation(db.prisma, 'o1', { name: 'Bergen Farge', address: 'Ny gate 2, 5013 Bergen', lat: 60.39, lng: 5.32 });
    expect(await stored('o1')).toMatchObject({ phoneNumber: null, weeklyHours: null });
    expect((await stored('k1')).weeklyHours).toEqual(STORED_WEEK);
  });

  it("an administrator edits the same hours: stamped as a person's, an unchanged or blank week writes nothing", async () => {
    const parse = (extra: Record<string, unknown>) =>
      locationUpdateSchema.parse({ name: 'Uten konto', address: 'Storgata 1, 0150 Oslo', lat: 59.91, lng: 10.75, ...extra });
    await updateLocation(db.prisma, 'free', parse({ weeklyHours: WEEK, specialDays: SPECIAL }));
    const first = await stored('free');
    expect(first.weeklyHours).toEqual(STORED_WEEK);
    expect(first.hoursEditedAt).toBeInstanceOf(Date);
    expect(first.specialDays.map((d) => d.note)).toEqual([null, 'Varetelling']);
    // The dialog sends the week with every save: the same week keeps the stamp as it was.
    await updateLocation(db.prisma, 'free', parse({ weeklyHours: WEEK, specialDays: [] }));
    const second = await stored('free');
    expect(second.hoursEditedAt).toEqual(first.hoursEditedAt);
    expect(second.specialDays).toEqual([]);
    // A blank week (a store whose hours are unknown) leaves them as they are.
    const blank = Array.from({ length: 7 }, () => ({ closed: false, periods: [{ opens: '', closes: '' }] }));
    await updateLocation(db.prisma, 'free', parse({ weeklyHours: blank }));
    expect((await stored('free')).weeklyHours).toEqual(STORED_WEEK);
  });

  it('a move waits for a save of the row in progress and keeps the hours it wrote (the row is read under FOR UPDATE)', async () => {
    await db.prisma.dealerLocation.create({ data: { id: 'race', name: 'Kappløp', address: 'Gate 1, 0150 Oslo' } });
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    try {
      // Another writer (a dealer's save, an administrator in another tab) holds the row.
      await other.query('BEGIN');
      await other.query('UPDATE "DealerLocation" SET "weeklyHours" = $1, "hoursEditedAt" = now() WHERE id = $2', [JSON.stringify(STORED_WEEK), 'race']);
      const move = updateLocation(db.prisma, 'race', { name: 'Kappløp', address: 'Gate 2, 0150 Oslo', lat: null, lng: null });
      // Until the move waits for that writer's lock.
      for (let i = 0; i < 500; i++) {
        const { rows } = await other.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
        if (rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await other.query('COMMIT');
      await move;
    } finally {
      await other.end();
    }
    const after = await stored('race');
    // Read before the other save, the move would have reset the hours as Google's.
    expect(after.weeklyHours).toEqual(STORED_WEEK);
    expect(after.hoursEditedAt).toBeInstanceOf(Date);
  });

  it('deleting the dealer account unlinks its stores and keeps them', async () => {
    const temp = await signedIn(db, 'dealer');
    await db.prisma.dealerLocation.create({ data: { id: 't1', name: 'Midlertidig', address: 'Gate 1, 0150 Oslo', dealerId: temp.id } });
    await db.prisma.user.delete({ where: { id: temp.id } });
    expect(await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 't1' }, select: { dealerId: true } })).toEqual({ dealerId: null });
  });

  it("links 'Se butikken i forhandlersøket' to a postal search of the Norwegian postal code only", () => {
    expect(finderLinkFor({ address: 'Grensen 8, 0159 Oslo' })).toBe('/forhandlere?postnummer=0159');
    expect(finderLinkFor({ address: 'Markens gate 1, 4611 Kristiansand' })).toBe('/forhandlere?postnummer=4611');
    // 9000 is Tromsø in Norway's register: a Danish store is not searched there.
    expect(finderLinkFor({ address: 'Vestergade 5, 9000 Aalborg' })).toBe('/forhandlere');
    expect(finderLinkFor({ address: 'Fjellveien 3, Hovden' })).toBe('/forhandlere');
  });
});
