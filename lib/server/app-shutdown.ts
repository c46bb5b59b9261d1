/**
 * What the app closes when the server stops (docs/operations.md, 'Stopping and graceful
 * shutdown'): after the last request has finished, the Prisma pool and the rate-limit stores
 * (PostgreSQL pool or Redis connection). Registered once per server process from
 * instrumentation.ts; lib/server/graceful-shutdown.cjs runs the hooks.
 */
import 'server-only';
import { onShutdown } from './graceful-shutdown.cjs';

export function registerAppShutdownHooks(): void {
  onShutdown('prisma', async () => {
    const { disconnectPrisma } = await import('../db');
    await disconnectPrisma();
  });
  onShutdown('rate-limit-stores', async () => {
    const { closeRateLimitStores } = await import('../security/rate-limit');
    await closeRateLimitStores();
  });
}
