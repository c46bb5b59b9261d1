/**
 * One-time links (docs/operations.md §13; lib/auth/tokens.ts) against the real test database: the
 * token rules — expiry (72 h invitation, 1 h reset, just before and just after), single use (also two
 * uses at once), hashed storage, voided by a newer link of the same purpose, refused for an inactive
 * account, setting the password ends every session and voids the other open links, and an account
 * whose invitation is pending cannot sign in — and the two routes that use them:
 * POST /api/auth/password/forgot ('Glemt passord?', lib/auth/password-reset.ts) and
 * POST /api/auth/password/reset.
 */
import { createHash } from 'node:crypto';
import { POST as loginPOST } from '@/app/api/auth/login/route';
import { POST as forgotPOST } from '@/app/api/auth/password/forgot/route';
import { POST as resetPOST } from '@/app/api/auth/password/reset/route';
import { GET as userGET } from '@/app/api/auth/user/route';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { sessionCookieName } from '@/lib/auth/config';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { PASSWORD_FORGOT_LIMITS, settlePasswordResetWork } from '@/lib/auth/password-reset';
import { PASSWORD_FORGOT_MESSAGES, PASSWORD_RESET_MESSAGES } from '@/lib/auth/schema';
import { deleteStaleTokens, findUsableToken, hashToken, issueToken, SET_PASSWORD_PATH, setPasswordWithToken, TOKEN_TTL_MS } from '@/lib/auth/tokens';
import { consumeRateLimit, closeRateLimitStores } from '@/lib/security/rate-limit';
import { siteConfig } from '@/lib/site';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

const ORIGIN = 'http://127.0.0.1:3000';
const NAME = sessionCookieName();
const HOUR = 60 * 60 * 1000;

let db: TestDatabase;
let ipCounter = 0;
const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
  });
}

const forgot = (body: unknown, headers: Record<string, string> = {}) => forgotPOST(post('/api/auth/password/forgot', body, headers));
const reset = (body: unknown, headers: Record<string, string> = {}) => resetPOST(post('/api/auth/password/reset', body, headers));
const signIn = (email: string, password: string) => loginPOST(post('/api/auth/login', { email, password }));

