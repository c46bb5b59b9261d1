/**
 * A real HTTP server on 127.0.0.1 in front of route handlers, setting X-Socket-Address from the
 * socket as the server program does (lib/server/program.ts, step 1): tests send requests over a
 * TCP socket and the handlers see the headers Next.js would pass on, X-Socket-Address included.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCKET_ADDRESS_HEADER } from '@/lib/security/socket-address';

export type RouteHandler = (request: Request) => Promise<Response> | Response;

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body });
}

/** Serves `routes` (path → handler) until close(); unknown paths answer 404. */
export async function serveHandlers(routes: Record<string, RouteHandler>): Promise<{ url: string; close: () => Promise<void> }> {
  let origin = '';
  const server = createServer((req, res) => {
    req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
    void (async () => {
      const handler = routes[new URL(req.url ?? '/', origin).pathname];
      if (!handler) {
        res.writeHead(404).end();
        return;
      }
      const response = await handler(await toRequest(req, origin));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
