/**
 * A small production cluster on loopback for the scale-out test (tests/scale/run.ts), its
 * benchmark (bench/scale.ts) and the fault test (tests/faults/run.ts): one PostgreSQL database
 * created fresh, Redis (Debian's redis-server on a free port), an S3-compatible server (s3rver),
 * two instances of the production build (scripts/serve.ts, i.e. the server program) sharing all three,
 * and HAProxy (Debian's) in front, round robin with health checks on the readiness path. Every
 * process is stopped by `stop()`.
 *
 * Options for the fault test: `name` (its own work folder and database name), `ownDatabase` (an
 * embedded PostgreSQL of its own on a free port instead of the test server, so that stopping it
 * touches nothing else), and `services` on the result to stop and start PostgreSQL, Redis and the
 * object store on their ports.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createDatabase, dropDatabase, openTestServer } from '../support/test-database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../scripts/db/embedded';
import { READINESS_PATH, SCALE_CONTACT_LIMIT, SCALE_PORTS } from './config';

export const ROOT = path.resolve(__dirname, '..', '..');
const WORK = path.join(ROOT, '.data', 'scale');
const workDir = (name: string) => path.join(ROOT, '.data', name);
const S3_BUCKET = 'media';
// s3rver's built-in account (it accepts no other).
const S3_KEY = 'S3RVER';

export { freePort, waitFor, tail, WORK };

export function say(message: string): void {
  process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A free loopback port (the OS picks one, the listener is closed again). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, failed?: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const problem = failed?.();
    if (problem) throw new Error(`${what}: ${problem}`);
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function requireCommand(command: string, install: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${command} || ls /usr/sbin/${command} 2>/dev/null`], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')[0];
  if (!found) throw new Error(`${command} is missing: install it with \`${install}\` (.ci/run does).`);
  return found;
}

/** One app instance: scripts/serve.ts (migrations, then the server program) on its own port. */
export class Instance {
  readonly base: string;
  readonly logFile: string;
  child?: ChildProcess;
  private exited?: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    work = WORK,
  ) {
    this.base = `http://127.0.0.1:${port}`;
    this.logFile = path.join(work, `${name}.log`);
  }

  async start(extraEnv: Record<string, string> = {}): Promise<void> {
    if (await portAnswers(this.port)) throw new Error(`Port ${this.port} is already in use (SCALE_PORT moves the test's ports)`);
    const log = createWriteStream(this.logFile, { flags: 'a' });
    this.exited = undefined;
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), '--conditions=react-server', path.join(ROOT, 'scripts', 'serve.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, ...extraEnv, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that clean-up can end the server program with it.
      detached: true,
    });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    child.once('exit', (code, signal) => {
      this.exited = `exited (${signal ?? code})`;
    });
    this.child = child;
    await waitFor(
      `Instance ${this.name}`,
      async () => (await fetch(`${this.base}${READINESS_PATH}`)).ok,
      180_000,
      () => (this.exited ? `${this.exited}; last log lines:\n${tail(this.logFile)}` : undefined),
    );
  }

  /** Sends `signal` to the instance's start script (which passes it on to the server program); resolves when it has exited. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 30_000): Promise<{ ms: number; exit: string }> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return { ms: 0, exit: 'not running' };
    const started = Date.now();
    const exited = new Promise<string>((resolve) => child.once('exit', (code, sig) => resolve(String(sig ?? code))));
    child.kill(signal);
    const exit = await Promise.race([exited, sleep(timeoutMs).then(() => 'timeout')]);
    if (exit === 'timeout') this.kill();
    return { ms: Date.now() - started, exit };
  }

  /** Ends the whole process group at once (clean-up). */
  kill(): void {
    const pid = this.child?.pid;
    if (pid && this.child?.exitCode === null && this.child.signalCode === null) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}

