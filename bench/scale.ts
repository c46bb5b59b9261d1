/**
 * `npm run bench:scale`: requests per second of the home page through HAProxy with two instances
 * against the same balancer with instance A alone (the scale test's cluster, tests/scale/cluster.ts:
 * shared PostgreSQL, Redis cache, S3 store). Prints both and their ratio; no assertion. On a
 * machine with few cores the instances, the balancer and autocannon share the CPU, so the ratio
 * says more about the machine than about the site: compare runs on the same machine only.
 * For the cost of the shared cache itself it also measures instance A directly (pages from Redis)
 * and a third instance without REDIS_URL directly (pages from its own memory).
 * Usage (after a production build): npm run bench:scale [-- --duration 10 --connections 16]
 */
import autocannon from 'autocannon';
import { Instance, say, startCluster } from '../tests/scale/cluster';
import { numericArg } from './server';

const duration = Math.min(numericArg('duration', 10), 60);
const connections = Math.min(numericArg('connections', 16), 100);
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

async function measure(url: string) {
  await autocannon({ url, connections, duration: 2, headers: HEADERS });
  const r = await autocannon({ url, connections, duration, headers: HEADERS });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.errors + r.timeouts + r.non2xx };
}

async function main() {
  const cluster = await startCluster();
  try {
    say(`autocannon on /: ${connections} connections, ${duration} s each, loopback`);
    const one = await measure(`${cluster.single}/`);
    const two = await measure(`${cluster.balancer}/`);
    const direct = await measure(`${cluster.a.base}/`);
    const local = new Instance('local', cluster.sparePort, { ...cluster.env, REDIS_URL: '' });
    let own: Awaited<ReturnType<typeof measure>>;
    try {
      await local.start();
      own = await measure(`${local.base}/`);
    } finally {
      await local.stop();
    }
    const row = (what: string, m: typeof one) => ({ what, 'req/s': Math.round(m.rps), 'p50 ms': m.p50, 'p99 ms': m.p99, failed: m.failed });
    console.table([
      row('HAProxy, instance A only', one),
      row('HAProxy, instances A and B', two),
      row('instance A directly (cache in Redis)', direct),
      row('one instance without REDIS_URL directly (cache in memory)', own),
    ]);
    console.log(`Ratio two instances / one through HAProxy: ${(two.rps / one.rps).toFixed(2)}`);
    console.log(`Ratio Redis cache / in-memory cache, one instance directly: ${(direct.rps / own.rps).toFixed(2)}`);
  } finally {
    await cluster.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
