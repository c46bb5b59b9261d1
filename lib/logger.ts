/** Structured JSON logs on the server (pino). */
import 'server-only';
import pino from 'pino';
import { env } from './env';

export const logger = pino({
  level: env().LOG_LEVEL ?? (env().NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'web' },
  redact: {
    paths: ['password', '*.password', 'passwordHash', '*.passwordHash', 'req.headers.cookie', 'req.headers.authorization'],
    censor: '[skjult]',
  },
});
