/**
 * The gate in front of the store pages' view counting (lib/dealers/stats.ts countStorePageView;
 * docs/product.md: What the site does for each store): the edge reports every 200/304 of a store
 * page, and counting one costs two queries (the slug's store, then the once-per-client-and-day
 * insert). The gate keeps a flood from becoming two queries per request:
 *
 * - a small in-memory LRU of the (client, slug, Oslo day) keys it has let through: a repeat visit is
 *   dropped without a query (the database would not count it either);
 * - a cap on the counts under way at once: when it is reached, the view is dropped (not queued), so
 *   counting never holds more than `maxInFlight` of the Prisma pool's connections; the drops are
 *   counted for the log.
 *
 * Pure and per process (each server process has its own; the database's dedupe stays the rule).
 */

export type GateAnswer = 'count' | 'seen' | 'saturated';

export interface PageViewGateOptions {
  /** Keys remembered; the least recently seen is forgotten first. */
  capacity: number;
  /** Counts under way at once. */
  maxInFlight: number;
}

export class PageViewGate {
  private readonly seen = new Map<string, true>();
  private inFlight = 0;
  /** Views dropped because the cap was reached, since the last `takeDropped()`. */
  private dropped = 0;

  constructor(private readonly options: PageViewGateOptions) {}

  /**
   * 'seen': this key was let through lately (drop it); 'saturated': too many counts under way (drop
   * it; the key is not remembered, so a later visit can still count); 'count': go on, and call
   * `done()` when the count has finished, whatever its outcome.
   */
  admit(key: string): GateAnswer {
    if (this.seen.has(key)) {
      // The most recently seen goes last: Map keeps insertion order.
      this.seen.delete(key);
      this.seen.set(key, true);
      return 'seen';
    }
    if (this.inFlight >= this.options.maxInFlight) {
      this.dropped++;
      return 'saturated';
    }
    this.seen.set(key, true);
    if (this.seen.size > this.options.capacity) this.seen.delete(this.seen.keys().next().value!);
    this.inFlight++;
    return 'count';
  }

  /** A count let through by `admit` has finished. */
  done(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
  }

  /** The counts under way now. */
  get running(): number {
    return this.inFlight;
  }

  /** The keys remembered now. */
  get size(): number {
    return this.seen.size;
  }

  /** The views dropped since the last call (and resets it). */
  takeDropped(): number {
    const dropped = this.dropped;
    this.dropped = 0;
    return dropped;
  }
}
