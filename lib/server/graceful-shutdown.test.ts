/**
 * Graceful shutdown on real sockets (lib/server/graceful-shutdown.cjs): a response in flight
 * completes, new connections are refused, idle keep-alive connections close at once, the grace
 * period bounds a response that never ends, the hooks run after the drain, and the process is
 * marked as stopping from the start.
 */
import { spawn } from 'node:child_process';
import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { delayMsFromEnv, graceMsFromEnv, isShuttingDown, onShutdown, register, resetForTests, shutdown } from './graceful-shutdown.cjs';

const quiet = () => undefined;

/** A server with /slow (streams 5 chunks over ~delayMs), /hang (never ends) and / (answers at once). */
async function startServer(delayMs = 600): Promise<{ server: Server; port: number; finished: string[] }> {
  const finished: string[] = [];
  const server = createServer((req, res) => {
    res.once('finish', () => finished.push(req.url ?? ''));
    if (req.url === '/hang') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('start');
      return;
    }
    if (req.url === '/slow') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      let sent = 0;
      const timer = setInterval(() => {
        res.write(Buffer.alloc(1024, sent));
        sent += 1;
        if (sent === 5) {
          clearInterval(timer);
          res.end();
        }
      }, delayMs / 5);
      return;
    }
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  register(server);
  return { server, port: (server.address() as AddressInfo).port, finished };
}