/** A service of the cluster the fault test stops and starts again (same port, same data). */
export interface Service {
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface Cluster {
  /** PostgreSQL (only with `ownDatabase`), Redis and the object store. */
  services: { postgres?: Service; redis: Service; s3: Service };
  /** The balancer's address (both instances). */
  balancer: string;
  /** A second balancer address with instance A only (the benchmark compares the two). */
  single: string;
  a: Instance;
  b: Instance;
  databaseUrl: string;
  redisUrl: string;
  s3Endpoint: string;
  /** The environment both instances share. */
  env: Record<string, string>;
  /** A free port in the test's range for one more server. */
  sparePort: number;
  stop(): Promise<void>;
}

/** HAProxy's configuration for the test: the options of deploy/haproxy.cfg with loopback addresses. */
export function haproxyConfig(ports: { balancer: number; single: number; a: number; b: number }): string {
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A request that found no connection or an empty answer goes to the other instance.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
  option forwardfor
  # Generous: on a busy test machine a slow answer is not a dead instance.
  timeout check 5s

frontend web
  bind 127.0.0.1:${ports.balancer}
  default_backend app

frontend single
  bind 127.0.0.1:${ports.single}
  default_backend app_a

backend app
  balance roundrobin
  option httpchk GET ${READINESS_PATH}
  http-check expect status 200
  # Which instance answered (the test checks the round robin with it).
  http-response set-header X-Served-By %s
  default-server check inter 1s fall 3 rise 2
  server a 127.0.0.1:${ports.a}
  server b 127.0.0.1:${ports.b}
  # When no instance is ready (the database is down for both), send to both anyway: they still
  # serve cached pages and answer 503 with Retry-After for the rest (docs/operations.md: Failures).
  option allbackups
  server a_unready 127.0.0.1:${ports.a} backup no-check
  server b_unready 127.0.0.1:${ports.b} backup no-check

backend app_a
  option httpchk GET ${READINESS_PATH}
  http-response set-header X-Served-By %s
  server a 127.0.0.1:${ports.a} check inter 1s fall 3 rise 2
`;
}

interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: { address: string; port: number; directory: string; silent: boolean; configureBuckets: { name: string }[] }) => S3rverServer;

export interface ClusterOptions {
  extraEnv?: Record<string, string>;
  /** The work folder (.data/<name>) and the database name's part (pleie_<name>_<pid>); 'scale' by default. */
  name?: string;
  /** An embedded PostgreSQL of the cluster's own on a free port (services.postgres stops and starts it). */
  ownDatabase?: boolean;
}

/** Starts every service and both instances; `stop()` ends them all (also after a failure). */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const name = options.name ?? 'scale';
  const WORK = workDir(name);
  const haproxyBin = requireCommand('haproxy', 'apt-get install -y haproxy');
  const redisBin = requireCommand('redis-server', 'apt-get install -y redis-server');
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) throw new Error('No production build: run `npm run build` (or `npm test`) first, or pass --build.');

  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  const cleanups: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    cleanups.length = 0;
  };

  try {
    // PostgreSQL: a fresh database on the test server, or on a server of the cluster's own.
    let postgres: Service | undefined;
    let server: { serverUrl: string; embedded?: EmbeddedDatabase };
    if (options.ownDatabase) {
      const port = await freePort();
      const embedded = await startEmbeddedPostgres({ dataDir: path.join(WORK, 'postgres'), port, database: 'postgres' });
      server = { serverUrl: embedded.url, embedded };
      postgres = { stop: () => embedded.stop(), start: () => embedded.restart() };
      say(`PostgreSQL of the test's own (embedded) on port ${port}`);
    } else {
      server = (await openTestServer()) as { serverUrl: string; embedded?: EmbeddedDatabase };
    }
    const { serverUrl, embedded } = server;
    if (embedded) cleanups.push(() => embedded.stop());
    const dbName = `pleie_${name}_${process.pid}`;
    const databaseUrl = await createDatabase(serverUrl, dbName);
    if (!options.ownDatabase) cleanups.push(() => dropDatabase(serverUrl, dbName));
    say(`PostgreSQL database ${dbName}`);

