import Link from 'next/link';
import { PLACE_PAGES_PATH, placePageHref } from '@/lib/dealers/finder';
import { placeFinderHref, placeHeading, type DealerPlace } from '@/lib/dealers/place-pages';
import { postalCodeLabel } from '@/lib/dealers/postal-register';
import { storeHref } from '@/lib/dealers/store-page';
import { STORE_LINK_REL, storeLinks } from '@/lib/dealers/store-links';
import { httpWebsiteOrNull, websiteText } from '@/lib/dealers/website';
import styles from './places.module.css';

/**
 * A place page (docs/product.md: Place pages): 'Forhandlere i Bergen (4)', the place's stores (each
 * linking to its store page) with address, phone and website (through the store's counting links,
 * lib/dealers/store-links.ts), and the finder searching from the place. Server-rendered, no script.
 */
export function PlacePage({ place }: { place: DealerPlace }) {
  return (
    <>
      <section className={styles.hero} aria-labelledby="place-title">
        <h1 id="place-title" className={styles.title}>
          {placeHeading(place)}
        </h1>
        <p className={styles.lead}>
          {place.stores.length === 1 ? 'Butikken' : 'Butikkene'} i {place.name} som fører pleieproduktene våre. Finn den som ligger nærmest deg i
          forhandlersøket.
        </p>
        <ul className={styles.links}>
          <li>
            <Link className="btn" href={placeFinderHref(place)} prefetch={false}>
              Søk fra {postalCodeLabel(place.postalCode)}
            </Link>
          </li>
          <li>
            <Link className="btn-outlined" href={PLACE_PAGES_PATH} prefetch={false}>
              Alle steder
            </Link>
          </li>
        </ul>
      </section>
      <div className={styles.body}>
        <ul className={styles.stores} aria-labelledby="place-title" data-testid="place-stores">
          {place.stores.map((store) => (
            <li key={store.id}>
              <article className={styles.store} aria-labelledby={`store-${store.id}`} data-testid="place-store">
                <h2 id={`store-${store.id}`} className={styles.storeName}>
                  <Link href={storeHref(store.slug)} prefetch={false}>
                    {store.name}
                  </Link>
                </h2>
                <p className={styles.line}>{store.address}</p>
                {store.phoneNumber && (
                  <p className={styles.line}>
                    Telefon:{' '}
                    <a href={storeLinks(store.slug).phone} rel={STORE_LINK_REL}>
                      {store.phoneNumber}
                    </a>
                  </p>
                )}
                <WebsiteLine slug={store.slug} website={store.website} />
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The index of the place pages: every place with a store, with its count. */
export function PlaceIndex({ places }: { places: readonly DealerPlace[] }) {
  const stores = places.reduce((sum, p) => sum + p.stores.length, 0);
  return (
    <>
      <section className={styles.hero} aria-labelledby="places-title">
        <h1 id="places-title" className={styles.title}>
          Forhandlere etter sted
        </h1>
        <p className={styles.lead}>
          {stores} butikker på {places.length} steder i Norge fører pleieproduktene våre. Velg et sted, eller søk på postnummeret ditt i forhandlersøket.
        </p>
        <ul className={styles.links}>
          <li>
            <Link className="btn" href="/forhandlere" prefetch={false}>
              Finn nærmeste forhandler
            </Link>
          </li>
        </ul>
      </section>
      <div className={styles.body}>
        <ul className={styles.places} aria-labelledby="places-title" data-testid="places">
          {places.map((place) => (
            <li key={place.slug}>
              <Link href={placePageHref(place.slug)} prefetch={false}>
                {place.name}
              </Link>{' '}
              ({place.stores.length})
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** 'Nettside: {host}', only when '/nettside' leads somewhere (an http(s) address without a user name in it). */
function WebsiteLine({ slug, website }: { slug: string; website: string | null }) {
  const target = httpWebsiteOrNull(website);
  if (!target) return null;
  return (
    <p className={styles.line}>
      Nettside:{' '}
      <a href={storeLinks(slug).website} rel={`${STORE_LINK_REL} noopener noreferrer`}>
        {websiteText(target)}
      </a>
    </p>
  );
}
