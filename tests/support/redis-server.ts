/**
 * A real redis-server (Debian's, `apt-get install -y redis-server`; .ci/run installs it) for the
 * tests that need one: started on a free loopback port, no persistence, stopped by the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

/** A port nothing listens on right now (127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on the port; throws after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`redis-server did not open port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts redis-server on `port` (a free one when left out) and waits until it answers. */
export async function startRedisServer(port?: number): Promise<{ process: ChildProcess; port: number; url: string }> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: apt-get install -y redis-server (.ci/run does)`);
  const chosen = port ?? (await freePort());
  const child = spawn(REDIS_SERVER, ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForPort(chosen);
  return { process: child, port: chosen, url: `redis://127.0.0.1:${chosen}` };
}