async function cookieOf(user: { email: string; password: string }): Promise<string> {
  const response = await signIn(user.email, user.password);
  expect(response.status).toBe(200);
  const value = new RegExp(`${NAME}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  expect(value).toBeTruthy();
  return `${NAME}=${value}`;
}

const status = async (cookie: string) => (await userGET(new Request(`${ORIGIN}/api/auth/user`, { headers: { cookie } }))).status;

let counter = 0;
async function account(options: { role?: 'DEALER' | 'ADMIN'; isActive?: boolean; pending?: boolean } = {}) {
  const n = ++counter;
  const email = `tokens-${n}@example.no`;
  const password = `gammelt-passord-${n}`;
  const user = await db.prisma.user.create({
    data: {
      email,
      passwordHash: options.pending ? null : await hashPassword(password),
      name: `Bruker ${n}`,
      company: 'Lenke AS',
      role: options.role ?? 'DEALER',
      isActive: options.isActive ?? true,
    },
  });
  return { id: user.id, email, password, name: user.name };
}

const storedHash = async (id: number) => (await db.prisma.user.findUniqueOrThrow({ where: { id } })).passwordHash;
const outboxFor = (to: string) => db.prisma.outboxMessage.findMany({ where: { to }, orderBy: { id: 'asc' } });
const tokenInLink = (text: string) => new RegExp(`${SET_PASSWORD_PATH.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];

beforeAll(async () => {
  db = await cloneTemplateDatabase('tokens');
  process.env.DATABASE_URL = db.url;
  process.env.NEXTAUTH_URL = ORIGIN;
});

afterAll(async () => {
  await settlePasswordResetWork();
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

describe('token rules (lib/auth/tokens.ts)', () => {
  it.each([
    ['INVITATION', 72 * HOUR],
    ['PASSWORD_RESET', HOUR],
  ] as const)('%s: valid until its expiry (just before), refused from then on (just after)', async (purpose, ttl) => {
    expect(TOKEN_TTL_MS[purpose]).toBe(ttl);
    const user = await account();
    const issued = new Date('2026-03-01T10:00:00Z');
    const { token, expiresAt } = await issueToken(db.prisma, user.id, purpose, issued);
    expect(expiresAt.getTime() - issued.getTime()).toBe(ttl);

    const justBefore = new Date(issued.getTime() + ttl - 1000);
    const justAfter = new Date(issued.getTime() + ttl + 1000);
    expect(await findUsableToken(db.prisma, token, justBefore)).toMatchObject({ userId: user.id, purpose, email: user.email });
    expect(await findUsableToken(db.prisma, token, expiresAt)).toBeNull();
    expect(await findUsableToken(db.prisma, token, justAfter)).toBeNull();

    // Used just after: refused, nothing changes. Just before: the password is set.
    const before = await storedHash(user.id);
    expect(await setPasswordWithToken(db.prisma, token, 'nytt-passord-123', justAfter)).toBeNull();
    expect(await storedHash(user.id)).toBe(before);
    expect(await setPasswordWithToken(db.prisma, token, 'nytt-passord-123', justBefore)).toMatchObject({ userId: user.id });
    expect(await verifyPassword((await storedHash(user.id))!, 'nytt-passord-123')).toBe(true);
  });

  it('single use: a second use fails', async () => {
    const user = await account();
    const { token } = await issueToken(db.prisma, user.id, 'PASSWORD_RESET');
    expect(await setPasswordWithToken(db.prisma, token, 'forste-passord-1')).toMatchObject({ userId: user.id, purpose: 'PASSWORD_RESET' });
    expect(await findUsableToken(db.prisma, token)).toBeNull();
    expect(await setPasswordWithToken(db.prisma, token, 'andre-passord-2')).toBeNull();
    const hash = (await storedHash(user.id))!;
    expect(await verifyPassword(hash, 'forste-passord-1')).toBe(true);
    expect(await verifyPassword(hash, 'andre-passord-2')).toBe(false);
  });

  it('two uses at the same time: exactly one succeeds', async () => {
    const user = await account();
    const { token } = await issueToken(db.prisma, user.id, 'INVITATION');
    const results = await Promise.all([
      setPasswordWithToken(db.prisma, token, 'samtidig-passord-a'),
      setPasswordWithToken(db.prisma, token, 'samtidig-passord-b'),
    ]);
    const winners = results.filter((r) => r !== null);
    expect(winners).toHaveLength(1);
    const winner = results[0] ? 'samtidig-passord-a' : 'samtidig-passord-b';
    const loser = results[0] ? 'samtidig-passord-b' : 'samtidig-passord-a';
    const hash = (await storedHash(user.id))!;
    expect(await verifyPassword(hash, winner)).toBe(true);
    expect(await verifyPassword(hash, loser)).toBe(false);
  });

  it('stored hashed: the database holds the SHA-256 hex of the token, never the token', async () => {
    const user = await account();
    const { token } = await issueToken(db.prisma, user.id, 'INVITATION');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.prisma.authToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].tokenHash).toBe(hashToken(token));
    expect(rows[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    // No column of any row of the table holds the token.
    const dump = await db.prisma.$queryRawUnsafe<Array<{ row: string }>>('SELECT row_to_json(t)::text AS row FROM auth_tokens t');
    expect(dump.length).toBeGreaterThan(0);
    for (const { row } of dump) expect(row).not.toContain(token);
    // A lookup by the hash itself is not a token.
    expect(await findUsableToken(db.prisma, rows[0].tokenHash)).toBeNull();
  });

  it.each(['INVITATION', 'PASSWORD_RESET'] as const)('%s: a newer link voids the older one; the newer one works', async (purpose) => {
    const user = await account();
    const first = await issueToken(db.prisma, user.id, purpose);
    const second = await issueToken(db.prisma, user.id, purpose);
    expect(await findUsableToken(db.prisma, first.token)).toBeNull();
    expect(await setPasswordWithToken(db.prisma, first.token, 'gammel-lenke-1')).toBeNull();
    expect(await setPasswordWithToken(db.prisma, second.token, 'ny-lenke-passord')).toMatchObject({ userId: user.id, purpose });
    expect(await verifyPassword((await storedHash(user.id))!, 'ny-lenke-passord')).toBe(true);
  });

  it("an inactive account's token is refused", async () => {
    const user = await account({ isActive: false });
    const { token } = await issueToken(db.prisma, user.id, 'PASSWORD_RESET');
    const before = await storedHash(user.id);
    expect(await findUsableToken(db.prisma, token)).toBeNull();
    expect(await setPasswordWithToken(db.prisma, token, 'nytt-passord-123')).toBeNull();
    expect(await storedHash(user.id)).toBe(before);
  });

  it('setting the password ends every session of the account and voids its other open links; other accounts untouched', async () => {
    const user = await account();
    const other = await account();
    const phone = await cookieOf(user);
    const laptop = await cookieOf(user);
    const otherCookie = await cookieOf(other);
    const invitation = await issueToken(db.prisma, user.id, 'INVITATION');
    const resetLink = await issueToken(db.prisma, user.id, 'PASSWORD_RESET');
    const othersLink = await issueToken(db.prisma, other.id, 'PASSWORD_RESET');

    const result = await setPasswordWithToken(db.prisma, resetLink.token, 'helt-nytt-passord');
    expect(result).toMatchObject({ userId: user.id, endedSessions: 2 });
    expect(await status(phone)).toBe(401);
    expect(await status(laptop)).toBe(401);
    expect(await db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await findUsableToken(db.prisma, invitation.token)).toBeNull();
    expect(await db.prisma.authToken.count({ where: { userId: user.id, usedAt: null } })).toBe(0);

    expect(await status(otherCookie)).toBe(200);
    expect(await findUsableToken(db.prisma, othersLink.token)).toMatchObject({ userId: other.id });
  });

  it('an account whose invitation is pending (no password) cannot sign in with any password', async () => {
    const user = await account({ pending: true });
    expect(await storedHash(user.id)).toBeNull();
    // 'no-such-account-timing-equaliser' is the password of the hash unknown e-mails are checked against.
    for (const password of [user.password, 'passord123', '        ', 'null-null-null', 'undefined', 'no-such-account-timing-equaliser']) {
      const response = await signIn(user.email, password);
      expect(response.status).toBe(401);
      expect((await response.json()).error).toBe(AUTH_MESSAGES.invalidCredentials);
    }
    expect(await db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    // Its invitation sets the first password; then it signs in.
    const { token } = await issueToken(db.prisma, user.id, 'INVITATION');
    expect(await setPasswordWithToken(db.prisma, token, 'forste-passord-1')).toMatchObject({ purpose: 'INVITATION' });
    expect((await signIn(user.email, 'forste-passord-1')).status).toBe(200);
  });

  it('links that expired more than a day ago are removed by the clean-up; younger ones stay', async () => {
    const user = await account();
    const now = new Date('2026-04-10T12:00:00Z');
    const old = await issueToken(db.prisma, user.id, 'PASSWORD_RESET', new Date(now.getTime() - 26 * HOUR));
    const recent = await issueToken(db.prisma, user.id, 'INVITATION', new Date(now.getTime() - 73 * HOUR));
    expect(await deleteStaleTokens(db.prisma, now)).toBeGreaterThanOrEqual(1);
    expect(await db.prisma.authToken.count({ where: { tokenHash: hashToken(old.token) } })).toBe(0);
    expect(await db.prisma.authToken.count({ where: { tokenHash: hashToken(recent.token) } })).toBe(1);
  });
});

describe('POST /api/auth/password/forgot', () => {
  it('202 with the same body for a known, an unknown and an inactive address; only the known one gets a link', async () => {
    const known = await account();
    const inactive = await account({ isActive: false });
    const unknown = `finnes-ikke-${counter}@example.no`;
    const answers = [];
    for (const email of [known.email, unknown, inactive.email, known.email.toUpperCase()]) {
      const response = await forgot({ email });
      answers.push({ status: response.status, cache: response.headers.get('cache-control'), body: await response.text() });
    }
    for (const answer of answers) {
      expect(answer).toEqual({ status: 202, cache: 'no-store', body: JSON.stringify({ message: PASSWORD_FORGOT_MESSAGES.sent }) });
    }
    await settlePasswordResetWork();

    expect(await outboxFor(unknown)).toHaveLength(0);
    expect(await outboxFor(inactive.email)).toHaveLength(0);
    expect(await db.prisma.authToken.count({ where: { userId: inactive.id } })).toBe(0);
    const mails = await outboxFor(known.email);
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.kind === 'password_reset' && m.status === 'pending')).toBe(true);

    // The newest link works (1 hour, PASSWORD_RESET); the older one was voided by it.
    const [older, newer] = mails.map((m) => tokenInLink(m.text));
    expect(newer).toBeTruthy();
    expect(mails[1].text).toContain(`${siteConfig().siteUrl}${SET_PASSWORD_PATH}?token=${newer}`);
    expect(mails[1].html).toContain(`${SET_PASSWORD_PATH}?token=${newer}`);
    expect(await findUsableToken(db.prisma, older)).toBeNull();
    const holder = await findUsableToken(db.prisma, newer);
    expect(holder).toMatchObject({ userId: known.id, purpose: 'PASSWORD_RESET' });
    expect(Math.abs(holder!.expiresAt.getTime() - Date.now() - HOUR)).toBeLessThan(60_000);

    // Audited for the existing account only, never with the token.
    const entries = await db.prisma.auditEvent.findMany({ where: { action: 'password_reset_requested' } });
    expect(entries.filter((e) => e.actorEmail === known.email)).toHaveLength(2);
    expect(entries.some((e) => e.actorEmail === unknown || e.actorEmail === inactive.email)).toBe(false);
    expect(JSON.stringify(entries)).not.toContain(newer);
  });

  it('400 for a body that is not an e-mail address; 403 from another site; nothing written', async () => {
    const known = await account();
    const invalid = await forgot({ email: 'ikke-en-adresse' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: PASSWORD_FORGOT_MESSAGES.invalid, fieldErrors: { email: ['Ugyldig e-postadresse'] } });
    expect((await forgot('ikke json')).status).toBe(400);

    const crossSite = await forgot({ email: known.email }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error).toBe(AUTH_MESSAGES.crossSite);
    await settlePasswordResetWork();
    expect(await outboxFor(known.email)).toHaveLength(0);
  });

  it(`per address: at most ${PASSWORD_FORGOT_LIMITS.address.points} links an hour, still 202 past it (from any client)`, async () => {
    const known = await account();
    const limit = PASSWORD_FORGOT_LIMITS.address.points;
    for (let i = 0; i < limit + 2; i++) {
      const response = await forgot({ email: known.email });
      expect(response.status).toBe(202);
      expect((await response.json()).message).toBe(PASSWORD_FORGOT_MESSAGES.sent);
    }
    await settlePasswordResetWork();
    expect(await outboxFor(known.email)).toHaveLength(limit);
  });

  it('per account: past its limit still 202, nothing sent', async () => {
    const known = await account();
    for (let i = 0; i < PASSWORD_FORGOT_LIMITS.account.points; i++) {
      expect((await consumeRateLimit(PASSWORD_FORGOT_LIMITS.account, String(known.id))).allowed).toBe(true);
    }
    const response = await forgot({ email: known.email });
    expect(response.status).toBe(202);
    expect((await response.json()).message).toBe(PASSWORD_FORGOT_MESSAGES.sent);
    await settlePasswordResetWork();
    expect(await outboxFor(known.email)).toHaveLength(0);
    expect(await db.prisma.authToken.count({ where: { userId: known.id } })).toBe(0);
  });

  it(`per client address: ${PASSWORD_FORGOT_LIMITS.ip.points} an hour, then 429 with Retry-After`, async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < PASSWORD_FORGOT_LIMITS.ip.points; i++) {
      expect((await forgot({ email: `ip-grense-${i}@example.no` }, { 'x-forwarded-for': ip })).status).toBe(202);
    }
    const known = await account();
    const refused = await forgot({ email: known.email }, { 'x-forwarded-for': ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/^For mange forsøk\. Prøv igjen om /);
    await settlePasswordResetWork();
    expect(await outboxFor(known.email)).toHaveLength(0);
    // Another client is not affected.
    expect((await forgot({ email: known.email })).status).toBe(202);
  });
});

describe('POST /api/auth/password/reset', () => {
  it('200: the password is set, every session ends, the old password is refused, audited password_reset', async () => {
    const user = await account();
    const session = await cookieOf(user);
    const { token } = await issueToken(db.prisma, user.id, 'PASSWORD_RESET');
    const response = await reset({ token, password: 'mitt-nye-passord', confirmPassword: 'mitt-nye-passord' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.done, role: 'DEALER', endedSessions: 1 });
    expect(await status(session)).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, 'mitt-nye-passord')).status).toBe(200);

    const entries = await db.prisma.auditEvent.findMany({ where: { action: 'password_reset', actorId: user.id } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'session', entityId: String(user.id), actorEmail: user.email });
    expect(JSON.stringify(entries)).not.toContain(token);
    expect(JSON.stringify(entries)).not.toContain('mitt-nye-passord');
  });

  it("an invitation's link: 200 with the role, audited invitation_accepted", async () => {
    const admin = await account({ role: 'ADMIN', pending: true });
    const { token } = await issueToken(db.prisma, admin.id, 'INVITATION');
    const response = await reset({ token, password: 'admin-passord-1' });
    expect(response.status).toBe(200);
    expect((await response.json()).role).toBe('ADMIN');
    expect(await db.prisma.auditEvent.count({ where: { action: 'invitation_accepted', actorId: admin.id } })).toBe(1);
  });

  it('400 at the token field for an unknown, expired, used or voided token; nothing changes', async () => {
    const user = await account();
    const before = await storedHash(user.id);
    const expired = await issueToken(db.prisma, user.id, 'PASSWORD_RESET', new Date(Date.now() - HOUR - 1000));
    const voided = await issueToken(db.prisma, user.id, 'INVITATION');
    await issueToken(db.prisma, user.id, 'INVITATION');
    const used = await issueToken(db.prisma, user.id, 'PASSWORD_RESET');
    expect((await reset({ token: used.token, password: 'forste-passord-1' })).status).toBe(200);
    const afterFirst = await storedHash(user.id);
    expect(afterFirst).not.toBe(before);

    for (const token of ['A'.repeat(43), 'kort', '', expired.token, voided.token, used.token, hashToken(used.token)]) {
      const response = await reset({ token, password: 'annet-passord-2' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: PASSWORD_RESET_MESSAGES.tokenInvalid,
        code: 'validation_failed',
        fieldErrors: { token: [PASSWORD_RESET_MESSAGES.tokenInvalid] },
      });
    }
    expect(await storedHash(user.id)).toBe(afterFirst);
  });

  it('400 for a weak password or a mismatch, and the link still works afterwards; 403 from another site', async () => {
    const user = await account();
    const { token } = await issueToken(db.prisma, user.id, 'PASSWORD_RESET');
    const weak = await reset({ token, password: 'kort' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).fieldErrors.password).toContain('Passordet må være minst 8 tegn');
    const mismatch = await reset({ token, password: 'langt-passord-1', confirmPassword: 'langt-passord-2' });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).fieldErrors.confirmPassword).toContain(PASSWORD_RESET_MESSAGES.mismatch);
    expect((await reset({ token, password: 'langt-passord-1' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await findUsableToken(db.prisma, token)).toMatchObject({ userId: user.id });
    expect((await reset({ token, password: 'langt-passord-1' })).status).toBe(200);
  });
});
