import type { AssortmentFilter, FinderSearchOutcome } from '@/lib/dealers/finder';
import { dealersCarrying, listAssortmentCategories, listFinderDealers } from '@/lib/dealers/search';
import { DealerFinder } from '@/components/dealers/DealerFinder';
import styles from '@/components/dealers/dealers.module.css';
import { env } from '@/lib/env';

/**
 * The finder page of /forhandlere, bare (cached) or answering `?postnummer=`, `?produkt=` or
 * `?kategori=` (sok/page.tsx): the list holds the dealers carrying the filter, if any.
 */
export async function FinderPage({ initial, filter = null }: { initial: FinderSearchOutcome | null; filter?: AssortmentFilter | null }) {
  const [all, categories] = await Promise.all([listFinderDealers(), listAssortmentCategories()]);
  const config = env();
  return (
    <>
      <section className={styles.hero} aria-labelledby="finder-title">
        <h1 id="finder-title" className={styles.heroTitle}>
          Finn nærmeste forhandler
        </h1>
        <p className={styles.heroText}>
          Skriv inn postnummeret ditt for å se forhandlerne innen 100 km, eller søk etter navn eller sted.
        </p>
      </section>
      <DealerFinder
        dealers={dealersCarrying(all, filter)}
        initial={initial}
        filter={filter}
        categories={categories}
        placesEnabled={Boolean(config.GOOGLE_PLACES_API_KEY)}
        maps={config.GOOGLE_MAPS_BROWSER_KEY ? { apiKey: config.GOOGLE_MAPS_BROWSER_KEY, mapId: config.GOOGLE_MAPS_MAP_ID } : null}
      />
    </>
  );
}
