/**
 * The deployment files (docs/operations.md §10), read as data since container images cannot be
 * pulled on the test machines: compose.yaml's services, pinned images and health checks; the secret
 * files (each service given only its own, no value committed, hex values from
 * deploy/init-secrets.sh that keep DATABASE_URL parseable); the storage-setup job against a model of
 * Garage's admin API (the app's key gets read and write on its bucket only); HAProxy's backends
 * against the app services; one readiness path everywhere (tests/scale/config.ts READINESS_PATH).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { GARAGE_KEY_ID, GARAGE_SECRET, setupStorage, storageSetupOptionsFromEnv } from '../../scripts/deploy-storage';
import { READINESS_PATH } from '../scale/config';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  build?: { context: string; target?: string; args?: Record<string, string> };
  image?: string;
  command?: string[];
  env_file?: Array<string | { path: string; required?: boolean }>;
  environment?: Record<string, string> | string[];
  healthcheck?: { test: string[] | string; interval?: string };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
}
interface Compose {
  services: Record<string, Service>;
}

// `merge: true`: compose's `<<` merge keys (the shared x-app block).
const compose = parse(read('compose.yaml'), { merge: true }) as Compose;
const services = compose.services;
const haproxy = read('deploy/haproxy.cfg');
const dockerfile = read('Dockerfile');

const SECRET_NAMES = [
  'NEXTAUTH_SECRET',
  'AUTH_SECRET',
  'POSTGRES_PASSWORD',
  'DATABASE_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'GARAGE_RPC_SECRET',
  'GARAGE_ADMIN_TOKEN',
  'INITIAL_ADMIN_PASSWORD',
  'SMTP_PASSWORD',
];

/** The secret files each service is given, and nothing more (docs/operations.md §10). */
const SERVICE_SECRET_FILES: Record<string, string[]> = {
  app1: ['database', 'session', 's3-app'],
  app2: ['database', 'session', 's3-app'],
  migrate: ['database', 'initial-admin', 's3-app'],
  'storage-setup': ['garage-admin', 's3-app'],
  db: ['postgres'],
  garage: ['garage-rpc', 'garage-admin'],
  redis: [],
  lb: [],
};
const SECRETS_DIR = 'deploy/secrets';

