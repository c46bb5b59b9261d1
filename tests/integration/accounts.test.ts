/**
 * Accounts by invitation against the real test database (docs/operations.md §13; docs/product.md:
 * Admin panel): administrator accounts (GET/POST /api/admins, PATCH /api/admins/{id}: never your
 * own account, never the last active administrator — also when two deactivate each other at once —
 * a deactivation ends the sessions at once, a new invitation voids the old link), dealer accounts
 * by invitation ('Send invitasjon på nytt', a new address gets a new link), and an application
 * becoming a dealer account (POST /api/partner-inquiries/{id}/account: prefilled, overridable,
 * linked and 'Besvart'; 404/409; all or nothing with its invitation).
 */
import { GET as adminsGET, POST as adminsPOST } from '@/app/api/admins/route';
import { PATCH as adminPATCH } from '@/app/api/admins/[id]/route';
import { POST as dealersPOST } from '@/app/api/dealers/route';
import { PATCH as dealerPATCH } from '@/app/api/dealers/[id]/route';
import { GET as inquiriesGET } from '@/app/api/partner-inquiries/route';
import { POST as inquiryAccountPOST } from '@/app/api/partner-inquiries/[id]/account/route';
import { GET as adminSessionGET } from '@/app/api/auth/admin/route';
import { setAdminActive } from '@/lib/admin/admins/service';
import { hashPassword } from '@/lib/auth/password';
import { findUsableToken, setPasswordWithToken } from '@/lib/auth/tokens';
import { HttpError } from '@/lib/http/errors';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { cloneTemplateDatabase, idContext, sessionOf, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let admin: string;
let adminId: number;
let dealer: string;

let counter = 0;
async function user(role: 'ADMIN' | 'DEALER', data: { isActive?: boolean; password?: boolean } = {}) {
  counter += 1;
  return db.prisma.user.create({
    data: {
      email: `konto-${counter}@test.no`,
      passwordHash: data.password === false ? null : await hashPassword('passord-123'),
      name: `Konto ${counter}`,
      company: 'Test AS',
      role,
      isActive: data.isActive ?? true,
    },
  });
}

const cookieFor = async (account: Awaited<ReturnType<typeof user>>) => (await sessionOf(db, account)).cookie;

const req = (method: string, body?: unknown, who?: string) =>
  new Request('http://127.0.0.1/api/x', {
    method,
    headers: { ...(who ? { cookie: who } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), 'x-forwarded-for': '203.0.113.5' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The plain token of the newest link in the outbox to `to` (the e-mail's text holds the link). */
async function tokenSentTo(to: string) {
  const mail = await db.prisma.outboxMessage.findFirstOrThrow({ where: { to }, orderBy: { id: 'desc' } });
  const token = /\/auth\/nytt-passord\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(token).toBeTruthy();
  expect(mail.html).toContain(token);
  return { token: token as string, mail };
}

const application = (data: Partial<{ name: string; company: string; email: string }> = {}) =>
  db.prisma.partnerInquiry.create({
    data: {
      name: 'Siri Søker',
      company: 'Søkerbutikken AS',
      email: `soker-${++counter}@test.no`,
      phone: '12345678',
      industry: 'Møbelbutikk',
      productInterest: ['Møbelpolish'],
      message: 'Vi vil selge produktene.',
      antiSpamAnswer: '4',
      ...data,
    },
  });

beforeAll(async () => {
  db = await cloneTemplateDatabase('accounts');
  process.env.DATABASE_URL = db.url;
  const me = await user('ADMIN');
  adminId = me.id;
  admin = await cookieFor(me);
  dealer = await cookieFor(await user('DEALER'));
});

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

describe('who may call the account APIs', () => {
  const calls: [string, (who?: string) => Promise<Response>][] = [
    ['GET /api/admins', (who) => adminsGET(req('GET', undefined, who))],
    ['POST /api/admins', (who) => adminsPOST(req('POST', { email: 'ny-admin@test.no', name: 'Ny Admin' }, who))],
    ['PATCH /api/admins/1', (who) => adminPATCH(req('PATCH', { isActive: false }, who), idContext(1))],
    ['POST /api/partner-inquiries/1/account', (who) => inquiryAccountPOST(req('POST', {}, who), idContext(1))],
  ];

  it.each(calls)('%s: 401 for nobody, 403 for a dealer, nothing changed', async (_name, call) => {
    const counts = () =>
      Promise.all([
        db.prisma.user.findMany({ select: { id: true, isActive: true }, orderBy: { id: 'asc' } }),
        db.prisma.outboxMessage.count(),
        db.prisma.auditEvent.count(),
      ]);
    const before = await counts();
    expect((await call()).status).toBe(401);
    expect((await call(dealer)).status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('administrator accounts', () => {
  it('invites an administrator: no password, the invitation (72 h, hashed token) in the outbox, listed as pending; 400 and 409 refused', async () => {
    const created = await adminsPOST(req('POST', { email: ' Ny.Admin@Test.no ', name: 'Nora Admin' }, admin));
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ email: 'ny.admin@test.no', name: 'Nora Admin', isActive: true, invitationPending: true });
    expect(JSON.stringify(body)).not.toMatch(/hash|argon/i);
    const stored = await db.prisma.user.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored).toMatchObject({ role: 'ADMIN', passwordHash: null });

    const { token, mail } = await tokenSentTo('ny.admin@test.no');
    expect(mail).toMatchObject({ kind: 'invitation', status: 'pending' });
    expect(mail.text).toContain('administrasjonspanelet');
    const stored_tokens = await db.prisma.authToken.findMany({ where: { userId: body.id } });
    expect(stored_tokens).toHaveLength(1);
    expect(stored_tokens[0].tokenHash).not.toContain(token);
    expect(stored_tokens[0].expiresAt.getTime() - stored_tokens[0].createdAt.getTime()).toBe(72 * 60 * 60 * 1000);
    expect(await findUsableToken(db.prisma, token)).toMatchObject({ userId: body.id, purpose: 'INVITATION', role: 'ADMIN' });

    const list = await (await adminsGET(req('GET', undefined, admin))).json();
    expect(list.items.find((a: { id: number }) => a.id === body.id)).toMatchObject({ invitationPending: true });
    expect(JSON.stringify(list)).not.toMatch(/passwordHash|argon/);

    const duplicate = await adminsPOST(req('POST', { email: 'ny.admin@test.no', name: 'Nora Admin' }, admin));
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({
      error: 'En konto med denne e-postadressen finnes allerede',
      code: 'conflict',
      fieldErrors: { email: ['En konto med denne e-postadressen finnes allerede'] },
    });
    // A dealer's address too: one account per address.
    const someDealer = await user('DEALER');
    expect((await adminsPOST(req('POST', { email: someDealer.email, name: 'Nora Admin' }, admin))).status).toBe(409);
    const invalid = await adminsPOST(req('POST', { email: 'feil', name: 'N' }, admin));
    expect(invalid.status).toBe(400);
    expect(Object.keys((await invalid.json()).fieldErrors).sort()).toEqual(['email', 'name']);
    expect(await db.prisma.outboxMessage.count({ where: { to: 'ny.admin@test.no' } })).toBe(1);

    // The audit log names the change (never the token).
    const entry = await db.prisma.auditEvent.findFirstOrThrow({ where: { entity: 'admin', action: 'create', entityId: String(body.id) } });
    expect(entry).toMatchObject({ actorId: adminId, ip: '203.0.113.5' });
    expect(entry.summary).not.toContain(token);
  });

  it('a new invitation voids the old link; none for an account that has a password or is deactivated', async () => {
    const pending = await adminsPOST(req('POST', { email: 'venter@test.no', name: 'Vera Venter' }, admin));
    const { id } = await pending.json();
    const first = (await tokenSentTo('venter@test.no')).token;
    const resent = await adminPATCH(req('PATCH', { resendInvitation: true }, admin), idContext(id));
    expect(resent.status).toBe(200);
    const second = (await tokenSentTo('venter@test.no')).token;
    expect(second).not.toBe(first);
    expect(await findUsableToken(db.prisma, first)).toBeNull();
    expect(await setPasswordWithToken(db.prisma, first, 'vera-passord-1')).toBeNull();
    expect(await setPasswordWithToken(db.prisma, second, 'vera-passord-1')).toMatchObject({ userId: id, role: 'ADMIN' });

    const hasPassword = await adminPATCH(req('PATCH', { resendInvitation: true }, admin), idContext(id));
    expect(hasPassword.status).toBe(409);
    expect(await hasPassword.json()).toEqual({ error: 'Kontoen har allerede et passord. Eieren kan bruke «Glemt passord?».', code: 'conflict' });
    const inactive = await user('ADMIN', { password: false, isActive: false });
    expect((await adminPATCH(req('PATCH', { resendInvitation: true }, admin), idContext(inactive.id))).status).toBe(409);
    expect((await adminPATCH(req('PATCH', {}, admin), idContext(id))).status).toBe(400);
    // All or nothing: the deactivation is not kept when the invitation is refused.
    expect((await adminPATCH(req('PATCH', { isActive: false, resendInvitation: true }, admin), idContext(id))).status).toBe(409);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id } })).isActive).toBe(true);
  });

  it('deactivating another administrator ends their sessions at once; reactivating lets them sign in again', async () => {
    const other = await user('ADMIN');
    const otherCookie = await cookieFor(other);
    const session = () => adminSessionGET(new Request('http://127.0.0.1/api/auth/admin', { headers: { cookie: otherCookie } }));
    expect((await session()).status).toBe(200);
    const off = await adminPATCH(req('PATCH', { isActive: false }, admin), idContext(other.id));
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ id: other.id, isActive: false });
    expect(await db.prisma.session.count({ where: { userId: other.id } })).toBe(0);
    expect((await session()).status).toBe(401);
    // The deactivated administrator cannot act either.
    expect((await adminsGET(req('GET', undefined, otherCookie))).status).toBe(401);
    const on = await adminPATCH(req('PATCH', { isActive: true }, admin), idContext(other.id));
    expect(on.status).toBe(200);
    expect((await session()).status).toBe(401);
    expect((await adminsGET(req('GET', undefined, await cookieFor(other)))).status).toBe(200);
    const entries = await db.prisma.auditEvent.findMany({ where: { entity: 'admin', action: 'update', entityId: String(other.id) }, orderBy: { id: 'asc' } });
    expect(entries.map((e) => e.summary)).toEqual([`email: «${other.email}»; isActive: nei`, `email: «${other.email}»; isActive: ja`]);
  });

  it('refuses your own account, an unknown id and a dealer', async () => {
    const self = await adminPATCH(req('PATCH', { isActive: false }, admin), idContext(adminId));
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ error: 'Du kan ikke deaktivere din egen konto. Be en annen administrator om å gjøre det.', code: 'conflict' });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: adminId } })).isActive).toBe(true);
    const someDealer = await user('DEALER');
    expect((await adminPATCH(req('PATCH', { isActive: false }, admin), idContext(someDealer.id))).status).toBe(404);
    expect((await adminPATCH(req('PATCH', { isActive: false }, admin), idContext(999_999))).status).toBe(404);
    expect((await adminPATCH(req('PATCH', { isActive: false }, admin), idContext('abc'))).status).toBe(404);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: someDealer.id } })).isActive).toBe(true);
  });

  it('never deactivates the last active administrator, also when two deactivate each other at once', async () => {
    // Only two administrators who can sign in remain active.
    await db.prisma.user.updateMany({ where: { role: 'ADMIN', id: { not: adminId } }, data: { isActive: false } });
    const other = await user('ADMIN');
    const pendingOne = await user('ADMIN', { password: false });
    const results = await Promise.allSettled([setAdminActive(db.prisma, adminId, other.id, false), setAdminActive(db.prisma, other.id, adminId, false)]);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0].reason).toBeInstanceOf(HttpError);
    expect(refused[0].reason).toMatchObject({
      status: 409,
      message: 'Kan ikke deaktivere den siste aktive administratoren. Inviter eller aktiver en annen administrator først.',
    });
    // An administrator still waiting for a password does not count as one who can sign in.
    const active = await db.prisma.user.findMany({ where: { role: 'ADMIN', isActive: true, passwordHash: { not: null } }, select: { id: true } });
    expect(active).toHaveLength(1);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: pendingOne.id } })).isActive).toBe(true);
    // Restore: the test administrator active again for the tests after this one.
    await db.prisma.user.update({ where: { id: adminId }, data: { isActive: true } });
    admin = await cookieFor(await db.prisma.user.findUniqueOrThrow({ where: { id: adminId } }));
  });
});

