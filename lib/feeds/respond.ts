/**
 * The feeds' HTTP answer: streamed, cacheable for 5 minutes by crawlers and proxies, with an ETag
 * that changes with any product change, so a conditional request costs one small query (304).
 */
import 'server-only';
import type { PrismaClient } from '../db';
import { feedVersion } from './feeds';

export const FEED_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';

export async function feedResponse(request: Request, prisma: PrismaClient, contentType: string, body: () => ReadableStream<Uint8Array>): Promise<Response> {
  const etag = await feedVersion(prisma);
  const headers = { 'Content-Type': contentType, 'Cache-Control': FEED_CACHE_CONTROL, ETag: etag, 'X-Content-Type-Options': 'nosniff' };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body(), { headers });
}
