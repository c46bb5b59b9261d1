/**
 * The dealer finder (docs/product.md §2, 4, 5 and 8), rendered on the server: the whole list (or
 * the nearby result of `?postnummer=`) is in the HTML and the postal search works as a plain GET
 * form. The interactive parts are client islands sharing FinderProvider's state: the search form
 * ('Bruk min posisjon' included), the text filter, the list's selection, the map and the
 * selected dealer's details. Plain elements and CSS modules, no UI library.
 */
import type { AssortmentFilter, FinderDealer, FinderSearchOutcome } from '@/lib/dealers/finder';
import { CategoryFilter, DealerFilter, DealerList, FinderNotice, PostalSearchForm, SelectedDealer } from './FinderIslands';
import { FinderMap } from './FinderMap';
import { FinderProvider } from './FinderState';
import styles from './dealers.module.css';

interface Props {
  dealers: FinderDealer[];
  /** The search the server answered for `?postnummer=`; null on the bare page. */
  initial: FinderSearchOutcome | null;
  /** What the list is narrowed to (`?produkt=`, `?kategori=`); `dealers` holds only those carrying it. */
  filter: AssortmentFilter | null;
  /** The category filter's choices. */
  categories: string[];
  /** Whether the server's Places proxy is configured (else selecting uses the stored details only). */
  placesEnabled: boolean;
  /** Browser key and map id; null when no key is configured. */
  maps: { apiKey: string; mapId: string } | null;
}

export function DealerFinder({ dealers, initial, filter, categories, placesEnabled, maps }: Props) {
  return (
    <FinderProvider dealers={dealers} initial={initial} filter={filter} categories={categories} placesEnabled={placesEnabled}>
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
  );
}
