/** Structured JSON logs on the server (pino). */
import 'server-only';
import pino from 'pino';
import { env } from './env';
import { logOptions } from './log-options';

export const logger = pino(logOptions(env().LOG_LEVEL ?? (env().NODE_ENV === 'test' ? 'silent' : 'info')));