function get(port: number, path: string, agent?: Agent): Promise<{ res: IncomingMessage; body: Promise<Buffer> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      const body = new Promise<Buffer>((done, fail) => {
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(Buffer.concat(chunks)));
        res.on('error', fail);
        res.on('aborted', () => fail(new Error('aborted')));
        req.on('error', fail);
      });
      resolve({ res, body });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown', () => {
  beforeEach(() => resetForTests());
  afterAll(() => resetForTests());

  it('finishes a response in flight, refuses new connections, then runs the hooks', async () => {
    const { port, finished } = await startServer(600);
    const events: string[] = [];
    onShutdown('pool', () => {
      events.push(`hook after ${finished.join(',')}`);
    });
    const slow = await get(port, '/slow');
    expect(isShuttingDown()).toBe(false);

    const stopped = shutdown({ graceMs: 5000, log: quiet }).then((summary) => {
      events.push('stopped');
      return summary;
    });
    expect(isShuttingDown()).toBe(true);
    await expect(get(port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    const body = await slow.body;
    expect(body.length).toBe(5 * 1024);
    const summary = await stopped;
    expect(summary.forced).toBe(0);
    expect(summary.drainedMs).toBeLessThan(5000);
    expect(events).toEqual(['hook after /slow', 'stopped']);
  });

  it('closes idle keep-alive connections at once and busy ones after their response', async () => {
    const { port } = await startServer(400);
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    try {
      const first = await get(port, '/', agent);
      await first.body; // its connection now idles in the agent's pool
      const slow = await get(port, '/slow', agent);
      const started = Date.now();
      const summary = await Promise.all([shutdown({ graceMs: 5000, log: quiet }), slow.body]);
      expect(summary[1].length).toBe(5 * 1024);
      expect(summary[0].forced).toBe(0);
      // Bounded by the slow response, not by the keep-alive timeout or the grace period.
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      agent.destroy();
    }
  });

  it('cuts a response that outlasts the grace period', async () => {
    const { port } = await startServer();
    const hang = await get(port, '/hang');
    const hookRan = jest.fn();
    onShutdown('stores', hookRan);
    const started = Date.now();
    const summary = await shutdown({ graceMs: 300, log: quiet });
    const elapsed = Date.now() - started;
    expect(summary.forced).toBe(1);
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2000);
    expect(hookRan).toHaveBeenCalledTimes(1);
    await expect(hang.body).rejects.toThrow();
  });

  it('keeps going when a hook fails and answers a second call with the first result', async () => {
    await startServer();
    const messages: string[] = [];
    onShutdown('broken', () => {
      throw new Error('boom');
    });
    const first = shutdown({ graceMs: 100, log: (_level, m) => messages.push(m) });
    expect(shutdown({ graceMs: 100, log: quiet })).toBe(first);
    await first;
    expect(messages.some((m) => m.includes('broken') && m.includes('boom'))).toBe(true);
  });

  it('with a delay, serves on while not ready, then drains', async () => {
    const { port } = await startServer();
    const stopped = shutdown({ graceMs: 1000, delayMs: 400, log: quiet });
    expect(isShuttingDown()).toBe(true);
    const during = await get(port, '/');
    expect(during.res.statusCode).toBe(200);
    expect((await during.body).toString()).toBe('ok');
    const summary = await stopped;
    expect(summary.totalMs).toBeGreaterThanOrEqual(390);
    await expect(get(port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('reads SHUTDOWN_DELAY_SECONDS (default 0)', () => {
    expect(delayMsFromEnv({})).toBe(0);
    expect(delayMsFromEnv({ SHUTDOWN_DELAY_SECONDS: '5' })).toBe(5000);
    expect(delayMsFromEnv({ SHUTDOWN_DELAY_SECONDS: 'x' })).toBe(0);
  });

  it('reads SHUTDOWN_GRACE_SECONDS (default 25 s)', () => {
    expect(graceMsFromEnv({})).toBe(25_000);
    expect(graceMsFromEnv({ SHUTDOWN_GRACE_SECONDS: '5' })).toBe(5000);
    expect(graceMsFromEnv({ SHUTDOWN_GRACE_SECONDS: '0.5' })).toBe(500);
    expect(graceMsFromEnv({ SHUTDOWN_GRACE_SECONDS: 'lots' })).toBe(25_000);
    expect(graceMsFromEnv({ SHUTDOWN_GRACE_SECONDS: '-1' })).toBe(25_000);
  });
});

/**
 * The preload in a real process, as scripts/serve.ts loads it into `next start`: SIGTERM while a
 * response is in flight lets it finish, and the process exits 0; without NEXT_MANUAL_SIG_HANDLE the
 * preload stays out of the way.
 */
describe('graceful-shutdown-preload.cjs in a server process', () => {
  const preload = require.resolve('./graceful-shutdown-preload.cjs');
  // Answers /slow with 5 chunks over 1 s; prints its port once listening.
  const serverScript = `
    const http = require('node:http');
    const server = http.createServer((req, res) => {
      res.writeHead(200);
      let n = 0;
      const t = setInterval(() => { res.write('x'.repeat(1024)); if (++n === 5) { clearInterval(t); res.end(); } }, 200);
    });
    server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));
  `;

  async function startProcess(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--require', preload, '-e', serverScript], {
      env: { NODE_ENV: 'test', PATH: process.env.PATH ?? '', SHUTDOWN_GRACE_SECONDS: '10', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', () => {
        const match = /PORT (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    return { child, port, exited, output: () => output };
  }

  it('finishes the response in flight after SIGTERM and exits 0', async () => {
    const server = await startProcess({ NEXT_MANUAL_SIG_HANDLE: '1' });
    const slow = await get(server.port, '/slow');
    server.child.kill('SIGTERM');
    expect((await slow.body).length).toBe(5 * 1024);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/Draining 1 server\(s\): 1 connection\(s\) open, 1 serving a request/);
  });

  it('leaves the signals alone without NEXT_MANUAL_SIG_HANDLE', async () => {
    const server = await startProcess({});
    const slow = await get(server.port, '/slow');
    const cut = expect(slow.body).rejects.toThrow();
    server.child.kill('SIGTERM');
    // Node's default: killed by the signal at once, the response cut short.
    expect(await server.exited).toEqual({ code: null, signal: 'SIGTERM' });
    await cut;
  });
});
