/**
 * The deployment files (docs/operations.md §10), read as data since container images cannot be
 * pulled on the test machines: compose.yaml's services and health checks, the shared secrets
 * (one env file for both app instances, no secret value in the file), HAProxy's backends against
 * the app services, and one readiness path everywhere (tests/scale/config.ts READINESS_PATH).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { READINESS_PATH } from '../scale/config';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  build?: { context: string; target?: string; args?: Record<string, string> };
  image?: string;
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
  'MINIO_ROOT_USER',
  'MINIO_ROOT_PASSWORD',
  'INITIAL_ADMIN_PASSWORD',
  'SMTP_PASSWORD',
];

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
  it('has two app instances, the migration job, a load balancer, PostgreSQL, Redis and an S3-compatible store', () => {
    expect(appServices).toEqual(['app1', 'app2']);
    expect(services.migrate?.build?.target).toBe('migrate');
    expect(services.lb?.image).toMatch(/^haproxy:/);
    expect(services.db?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(services.minio?.image).toMatch(/^minio\/minio/);
  });

  it('gives every service a health check', () => {
    for (const [name, service] of Object.entries(services)) {
      expect({ name, test: service.healthcheck?.test }).toEqual({ name, test: expect.anything() });
    }
  });

  it('checks the app instances on the readiness path', () => {
    for (const name of appServices) expect(JSON.stringify(services[name].healthcheck?.test)).toContain(`:3000${READINESS_PATH}'`);
  });

  it('gives both app instances the same secrets from one env file and the same settings', () => {
    const [first, second] = appServices.map((name) => services[name]);
    expect(envFiles(first)).toEqual(['deploy/secrets.env']);
    expect(envFiles(second)).toEqual(envFiles(first));
    expect(environment(second)).toEqual(environment(first));
    const env = environment(first);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.STORAGE_DRIVER).toBe('s3');
    expect(env.TRUST_PROXY_HOPS).toBe('1');
  });

  it('writes no secret value into the file', () => {
    for (const [name, service] of Object.entries(services)) {
      const env = environment(service);
      for (const secret of SECRET_NAMES) expect({ name, secret, value: env[secret] }).toEqual({ name, secret, value: undefined });
      for (const arg of Object.keys(service.build?.args ?? {})) expect(SECRET_NAMES).not.toContain(arg);
    }
    // No literal that looks like a password or key anywhere (variables like ${SITE_URL} are fine).
    expect(read('compose.yaml')).not.toMatch(/(PASSWORD|SECRET|_KEY)[A-Z_]*\s*[:=]\s*["']?[^\s"'$]/);
    // The secrets file itself is never committed.
    expect(read('.gitignore').split('\n')).toContain('deploy/secrets.env');
    expect(read('.dockerignore').split('\n')).toContain('deploy/secrets.env');
  });

  it('starts the app only after the migration job, Redis and the bucket, and the balancer after both instances', () => {
    for (const name of appServices) {
      expect(services[name].depends_on?.migrate?.condition).toBe('service_completed_successfully');
      expect(services[name].depends_on?.redis?.condition).toBe('service_healthy');
    }
    expect(Object.keys(services.lb.depends_on ?? {}).sort()).toEqual(appServices);
  });
});

describe('deploy/haproxy.cfg', () => {
  it('balances round robin over exactly the app services, with health checks on the readiness path', () => {
    const servers = [...haproxy.matchAll(/^\s*server\s+(\S+)\s+([^:\s]+):(\d+)/gm)].map((m) => ({ name: m[1], host: m[2], port: m[3] }));
    expect(servers.map((s) => s.host).sort()).toEqual(appServices);
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
  it('runs the standalone server as an unprivileged user with a health check on the readiness path', () => {
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toContain('COPY --from=build --chown=node:node /app/.next/standalone ./');
    expect(runtime).toContain('/app/.next/static ./.next/static');
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK /m);
    expect(runtime).toContain(`:'+(process.env.PORT||3000)+'${READINESS_PATH}')`);
    expect(runtime).toMatch(/^CMD \["node", "server.js"\]$/m);
  });

  it('bakes no secret into the image', () => {
    for (const secret of SECRET_NAMES) expect(dockerfile).not.toMatch(new RegExp(`^(ENV|ARG)\\b.*\\b${secret}\\b`, 'm'));
  });
});

describe('next.config.mjs', () => {
  it('builds the standalone server and selects the cache handler at run time', () => {
    const config = read('next.config.mjs');
    expect(config).toMatch(/output: phase === PHASE_PRODUCTION_BUILD \? 'standalone' : undefined/);
    expect(config).toContain("cacheHandler: fileURLToPath(new URL('./lib/next-cache-handler.mjs', import.meta.url))");
  });
});
