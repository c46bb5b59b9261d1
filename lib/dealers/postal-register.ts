/**
 * Norway's postal register (Posten/Bring's, through the npm package `norway-postal-codes`): the place
 * name of every Norwegian postal code, looked up in memory, without a database query. The finder's
 * postal search, the place pages (`/forhandlere/sted/{place}`) and the store pages read it
 * (docs/product.md: Dealer finder). The register has no coordinates; the search's centre still comes
 * from the dealers in Norway and the prefix table (lib/dealers/search.ts).
 *
 * Server-only in practice (the table is ~80 kB); client code gets place names from the server.
 */
import register from 'norway-postal-codes';
import { slugify } from '../slug';

/** Words written in lower case inside a place name ('Mo i Rana', 'Nes på Hedmarken'). */
const SMALL_WORDS = new Set(['i', 'på', 'og', 'ved', 'under', 'over']);

/** 'MO I RANA' → 'Mo i Rana', 'KRISTIANSAND S' → 'Kristiansand S', 'SANDNES-HOMMERSÅK' → 'Sandnes-Hommersåk'. */
export function formatPlaceName(upper: string): string {
  return upper
    .trim()
    .toLocaleLowerCase('nb')
    .split(/\s+/)
    .map((word, i) => {
      if (i > 0 && SMALL_WORDS.has(word)) return word;
      if (word.length === 1) return word.toLocaleUpperCase('nb');
      return word
        .split('-')
        .map((part) => part.charAt(0).toLocaleUpperCase('nb') + part.slice(1))
        .join('-');
    })
    .join(' ');
}

/** The place of a Norwegian postal code in the register ('0150' → 'Oslo'), null when the register has no such code. */
export function placeOfPostalCode(code: string): string | null {
  const upper = /^\d{4}$/.test(code) ? register[code] : undefined;
  return upper ? formatPlaceName(upper) : null;
}

/** The places of each three-digit range ('900' → {'TROMSØ'}), built once on first use. */
let rangePlaces: Map<string, Set<string>> | null = null;
function placesOfRange(prefix: string): Set<string> | undefined {
  if (!rangePlaces) {
    rangePlaces = new Map();
    for (const [code, place] of Object.entries(register)) {
      const key = code.slice(0, 3);
      const set = rangePlaces.get(key) ?? new Set<string>();
      set.add(place);
      rangePlaces.set(key, set);
    }
  }
  return rangePlaces.get(prefix);
}

export interface PostalCodeLookup {
  code: string;
  /** The place, formatted ('Tromsø'). */
  place: string;
  /** False when the code itself is not in the register but every code of its range (the first three digits) names this one place. */
  exact: boolean;
}

/**
 * A searched postal code in the register: the code's own place, else the one place its three-digit
 * range names ('9000' is not in the register; 9006–9009 are all Tromsø, so 9000 searches around
 * Tromsø), else null: 'Ukjent postnummer', decided without a database query ('1234': no 123x codes;
 * '2099': 209x names Hurdal, Minnesund and Feiring).
 */
export function lookupPostalCode(code: string): PostalCodeLookup | null {
  if (!/^\d{4}$/.test(code)) return null;
  const own = placeOfPostalCode(code);
  if (own) return { code, place: own, exact: true };
  const places = placesOfRange(code.slice(0, 3));
  if (places?.size !== 1) return null;
  return { code, place: formatPlaceName([...places][0]), exact: false };
}

/** The finder's label of a searched code: '0150 Oslo', or the code alone when the register does not place it. */
export function postalCodeLabel(code: string): string {
  const found = lookupPostalCode(code);
  return found ? `${code} ${found.place}` : code;
}

/** A place's address part: 'Bergen' → 'bergen', 'Mo i Rana' → 'mo-i-rana', 'Ålesund' → 'alesund'. */
export function placeSlug(place: string): string {
  return slugify(place);
}

export interface AddressPlace {
  postalCode: string;
  /** The register's place name, formatted ('Oslo'). */
  place: string;
  /** placeSlug(place). */
  slug: string;
}

export interface WrittenPlace {
  /** The four digits as written. */
  postalCode: string;
  /** The words after them up to the next comma or digit, trimmed, as written ('Kristiansand', 'Oslo sentrum', 'BERGEN'). */
  place: string;
}

/**
 * The postal places of an address as written, in order: each four-digit number (not part of a longer
 * one) followed by words ('Grensen 8, 0159 Oslo' → 0159 'Oslo'). The one pattern for this in the
 * code base; the store slug migration's SQL `dealer_slug_place` holds the same one
 * (tests/integration/store-slugs.test.ts keeps them alike).
 */
export function writtenPostalPlaces(address: string): WrittenPlace[] {
  return [...address.matchAll(/(?:^|[^0-9])([0-9]{4})\s+([^,0-9]+)/g)].map(([, postalCode, place]) => ({ postalCode, place: place.trim() }));
}

/** The last postal place of an address as written ('Vestergade 5, 9000 Aalborg' → 9000 'Aalborg'), null when it has none. */
export function writtenPlaceOfAddress(address: string): WrittenPlace | null {
  return writtenPostalPlaces(address).at(-1) ?? null;
}

/**
 * The Norwegian postal code and place of an address: the last four-digit number that is a code of the
 * register and is followed by that code's place ('Grensen 8, 0159 Oslo' → 0159, Oslo). Null for an
 * address outside Norway even when its code exists here ('Vestergade 5, 9000 Aalborg': 9000 is
 * Tromsø), and for an address without a code.
 */
export function norwegianPlaceOfAddress(address: string): AddressPlace | null {
  const written = writtenPostalPlaces(address);
  for (let i = written.length - 1; i >= 0; i--) {
    const { postalCode: code, place: after } = written[i];
    const place = placeOfPostalCode(code);
    if (!place) continue;
    const slug = placeSlug(place);
    const asWritten = placeSlug(after);
    // The address may add a word after the place ('0150 Oslo sentrum') or leave out the register's
    // district letter ('4611 Kristiansand' for KRISTIANSAND S), never name a different place.
    if (asWritten === slug || asWritten.startsWith(`${slug}-`) || slug.startsWith(`${asWritten}-`)) return { postalCode: code, place, slug };
  }
  return null;
}
