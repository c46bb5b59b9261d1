/**
 * Sign-in throttling: slow the attacker, never lock out the owner (docs/operations.md, 'Sign-in
 * throttling', has the numbers and the reasons for them).
 *
 * Failed sign-ins are counted per (account, address) and per address, in the shared rate-limit
 * store (PostgreSQL or Redis), for 24 hours from the first one. After a number of free failures,
 * each further attempt from that pair (or address) must wait an exponentially growing delay
 * after the previous one (1 s, 2 s, 4 s … at most 15 minutes); an attempt made sooner is not
 * checked at all and is answered 429 with Retry-After. Failures for one account from all
 * addresses together are counted too: past a ceiling (a distributed guessing attack), addresses
 * that have themselves failed for that account lose their free attempts and wait from 1 minute.
 * An address that has not failed for an account is never slowed because of failures elsewhere,
 * so the owner can always sign in from their own, clean address. Nothing depends on whether the
 * e-mail exists.
 *
 * Concurrency: every attempt is counted (atomically, in the store) before the password is
 * checked and taken back when it was not a failure, and an attempt past the free ones must take
 * a one-request gate that stays closed for the delay; so a burst of parallel requests gets no
 * more guesses than the same requests one after another.
 */
import 'server-only';
import { consumeRateLimit, decrementCount, incrementCount, readCount, resetRateLimit, type RateLimitRule } from '../security/rate-limit';

export interface BackoffPolicy {
  /** Failures that cost no waiting. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further one. */
  baseDelaySeconds: number;
}

export const LOGIN_THROTTLE = {
  /** How long failures are remembered (a fixed window from the first one). */
  memorySeconds: 24 * 60 * 60,
  /** The longest wait between two attempts. */
  maxDelaySeconds: 15 * 60,
  /** One account from one address: room for the owner's typing errors. */
  pair: { freeFailures: 5, baseDelaySeconds: 1 } satisfies BackoffPolicy,
  /** One address, all accounts: room for an office or a mobile network behind one address. */
  address: { freeFailures: 20, baseDelaySeconds: 1 } satisfies BackoffPolicy,
  /** Failures for one account from all addresses past which the pairs that failed lose their free attempts. */
  accountCeiling: 20,
  /** The pair policy once the account is past its ceiling. */
  pairPastCeiling: { freeFailures: 0, baseDelaySeconds: 60 } satisfies BackoffPolicy,
} as const;

/**
 * The wait (seconds) owed after the `failures`-th failure: 0 within the free ones, then
 * base, 2·base, 4·base … capped at LOGIN_THROTTLE.maxDelaySeconds.
 */
export function backoffSeconds(failures: number, policy: BackoffPolicy): number {
  if (failures <= policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures - 1, 30);
  return Math.min(LOGIN_THROTTLE.maxDelaySeconds, policy.baseDelaySeconds * 2 ** doublings);
}

/** The policy of one (account, address) pair, given the account's failures from all addresses. */
export function pairPolicy(accountFailures: number): BackoffPolicy {
  return accountFailures >= LOGIN_THROTTLE.accountCeiling ? LOGIN_THROTTLE.pairPastCeiling : LOGIN_THROTTLE.pair;
}

/** Counters never refuse: they get far more points than they will count. */
const counter = (name: string): RateLimitRule => ({ name, points: 1_000_000, windowSeconds: LOGIN_THROTTLE.memorySeconds });
/** Gates let one attempt through, then stay closed for the delay that attempt opened them with. */
const gate = (name: string): RateLimitRule => ({ name, points: 1, windowSeconds: LOGIN_THROTTLE.maxDelaySeconds });

const PAIR_FAILURES = counter('login-fail-pair');
const ADDRESS_FAILURES = counter('login-fail-address');
const ACCOUNT_FAILURES = counter('login-fail-account');
const PAIR_GATE = gate('login-gate-pair');
const ADDRESS_GATE = gate('login-gate-address');

/** The throttle's answer for one attempt (the audit log records 'slowed' ones). */
export type LoginThrottleDecision =
  | { allowed: true }
  | {
      allowed: false;
      slowed: true;
      retryAfterSeconds: number;
      /** Which count slowed it: the address's, or this account's from this address. */
      scope: 'address' | 'account-address';
    };

const pairKey = (email: string, ip: string) => `${email}|${ip}`;

/**
 * Decides whether this attempt may check the password now, counting it as a failure in advance
 * (call loginSucceeded or loginFailed after checking; a slowed attempt counts nothing).
 */
export async function beginLoginAttempt(email: string, ip: string): Promise<LoginThrottleDecision> {
  const addressFailures = await incrementCount(ADDRESS_FAILURES, ip);
  const addressDelay = backoffSeconds(addressFailures, LOGIN_THROTTLE.address);
  if (addressDelay > 0) {
    const open = await consumeRateLimit(ADDRESS_GATE, ip, { durationSeconds: addressDelay });
    if (!open.allowed) {
      await decrementCount(ADDRESS_FAILURES, ip);
      return { allowed: false, slowed: true, retryAfterSeconds: open.retryAfterSeconds, scope: 'address' };
    }
  }

  const pair = pairKey(email, ip);
  const [pairFailures, accountFailures] = await Promise.all([incrementCount(PAIR_FAILURES, pair), readCount(ACCOUNT_FAILURES, email)]);
  const pairDelay = backoffSeconds(pairFailures, pairPolicy(accountFailures));
  if (pairDelay > 0) {
    const open = await consumeRateLimit(PAIR_GATE, pair, { durationSeconds: pairDelay });
    if (!open.allowed) {
      await Promise.all([decrementCount(PAIR_FAILURES, pair), decrementCount(ADDRESS_FAILURES, ip)]);
      return { allowed: false, slowed: true, retryAfterSeconds: open.retryAfterSeconds, scope: 'account-address' };
    }
  }
  return { allowed: true };
}

/** The attempt failed: it stays counted, and counts towards the account's ceiling. */
export async function loginFailed(email: string): Promise<void> {
  await incrementCount(ACCOUNT_FAILURES, email);
}

/**
 * The attempt succeeded: this pair starts afresh, and the address's advance count is taken back.
 * The account's count is kept: the owner signing in does not end an attack from elsewhere.
 */
export async function loginSucceeded(email: string, ip: string): Promise<void> {
  const pair = pairKey(email, ip);
  await Promise.all([resetRateLimit(PAIR_FAILURES, pair), resetRateLimit(PAIR_GATE, pair), decrementCount(ADDRESS_FAILURES, ip)]);
}
