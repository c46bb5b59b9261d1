/**
 * Message handling through the JSON API (docs/product.md: Admin panel, Meldinger; issue 18 item 8):
 * PATCH /api/contact-messages/{id} and /api/partner-inquiries/{id} (status, note: 401, 403 for a
 * dealer, 400, 404, 200 with one audit entry), the ?status= filter, and ?format=csv (UTF-8 with a
 * BOM, formula-safe cells, the filter applied).
 */
import { GET as messagesGET } from '@/app/api/contact-messages/route';
import { PATCH as messagePATCH } from '@/app/api/contact-messages/[id]/route';
import { GET as inquiriesGET } from '@/app/api/partner-inquiries/route';
import { PATCH as inquiryPATCH } from '@/app/api/partner-inquiries/[id]/route';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { cloneTemplateDatabase, idContext, signedIn, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let admin: string;
let dealer: string;
let adminId: number;

const patch = (body: unknown, who?: string, raw?: string) =>
  new Request('http://127.0.0.1/api/x', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...(who ? { cookie: who } : {}) },
    body: raw ?? JSON.stringify(body),
  });
const get = (query: string, who?: string) => new Request(`http://127.0.0.1/api/x${query}`, { headers: who ? { cookie: who } : {} });

const newMessage = (fields: { name?: string; message?: string } = {}) =>
  db.prisma.contactMessage.create({
    data: { name: fields.name ?? 'Åse Bjørk', email: 'ase@example.no', message: fields.message ?? 'Hei', antiSpamAnswer: '4' },
  });
const newInquiry = () =>
  db.prisma.partnerInquiry.create({
    data: {
      name: 'Per',
      company: 'Møbelpleie AS',
      email: 'per@example.no',
      phone: '12345678',
      industry: 'Møbler',
      productInterest: ['Treolje', 'Lær'],
      message: 'Søker',
      antiSpamAnswer: '4',
    },
  });

/** The CSV's bytes: the BOM first, then the text (Response.text() would drop the BOM). */
async function csvOf(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bom: [...bytes.slice(0, 3)], lines: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n') };
}

beforeAll(async () => {
  db = await cloneTemplateDatabase('message_handling');
  process.env.DATABASE_URL = db.url;
  const administrator = await signedIn(db, 'admin', { email: 'admin@meldinger.no' });
  admin = administrator.cookie;
  adminId = administrator.id;
  dealer = (await signedIn(db, 'dealer', { email: 'dealer@meldinger.no' })).cookie;
});

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

describe.each([
  ['contact-messages', messagePATCH, async () => (await newMessage()).id, 'contact_message'],
  ['partner-inquiries', inquiryPATCH, async () => (await newInquiry()).id, 'partner_inquiry'],
] as const)('PATCH /api/%s/{id}', (_path, PATCH, create, entity) => {
  const stored = (id: number) =>
    entity === 'contact_message'
      ? db.prisma.contactMessage.findUniqueOrThrow({ where: { id }, select: { status: true, note: true, statusChangedAt: true } })
      : db.prisma.partnerInquiry.findUniqueOrThrow({ where: { id }, select: { status: true, note: true, statusChangedAt: true } });

  it('401 for nobody and 403 for a dealer, nothing changed', async () => {
    const id = await create();
    const anonymous = await PATCH(patch({ status: 'answered' }), idContext(id));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Du må logge inn', code: 'unauthenticated' });
    const forbidden = await PATCH(patch({ status: 'answered' }, dealer), idContext(id));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: 'Du har ikke tilgang til dette', code: 'forbidden' });
    expect(await stored(id)).toEqual({ status: 'new', note: null, statusChangedAt: null });
  });

  it('400 for a bad status, a bad note, an empty body or malformed JSON; 404 for an unknown id', async () => {
    const id = await create();
    for (const body of [{ status: 'besvart' }, { status: 2 }, { note: 'a\u0000b' }, { note: 'x'.repeat(2001) }, { note: 5 }, {}]) {
      const response = await PATCH(patch(body, admin), idContext(id));
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
    }
    const badStatus = await (await PATCH(patch({ status: 'besvart' }, admin), idContext(id))).json();
    expect(badStatus.fieldErrors).toEqual({ status: ['Ugyldig status'] });
    expect((await PATCH(patch(undefined, admin, '{"status":'), idContext(id))).status).toBe(400);
    expect(await stored(id)).toEqual({ status: 'new', note: null, statusChangedAt: null });
    for (const unknown of [2_000_000_000, 'abc', '-1']) {
      const response = await PATCH(patch({ status: 'answered' }, admin), idContext(unknown));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Finnes ikke', code: 'not_found' });
    }
  });

  it('200: sets the status and note, statusChangedAt with the status only, one audit entry per change', async () => {
    const id = await create();
    const before = (await db.prisma.auditEvent.aggregate({ _max: { id: true } }))._max.id ?? 0;
    const response = await PATCH(patch({ status: 'answered', note: 'Svart på e-post, «ø» og æ' }, admin), idContext(id));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ id, status: 'answered', note: 'Svart på e-post, «ø» og æ', statusChangedAt: expect.any(String) });
    const changedAt = (await stored(id)).statusChangedAt;
    expect(changedAt?.toISOString()).toBe(body.statusChangedAt);

    // The note alone: the status and its date unchanged; null removes the note.
    expect(await (await PATCH(patch({ note: null }, admin), idContext(id))).json()).toEqual({
      id,
      status: 'answered',
      note: null,
      statusChangedAt: body.statusChangedAt,
    });
    // The same status again does not move the date.
    await PATCH(patch({ status: 'answered' }, admin), idContext(id));
    expect((await stored(id)).statusChangedAt).toEqual(changedAt);

    const entries = await db.prisma.auditEvent.findMany({ where: { id: { gt: before } }, orderBy: { id: 'asc' } });
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({ entity, action: 'update', entityId: String(id), actorId: adminId, actorEmail: 'admin@meldinger.no' });
    expect(entries[0].summary).toBe('status: «answered»; note: «Svart på e-post, «ø» og æ»');
    expect(entries[1].summary).toBe('note: tom');
    expect(entries[2].summary).toBe('');
  });
});

