import { RESERVED_STORE_SLUGS, STORE_SLUG_MAX, isStoreSlug, storeHref } from './store-page';
import { cutSlug, firstFreeSlug, numberedSlug, slugHasBase, slugPlaceOfAddress, storeSlugBase } from './store-slug';

describe('storeSlugBase (name and place)', () => {
  it.each([
    ['Grensen Fargehandel as', 'Grensen 8, 0159 Oslo', 'grensen-fargehandel-oslo'],
    ['Løkka Interiør og Farge a/s', 'Thorvald Meyers gate 40, 0555 Oslo', 'lokka-interior-og-farge-oslo'],
    ['Møbelpleie-Senteret på Majorstuen', 'Bogstadveien 30, 0355 Oslo', 'mobelpleie-senteret-pa-majorstuen-oslo'],
    // The name already holds the place: it is not repeated.
    ['Bergen Fargehandel as', 'Strandgaten 50, 5013 Bergen', 'bergen-fargehandel'],
    ['Fagmøbler i Molde', 'Storgata 20, 6413 Molde', 'fagmobler-i-molde'],
    // A place of several words, and one whose name only starts like the store's ('Mo' in 'Mosjøen').
    ['Rana Møbelpleie as', 'Jernbanegata 20, 8622 Mo i Rana', 'rana-mobelpleie-mo-i-rana'],
    ['Sørlandets Møbelpleie as', 'Markens gate 20, 4611 Kristiansand S', 'sorlandets-mobelpleie-kristiansand-s'],
    // The place as the address writes it, not the postal register's name (the database's rule too):
    // 4611 is KRISTIANSAND S in the register.
    ['Sørlandets Møbelpleie as', 'Markens gate 20, 4611 Kristiansand', 'sorlandets-mobelpleie-kristiansand'],
    ['Butikken', 'Storgata 1, 0150 Oslo sentrum', 'butikken-oslo-sentrum'],
    ['Butikken', 'Torgallmenningen 1, 5014 BERGEN', 'butikken-bergen'],
    // Not Norwegian (9000 is Tromsø here): the place as the address writes it.
    ['Nordjysk Møbelpleje a/s', 'Vestergade 5, 9000 Aalborg', 'nordjysk-mobelpleje-aalborg'],
    // No postal code: the address's last part without digits; no comma: no place.
    ['Hytta', 'Fjellveien 3, Hovden', 'hytta-hovden'],
    ['Hytta', 'Fjellveien 3', 'hytta'],
    // Only a company form, or nothing readable at all.
    ['AS', 'Gate 1, 0150 Oslo', 'as-oslo'],
    ['!!!', '', 'butikk'],
  ])('%s, %s → %s', (name, address, slug) => {
    expect(storeSlugBase(name, address)).toBe(slug);
  });

  it('is at most STORE_SLUG_MAX characters, cut between words', () => {
    const slug = storeSlugBase('Det aller lengste navnet en forhandler av møbelpleie noensinne har hatt i Norge og Sverige', 'Gate 1, 0150 Oslo');
    expect(slug.length).toBeLessThanOrEqual(STORE_SLUG_MAX);
    expect(slug).toMatch(/^det-aller-lengste-navnet-[a-z0-9-]*[a-z0-9]$/);
    expect(cutSlug('abc-def', 5)).toBe('abc');
    expect(cutSlug('abcdefgh', 5)).toBe('abcde');
    expect(cutSlug('abc', 5)).toBe('abc');
  });
});

describe('slugPlaceOfAddress', () => {
  it('reads the place as written, never the register', () => {
    expect(slugPlaceOfAddress('Grensen 8, 0159 Oslo')).toBe('Oslo');
    expect(slugPlaceOfAddress('Markens gate 1, 4611 Kristiansand')).toBe('Kristiansand');
    expect(slugPlaceOfAddress('Vestergade 5, 9000 Aalborg')).toBe('Aalborg');
    expect(slugPlaceOfAddress('Langgata 18000, Et sted')).toBe(' Et sted');
    expect(slugPlaceOfAddress('Uten komma')).toBe('');
  });
});

describe('numbered slugs and collisions', () => {
  it('numbers the second store with the same base from 2, within the length', () => {
    expect(numberedSlug('butikk-oslo', 1)).toBe('butikk-oslo');
    expect(numberedSlug('butikk-oslo', 2)).toBe('butikk-oslo-2');
    const long = 'a'.repeat(40) + '-' + 'b'.repeat(39);
    expect(long.length).toBe(STORE_SLUG_MAX);
    expect(numberedSlug(long, 12)).toBe(`${'a'.repeat(40)}-12`);
  });

  it('takes the first free one, never a reserved word', () => {
    const taken = new Set(['butikk-oslo', 'butikk-oslo-2']);
    expect(firstFreeSlug('butikk-oslo', (s) => taken.has(s), RESERVED_STORE_SLUGS)).toBe('butikk-oslo-3');
    expect(firstFreeSlug('sok', () => false, RESERVED_STORE_SLUGS)).toBe('sok-2');
    expect(firstFreeSlug('sted', () => false, RESERVED_STORE_SLUGS)).toBe('sted-2');
    expect(firstFreeSlug('ny', () => false, RESERVED_STORE_SLUGS)).toBe('ny');
  });

  it('knows a slug of the same base (a rename that keeps the base keeps the slug)', () => {
    expect(slugHasBase('butikk-oslo', 'butikk-oslo')).toBe(true);
    expect(slugHasBase('butikk-oslo-3', 'butikk-oslo')).toBe(true);
    expect(slugHasBase('butikk-oslo-1', 'butikk-oslo')).toBe(false);
    expect(slugHasBase('butikk-bergen', 'butikk-oslo')).toBe(false);
    // A name ending in a number is not a numbered form of a shorter name.
    expect(slugHasBase('butikk-oslo-3', 'butikk')).toBe(false);
  });
});

describe('store page addresses', () => {
  it('links under /forhandlere and accepts only slug-shaped segments', () => {
    expect(storeHref('grensen-fargehandel-oslo')).toBe('/forhandlere/grensen-fargehandel-oslo');
    expect(isStoreSlug('grensen-fargehandel-oslo')).toBe(true);
    for (const bad of ['sok', 'sted', 'Grensen', 'a--b', '-a', 'a-', 'a b', 'æøå', '', 'a'.repeat(101)]) expect(isStoreSlug(bad)).toBe(false);
  });
});
