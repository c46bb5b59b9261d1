/**
 * Which requests the demand insight leaves out as crawlers (docs/product.md: Oversikt): a search
 * engine following the advisor's and the search page's links would otherwise count as visitors
 * asking. The rule is the `isbot` package's maintained list of crawler, spider and tool User-Agents
 * (Googlebot, bingbot, HeadlessChrome, curl, python-requests, …). A request without a User-Agent is
 * not called a crawler (a browser always sends one; the per-client caps still hold). Pure.
 */
import { isbot } from 'isbot';

/** True when `userAgent` names a known crawler, spider or HTTP tool. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && userAgent !== '' && isbot(userAgent);
}
