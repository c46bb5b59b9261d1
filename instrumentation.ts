/**
 * Server start-up hooks: the audit log's scheduled clean-up, and server errors as structured JSON
 * logs (pino) with the route they happened on. The browser only ever sees the Norwegian error
 * page and a digest.
 */
import type { Instrumentation } from 'next';

/**
 * Once per server process, Node.js runtime only: the audit log's daily clean-up (entries older
 * than 365 days; lib/audit/cleanup.ts, docs/operations.md: Audit log), and the e-mail outbox's
 * sender every 30 s (lib/mail/sender.ts; stopOutboxSender() stops it; docs/operations.md §5), and the
 * counter of store-page views the server's edge reports (lib/dealers/stats.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startAuditCleanup } = await import('./lib/audit/cleanup');
  startAuditCleanup();
  const { startOutboxSender } = await import('./lib/mail/sender');
  startOutboxSender();
  // Store-page views, reported by the server's edge (lib/server/store-page-views.ts), counted per store and day.
  const { registerStorePageViews } = await import('./lib/dealers/stats');
  registerStorePageViews();
  // Graceful shutdown stops the sender, then closes the pools after the last request (lib/server/app-shutdown.ts).
  const { registerAppShutdownHooks } = await import('./lib/server/app-shutdown');
  registerAppShutdownHooks();
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('./lib/logger');
  const { noteDatabaseError } = await import('./lib/server/database-outage');
  const err = error as Error & { digest?: string };
  if (noteDatabaseError(error)) {
    logger.warn(
      { err: { message: err.message }, digest: err.digest, method: request.method, path: request.path },
      'Request failed: database unreachable (503)',
    );
    return;
  }
  logger.error(
    {
      err,
      digest: err.digest,
      method: request.method,
      path: request.path,
      routerKind: context.routerKind,
      routePath: context.routePath,
      routeType: context.routeType,
    },
    'Request failed',
  );
};
