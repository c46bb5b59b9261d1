import { errorForOutbox, MAX_ATTEMPTS, MAX_ERROR_LENGTH, nextAttemptAfterFailure, RETRY_DELAYS_MS } from './backoff';

describe('nextAttemptAfterFailure', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const minutesLater = (attempts: number) => {
    const next = nextAttemptAfterFailure(attempts, now);
    return next === null ? null : (next.getTime() - now.getTime()) / 60_000;
  };

  it('waits 1 min, 5 min, 30 min, 2 h and 6 h, then gives up', () => {
    expect(MAX_ATTEMPTS).toBe(6);
    expect([1, 2, 3, 4, 5, 6].map(minutesLater)).toEqual([1, 5, 30, 120, 360, null]);
  });

  it('never schedules past the last attempt and grows with every failure', () => {
    expect(nextAttemptAfterFailure(MAX_ATTEMPTS + 3, now)).toBeNull();
    for (let i = 1; i < RETRY_DELAYS_MS.length; i++) expect(RETRY_DELAYS_MS[i]).toBeGreaterThan(RETRY_DELAYS_MS[i - 1]);
  });

  it('refuses a count that is not a positive integer', () => {
    expect(() => nextAttemptAfterFailure(0, now)).toThrow(RangeError);
    expect(() => nextAttemptAfterFailure(1.5, now)).toThrow(RangeError);
  });
});

describe('errorForOutbox', () => {
  it('keeps the message and the SMTP response code on one line', () => {
    const error = Object.assign(new Error('Message failed:\n550 Mailbox\tunavailable'), { responseCode: 550 });
    expect(errorForOutbox(error)).toBe('Message failed: 550 Mailbox unavailable (SMTP 550)');
  });

  it('masks the configured user and password', () => {
    expect(errorForOutbox(new Error('Invalid login for smtp-user with hemmelig123'), ['smtp-user', 'hemmelig123', undefined])).toBe(
      'Invalid login for [skjult] with [skjult]',
    );
  });

  it('cuts long errors and names an unknown one', () => {
    const long = errorForOutbox(new Error('x'.repeat(5000)));
    expect(long).toHaveLength(MAX_ERROR_LENGTH);
    expect(long.endsWith('…')).toBe(true);
    expect(errorForOutbox('')).toBe('Ukjent feil');
  });
});
