/**
 * The rate limiter's stores: Redis when REDIS_URL is set (a real redis-server started for this
 * file on a free port), and the in-memory stand-in when the shared store cannot be reached.
 * The PostgreSQL store is exercised through the form handlers in contact.test.ts and the
 * sign-in throttle in auth.test.ts; the throttle's counters and gates are checked here on Redis.
 */
import type { ChildProcess } from 'node:child_process';
import { closeRateLimitStores, consumeRateLimit, decrementCount, incrementCount, readCount, type RateLimitRule } from '@/lib/security/rate-limit';
import { beginLoginAttempt, loginFailed, loginSucceeded } from '@/lib/auth/throttle';
import pg from 'pg';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';
import { startRedisServer } from '../support/redis-server';

const rule = (name: string): RateLimitRule => ({ name, points: 3, windowSeconds: 60 });

async function decisions(r: RateLimitRule, key: string, n: number) {
  const out: boolean[] = [];
  for (let i = 0; i < n; i++) out.push((await consumeRateLimit(r, key)).allowed);
  return out;
}

describe('Redis store (REDIS_URL)', () => {
  let redis: ChildProcess;

  beforeAll(async () => {
    const server = await startRedisServer();
    redis = server.process;
    process.env.REDIS_URL = server.url;
  });

  afterAll(async () => {
    await closeRateLimitStores();
    delete process.env.REDIS_URL;
    redis?.kill('SIGTERM');
  });

  it('refuses the 4th request of a key, not another key, and holds across limiter instances', async () => {
    expect(await decisions(rule('redis-test'), '192.0.2.10', 4)).toEqual([true, true, true, false]);
    expect((await consumeRateLimit(rule('redis-test'), '192.0.2.11')).allowed).toBe(true);

    // Another app instance: new connections and limiters, the same counters in Redis.
    await closeRateLimitStores();
    const again = await consumeRateLimit(rule('redis-test'), '192.0.2.10');
    expect(again).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (!again.allowed) expect(again.retryAfterSeconds).toBeGreaterThan(50);
  });

  it('counters count without refusing and take back; a gate opens its window with the duration asked for', async () => {
    const counter: RateLimitRule = { name: 'redis-counter', points: 1_000_000, windowSeconds: 600 };
    expect([await incrementCount(counter, 'k'), await incrementCount(counter, 'k'), await incrementCount(counter, 'k')]).toEqual([1, 2, 3]);
    await decrementCount(counter, 'k');
    expect(await readCount(counter, 'k')).toBe(2);
    expect(await readCount(counter, 'other')).toBe(0);

    const gate: RateLimitRule = { name: 'redis-gate', points: 1, windowSeconds: 900 };
    expect((await consumeRateLimit(gate, 'g', { durationSeconds: 4 })).allowed).toBe(true);
    const closed = await consumeRateLimit(gate, 'g', { durationSeconds: 4 });
    expect(closed).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (!closed.allowed) expect(closed.retryAfterSeconds).toBeLessThanOrEqual(4);
  });

  it('the sign-in throttle on Redis: 5 free failures, the 6th opens a 1 s gate, success starts the pair afresh', async () => {
    const [email, ip] = ['redis-throttle@example.no', '192.0.2.30'];
    for (let i = 0; i < 6; i++) {
      expect(await beginLoginAttempt(email, ip)).toEqual({ allowed: true });
      await loginFailed(email);
    }
    expect(await beginLoginAttempt(email, ip)).toEqual({ allowed: false, slowed: true, retryAfterSeconds: 1, scope: 'account-address' });
    // Another address is not slowed for this account.
    expect(await beginLoginAttempt(email, '192.0.2.31')).toEqual({ allowed: true });
    await loginSucceeded(email, '192.0.2.31');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await beginLoginAttempt(email, ip)).toEqual({ allowed: true });
    await loginSucceeded(email, ip);
    for (let i = 0; i < 5; i++) {
      expect(await beginLoginAttempt(email, ip)).toEqual({ allowed: true });
      await loginFailed(email);
    }
  });
});

describe('PostgreSQL store', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await cloneTemplateDatabase('ratelimit_pg');
    process.env.DATABASE_URL = db.url;
  });
  afterAll(async () => {
    await closeRateLimitStores();
    delete process.env.DATABASE_URL;
    await db.drop();
  });

  it('survives the server ending its idle connections (a restart): no crash, the counts hold', async () => {
    const r = rule('pg-idle');
    expect(await decisions(r, '192.0.2.30', 2)).toEqual([true, true]);
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await decisions(r, '192.0.2.30', 2)).toEqual([true, false]);
  });
});

describe('when the shared store cannot be reached', () => {
  afterEach(async () => {
    await closeRateLimitStores();
    delete process.env.REDIS_URL;
  });

  // Nothing listens on port 1.
  it.each([
    ['PostgreSQL', { DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/nowhere' }],
    ['Redis', { REDIS_URL: 'redis://127.0.0.1:1' }],
  ])('%s down: counts in memory instead, so the limit still holds', async (store, vars) => {
    Object.assign(process.env, vars);
    const r = rule(`outage-${store}`);
    expect(await decisions(r, '192.0.2.20', 4)).toEqual([true, true, true, false]);
    expect((await consumeRateLimit(r, '192.0.2.21')).allowed).toBe(true);
  });
});
