/**
 * `npm run bench:action-memory` (after `npm run build`): the server's memory under anonymous
 * server-action posts with large bodies (issue 25). Starts the production build (bench/server.ts),
 * reads the resident set size (RSS, /proc/<pid>/status: Linux) of the process that listens on the
 * port when idle, then while `--parallel` (24) clients keep posting `--mb` (20) MB bodies for
 * `--duration` (10) seconds to /kontakt with a made-up `Next-Action` id, Origin = the site and
 * Content-Type text/plain; prints both, the peak, the answers' statuses and the slowest `GET /`
 * during the attack. Goal (docs/operations.md, 'HTTP server edge'): the peak within 100 MB of idle.
 * Options: --port (default 3202), --parallel, --mb, --duration.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { numericArg, startBenchServer } from './server';

const MADE_UP_ACTION = '0123456789abcdef0123456789abcdef01234567';

/** The pid listening on the port (ss -ltnp), the Next.js server process. */
function listenerPid(port: number): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`No process listens on port ${port}`);
  return Number(pid);
}

function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** One anonymous post of `bytes` (sent in 64 kB chunks as fast as the server takes them); its status or 0. */
function post(base: string, bytes: number): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: '/kontakt',
      headers: { 'next-action': MADE_UP_ACTION, origin: url.origin, 'content-type': 'text/plain;charset=UTF-8', 'content-length': String(bytes) },
    });
    let status = 0;
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on('end', () => resolve(status));
    });
    req.on('error', () => resolve(status));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const part = Math.min(chunk.length, bytes - sent);
        sent += part;
        if (!req.write(part === chunk.length ? chunk : chunk.subarray(0, part))) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

async function timedGet(base: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${base}/`);
  await response.arrayBuffer();
  return performance.now() - start;
}

async function main() {
  const port = numericArg('port', 3202);
  const parallel = numericArg('parallel', 24);
  const mb = numericArg('mb', 20);
  const durationS = numericArg('duration', 10);
  const server = await startBenchServer(port);
  try {
    const pid = listenerPid(port);
    for (let i = 0; i < 5; i++) await timedGet(server.base);
    await new Promise((r) => setTimeout(r, 2000));
    const idle = rssMb(pid);
    let peak = idle;
    let slowestGet = 0;
    const statuses = new Map<number, number>();
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
    const until = Date.now() + durationS * 1000;
    const attackers = Array.from({ length: parallel }, async () => {
      while (Date.now() < until) {
        const status = await post(server.base, mb * 1024 * 1024);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    });
    const prober = (async () => {
      while (Date.now() < until) {
        slowestGet = Math.max(slowestGet, await timedGet(server.base));
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    await Promise.all([...attackers, prober]);
    clearInterval(sampler);
    const after = rssMb(pid);
    const answers = [...statuses].map(([status, n]) => `${n} × ${status || 'connection closed'}`).join(', ');
    console.log(`\nServer-action memory (${parallel} parallel anonymous ${mb} MB posts, made-up action id, ${durationS} s):`);
    console.log(`  RSS idle        ${idle.toFixed(0)} MB`);
    console.log(`  RSS peak        ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)} MB; goal: within 100 MB of idle)`);
    console.log(`  RSS after       ${after.toFixed(0)} MB`);
    console.log(`  answers         ${answers}`);
    console.log(`  slowest GET /   ${slowestGet.toFixed(0)} ms during the attack`);
    process.exitCode = peak - idle <= 100 ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
