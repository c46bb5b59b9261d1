/**
 * lib/server/page-response.ts on a real HTTP server: a single-valued header appended again with the
 * same value goes out once (Next.js 16's cached redirect, vercel/next.js#82117); other headers and
 * different values are untouched.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PageResponse } from './page-response';

async function rawHeaders(handler: (res: http.ServerResponse) => void): Promise<string[]> {
  const server = http.createServer({ ServerResponse: PageResponse }, (_req, res) => {
    handler(res);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<string[]>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path: '/' }, (res) => {
          res.resume();
          resolve(res.rawHeaders);
        })
        .on('error', reject),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The values of one header as sent (rawHeaders is name, value, name, value…). */
const named = (raw: string[], name: string) => raw.flatMap((v, i) => (i % 2 === 0 && v.toLowerCase() === name ? [raw[i + 1]] : []));

describe('PageResponse headers', () => {
  it('sends Location and x-nextjs-stale-time once when the same value is appended again', async () => {
    const raw = await rawHeaders((res) => {
      res.statusCode = 308;
      res.setHeader('Location', '/forhandlere/ny');
      res.setHeader('x-nextjs-stale-time', '300');
      res.appendHeader('location', '/forhandlere/ny');
      res.appendHeader('x-nextjs-stale-time', '300');
    });
    expect(named(raw, 'location')).toEqual(['/forhandlere/ny']);
    expect(named(raw, 'x-nextjs-stale-time')).toEqual(['300']);
  });

  it('keeps headers that may repeat, and a different value', async () => {
    const raw = await rawHeaders((res) => {
      res.appendHeader('Set-Cookie', 'a=1');
      res.appendHeader('Set-Cookie', 'a=1');
      res.setHeader('Location', '/a');
      res.appendHeader('Location', '/b');
      res.appendHeader('Vary', 'rsc');
    });
    expect(named(raw, 'set-cookie')).toEqual(['a=1', 'a=1']);
    expect(named(raw, 'location')).toEqual(['/a', '/b']);
    expect(named(raw, 'vary')).toEqual(['rsc']);
  });
});
