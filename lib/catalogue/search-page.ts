/**
 * The search page's rate limit (docs/product.md: Søk): /sok?q= runs the full-text search and, with
 * no hit, the nearest names — both cost the database — so it has the suggestions' allowance
 * (SEARCH_RATE_LIMIT_PER_MINUTE per client address, GET /api/products/search) in a bucket of its
 * own (searchPageRule), checked BEFORE the search. Consumed once per request: the page and its
 * metadata share the decision (React `cache`, per request).
 */
import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { env } from '../env';
import { clientIp } from '../security/client-ip';
import { consumeRateLimit, searchPageRule, type RateLimitDecision } from '../security/rate-limit';

/** This request's place in the search page's limit; one point per request with a query. */
export const searchPageAllowance = cache(async (): Promise<RateLimitDecision> => {
  return consumeRateLimit(searchPageRule(), clientIp(await headers(), env().TRUST_PROXY_HOPS));
});
