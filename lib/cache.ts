/** Cache invalidation after an administrator's change. */
import 'server-only';
import { revalidateTag } from 'next/cache';

/**
 * Expires a cache tag at once (not stale-while-revalidate, which `'max'` would be): the next
 * visitor gets a fresh render with the change. Outside a request (scripts, tests) there is no
 * cache, and nothing to do.
 */
export function expireTag(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch {
    // No request scope: nothing cached to expire.
  }
}