describe('dealer accounts by invitation', () => {
  it("POST /api/dealers sends the invitation; 'resendInvitation' voids the old link; a new address gets a new link", async () => {
    const created = await dealersPOST(req('POST', { email: 'inv-forhandler@test.no', name: 'Ivar', company: 'Ivar AS' }, admin));
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const first = (await tokenSentTo('inv-forhandler@test.no')).token;
    expect(await findUsableToken(db.prisma, first)).toMatchObject({ userId: id, role: 'DEALER' });
    expect((await dealerPATCH(req('PATCH', { resendInvitation: true }, admin), idContext(id))).status).toBe(200);
    const second = (await tokenSentTo('inv-forhandler@test.no')).token;
    expect(await findUsableToken(db.prisma, first)).toBeNull();

    expect((await dealerPATCH(req('PATCH', { email: 'ivar@test.no' }, admin), idContext(id))).status).toBe(200);
    const third = (await tokenSentTo('ivar@test.no')).token;
    expect(await findUsableToken(db.prisma, second)).toBeNull();
    expect(await setPasswordWithToken(db.prisma, third, 'ivar-passord-1')).toMatchObject({ userId: id });
    const done = await dealerPATCH(req('PATCH', { resendInvitation: true }, admin), idContext(id));
    expect(done.status).toBe(409);
    // All or nothing: a refused invitation keeps the other changes of the same PATCH out.
    expect((await dealerPATCH(req('PATCH', { name: 'Ivar Nytt Navn', resendInvitation: true }, admin), idContext(id))).status).toBe(409);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id } })).name).toBe('Ivar');
  });
});

