/**
 * The dealer finder (docs/product.md §2, 4, 5 and 8), rendered on the server: one page of the list
 * (at most FINDER_PAGE_SIZE cards: every dealer by name, narrowed by `?q=` and the product filter,
 * or the nearby result of `?postnummer=`) is in the HTML, with GET links to the other pages; the
 * postal search and the text filter work as plain GET forms. The interactive parts are client islands sharing FinderProvider's state: the search form
 * ('Bruk min posisjon' included), the text filter, the list's selection, the map and the
 * selected dealer's details. Plain elements and CSS modules, no UI library.
 */
import type { AssortmentFilter } from '@/lib/dealers/finder';
import { CategoryFilter, DealerFilter, DealerList, FinderNotice, PostalSearchForm, SelectedDealer } from './FinderIslands';
import { FinderMap } from './FinderMap';
import { FinderProvider, type FinderServerState } from './FinderState';
import { PublicHolidaysProvider } from './OpenNow';
import { addDays, osloToday, publicHolidays } from '@/lib/dealers/hours';
import styles from './dealers.module.css';

interface Props {
  /** What the server answered: a page of the list (bounded), the search's message. */
  server: FinderServerState;
  /** What the list is narrowed to (`?produkt=`, `?kategori=`); the list holds only those carrying it. */
  filter: AssortmentFilter | null;
  /** The category filter's choices. */
  categories: string[];
  /** Whether the server's Places proxy is configured (else selecting uses the stored details only). */
  placesEnabled: boolean;
  /** Browser key and map id; null when no key is configured. */
  maps: { apiKey: string; mapId: string } | null;
}

export function DealerFinder({ server, filter, categories, placesEnabled, maps }: Props) {
  // The cards' 'open now' islands get Norway's public holidays as dates (a cached page may be served for long).
  const holidays = publicHolidays(addDays(osloToday(), -1), 400);
  return (
    <PublicHolidaysProvider holidays={holidays}>
      <FinderProvider server={server} filter={filter} categories={categories} placesEnabled={placesEnabled}>
        <div className={styles.finder}>
          <div className={styles.searchBar}>
            <PostalSearchForm />
            <DealerFilter />
            <CategoryFilter />
          </div>
          <FinderNotice />
          <div className={styles.layout}>
            <section className={styles.listCard} aria-labelledby="dealer-list-title">
              <DealerList />
            </section>
            <div className={styles.mapArea}>
              <FinderMap maps={maps} />
            </div>
            <SelectedDealer />
          </div>
        </div>
      </FinderProvider>
    </PublicHolidaysProvider>
  );
}
