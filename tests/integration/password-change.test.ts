/**
 * 'Endre passord' (POST /api/auth/password/change; lib/auth/password-change.ts) against the real
 * test database: 401 without a session, 400 for an invalid body or a new password that breaks the
 * password rule, 400 with the field's message for a wrong current password — counted by the
 * sign-in throttle (429) — and on success: a new hash, every other session of the user refused,
 * this one still signed in, another user's untouched, an audit entry without secrets.
 */
import { POST as loginPOST } from '@/app/api/auth/login/route';
import { POST as changePOST } from '@/app/api/auth/password/change/route';
import { GET as userGET } from '@/app/api/auth/user/route';
import { sessionCookieName } from '@/lib/auth/config';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { PASSWORD_CHANGE_MESSAGES } from '@/lib/auth/schema';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { TEXT_MESSAGES } from '@/lib/validation/text';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

const ORIGIN = 'http://127.0.0.1:3000';
const NAME = sessionCookieName();
const PATH = '/api/auth/password/change';

let db: TestDatabase;
let ipCounter = 0;
const nextIp = () => `198.19.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function post(path: string, body: unknown, cookie?: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...(cookie ? { cookie } : {}), ...headers },
  });
}

const change = (body: unknown, cookie?: string, headers: Record<string, string> = {}) => changePOST(post(PATH, body, cookie, headers));

async function signIn(user: { email: string; password: string }, ip = nextIp()): Promise<Response> {
  return loginPOST(post('/api/auth/login', { email: user.email, password: user.password }, undefined, { 'x-forwarded-for': ip }));
}

async function cookieOf(user: { email: string; password: string }): Promise<string> {
  const response = await signIn(user);
  expect(response.status).toBe(200);
  const value = new RegExp(`${NAME}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  expect(value).toBeTruthy();
  return `${NAME}=${value}`;
}

const status = async (cookie: string) => (await userGET(new Request(`${ORIGIN}/api/auth/user`, { headers: { cookie } }))).status;

let counter = 0;
async function account(role: 'DEALER' | 'ADMIN' = 'DEALER') {
  const email = `pwchange-${++counter}-${role.toLowerCase()}@example.no`;
  const password = `gammelt-passord-${counter}`;
  const user = await db.prisma.user.create({
    data: { email, passwordHash: await hashPassword(password), name: `Bruker ${counter}`, company: 'Passord AS', role },
  });
  return { id: user.id, email, password };
}

const storedHash = async (id: number) => (await db.prisma.user.findUniqueOrThrow({ where: { id } })).passwordHash;

beforeAll(async () => {
  db = await cloneTemplateDatabase('password_change');
  process.env.DATABASE_URL = db.url;
  process.env.NEXTAUTH_URL = ORIGIN;
});

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