describe('application → dealer account', () => {
  it('creates the dealer from the application with overrides, sends the invitation, links the application and marks it Besvart', async () => {
    const inquiry = await application();
    const response = await inquiryAccountPOST(req('POST', { company: 'Søkerbutikken Oslo AS' }, admin), idContext(inquiry.id));
    expect(response.status).toBe(201);
    const account = await response.json();
    expect(account).toMatchObject({
      email: inquiry.email,
      name: 'Siri Søker',
      company: 'Søkerbutikken Oslo AS',
      isActive: true,
      invitationPending: true,
      partnerInquiryId: inquiry.id,
    });
    expect(await db.prisma.user.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({ role: 'DEALER', passwordHash: null });
    const stored = await db.prisma.partnerInquiry.findUniqueOrThrow({ where: { id: inquiry.id } });
    expect(stored).toMatchObject({ dealerId: account.id, status: 'answered' });
    expect(stored.statusChangedAt).toBeInstanceOf(Date);
    const { token, mail } = await tokenSentTo(inquiry.email);
    expect(mail.text).toContain('forhandlerportalen');
    expect(await findUsableToken(db.prisma, token)).toMatchObject({ userId: account.id, purpose: 'INVITATION' });

    const list = await (await inquiriesGET(new Request('http://127.0.0.1/api/partner-inquiries', { headers: { cookie: admin } }))).json();
    expect(list.items.find((i: { id: number }) => i.id === inquiry.id)).toMatchObject({ dealer: { id: account.id, email: inquiry.email } });

    const again = await inquiryAccountPOST(req('POST', { email: 'annen@test.no' }, admin), idContext(inquiry.id));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Søknaden har allerede en forhandlerkonto', code: 'conflict' });
    expect(await db.prisma.user.count({ where: { email: 'annen@test.no' } })).toBe(0);
    const entry = await db.prisma.auditEvent.findFirstOrThrow({ where: { entity: 'dealer', action: 'create', entityId: String(account.id) } });
    expect(entry.summary).toContain(`søknad: ${inquiry.id}`);
  });

  it('takes no body (the application as it is); keeps an earlier status date when already Besvart', async () => {
    const earlier = new Date('2026-01-02T03:04:05Z');
    const inquiry = await application({ name: 'Berit Besvart' });
    await db.prisma.partnerInquiry.update({ where: { id: inquiry.id }, data: { status: 'answered', statusChangedAt: earlier } });
    const response = await inquiryAccountPOST(new Request('http://127.0.0.1/api/x', { method: 'POST', headers: { cookie: admin } }), idContext(inquiry.id));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ email: inquiry.email, name: 'Berit Besvart', company: 'Søkerbutikken AS' });
    expect(await db.prisma.partnerInquiry.findUniqueOrThrow({ where: { id: inquiry.id } })).toMatchObject({ status: 'answered', statusChangedAt: earlier });
  });

  it('refuses an unknown application (404), a taken e-mail (409) and fields the account cannot take (400), changing nothing', async () => {
    expect((await inquiryAccountPOST(req('POST', {}, admin), idContext(999_999))).status).toBe(404);
    expect((await inquiryAccountPOST(req('POST', {}, admin), idContext('x'))).status).toBe(404);
    const existing = await user('DEALER');
    const inquiry = await application({ email: existing.email.toUpperCase() });
    const counts = () => Promise.all([db.prisma.user.count(), db.prisma.outboxMessage.count(), db.prisma.authToken.count()]);
    const before = await counts();
    const taken = await inquiryAccountPOST(req('POST', {}, admin), idContext(inquiry.id));
    expect(taken.status).toBe(409);
    expect((await taken.json()).fieldErrors).toEqual({ email: ['En konto med denne e-postadressen finnes allerede'] });
    // The application's name is longer than an account's (120): the administrator shortens it.
    const long = await application({ name: 'N'.repeat(150) });
    const tooLong = await inquiryAccountPOST(req('POST', {}, admin), idContext(long.id));
    expect(tooLong.status).toBe(400);
    expect(Object.keys((await tooLong.json()).fieldErrors)).toEqual(['name']);
    expect((await inquiryAccountPOST(req('POST', { email: 'feil' }, admin), idContext(inquiry.id))).status).toBe(400);
    expect(await counts()).toEqual(before);
    expect(await db.prisma.partnerInquiry.findUniqueOrThrow({ where: { id: inquiry.id } })).toMatchObject({ dealerId: null, status: 'new' });
    expect((await inquiryAccountPOST(req('POST', { name: 'Nils Kortnavn' }, admin), idContext(long.id))).status).toBe(201);
  });

  it('is all or nothing: when the invitation cannot be written, there is no account and the application is unchanged', async () => {
    // The outbox refuses this one address (a trigger), as a failing write would.
    await db.prisma.$executeRawUnsafe(`CREATE FUNCTION refuse_mail() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'outbox down'; END $$ LANGUAGE plpgsql`);
    await db.prisma.$executeRawUnsafe(
      `CREATE TRIGGER refuse_mail BEFORE INSERT ON outbox_messages FOR EACH ROW WHEN (NEW."to" = 'uten-post@test.no') EXECUTE FUNCTION refuse_mail()`,
    );
    try {
      const inquiry = await application({ email: 'uten-post@test.no' });
      const before = await Promise.all([db.prisma.user.count(), db.prisma.authToken.count()]);
      expect((await inquiryAccountPOST(req('POST', {}, admin), idContext(inquiry.id))).status).toBe(500);
      expect((await dealersPOST(req('POST', { email: 'uten-post@test.no', name: 'Uten Post', company: 'Uten AS' }, admin))).status).toBe(500);
      expect((await adminsPOST(req('POST', { email: 'uten-post@test.no', name: 'Uten Post' }, admin))).status).toBe(500);
      expect(await Promise.all([db.prisma.user.count(), db.prisma.authToken.count()])).toEqual(before);
      expect(await db.prisma.user.count({ where: { email: 'uten-post@test.no' } })).toBe(0);
      expect(await db.prisma.partnerInquiry.findUniqueOrThrow({ where: { id: inquiry.id } })).toMatchObject({ dealerId: null, status: 'new' });
    } finally {
      await db.prisma.$executeRawUnsafe('DROP TRIGGER refuse_mail ON outbox_messages');
      await db.prisma.$executeRawUnsafe('DROP FUNCTION refuse_mail()');
    }
  });
});
