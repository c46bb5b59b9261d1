import { NextResponse, type NextRequest } from 'next/server';
import { hasCoverage } from '@/lib/catalogue/quantity';
import { CATALOGUE_API_MESSAGES } from '@/lib/catalogue/messages';
import { loadProductDetail } from '@/lib/catalogue/queries';
import { prisma } from '@/lib/db';
import { env } from '@/lib/env';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { INSIGHT_API_MESSAGES } from '@/lib/insight/messages';
import { noteCalculatorUse } from '@/lib/insight/record';
import { clientIp } from '@/lib/security/client-ip';
import { calculatorBeaconRule, consumeRateLimit, rateLimitedResponse } from '@/lib/security/rate-limit';

export const dynamic = 'force-dynamic';

/**
 * POST /api/insight/calculator/{articleNumber}: the quantity calculator's island reports its first
 * valid answer in a page view (docs/product.md: Oversikt, 'Bruk av mengdekalkulatoren'). No body.
 * 204 (counted after the answer, once per product, client address and day; a crawler's is not) ·
 * 404 for an unknown product or one without a coverage figure (it has no calculator) · 429 past
 * SEARCH_RATE_LIMIT_PER_MINUTE per client address (a bucket of its own).
 */
export function POST(request: NextRequest, { params }: { params: Promise<{ articleNumber: string }> }) {
  return route(
    request,
    async () => {
      const limit = await consumeRateLimit(calculatorBeaconRule(), clientIp(request.headers, env().TRUST_PROXY_HOPS));
      if (!limit.allowed) return rateLimitedResponse(limit.retryAfterSeconds, INSIGHT_API_MESSAGES.calculatorRateLimited);
      const product = await loadProductDetail(prisma, (await params).articleNumber);
      if (!product || !hasCoverage(product)) throw new HttpError(404, CATALOGUE_API_MESSAGES.productNotFound);
      noteCalculatorUse(product.articleNumber);
      return new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
    },
    { failure: INSIGHT_API_MESSAGES.calculatorFailed },
  );
}
