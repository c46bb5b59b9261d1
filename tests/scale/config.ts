/**
 * Settings the scale-out test (tests/scale/run.ts), its benchmark (bench/scale.ts) and the
 * deployment files (deploy/haproxy.cfg, compose.yaml, Dockerfile) agree on; tests/integration/
 * deployment-files.test.ts checks that the files use the same readiness path.
 */

/**
 * The path the load balancer and the container health checks ask: 200 while the database answers
 * and every migration is applied, 503 once shutdown begins (docs/operations.md §8, §10).
 */
export const READINESS_PATH = '/api/health/ready';

/**
 * Whether a stopped instance finishes its in-flight requests (graceful SIGTERM shutdown). While
 * false, the SIGTERM step of the scale test measures and reports failed requests and the zip
 * download without failing on them; when true it requires no failed request beyond those the
 * balancer retries and a complete zip.
 */
export const GRACEFUL_SHUTDOWN = true;

/** Loopback ports of the test: the balancer, then one per instance. */
export const SCALE_PORTS = { balancer: 3300, a: 3301, b: 3302 } as const;

/** Contact messages per client address in the test (CONTACT_RATE_LIMIT_POINTS). */
export const SCALE_CONTACT_LIMIT = 4;