/** `NAME=value` lines of an env file (comments and blank lines skipped). */
function envValues(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** The variable names a service receives from its secret files (read from the committed examples). */
function secretVariables(service: Service): string[] {
  return envFiles(service)
    .flatMap((file) => Object.keys(envValues(read(`${file}.example`))))
    .sort();
}

function envFiles(service: Service): string[] {
  return (service.env_file ?? []).map((f) => (typeof f === 'string' ? f : f.path));
}

function environment(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(env.map((line) => [line.split('=')[0], line.split('=').slice(1).join('=')]));
}

const appServices = Object.entries(services)
  .filter(([, s]) => s.build?.target === 'runtime')
  .map(([name]) => name)
  .sort();

describe('compose.yaml', () => {
  it('has two app instances, the two jobs, a load balancer, PostgreSQL, Redis and an S3-compatible store', () => {
    expect(appServices).toEqual(['app1', 'app2']);
    expect(services.migrate?.build?.target).toBe('migrate');
    expect(services['storage-setup']?.build?.target).toBe('migrate');
    expect(services.lb?.image).toMatch(/^haproxy:/);
    expect(services.db?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(services.garage?.image).toMatch(/^dxflrs\/garage:/);
    expect(Object.keys(services).sort()).toEqual(Object.keys(SERVICE_SECRET_FILES).sort());
  });

  it('pins every image to a version: no :latest, no bare name, no MinIO (gone from Docker Hub)', () => {
    for (const [name, service] of Object.entries(services)) {
      const image = service.image ?? '';
      expect({ name, image }).toEqual({ name, image: expect.stringMatching(/^[a-z0-9./-]+:\S+$/) });
      expect({ name, image }).not.toEqual({ name, image: expect.stringMatching(/:latest$|minio/i) });
      if (service.build) {
        // Built here, tagged by PLEIE_TAG.
        expect({ name, image }).toEqual({ name, image: expect.stringMatching(/^pleie-[a-z]+:\$\{PLEIE_TAG:-[a-z0-9.-]+\}$/) });
      } else {
        // Pulled: a release number (major.minor.patch), never a moving major-only tag.
        expect({ name, image }).toEqual({ name, image: expect.stringMatching(/:v?\d+\.\d+(\.\d+)?(-[a-z0-9.]+)?$/) });
      }
    }
    const dockerfileImages = [...dockerfile.matchAll(/^(?:FROM|ARG NODE_IMAGE=)\s*(\S+)/gm)].map((m) => m[1]);
    expect(dockerfileImages).toContain('node:22.23.1-bookworm-slim');
    for (const image of dockerfileImages) expect(image).toMatch(/^(\$\{NODE_IMAGE\}|deps|build|node:\d+\.\d+\.\d+-[a-z-]+)$/);
    expect(dockerfile).not.toMatch(/:latest\b/);
  });

  it('gives every service a health check', () => {
    for (const [name, service] of Object.entries(services)) {
      expect({ name, test: service.healthcheck?.test }).toEqual({ name, test: expect.anything() });
    }
  });

  it('checks the app instances on the readiness path', () => {
    for (const name of appServices) expect(JSON.stringify(services[name].healthcheck?.test)).toContain(`:3000${READINESS_PATH}'`);
  });

  it('gives both app instances the same secret files and the same settings', () => {
    const [first, second] = appServices.map((name) => services[name]);
    expect(envFiles(second)).toEqual(envFiles(first));
    expect(environment(second)).toEqual(environment(first));
    const env = environment(first);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.STORAGE_DRIVER).toBe('s3');
    expect(env.TRUST_PROXY_HOPS).toBe('1');
  });

  it('gives each service only its own secret files, each one required and with a committed example', () => {
    for (const [name, service] of Object.entries(services)) {
      const files = envFiles(service);
      expect({ name, files }).toEqual({ name, files: SERVICE_SECRET_FILES[name].map((f) => `${SECRETS_DIR}/${f}.env`) });
      for (const entry of service.env_file ?? []) expect(typeof entry === 'string' ? false : entry.required).toBe(true);
      for (const file of files) expect(existsSync(path.join(ROOT, `${file}.example`))).toBe(true);
    }
    // Each variable comes from one file only, so no two files can disagree.
    const examples = readdirSync(path.join(ROOT, SECRETS_DIR)).filter((f) => f.endsWith('.env.example'));
    const names = examples.flatMap((file) => Object.keys(envValues(read(`${SECRETS_DIR}/${file}`))));
    expect(new Set(names).size).toBe(names.length);
    // Every example is used by some service.
    expect(examples.map((f) => f.replace(/\.env\.example$/, '')).sort()).toEqual([...new Set(Object.values(SERVICE_SECRET_FILES).flat())].sort());
  });

  it("keeps the database password, the store's secrets and the first administrator away from the app", () => {
    for (const name of appServices) {
      expect(secretVariables(services[name])).toEqual(['DATABASE_URL', 'NEXTAUTH_SECRET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
    }
    expect(secretVariables(services.db)).toEqual(['POSTGRES_PASSWORD']);
    expect(secretVariables(services.garage)).toEqual(['GARAGE_ADMIN_TOKEN', 'GARAGE_RPC_SECRET']);
    expect(secretVariables(services['storage-setup'])).toEqual(['GARAGE_ADMIN_TOKEN', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
    expect(secretVariables(services.migrate)).toEqual([
      'DATABASE_URL',
      'INITIAL_ADMIN_EMAIL',
      'INITIAL_ADMIN_PASSWORD',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]);
  });

  it("gives the app its own S3 key, not the store's administrator credentials", () => {
    // The store's server never receives the app's key: only the setup job imports it, with the admin token.
    expect(secretVariables(services.garage)).not.toContain('S3_ACCESS_KEY_ID');
    for (const name of [...appServices, 'migrate']) {
      const vars = secretVariables(services[name]);
      for (const admin of ['GARAGE_ADMIN_TOKEN', 'GARAGE_RPC_SECRET']) expect(vars).not.toContain(admin);
      expect(vars.filter((v) => /ROOT|ADMIN_TOKEN/.test(v))).toEqual([]);
    }
  });

  it('points the app at the store as deploy/garage.toml configures it, and runs the setup job before the app', () => {
    const garageToml = read('deploy/garage.toml');
    const region = /^s3_region = "([^"]+)"$/m.exec(garageToml)?.[1];
    const s3Port = /\[s3_api\][^[]*api_bind_addr = "\[::\]:(\d+)"/.exec(garageToml)?.[1];
    const adminPort = /\[admin\][^[]*api_bind_addr = "\[::\]:(\d+)"/.exec(garageToml)?.[1];
    expect(garageToml).toMatch(/^replication_factor = 1$/m);
    expect(garageToml).not.toMatch(/rpc_secret\s*=|admin_token\s*=/);
    for (const name of [...appServices, 'migrate']) {
      const env = environment(services[name]);
      expect(env.S3_REGION).toBe(region);
      expect(env.S3_ENDPOINT).toBe(`http://garage:${s3Port}`);
      expect(env.S3_BUCKET).toBe(environment(services['storage-setup']).S3_BUCKET);
    }
    expect(environment(services['storage-setup']).GARAGE_ADMIN_URL).toBe(`http://garage:${adminPort}`);
    expect(services.garage.volumes).toContain('./deploy/garage.toml:/etc/garage.toml:ro');
    expect(services.garage.command).toEqual(['/garage', 'server', '--single-node']);
    expect(services['storage-setup'].command).toEqual(['node', '--import', 'tsx', 'scripts/deploy-storage.ts']);
    expect(services['storage-setup'].depends_on?.garage?.condition).toBe('service_healthy');
    expect(services.migrate.depends_on?.['storage-setup']?.condition).toBe('service_completed_successfully');
  });

  it('writes no secret value into the file', () => {
    for (const [name, service] of Object.entries(services)) {
      const env = environment(service);
      for (const secret of SECRET_NAMES) expect({ name, secret, value: env[secret] }).toEqual({ name, secret, value: undefined });
      for (const arg of Object.keys(service.build?.args ?? {})) expect(SECRET_NAMES).not.toContain(arg);
    }
    // No literal that looks like a password or key anywhere (variables like ${SITE_URL} are fine).
    expect(read('compose.yaml')).not.toMatch(/(PASSWORD|SECRET|_KEY|TOKEN)[A-Z_]*\s*[:=]\s*["']?[^\s"'$]/);
    // No value in the committed examples but the database URL's shape.
    for (const file of readdirSync(path.join(ROOT, SECRETS_DIR))) {
      for (const [variable, value] of Object.entries(envValues(read(`${SECRETS_DIR}/${file}`)))) {
        expect({ file, variable, value }).toEqual({
          file,
          variable,
          value: variable === 'DATABASE_URL' ? expect.stringContaining('<the POSTGRES_PASSWORD>') : '',
        });
      }
    }
    // The secret files themselves are never committed nor sent to the image build.
    expect(read('.gitignore').split('\n')).toContain('deploy/secrets/*.env');
    expect(read('.dockerignore').split('\n')).toContain('deploy/secrets/*.env');
  });

  it('starts the app only after the migration job, Redis and the bucket, and the balancer after both instances', () => {
    for (const name of appServices) {
      expect(services[name].depends_on?.migrate?.condition).toBe('service_completed_successfully');
      expect(services[name].depends_on?.redis?.condition).toBe('service_healthy');
      expect(services[name].depends_on?.['storage-setup']?.condition).toBe('service_completed_successfully');
    }
    expect(Object.keys(services.lb.depends_on ?? {}).sort()).toEqual(appServices);
  });
});

describe('secret generation (deploy/init-secrets.sh and the instructions)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pleie-secrets-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = () =>
    execFileSync('sh', [path.join(ROOT, 'deploy/init-secrets.sh'), dir], {
      encoding: 'utf8',
      env: { ...process.env, INITIAL_ADMIN_EMAIL: 'admin@example.no' },
    });
  const generated = () =>
    Object.fromEntries(readdirSync(dir).map((file) => [file.replace(/\.env$/, ''), envValues(readFileSync(path.join(dir, file), 'utf8'))]));

  it('writes every file of the examples, with the same variables, readable by the owner only', () => {
    run();
    const files = generated();
    const examples = readdirSync(path.join(ROOT, SECRETS_DIR)).map((f) => f.replace(/\.env\.example$/, ''));
    expect(Object.keys(files).sort()).toEqual(examples.sort());
    for (const name of examples) {
      expect(Object.keys(files[name]).sort()).toEqual(Object.keys(envValues(read(`${SECRETS_DIR}/${name}.env.example`))).sort());
      expect(statSync(path.join(dir, `${name}.env`)).mode & 0o777).toBe(0o600);
    }
  });

  it('produces values that are hex, a DATABASE_URL that parses with the same password, and keys Garage accepts', () => {
    const files = generated();
    const password = files.postgres.POSTGRES_PASSWORD;
    expect(password).toMatch(/^[0-9a-f]{64}$/);
    const url = new URL(files.database.DATABASE_URL);
    expect(url.password).toBe(password);
    expect(decodeURIComponent(url.password)).toBe(password);
    expect(`${url.protocol}//${url.username}@${url.host}${url.pathname}`).toBe('postgresql://pleie@db:5432/pleie');
    expect(files.session.NEXTAUTH_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(files['initial-admin'].INITIAL_ADMIN_PASSWORD).toMatch(/^[0-9a-f]{32}$/);
    expect(files['initial-admin'].INITIAL_ADMIN_EMAIL).toBe('admin@example.no');
    expect(files['garage-rpc'].GARAGE_RPC_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(files['garage-admin'].GARAGE_ADMIN_TOKEN).toMatch(/^[0-9a-f]{64}$/);
    const options = storageSetupOptionsFromEnv({ ...files['s3-app'], ...files['garage-admin'], S3_BUCKET: 'media' });
    expect(options.accessKeyId).toMatch(GARAGE_KEY_ID);
    expect(options.secretAccessKey).toMatch(GARAGE_SECRET);
  });

  it('never overwrites a file that exists (a second run changes nothing)', () => {
    const before = generated();
    expect(run()).toMatch(/^kept /m);
    expect(generated()).toEqual(before);
  });

  it('is what every instruction says: hex secrets only, never base64 (its / and + break a URL)', () => {
    const texts = [
      'compose.yaml',
      'docs/operations.md',
      '.env.example',
      'deploy/init-secrets.sh',
      ...readdirSync(path.join(ROOT, SECRETS_DIR)).map((f) => `${SECRETS_DIR}/${f}`),
    ];
    for (const file of texts) {
      const commands = [...read(file).matchAll(/openssl rand [^`)\n]*/g)].map((m) => m[0]);
      for (const command of commands) expect({ file, command }).toEqual({ file, command: expect.stringMatching(/^openssl rand -hex (\d+|"\$1")/) });
    }
    expect(read('docs/operations.md')).toContain('sh deploy/init-secrets.sh');
  });
});

describe("scripts/deploy-storage.ts (the storage-setup job) against a model of Garage's admin API", () => {
  const TOKEN = 'a'.repeat(64);
  const KEY = { accessKeyId: `GK${'1'.repeat(24)}`, secretAccessKey: 'f'.repeat(64) };

  /** Garage's admin API v2 as far as the job uses it: buckets by global alias, keys, per-bucket permissions. */
  function fakeGarage(options: { unhealthyAnswers?: number } = {}) {
    const state = {
      buckets: new Map<string, string>(),
      keys: new Map<string, { secret: string; createBucket: boolean }>(),
      perms: new Map<string, { read: boolean; write: boolean; owner: boolean }>(),
      calls: [] as string[],
      unhealthy: options.unhealthyAnswers ?? 0,
    };
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      state.calls.push(`${method} ${url.pathname}`);
      if (url.pathname === '/health') return state.unhealthy-- > 0 ? new Response('down', { status: 503 }) : new Response('ok');
      if (new Headers(init?.headers).get('authorization') !== `Bearer ${TOKEN}`) return json(403, { code: 'AccessDenied' });
      const body = init?.body ? JSON.parse(String(init.body)) : {};
      switch (`${method} ${url.pathname}`) {
        case 'GET /v2/GetBucketInfo': {
          const id = state.buckets.get(url.searchParams.get('globalAlias') ?? '');
          return id ? json(200, { id }) : json(404, { code: 'NoSuchBucket' });
        }
        case 'POST /v2/CreateBucket': {
          const id = `b${state.buckets.size + 1}`;
          state.buckets.set(body.globalAlias, id);
          return json(200, { id });
        }
        case 'GET /v2/GetKeyInfo': {
          const id = url.searchParams.get('id') ?? '';
          const key = state.keys.get(id);
          if (!key) return json(404, { code: 'NoSuchAccessKey' });
          return json(200, { accessKeyId: id, ...(url.searchParams.get('showSecretKey') === 'true' ? { secretAccessKey: key.secret } : {}) });
        }
        case 'POST /v2/ImportKey':
          if (state.keys.has(body.accessKeyId)) return json(409, { code: 'KeyAlreadyExists' });
          state.keys.set(body.accessKeyId, { secret: body.secretAccessKey, createBucket: false });
          return json(200, {});
        case 'POST /v2/UpdateKey': {
          const key = state.keys.get(url.searchParams.get('id') ?? '');
          if (!key) return json(404, { code: 'NoSuchAccessKey' });
          if (body.allow?.createBucket) key.createBucket = true;
          if (body.deny?.createBucket) key.createBucket = false;
          return json(200, {});
        }
        case 'POST /v2/AllowBucketKey':
        case 'POST /v2/DenyBucketKey': {
          const flag = url.pathname === '/v2/AllowBucketKey';
          const id = `${body.bucketId}/${body.accessKeyId}`;
          const perm = state.perms.get(id) ?? { read: false, write: false, owner: false };
          for (const name of ['read', 'write', 'owner'] as const) if (body.permissions[name]) perm[name] = flag;
          state.perms.set(id, perm);
          return json(200, {});
        }
        default:
          return json(400, { code: 'InvalidRequest' });
      }
    };
    return { state, fetchImpl: fetchImpl as typeof fetch };
  }

  const options = { adminUrl: 'http://garage:3903/', adminToken: TOKEN, bucket: 'media', ...KEY, waitMs: 10_000 };

  it('waits for the store, creates the bucket and gives the imported app key read and write on it only', async () => {
    const garage = fakeGarage({ unhealthyAnswers: 1 });
    const result = await setupStorage(options, garage.fetchImpl);
    expect(result).toEqual({ bucketId: 'b1', bucketCreated: true, keyImported: true });
    expect(garage.state.calls.filter((c) => c === 'GET /health')).toHaveLength(2);
    expect(garage.state.keys.get(KEY.accessKeyId)).toEqual({ secret: KEY.secretAccessKey, createBucket: false });
    expect(Object.fromEntries(garage.state.perms)).toEqual({ [`b1/${KEY.accessKeyId}`]: { read: true, write: true, owner: false } });
  });

  it('changes nothing on a second run, and adds a new key beside the old one (rotation)', async () => {
    const garage = fakeGarage();
    await setupStorage(options, garage.fetchImpl);
    expect(await setupStorage(options, garage.fetchImpl)).toEqual({ bucketId: 'b1', bucketCreated: false, keyImported: false });
    expect(garage.state.buckets.size).toBe(1);
    const next = { accessKeyId: `GK${'2'.repeat(24)}`, secretAccessKey: 'e'.repeat(64) };
    expect(await setupStorage({ ...options, ...next }, garage.fetchImpl)).toEqual({ bucketId: 'b1', bucketCreated: false, keyImported: true });
    expect([...garage.state.keys.keys()]).toEqual([KEY.accessKeyId, next.accessKeyId]);
    expect(garage.state.perms.get(`b1/${next.accessKeyId}`)).toEqual({ read: true, write: true, owner: false });
    // A new secret under an existing id cannot work (Garage keeps the first): refused with the reason.
    await expect(setupStorage({ ...options, secretAccessKey: 'd'.repeat(64) }, garage.fetchImpl)).rejects.toThrow(
      /exists in the store with another secret: a new secret needs a new key id/,
    );
  });

  it('fails with the reason on a wrong admin token, and refuses keys Garage would not accept before sending anything', async () => {
    const garage = fakeGarage();
    await expect(setupStorage({ ...options, adminToken: 'wrong' }, garage.fetchImpl)).rejects.toThrow(/Bucket media failed: 403/);
    const env = { GARAGE_ADMIN_TOKEN: TOKEN, S3_BUCKET: 'media', S3_ACCESS_KEY_ID: KEY.accessKeyId, S3_SECRET_ACCESS_KEY: KEY.secretAccessKey };
    expect(storageSetupOptionsFromEnv(env)).toMatchObject({ adminUrl: 'http://garage:3903', accessKeyId: KEY.accessKeyId });
    expect(() => storageSetupOptionsFromEnv({ ...env, S3_ACCESS_KEY_ID: 'minioadmin' })).toThrow(/GK followed by 24 hex/);
    expect(() => storageSetupOptionsFromEnv({ ...env, S3_SECRET_ACCESS_KEY: 'a/b+c'.repeat(13) })).toThrow(/64 hex/);
    expect(() => storageSetupOptionsFromEnv({ ...env, GARAGE_ADMIN_TOKEN: '' })).toThrow(/GARAGE_ADMIN_TOKEN is not set/);
  });

  it('gives up with a clear message when the store never becomes healthy', async () => {
    const garage = fakeGarage({ unhealthyAnswers: 1_000 });
    await expect(setupStorage({ ...options, waitMs: 0 }, garage.fetchImpl)).rejects.toThrow(/did not become healthy within 0 ms \(status 503\)/);
  });
});

describe('deploy/haproxy.cfg', () => {
  it('balances round robin over exactly the app services, with health checks on the readiness path', () => {
    const servers = [...haproxy.matchAll(/^\s*server\s+(\S+)\s+([^:\s]+):(\d+)/gm)].map((m) => ({ name: m[1], host: m[2], port: m[3] }));
    // Each app service once checked, and once as an unchecked backup for when none is ready (the database down).
    const checked = servers.filter((s) => !/\bbackup\b/.test(haproxy.split('\n').find((line) => line.includes(`server ${s.name} `)) ?? ''));
    expect(checked.map((s) => s.host).sort()).toEqual(appServices);
    const backups = [...haproxy.matchAll(/^\s*server\s+\S+\s+([^:\s]+):\d+\s+backup\s+no-check$/gm)].map((m) => m[1]);
    expect(backups.sort()).toEqual(appServices);
    expect(haproxy).toMatch(/^\s*option allbackups$/m);
    for (const s of servers) expect(s.port).toBe('3000');
    expect(haproxy).toMatch(/^\s*balance roundrobin$/m);
    expect(haproxy).toContain(`option httpchk GET ${READINESS_PATH}\n`);
    expect(haproxy).toMatch(/default-server check/);
  });

  it('is the file the lb service mounts, on the port it publishes', () => {
    expect(services.lb.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(haproxy).toMatch(/^\s*bind :8080$/m);
    expect(services.lb.ports?.[0]).toMatch(/:8080$/);
  });
});

describe('Dockerfile', () => {
  it('runs what `npm start` runs, as an unprivileged user with a health check on the readiness path', () => {
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toContain('COPY --from=build --chown=node:node /app/.next ./.next');
    expect(runtime).toContain('COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules');
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK /m);
    expect(runtime).toContain(`:'+(process.env.PORT||3000)+'${READINESS_PATH}')`);
    // The same entry as `npm start` (package.json), no preload list anywhere.
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start.replace(/^exec /, '');
    const cmd = /^CMD (\[.*\])$/m.exec(runtime)?.[1];
    expect((JSON.parse(cmd ?? '[]') as string[]).join(' ')).toBe(start);
    expect(dockerfile).not.toMatch(/NODE_OPTIONS|--require/);
  });

  it('bakes no secret into the image', () => {
    for (const secret of SECRET_NAMES) expect(dockerfile).not.toMatch(new RegExp(`^(ENV|ARG)\\b.*\\b${secret}\\b`, 'm'));
  });
});

describe('next.config.mjs', () => {
  it('builds for the server program (no standalone output) and selects the cache handler at run time', () => {
    const config = read('next.config.mjs');
    expect(config).not.toContain('standalone');
    expect(config).toContain("cacheHandler: fileURLToPath(new URL('./lib/next-cache-handler.mjs', import.meta.url))");
  });
});
