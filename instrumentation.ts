/**
 * Server errors as structured JSON logs (pino) with the route they happened on. The browser
 * only ever sees the Norwegian error page and a digest.
 */
import type { Instrumentation } from 'next';

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('./lib/logger');
  const err = error as Error & { digest?: string };
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
