/**
 * 'Glemt passord?' and the one-time link's form sent without JavaScript (lib/auth/password-form-post.ts,
 * the server actions of lib/auth/password-actions.ts) against the real test database, under the JSON
 * routes' rules: a valid address redirects (303 by Next.js) to the neutral confirmation whether or
 * not it has an account, and only an account gets a link; the per-address limit of the JSON route
 * counts these posts too; a wrong address comes back with its field message and the e-mail kept.
 * A valid new password is set (the token used, the audit written) and redirects to the notice with
 * the account's login; mismatched or short passwords come back with their messages and no password
 * in the state; a used token and a database that does not answer are refused with the JSON form's texts.
 */
import net from 'node:net';
import { forgotPasswordAction, setPasswordAction } from '@/lib/auth/password-actions';
import { submitSetPassword } from '@/lib/auth/password-form-post';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { PASSWORD_FORGOT_LIMITS, settlePasswordResetWork } from '@/lib/auth/password-reset';
import { PASSWORD_FORGOT_MESSAGES, PASSWORD_RESET_MESSAGES } from '@/lib/auth/schema';
import { findUsableToken, issueToken } from '@/lib/auth/tokens';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { createPrismaClient } from '@/lib/db';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { resetDatabaseOutage } from '@/lib/server/database-outage';
import { cloneTemplateDatabase, setNextRequest, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let ipCounter = 0;
const nextIp = () => `198.20.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** The browser's form post, with what React adds to a form bound to a server action. */
function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('$ACTION_REF_1', '');
  return form;
}

/** Where the action redirected (Next.js's redirect error), or null when it returned. */
async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    return digest.split(';')[2];
  }
}

let counter = 0;
async function account(role: 'DEALER' | 'ADMIN' = 'DEALER') {
  const n = ++counter;
  const email = `uten-skript-${n}@example.no`;
  const user = await db.prisma.user.create({
    data: { email, passwordHash: await hashPassword(`gammelt-passord-${n}`), name: `Bruker ${n}`, company: 'Skjema AS', role, isActive: true },
  });
  return { id: user.id, email };
}

const outboxFor = (to: string) => db.prisma.outboxMessage.findMany({ where: { to } });

beforeAll(async () => {
  db = await cloneTemplateDatabase('password_post');
  process.env.DATABASE_URL = db.url;
  process.env.NEXTAUTH_URL = 'http://127.0.0.1:3000';
  delete process.env.REDIS_URL;
});

beforeEach(() => setNextRequest({ 'x-forwarded-for': nextIp() }));

afterAll(async () => {
  await settlePasswordResetWork();
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

describe("'Glemt passord?' without JavaScript", () => {
  it('a known and an unknown address: the same redirect to the confirmation; only the account gets a link', async () => {
    const known = await account();
    const unknown = `finnes-ikke-${counter}@example.no`;
    expect(await redirectOf(() => forgotPasswordAction({}, posted({ email: known.email })))).toBe('/auth/glemt-passord?sendt=1');
    expect(await redirectOf(() => forgotPasswordAction({}, posted({ email: unknown, fra: 'admin' })))).toBe('/auth/glemt-passord?fra=admin&sendt=1');
    await settlePasswordResetWork();
    expect(await outboxFor(known.email)).toHaveLength(1);
    expect(await outboxFor(unknown)).toHaveLength(0);
  });

  it('not an e-mail address: its field message, the address kept, nothing sent', async () => {
    const state = await forgotPasswordAction({}, posted({ email: 'ikke-en-adresse' }));
    expect(state).toEqual({ email: 'ikke-en-adresse', fieldErrors: { email: ['Ugyldig e-postadresse'] }, error: PASSWORD_FORGOT_MESSAGES.invalid });
    expect(await forgotPasswordAction({}, posted({}))).toMatchObject({ email: '', fieldErrors: { email: [expect.any(String)] } });
    expect(await forgotPasswordAction({}, { email: 'x' } as unknown as FormData)).toEqual({ error: PASSWORD_FORGOT_MESSAGES.invalid });
  });

  it(`the per-address limit counts these posts: at most ${PASSWORD_FORGOT_LIMITS.address.points} links an hour, the same confirmation past it`, async () => {
    const known = await account();
    for (let i = 0; i < PASSWORD_FORGOT_LIMITS.address.points + 2; i++) {
      expect(await redirectOf(() => forgotPasswordAction({}, posted({ email: known.email })))).toBe('/auth/glemt-passord?sendt=1');
    }
    await settlePasswordResetWork();
    expect(await outboxFor(known.email)).toHaveLength(PASSWORD_FORGOT_LIMITS.address.points);
  });

  it(`past the per-client limit (${PASSWORD_FORGOT_LIMITS.ip.points} an hour): the wait, the address kept`, async () => {
    setNextRequest({ 'x-forwarded-for': '203.0.113.77' });
    for (let i = 0; i < PASSWORD_FORGOT_LIMITS.ip.points; i++) {
      expect(await redirectOf(() => forgotPasswordAction({}, posted({ email: `mange-${i}@example.no` })))).not.toBeNull();
    }
    const state = await forgotPasswordAction({}, posted({ email: 'en-til@example.no' }));
    expect(state.email).toBe('en-til@example.no');
    expect(state.error).toMatch(/^For mange forsøk\. Prøv igjen om \d+ minutter\.$/);
    expect(state.error).toBe(AUTH_MESSAGES.slowed(Number(/om (\d+) minutter/.exec(state.error!)![1]) * 60));
  });
});

describe('the one-time link’s form without JavaScript', () => {
  it('sets the password, uses the token, audits, and redirects to the notice with the account’s login', async () => {
    const dealer = await account();
    const { token } = await issueToken(db.prisma, dealer.id, 'PASSWORD_RESET');
    const target = await redirectOf(() => setPasswordAction({}, posted({ token, password: 'helt-nytt-passord', confirmPassword: 'helt-nytt-passord' })));
    expect(target).toBe('/auth/nytt-passord?satt=forhandler');
    const stored = await db.prisma.user.findUniqueOrThrow({ where: { id: dealer.id } });
    expect(await verifyPassword(stored.passwordHash, 'helt-nytt-passord')).toBe(true);
    expect(await findUsableToken(db.prisma, token)).toBeNull();
    expect(await db.prisma.auditEvent.count({ where: { actorEmail: dealer.email, action: 'password_reset' } })).toBe(1);

    const admin = await account('ADMIN');
    const invitation = await issueToken(db.prisma, admin.id, 'INVITATION');
    expect(
      await redirectOf(() => setPasswordAction({}, posted({ token: invitation.token, password: 'admin-passord-1', confirmPassword: 'admin-passord-1' }))),
    ).toBe('/auth/nytt-passord?satt=admin');
  });

  it('mismatched or short passwords: their messages, no password given back, the token still usable', async () => {
    const dealer = await account();
    const { token } = await issueToken(db.prisma, dealer.id, 'PASSWORD_RESET');
    const mismatch = await setPasswordAction({}, posted({ token, password: 'helt-nytt-passord', confirmPassword: 'noe-annet-passord' }));
    expect(mismatch).toEqual({ fieldErrors: { confirmPassword: [PASSWORD_RESET_MESSAGES.mismatch] }, error: PASSWORD_RESET_MESSAGES.invalid });
    const short = await setPasswordAction({}, posted({ token, password: 'kort', confirmPassword: 'kort' }));
    expect(Object.keys(short.fieldErrors ?? {})).toEqual(['password']);
    expect(JSON.stringify([mismatch, short])).not.toMatch(/helt-nytt|kort"/);
    expect(await findUsableToken(db.prisma, token)).not.toBeNull();
  });

  it('a used or unknown token: the one message for all, nothing changed', async () => {
    const dealer = await account();
    const { token } = await issueToken(db.prisma, dealer.id, 'PASSWORD_RESET');
    await redirectOf(() => setPasswordAction({}, posted({ token, password: 'forste-passord', confirmPassword: 'forste-passord' })));
    const before = (await db.prisma.user.findUniqueOrThrow({ where: { id: dealer.id } })).passwordHash;
    const again = await setPasswordAction({}, posted({ token, password: 'andre-passord', confirmPassword: 'andre-passord' }));
    expect(again).toEqual({ fieldErrors: { token: [PASSWORD_RESET_MESSAGES.tokenInvalid] }, error: PASSWORD_RESET_MESSAGES.tokenInvalid });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: dealer.id } })).passwordHash).toBe(before);
    expect(await setPasswordAction({}, posted({ token: 'A'.repeat(43), password: 'andre-passord', confirmPassword: 'andre-passord' }))).toEqual(again);
  });

  it('a database that does not answer: the failure text, no redirect', async () => {
    const url = new URL(db.url);
    url.port = String(
      await new Promise<number>((resolve) => {
        const server = net.createServer().listen(0, '127.0.0.1', () => {
          const { port } = server.address() as net.AddressInfo;
          server.close(() => resolve(port));
        });
      }),
    );
    const down = createPrismaClient(url.toString());
    try {
      const form = posted({ token: 'B'.repeat(43), password: 'helt-nytt-passord', confirmPassword: 'helt-nytt-passord' });
      expect(await submitSetPassword(down, form, new Headers({ 'x-forwarded-for': nextIp() }))).toEqual({ error: PASSWORD_RESET_MESSAGES.failed });
    } finally {
      await down.$disconnect();
      resetDatabaseOutage();
    }
  });
});