    // Redis.
    const redisPort = await freePort();
    let redis: ChildProcess | undefined;
    const redisService: Service = {
      async start() {
        redis = spawn(redisBin, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        await waitFor('Redis', () => portAnswers(redisPort), 10_000);
      },
      async stop() {
        const child = redis;
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      },
    };
    await redisService.start();
    cleanups.push(() => {
      redis?.kill('SIGKILL');
    });
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    say(`Redis on ${redisUrl}`);

    // S3-compatible server.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const S3rver = require('@20minutes/s3rver') as S3rverClass;
    const s3Dir = path.join(WORK, 's3');
    mkdirSync(s3Dir, { recursive: true });
    let s3: S3rverServer | undefined = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true, configureBuckets: [{ name: S3_BUCKET }] });
    const { port: s3Port } = await s3.run();
    const s3Service: Service = {
      async stop() {
        await s3?.close();
        s3 = undefined;
      },
      async start() {
        s3 = new S3rver({ address: '127.0.0.1', port: s3Port, directory: s3Dir, silent: true, configureBuckets: [{ name: S3_BUCKET }] });
        await s3.run();
      },
    };
    cleanups.push(() => s3Service.stop());
    const s3Endpoint = `http://127.0.0.1:${s3Port}`;
    say(`S3-compatible server on ${s3Endpoint}`);

    // The balancer first (its address is the site's public address), then the instances behind it.
    const basePort = Number(process.env.SCALE_PORT) || SCALE_PORTS.balancer;
    const ports = { balancer: basePort, a: basePort + 1, b: basePort + 2, single: basePort + 3 };
    for (const port of Object.values(ports)) if (await portAnswers(port)) throw new Error(`Port ${port} is already in use (SCALE_PORT moves the test's ports)`);
    const balancer = `http://127.0.0.1:${ports.balancer}`;
    const cfg = path.join(WORK, 'haproxy.cfg');
    writeFileSync(cfg, haproxyConfig(ports));
    const check = spawnSync(haproxyBin, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`HAProxy refused its configuration:\n${check.stderr}${check.stdout}`);
    const haproxyLog = openSync(path.join(WORK, 'haproxy.log'), 'w');
    const haproxy = spawn(haproxyBin, ['-db', '-f', cfg], { stdio: ['ignore', haproxyLog, haproxyLog] });
    cleanups.push(() => {
      haproxy.kill('SIGKILL');
    });
    await waitFor('HAProxy', () => portAnswers(ports.balancer), 10_000);
    say(`HAProxy on ${balancer} (round robin, health checks on ${READINESS_PATH})`);

    const shared: Record<string, string> = {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      SITE_URL: balancer,
      NEXTAUTH_URL: balancer,
      NEXTAUTH_SECRET: randomBytes(32).toString('base64'),
      REDIS_URL: redisUrl,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3Endpoint,
      S3_BUCKET,
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      TRUST_PROXY_HOPS: '1',
      CONTACT_RATE_LIMIT_POINTS: String(SCALE_CONTACT_LIMIT),
      CONTACT_RATE_LIMIT_WINDOW_SECONDS: '600',
      SEED_DEMO: 'false',
      ...options.extraEnv,
    };
    const a = new Instance('a', ports.a, shared, WORK);
    const b = new Instance('b', ports.b, shared, WORK);
    cleanups.push(
      () => a.kill(),
      () => b.kill(),
    );
    // A first: it applies the migrations and loads the demo data (images into the S3 server).
    let started = Date.now();
    await a.start({ SEED_DEMO: 'true' });
    say(`Instance a on ${a.base} (migrated and seeded, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    started = Date.now();
    await b.start();
    say(`Instance b on ${b.base} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    await waitFor('Both instances in the balancer', async () => servedBy(balancer, 6).then((s) => s.has('a') && s.has('b')), 30_000);

    return {
      balancer,
      single: `http://127.0.0.1:${ports.single}`,
      a,
      b,
      databaseUrl,
      redisUrl,
      s3Endpoint,
      env: shared,
      sparePort: basePort + 4,
      services: { postgres, redis: redisService, s3: s3Service },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Which instances answered `count` requests through the balancer. */
export async function servedBy(balancer: string, count: number): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${balancer}${READINESS_PATH}`);
    await response.arrayBuffer();
    const server = response.headers.get('x-served-by');
    if (response.ok && server) seen.add(server);
  }
  return seen;
}
