import type { FinderSearchOutcome } from '@/lib/dealers/finder';
import { listFinderDealers } from '@/lib/dealers/search';
import { DealerFinder } from '@/components/dealers/DealerFinder';
import styles from '@/components/dealers/dealers.module.css';
import { env } from '@/lib/env';

/** The finder page of /forhandlere, bare (cached) or answering `?postnummer=` (sok/page.tsx). */
export async function FinderPage({ initial }: { initial: FinderSearchOutcome | null }) {
  const dealers = await listFinderDealers();
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
        dealers={dealers}
        initial={initial}
        placesEnabled={Boolean(config.GOOGLE_PLACES_API_KEY)}
        maps={config.GOOGLE_MAPS_BROWSER_KEY ? { apiKey: config.GOOGLE_MAPS_BROWSER_KEY, mapId: config.GOOGLE_MAPS_MAP_ID } : null}
      />
    </>
  );
}
