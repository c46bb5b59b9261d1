/** The first production administrator comes from the environment, never from a default. */
import { ensureInitialAdmin } from '@/lib/auth/bootstrap';
import { verifyPassword } from '@/lib/auth/password';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

describe('ensureInitialAdmin', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await cloneTemplateDatabase('bootstrap');
  });
  afterAll(() => db.drop());

  it('does nothing without INITIAL_ADMIN_EMAIL', async () => {
    expect(await ensureInitialAdmin(db.prisma, {})).toBe('not-configured');
    expect(await db.prisma.user.count()).toBe(0);
  });

  it('refuses a short password', async () => {
    await expect(ensureInitialAdmin(db.prisma, { INITIAL_ADMIN_EMAIL: 'sjef@firma.no', INITIAL_ADMIN_PASSWORD: 'kort' })).rejects.toThrow(/at least 12/);
    expect(await db.prisma.user.count()).toBe(0);
  });

  it('creates the administrator once, with a hashed password', async () => {
    const env = { INITIAL_ADMIN_EMAIL: ' Sjef@Firma.no ', INITIAL_ADMIN_PASSWORD: 'et-langt-passord-2025' };
    expect(await ensureInitialAdmin(db.prisma, env)).toBe('created');
    expect(await ensureInitialAdmin(db.prisma, env)).toBe('exists');
    const users = await db.prisma.user.findMany();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: 'sjef@firma.no', role: 'ADMIN', isActive: true });
    expect(await verifyPassword(users[0].passwordHash, env.INITIAL_ADMIN_PASSWORD)).toBe(true);
  });
});
