import { NextResponse, type NextRequest } from 'next/server';
import { prisma } from '@/lib/db';
import { env } from '@/lib/env';
import { CATALOGUE_API_MESSAGES } from '@/lib/catalogue/messages';
import type { ProductSearchResponse } from '@/lib/catalogue/responses';
import { suggestProducts, normaliseSearchQuery } from '@/lib/catalogue/search';
import { route } from '@/lib/http/route';
import { clientIp } from '@/lib/security/client-ip';
import { consumeRateLimit, rateLimitedResponse, searchRule } from '@/lib/security/rate-limit';

export const dynamic = 'force-dynamic';

/**
 * GET /api/products/search?q=<text>: product suggestions while typing (docs/product.md: Søk).
 * 200 { query, products } (at most 8; an empty or blank query gives none; longer queries are cut
 * to 100 characters) · 429 past SEARCH_RATE_LIMIT_PER_MINUTE per client address.
 */
export function GET(request: NextRequest) {
  return route(
    request,
    async () => {
      const limit = await consumeRateLimit(searchRule(), clientIp(request.headers, env().TRUST_PROXY_HOPS));
      if (!limit.allowed) return rateLimitedResponse(limit.retryAfterSeconds, CATALOGUE_API_MESSAGES.searchRateLimited);
      const query = normaliseSearchQuery(request.nextUrl.searchParams.get('q') ?? '');
      const products = await suggestProducts(prisma, query);
      const body: ProductSearchResponse = { query, products };
      return NextResponse.json(body, { headers: { 'Cache-Control': 'private, max-age=60' } });
    },
    { failure: CATALOGUE_API_MESSAGES.searchFailed },
  );
}
