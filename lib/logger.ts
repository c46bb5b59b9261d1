/** Structured JSON logs on the server (pino). */
import pino from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'web' },
  redact: {
    paths: ['password', '*.password', 'passwordHash', '*.passwordHash', 'req.headers.cookie', 'req.headers.authorization'],
    censor: '[skjult]',
  },
});
