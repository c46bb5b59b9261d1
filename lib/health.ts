import 'server-only';
import { prisma } from './db';
import { logger } from './logger';

export const HEALTH_TIMEOUT_MS = 2000;

/** Whether the database answers a trivial query within the timeout. */
export async function checkDatabase(client = prisma, timeoutMs = HEALTH_TIMEOUT_MS): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.$queryRaw`SELECT 1`,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return 'ok';
  } catch (error) {
    logger.warn({ err: error }, 'Health check: database unreachable');
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}
