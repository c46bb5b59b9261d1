import { AUTH_MESSAGES } from './messages';
import { backoffSeconds, LOGIN_THROTTLE, pairPolicy } from './throttle';

describe('backoffSeconds', () => {
  it('costs nothing within the free failures, then doubles from the base', () => {
    const pair = LOGIN_THROTTLE.pair;
    expect([0, 1, 5].map((n) => backoffSeconds(n, pair))).toEqual([0, 0, 0]);
    expect([6, 7, 8, 9, 10].map((n) => backoffSeconds(n, pair))).toEqual([1, 2, 4, 8, 16]);
  });

  it('is capped at 15 minutes, however many failures', () => {
    const pair = LOGIN_THROTTLE.pair;
    expect(backoffSeconds(15, pair)).toBe(512);
    expect(backoffSeconds(16, pair)).toBe(900);
    expect(backoffSeconds(1_000, pair)).toBe(900);
    expect(backoffSeconds(Number.MAX_SAFE_INTEGER, pair)).toBe(900);
    expect(LOGIN_THROTTLE.maxDelaySeconds).toBe(15 * 60);
  });

  it('gives an address 20 free failures across accounts', () => {
    expect(backoffSeconds(20, LOGIN_THROTTLE.address)).toBe(0);
    expect(backoffSeconds(21, LOGIN_THROTTLE.address)).toBe(1);
    expect(backoffSeconds(22, LOGIN_THROTTLE.address)).toBe(2);
  });

  it('grows monotonically', () => {
    for (let n = 0; n < 40; n++) expect(backoffSeconds(n + 1, LOGIN_THROTTLE.pair)).toBeGreaterThanOrEqual(backoffSeconds(n, LOGIN_THROTTLE.pair));
  });
});

describe('pairPolicy (the per-account ceiling)', () => {
  it('keeps the free failures below the ceiling', () => {
    expect(pairPolicy(0)).toBe(LOGIN_THROTTLE.pair);
    expect(pairPolicy(LOGIN_THROTTLE.accountCeiling - 1)).toBe(LOGIN_THROTTLE.pair);
  });

  it('past the ceiling, a pair that failed once waits 1 minute, then 2, 4, 8, 15', () => {
    const policy = pairPolicy(LOGIN_THROTTLE.accountCeiling);
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffSeconds(n, policy))).toEqual([60, 120, 240, 480, 900, 900]);
  });

  it('never slows a pair without failures, whatever the account has seen', () => {
    expect(backoffSeconds(0, pairPolicy(1_000_000))).toBe(0);
  });
});

describe('AUTH_MESSAGES.slowed', () => {
  it('says the wait in seconds, in minutes from two minutes', () => {
    expect(AUTH_MESSAGES.slowed(1)).toBe('For mange forsøk. Prøv igjen om 1 sekund.');
    expect(AUTH_MESSAGES.slowed(4)).toBe('For mange forsøk. Prøv igjen om 4 sekunder.');
    expect(AUTH_MESSAGES.slowed(119)).toBe('For mange forsøk. Prøv igjen om 119 sekunder.');
    expect(AUTH_MESSAGES.slowed(900)).toBe('For mange forsøk. Prøv igjen om 15 minutter.');
  });
});
