/**
 * The store page's slug rule (docs/product.md: Store pages): readable, from the store's name and its
 * place — 'Grensen Fargehandel as', 'Grensen 8, 0159 Oslo' → 'grensen-fargehandel-oslo'. Pure; the
 * migration 20261128193102_dealer_store_slug holds the same rule in SQL (dealer_slug_base; both read
 * the place as the address writes it, so the backfill, the insert trigger and the application give a
 * store the same slug), and lib/dealers/store-slugs.ts assigns a free one (a number suffix on a
 * collision).
 */
import { slugify } from '../slug';
import { writtenPlaceOfAddress } from './postal-register';
import { STORE_SLUG_MAX } from './store-page';

/** Company forms left off the end of a name ('as', 'a/s' → 'a-s', 'asa', …). */
const COMPANY_FORM = /(?:-(?:as|asa|ans|da|ba|sa|ab|aps|a-s|ks|nuf))+$/;

/** A slug cut to at most `max` characters, at a word boundary when there is one. */
export function cutSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max + 1);
  const dash = head.lastIndexOf('-');
  return dash > 0 ? head.slice(0, dash).replace(/-+$/, '') : slug.slice(0, max);
}

/** The slug of the n-th store with the same base: the base itself, then 'base-2', 'base-3', …, within STORE_SLUG_MAX. */
export function numberedSlug(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${cutSlug(base, STORE_SLUG_MAX - suffix.length)}${suffix}`;
}

/**
 * The place of an address for its slug, as the address writes it (the SQL dealer_slug_place): the
 * words after its last four-digit code ('4611 Kristiansand' → 'Kristiansand', though the register
 * says Kristiansand S; 'Vestergade 5, 9000 Aalborg' → 'Aalborg'), else its last comma-separated part
 * without digits, else ''. Not the postal register: the database cannot read it, and the slug must be
 * the same whichever of them gives it.
 */
export function slugPlaceOfAddress(address: string): string {
  const written = writtenPlaceOfAddress(address);
  if (written) return written.place;
  return address.includes(',') ? address.replace(/^.*,/, '').replace(/[0-9]/g, '') : '';
}

/**
 * The slug a store would get before collisions: its name without a trailing company form, then its
 * place unless the name already holds it ('Bergen Fargehandel as' in Bergen → 'bergen-fargehandel'),
 * at most STORE_SLUG_MAX characters; 'butikk' when nothing is left.
 */
export function storeSlugBase(name: string, address: string): string {
  let words = slugify(name);
  const stripped = words.replace(COMPANY_FORM, '');
  if (stripped) words = stripped;
  const place = slugify(slugPlaceOfAddress(address));
  if (place && !`-${words}-`.includes(`-${place}-`)) words = words ? `${words}-${place}` : place;
  return cutSlug(words, STORE_SLUG_MAX) || 'butikk';
}

/** Whether `slug` is the base or one of its numbered forms (a rename that keeps the base keeps the slug). */
export function slugHasBase(slug: string, base: string): boolean {
  if (slug === base) return true;
  const match = /^(.*)-([0-9]+)$/.exec(slug);
  return match !== null && Number(match[2]) >= 2 && numberedSlug(base, Number(match[2])) === slug;
}

/**
 * The first free slug of `base`: the base, else base-2, base-3…; `taken` says whether another
 * location has or had a slug. The same rule as the database's dealer_slug_free (a test keeps them
 * alike); the CSV import uses this one to give many new rows their slugs at once.
 */
export function firstFreeSlug(base: string, taken: (slug: string) => boolean, reserved: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const candidate = numberedSlug(base, n);
    if (!reserved.has(candidate) && !taken(candidate)) return candidate;
  }
}
