/**
 * What the app closes when the server stops (docs/operations.md, 'Stopping and graceful
 * shutdown'): after the last request has finished, the e-mail outbox's sender (its timer, and a run
 * in progress is awaited) and the reset links still being written, then the Prisma pool; and the rate-limit stores (PostgreSQL pool or Redis
 * connection). The hooks run side by side, so the sender is stopped inside the Prisma hook. Registered once per server process from
 * instrumentation.ts; the server program runs them (lib/server/shutdown.ts).
 */
import 'server-only';
import { onShutdown } from './shutdown';

export function registerAppShutdownHooks(): void {
  onShutdown('prisma', async () => {
    const { stopOutboxSender } = await import('../mail/sender');
    await stopOutboxSender();
    // A 'Glemt passord?' answered just before the signal still writes its link (password-reset.ts).
    const { settlePasswordResetWork } = await import('../auth/password-reset');
    await settlePasswordResetWork();
    const { disconnectPrisma } = await import('../db');
    await disconnectPrisma();
  });
  onShutdown('rate-limit-stores', async () => {
    const { closeRateLimitStores } = await import('../security/rate-limit');
    await closeRateLimitStores();
  });
}
