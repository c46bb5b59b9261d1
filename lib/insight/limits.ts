/**
 * The demand insight's limits (docs/product.md: Oversikt; docs/operations.md: Retention). Client-safe.
 */
import { SEARCH_QUERY_MAX } from '../catalogue/search-limits';

/** Weeks older than this many days are deleted by the daily clean-up (lib/insight/cleanup.ts). */
export const DEMAND_RETENTION_DAYS = 365;
/** Distinct product-search terms kept per week; past it only terms already counted that week grow. */
export const DEMAND_TERMS_PER_WEEK = 5000;
/** A term is cut to the search's own limit (100 characters). */
export const DEMAND_TERM_MAX = SEARCH_QUERY_MAX;
/** How many weeks the Oversikt tab shows (the CSV has every week kept). */
export const OVERVIEW_WEEKS = 12;
/** Rows shown per table on the tab (the CSV has all). */
export const OVERVIEW_ROWS = 100;
/**
 * Distinct keys of one kind (terms, postal searches, advisor paths, calculator products) one client
 * address may add to the counts in a day (lib/insight/dedupe.ts): one client cannot crowd out the
 * weekly cap of terms, however many searches it sends.
 */
export const DEMAND_KEYS_PER_CLIENT_DAY = 20;
