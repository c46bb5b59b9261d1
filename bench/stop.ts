/**
 * How long `npm start` takes to stop on Ctrl-C and on SIGTERM (bench/README.md: Stopping).
 *
 * Starts `npm start` (the existing production build, the embedded database unless DATABASE_URL is
 * set) in a process group of its own, as a terminal runs its foreground job, waits until
 * /api/health answers, keeps one idle keep-alive connection open (as a browser does), then sends
 * the signal to the whole group (a terminal's Ctrl-C: SIGINT to every process of the group) or to
 * the `npm start` process only (`--signal SIGTERM`, as a process manager does). It prints the time
 * until the `npm start` process exited and until none of its processes was left (the group's:
 * npm, serve.ts, Next.js, PostgreSQL; and their descendants: PostgreSQL's workers lead process
 * groups of their own).
 *
 *   npx tsx bench/stop.ts [--port 3140] [--signal SIGINT|SIGTERM] [--runs 1]
 */
import { spawn, execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const port = Number(option('port', '3140'));
const signal = option('signal', 'SIGINT') as NodeJS.Signals;
const runs = Number(option('runs', '1'));

/** pid, parent and process group of every process. */
function processTable(): { pid: number; ppid: number; pgid: number }[] {
  try {
    return execFileSync('ps', ['-eo', 'pid=,ppid=,pgid='], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number))
      .filter(([pid]) => pid > 0)
      .map(([pid, ppid, pgid]) => ({ pid, ppid, pgid }));
  } catch {
    return [];
  }
}

/**
 * The processes of the group `pgid` (what a terminal's Ctrl-C reaches) and all their descendants
 * (PostgreSQL's workers lead process groups of their own).
 */
function tree(pgid: number): number[] {
  const table = processTable();
  const found = new Set(table.filter((p) => p.pgid === pgid).map((p) => p.pid));
  for (let grew = true; grew;) {
    grew = false;
    for (const p of table) {
      if (found.has(p.pid) || !found.has(p.ppid)) continue;
      found.add(p.pid);
      grew = true;
    }
  }
  return [...found];
}

const alive = (pids: number[]) =>
  pids.filter((pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ready(base: string, limitMs: number): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await sleep(250);
  }
  return false;
}

/** One idle keep-alive connection, left open as a browser leaves it. */
function idleConnection(base: string): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(agent));
      })
      .on('error', reject);
  });
}

async function once(run: number): Promise<{ leaderMs: number; allMs: number; code: number | null; members: number }> {
  const base = `http://127.0.0.1:${port}`;
  // detached: the child calls setsid(), so it leads a new process group, as a shell's foreground job.
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
  });
  const pgid = child.pid!;
  const leaderExit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (!(await ready(base, 120_000))) {
    process.kill(-pgid, 'SIGKILL');
    throw new Error(`run ${run}: the server did not answer on ${base} within 120 s`);
  }
  const agent = await idleConnection(base);
  const pids = tree(pgid);
  const members = pids.length;
  const sent = performance.now();
  if (signal === 'SIGINT') process.kill(-pgid, 'SIGINT');
  else process.kill(pgid, signal);
  const code = await leaderExit;
  const leaderMs = performance.now() - sent;
  while (alive(pids).length > 0) {
    if (performance.now() - sent > 60_000) {
      throw new Error(`run ${run}: processes ${alive(pids).join(', ')} still ran 60 s after ${signal}`);
    }
    await sleep(20);
  }
  const allMs = performance.now() - sent;
  agent.destroy();
  return { leaderMs, allMs, code, members };
}

async function main() {
  console.log(`npm start on port ${port}; ${signal === 'SIGINT' ? 'SIGINT to the process group (Ctrl-C)' : `${signal} to the npm start process`}`);
  for (let run = 1; run <= runs; run += 1) {
    const r = await once(run);
    console.log(
      `run ${run}: ${r.members} processes (group and descendants); npm start exited (code ${r.code}) after ${Math.round(r.leaderMs)} ms, ` +
        `the last process after ${Math.round(r.allMs)} ms`,
    );
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
