/**
 * Lets a bench run the app's route handlers in plain Node under `--conditions=react-server`:
 * `next/navigation` (imported by lib/auth/session.ts through lib/http/route.ts) is resolved to
 * its react-server build, as Next's own bundler does — its client build calls React.createContext,
 * which the react-server React does not have ('createContext is not a function'). Import it
 * before the first route module.
 */
import Module from 'node:module';

type Resolve = (request: string, ...rest: unknown[]) => string;
const modules = Module as unknown as { _resolveFilename: Resolve };
const resolve = modules._resolveFilename;
modules._resolveFilename = function (request: string, ...rest: unknown[]) {
  const target = request === 'next/navigation' ? 'next/dist/client/components/navigation.react-server' : request;
  return resolve.call(this, target, ...rest);
};
