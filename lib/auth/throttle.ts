/**
 * Brute-force protection for sign-in: failed attempts are counted per account (e-mail) and per
 * client address in the shared rate-limit store (PostgreSQL or Redis). Over the limit, further
 * attempts are refused until the window ends, whether or not the password is right, and the
 * answer is the same for known and unknown e-mails.
 */
import 'server-only';
import { peekRateLimit, consumeRateLimit, resetRateLimit, type RateLimitRule } from '../security/rate-limit';

export const LOGIN_ACCOUNT_RULE: RateLimitRule = { name: 'login-account', points: 5, windowSeconds: 15 * 60 };
export const LOGIN_IP_RULE: RateLimitRule = { name: 'login-ip', points: 20, windowSeconds: 15 * 60 };

/** Seconds until sign-in may be tried again, or 0 when it may be tried now. */
export async function loginBlockedFor(email: string, ip: string): Promise<number> {
  const [account, address] = await Promise.all([
    peekRateLimit(LOGIN_ACCOUNT_RULE, email),
    peekRateLimit(LOGIN_IP_RULE, ip),
  ]);
  return Math.max(account, address);
}

export async function recordLoginFailure(email: string, ip: string): Promise<void> {
  await Promise.all([consumeRateLimit(LOGIN_ACCOUNT_RULE, email), consumeRateLimit(LOGIN_IP_RULE, ip)]);
}

/** A successful sign-in clears the account's count (not the address's). */
export async function recordLoginSuccess(email: string): Promise<void> {
  await resetRateLimit(LOGIN_ACCOUNT_RULE, email);
}