describe('GET ?status= and ?format=csv', () => {
  it('filters the JSON page by status; an unknown status is 400', async () => {
    const answered = await newMessage({ name: 'Filtrert' });
    await messagePATCH(patch({ status: 'answered' }, admin), idContext(answered.id));
    const page = await (await messagesGET(get('?status=answered', admin))).json();
    expect(page.items.map((m: { id: number }) => m.id)).toContain(answered.id);
    expect(page.items.every((m: { status: string }) => m.status === 'answered')).toBe(true);
    expect(page.total).toBe(await db.prisma.contactMessage.count({ where: { status: 'answered' } }));
    const fresh = await (await messagesGET(get('?status=new', admin))).json();
    expect(fresh.items.map((m: { id: number }) => m.id)).not.toContain(answered.id);
    expect((await messagesGET(get('?status=besvart', admin))).status).toBe(400);
    expect((await messagesGET(get('?format=xml', admin))).status).toBe(400);
  });

  it('the CSV: administrators only, BOM, formula-safe, ø intact, the status filter applied', async () => {
    expect((await messagesGET(get('?format=csv'))).status).toBe(401);
    expect((await messagesGET(get('?format=csv', dealer))).status).toBe(403);

    const formula = await newMessage({ name: '=1+1', message: 'Grønnsåpe på lær?' });
    await messagePATCH(patch({ status: 'in_progress', note: '@SUM(A1)' }, admin), idContext(formula.id));
    const other = await newMessage({ name: 'Ikke med' });

    const response = await messagesGET(get('?format=csv&status=in_progress', admin));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="meldinger-\d{4}-\d{2}-\d{2}\.csv"/);
    const { bom, lines } = await csvOf(response);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe('Dato;Navn;E-post;Melding;Status;Notat;Status endret;Emne');
    const row = lines.find((line) => line.includes('Grønnsåpe'));
    expect(row).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2};'=1\+1;ase@example\.no;Grønnsåpe på lær\?;Under behandling;'@SUM\(A1\);\d{4}-\d{2}-\d{2} \d{2}:\d{2};Generelt$/,
    );
    expect(lines.some((line) => line.includes('Ikke med'))).toBe(false);

    // Without the filter every message is there, the untouched one as 'Ny'.
    const all = await csvOf(await messagesGET(get('?format=csv', admin)));
    expect(all.lines.find((line) => line.includes('Ikke med'))).toMatch(/;Ikke med;ase@example\.no;Hei;Ny;;;Generelt$/);
    expect(all.lines.filter((line) => line !== '')).toHaveLength(1 + (await db.prisma.contactMessage.count()));
    expect(other.status).toBe('new');
  });

  it('the applications as CSV with their status', async () => {
    const inquiry = await newInquiry();
    await inquiryPATCH(patch({ status: 'archived' }, admin), idContext(inquiry.id));
    const response = await inquiriesGET(get('?format=csv&status=archived', admin));
    expect(response.headers.get('content-disposition')).toMatch(/filename="forhandlersoknader-/);
    const { bom, lines } = await csvOf(response);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe('Dato;Navn;Firma;E-post;Telefon;Bransje;Produkter;Melding;Status;Notat;Status endret');
    expect(lines[1]).toMatch(/;Per;Møbelpleie AS;per@example\.no;12345678;Møbler;Treolje, Lær;Søker;Arkivert;;\d{4}/);
    expect(lines.filter((line) => line !== '')).toHaveLength(2);
  });
});
