/**
 * Graceful shutdown on real sockets (lib/server/shutdown.ts, the server program's edge counting
 * the requests): a response in flight completes, new connections are refused, idle keep-alive
 * connections close at once, the grace period bounds a response that never ends, the hooks run
 * after the drain, and the process is marked as stopping from the start.
 */
import { Agent, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createEdge } from './program';
import {
  ConnectionTracker,
  delayMsFromEnv,
  graceMsFromEnv,
  isShuttingDown,
  onShutdown,
  resetShutdownForTests as resetForTests,
  shutdown as stop,
} from './shutdown';

const quiet = () => undefined;
let trackers: ConnectionTracker[] = [];
const shutdown = (options: Omit<Parameters<typeof stop>[0], 'trackers'>) => stop({ ...options, trackers });

/** A server with /slow (streams 5 chunks over ~delayMs), /hang (never ends) and / (answers at once). */
async function startServer(delayMs = 600): Promise<{ server: Server; port: number; finished: string[] }> {
  const finished: string[] = [];
  const { server, tracker } = createEdge({
    actions: null,
    log: pino({ level: 'silent' }),
    handle: (req, res) => {
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
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  trackers = [tracker];
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
  beforeEach(() => {
    resetForTests();
    trackers = [];
  });
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
