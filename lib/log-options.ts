/**
 * The pino options of every server log line: the app's logger (lib/logger.ts) and the server
 * program's (lib/server/program.ts, which runs outside the React server bundle and so cannot
 * import the server-only lib/logger.ts) write the same JSON with the same redactions.
 */
import type { LoggerOptions } from 'pino';

export function logOptions(level: string): LoggerOptions {
  return {
    level,
    base: { service: 'web' },
    redact: {
      paths: ['password', '*.password', 'passwordHash', '*.passwordHash', 'req.headers.cookie', 'req.headers.authorization'],
      censor: '[skjult]',
    },
  };
}
