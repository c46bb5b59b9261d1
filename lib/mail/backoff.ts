/**
 * When the outbox tries a message again (docs/operations.md §5, E-post). Pure: unit-tested without
 * a database or a mail server.
 *
 * The first attempt is immediate; after a failed attempt n the next one waits RETRY_DELAYS_MS[n-1]
 * (1 min, 5 min, 30 min, 2 h, 6 h). A message that fails its MAX_ATTEMPTS-th attempt is 'failed'
 * for good (an administrator may send it again from the panel).
 */

const MINUTE = 60_000;

export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 360 * MINUTE] as const;

/** One first attempt and one per retry delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * After `attempts` failed attempts (1 after the first): the time of the next attempt, or null when
 * there is none left and the message is failed.
 */
export function nextAttemptAfterFailure(attempts: number, now: Date): Date | null {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be a positive integer, got ${attempts}`);
  if (attempts >= MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + RETRY_DELAYS_MS[attempts - 1]);
}

/** The longest error text kept in the outbox (the column holds 1000 characters). */
export const MAX_ERROR_LENGTH = 500;

/**
 * The error as stored in `lastError`: one line, never a configured secret (the SMTP user and
 * password are masked wherever they appear), cut to MAX_ERROR_LENGTH characters.
 */
export function errorForOutbox(error: unknown, secrets: (string | undefined)[] = []): string {
  const base = error instanceof Error ? error.message || error.name : String(error);
  const code = error && typeof error === 'object' && 'responseCode' in error ? ` (SMTP ${String((error as { responseCode: unknown }).responseCode)})` : '';
  let text = `${base}${code}`.replace(/\s+/g, ' ').trim();
  for (const secret of secrets) {
    if (secret && secret.length >= 3) text = text.split(secret).join('[skjult]');
  }
  if (text.length > MAX_ERROR_LENGTH) text = `${text.slice(0, MAX_ERROR_LENGTH - 1)}…`;
  return text || 'Ukjent feil';
}
