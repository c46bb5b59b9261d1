/**
 * The proxy and the store pages' view counting read a prefetch alike (lib/http/prefetch.ts): the
 * proxy lets each kind through without a policy of its own, as it does a Next.js router prefetch.
 */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

const get = (headers: Record<string, string> = {}) => proxy(new NextRequest('http://127.0.0.1:3000/forhandlere', { headers }));

describe('proxy: prefetches', () => {
  it('a page visit gets the Content-Security-Policy', async () => {
    expect((await get()).headers.get('content-security-policy')).toBeTruthy();
  });

  it.each<Record<string, string>>([
    { 'next-router-prefetch': '1' },
    { 'next-router-segment-prefetch': '/_tree' },
    { 'sec-purpose': 'prefetch' },
    { purpose: 'prefetch' },
  ])('%j is a prefetch: passed on without a policy of its own', async (headers) => {
    expect((await get(headers)).headers.get('content-security-policy')).toBeNull();
  });
});
