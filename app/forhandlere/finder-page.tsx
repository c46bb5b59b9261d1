import { prisma } from '@/lib/db';
import { ALL_FIRST_NOTE, PLACE_PAGES_PATH, PAGE_PARAM, TEXT_PARAM, filterDealers, pageOf, parsePage, parseText, type FinderQuery } from '@/lib/dealers/finder';
import { answerFinderPage, finderListPage, listAssortmentCategories } from '@/lib/dealers/search';
import { DealerFinder } from '@/components/dealers/DealerFinder';
import type { FinderServerState } from '@/components/dealers/FinderState';
import styles from '@/components/dealers/dealers.module.css';
import { env } from '@/lib/env';
import { finderResultKey, noteStoreAppearances } from '@/lib/dealers/stats';

/**
 * The finder page of /forhandlere: bare (`query` null: the first page of every dealer, from the
 * cache) or answering its query (sok/page.tsx): `?postnummer=`, `?produkt=`/`?kategori=`, the text
 * filter `?q=` and the page `?side=`. Whatever the number of locations the page holds one page of
 * cards (docs/product.md §2, 'The finder at any size'); the client gets that page, never the list.
 */
export async function FinderPage({ query }: { query: FinderQuery | null }) {
  const { initial, filter } = query ? await answerFinderPage(prisma, query) : { initial: null, filter: null };
  const q = parseText(query?.[TEXT_PARAM]);
  const page = parsePage(query?.[PAGE_PARAM]);
  const result = initial?.result ?? null;
  const [list, categories] = await Promise.all([
    // A nearby result (at most 500) is paged here; every dealer is paged by the database.
    result ? Promise.resolve(pageOf(filterDealers(result.dealers, q), page)) : finderListPage({ q, filter, page }),
    listAssortmentCategories(),
  ]);
  // What the site does for each store: the cards of an answered query are appearances (after the answer; lib/dealers/stats.ts).
  if (query)
    noteStoreAppearances(
      list.dealers.map((d) => d.id),
      finderResultKey('side', query),
    );
  const server: FinderServerState = {
    list,
    q,
    nearby: result ? { total: result.total, held: result.dealers.length } : null,
    searchedPostal: result ? (initial?.postnummer ?? null) : null,
    searchedPlace: result?.place ?? null,
    postnummer: initial?.postnummer ?? '',
    message: initial?.message ?? null,
  };
  const config = env();
  return (
    <>
      <section className={styles.hero} aria-labelledby="finder-title">
        <h1 id="finder-title" className={styles.heroTitle}>
          Finn nærmeste forhandler
        </h1>
        <p className={styles.heroText}>Skriv inn postnummeret ditt for å se forhandlerne innen 100 km, eller søk etter navn eller sted.</p>
        {filter?.kind === 'products' && <p className={styles.heroText}>{ALL_FIRST_NOTE}</p>}
        <p className={styles.heroText}>
          <a href={PLACE_PAGES_PATH}>Se forhandlerne etter sted</a>
        </p>
      </section>
      <DealerFinder
        server={server}
        filter={filter}
        categories={categories}
        placesEnabled={Boolean(config.GOOGLE_PLACES_API_KEY)}
        maps={config.GOOGLE_MAPS_BROWSER_KEY ? { apiKey: config.GOOGLE_MAPS_BROWSER_KEY, mapId: config.GOOGLE_MAPS_MAP_ID } : null}
      />
    </>
  );
}