describe('POST /api/auth/password/change', () => {
  it('401 without a session or with an ended one, before the body is read', async () => {
    const response = await change({ currentPassword: 'x', newPassword: 'nytt-passord-123' });
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBe('Du må logge inn');
    const dealer = await account();
    const cookie = await cookieOf(dealer);
    await db.prisma.session.deleteMany({ where: { userId: dealer.id } });
    expect((await change({ currentPassword: dealer.password, newPassword: 'nytt-passord-123' }, cookie)).status).toBe(401);
    expect(await verifyPassword(await storedHash(dealer.id), dealer.password)).toBe(true);
  });

  it('403 from another site', async () => {
    const dealer = await account();
    const cookie = await cookieOf(dealer);
    const response = await change({ currentPassword: dealer.password, newPassword: 'nytt-passord-123' }, cookie, {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(await verifyPassword(await storedHash(dealer.id), dealer.password)).toBe(true);
  });

  it('400 for an invalid body or a new password that breaks the password rule; nothing changes', async () => {
    const dealer = await account();
    const cookie = await cookieOf(dealer);
    const before = await storedHash(dealer.id);
    const cases: Array<[unknown, string, string]> = [
      [{ currentPassword: dealer.password, newPassword: 'kort' }, 'newPassword', 'Passordet må være minst 8 tegn'],
      [{ currentPassword: dealer.password, newPassword: 'x'.repeat(201) }, 'newPassword', 'Passordet kan ikke være lengre enn 200 tegn'],
      [{ currentPassword: dealer.password, newPassword: 'nytt\npassord-1' }, 'newPassword', TEXT_MESSAGES.badCharacters],
      [{ currentPassword: dealer.password }, 'newPassword', 'Passordet må være minst 8 tegn'],
      [{ currentPassword: '', newPassword: 'nytt-passord-123' }, 'currentPassword', PASSWORD_CHANGE_MESSAGES.currentRequired],
      [{ currentPassword: dealer.password, newPassword: dealer.password }, 'newPassword', PASSWORD_CHANGE_MESSAGES.sameAsCurrent],
      [
        { currentPassword: dealer.password, newPassword: 'nytt-passord-123', confirmPassword: 'nytt-passord-124' },
        'confirmPassword',
        PASSWORD_CHANGE_MESSAGES.mismatch,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await change(body, cookie);
      expect(response.status).toBe(400);
      const json = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
      expect(json.error).toBe(PASSWORD_CHANGE_MESSAGES.invalid);
      expect(json.fieldErrors[field]).toContain(message);
    }
    expect((await change('not json', cookie)).status).toBe(400);
    expect(await storedHash(dealer.id)).toBe(before);
    expect(await status(cookie)).toBe(200);
  });

  it('a wrong current password: 400 at the field, nothing changes, no session ends', async () => {
    const dealer = await account();
    const here = await cookieOf(dealer);
    const elsewhere = await cookieOf(dealer);
    const before = await storedHash(dealer.id);
    const response = await change({ currentPassword: 'feil-passord-1', newPassword: 'nytt-passord-123' }, here);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: PASSWORD_CHANGE_MESSAGES.currentWrong,
      code: 'validation_failed',
      fieldErrors: { currentPassword: [PASSWORD_CHANGE_MESSAGES.currentWrong] },
    });
    expect(await storedHash(dealer.id)).toBe(before);
    expect(await status(here)).toBe(200);
    expect(await status(elsewhere)).toBe(200);
  });

  it('wrong current passwords count for the sign-in throttle: 429 past the free failures, even for the right one', async () => {
    const dealer = await account();
    const cookie = await cookieOf(dealer);
    const ip = '203.0.113.170';
    const from = { 'x-forwarded-for': ip };
    const wrong = { currentPassword: 'feil-passord-1', newPassword: 'nytt-passord-123' };
    for (let i = 0; i < 6; i++) expect((await change(wrong, cookie, from)).status).toBe(400);
    const slowed = await change({ currentPassword: dealer.password, newPassword: 'nytt-passord-123' }, cookie, from);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await slowed.json()).error).toMatch(/^For mange forsøk\. Prøv igjen om /);
    // The same counters as sign-in: a sign-in from that address is slowed too; the password is unchanged.
    expect((await signIn(dealer, ip)).status).toBe(429);
    expect(await verifyPassword(await storedHash(dealer.id), dealer.password)).toBe(true);
  });

  it.each(['DEALER', 'ADMIN'] as const)(
    'success (%s): new hash, every other session refused, this one still signed in, other users untouched, audited without secrets',
    async (role) => {
      const user = await account(role);
      const other = await account();
      const here = await cookieOf(user);
      const phone = await cookieOf(user);
      const tablet = await cookieOf(user);
      const otherCookie = await cookieOf(other);
      const before = await storedHash(user.id);
      const newPassword = `helt-nytt-passord-${counter}`;

      const response = await change({ currentPassword: user.password, newPassword, confirmPassword: newPassword }, here);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ message: 'Passordet er endret. Du er logget ut på andre enheter.', endedSessions: 2 });

      const after = await storedHash(user.id);
      expect(after).not.toBe(before);
      expect(after).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(after, newPassword)).toBe(true);
      expect(await verifyPassword(after, user.password)).toBe(false);

      expect(await status(phone)).toBe(401);
      expect(await status(tablet)).toBe(401);
      expect(await status(here)).toBe(200);
      expect(await status(otherCookie)).toBe(200);
      expect(await db.prisma.session.count({ where: { userId: user.id } })).toBe(1);

      expect((await signIn(user)).status).toBe(401);
      expect((await signIn({ email: user.email, password: newPassword })).status).toBe(200);

      const entries = await db.prisma.auditEvent.findMany({ where: { action: 'password_change', actorId: user.id } });
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ entity: 'session', entityId: String(user.id), actorEmail: user.email });
      expect(entries[0].summary).toBe('password: endret; andre økter avsluttet: 2');
      const stored = JSON.stringify(entries);
      for (const secret of [user.password, newPassword, before, after]) expect(stored).not.toContain(secret);
    },
  );
});
