import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DealerFinder } from '@/components/dealers/DealerFinder';
import styles from '@/components/dealers/dealers.module.css';
import { env } from '@/lib/env';
import { listFinderDealers } from '@/lib/dealers/search';

export const metadata: Metadata = {
  title: 'Finn nærmeste forhandler',
  description:
    'Finn forhandlere av våre pleieprodukter for tre, lær og møbler nær deg: søk på postnummer, navn eller sted, og se dem på kartet.',
  alternates: { canonical: '/forhandlere' },
};

/** Served from the full-route cache; a change to the dealer locations revalidates it (tag 'dealers'). */
export const revalidate = 3600;

export default async function DealersPage() {
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
      {/* The finder reads ?postnummer= in the browser, so the page itself stays cacheable. */}
      <Suspense fallback={<p className={styles.loading}>Laster forhandlere...</p>}>
        <DealerFinder
          dealers={dealers}
          placesEnabled={Boolean(config.GOOGLE_PLACES_API_KEY)}
          maps={config.GOOGLE_MAPS_BROWSER_KEY ? { apiKey: config.GOOGLE_MAPS_BROWSER_KEY, mapId: config.GOOGLE_MAPS_MAP_ID } : null}
        />
      </Suspense>
    </>
  );
}
