/** The production server the benchmarks measure: scripts/serve.ts on a loopback port. */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

export interface BenchServer {
  base: string;
  stop(): Promise<void>;
}

async function waitForHealth(base: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Server did not become healthy within ${timeoutMs / 1000} s`);
}

/** Starts the build with the usual database set-up (DATABASE_URL, else the embedded demo database). */
export async function startBenchServer(port: number): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [require.resolve('tsx/cli'), '--conditions=react-server', path.join(ROOT, 'scripts', 'serve.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1', SITE_URL: base },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  try {
    await waitForHealth(base, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

export function numericArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
