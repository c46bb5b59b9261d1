import type { IncomingHttpHeaders } from 'node:http';
import { isPrefetch } from './prefetch';

const fromHeaders = (init: Record<string, string>) => {
  const headers = new Headers(init);
  return isPrefetch((name) => headers.get(name));
};
const fromNode = (headers: IncomingHttpHeaders) => isPrefetch((name) => headers[name]);

describe('isPrefetch (the proxy and the edge alike)', () => {
  it.each([
    [{ 'next-router-prefetch': '1' }],
    [{ 'next-router-segment-prefetch': '/_tree' }],
    [{ 'sec-purpose': 'prefetch' }],
    [{ 'sec-purpose': 'prefetch;prerender' }],
    [{ purpose: 'prefetch' }],
    [{ 'x-purpose': 'preview' }],
    [{ 'x-moz': 'prefetch' }],
  ])('%j is a prefetch, read from Headers and from Node', (headers) => {
    expect(fromHeaders(headers)).toBe(true);
    expect(fromNode(headers)).toBe(true);
  });

  it('a navigation is not (a client navigation, RSC: 1, is a visit)', () => {
    expect(fromHeaders({ rsc: '1', accept: 'text/html' })).toBe(false);
    expect(fromNode({ rsc: '1', 'sec-fetch-dest': 'document' })).toBe(false);
    expect(fromNode({ purpose: ['x', 'prefetch'] as unknown as string })).toBe(true);
  });
});
