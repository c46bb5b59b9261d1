/**
 * The first administrator of a production installation comes from the environment
 * (INITIAL_ADMIN_EMAIL, INITIAL_ADMIN_PASSWORD), never from a published default password.
 * Creates the account only when no account with that e-mail exists.
 */
import 'server-only';
import type { PrismaClient } from '../generated/prisma/client';
import { hashPassword } from './password';

export const MIN_BOOTSTRAP_PASSWORD_LENGTH = 12;

export type BootstrapResult = 'created' | 'exists' | 'not-configured';

type BootstrapEnv = Record<string, string | undefined>;

export async function ensureInitialAdmin(prisma: PrismaClient, env: BootstrapEnv = process.env): Promise<BootstrapResult> {
  const email = env.INITIAL_ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.INITIAL_ADMIN_PASSWORD ?? '';
  if (!email) return 'not-configured';
  if (password.length < MIN_BOOTSTRAP_PASSWORD_LENGTH) {
    throw new Error(`INITIAL_ADMIN_PASSWORD must be at least ${MIN_BOOTSTRAP_PASSWORD_LENGTH} characters.`);
  }
  const existing = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) return 'exists';
  await prisma.user.create({
    data: {
      email,
      passwordHash: await hashPassword(password),
      name: env.INITIAL_ADMIN_NAME?.trim() || 'Administrator',
      company: env.SITE_COMPANY_NAME?.trim() || 'Administrasjon',
      role: 'ADMIN',
    },
  });
  return 'created';
}
