/**
 * A store's own page (docs/product.md: Store pages), rendered on the server: breadcrumb, name,
 * address and contact with the counting links ('Vis vei', 'Nettside', the phone), opening hours,
 * what it carries (linked to the category and product pages), the map (an island loaded near the
 * screen) and the nearest other stores. Everything but the map is in the HTML, so the page works
 * without JavaScript.
 */
import Link from 'next/link';
import { JsonLd } from '@/components/seo/JsonLd';
import { distanceLabel } from '@/lib/dealers/geo';
import type { StoreDetails } from '@/lib/dealers/store-details';
import { STORE_LINK_REL, storeLinks } from '@/lib/dealers/store-links';
import { STORE_PAGES_PATH, storeHref } from '@/lib/dealers/store-page';
import { storeCrumbs, storeJsonLd } from '@/lib/dealers/store-structured-data';
import { placePageHref } from '@/lib/dealers/finder';
import { httpWebsiteOrNull, websiteText } from '@/lib/dealers/website';
import { OpeningHours } from './OpeningHours';
import { StoreMap } from './StoreMap';
import { STORE_TEXTS as T } from './store-texts';
import styles from './store.module.css';

/** The hours (OpeningHours: today's, the week with today marked, the coming special days, the OpenNow island); without a week, that it has none and its special days. */
function Hours({ store, now }: { store: StoreDetails; now: Date }) {
  if (!store.weekly) {
    return (
      <>
        <p>{T.noHours}</p>
        <OpeningHours weeklyHours={null} specialDays={store.specialDays} now={now} />
      </>
    );
  }
  return <OpeningHours weeklyHours={store.weekly} specialDays={store.specialDays} now={now} />;
}

function Assortment({ store }: { store: StoreDetails }) {
  const { everything, categories, products } = store.assortment;
  if (everything) {
    return (
      <p>
        {T.everything}{' '}
        <Link href="/produkter/alle" prefetch={false}>
          {T.allProducts}
        </Link>
      </p>
    );
  }
  return (
    <>
      {categories.length > 0 && (
        <>
          <h3 className={styles.subheading}>{T.categoriesHeading}</h3>
          <ul className={styles.chips}>
            {categories.map((c) => (
              <li key={c.name}>
                {c.href ? (
                  <Link href={c.href} prefetch={false}>
                    {c.name}
                  </Link>
                ) : (
                  c.name
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {products.length > 0 && (
        <>
          <h3 className={styles.subheading}>{T.productsHeading}</h3>
          <ul className={styles.plainList}>
            {products.map((p) => (
              <li key={p.articleNumber}>
                <Link href={p.href} prefetch={false}>
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

export function StorePage({ store, siteUrl, now, maps }: { store: StoreDetails; siteUrl: string; now: Date; maps: { apiKey: string; mapId: string } | null }) {
  const links = storeLinks(store.slug);
  // Shown only when '/nettside' leads somewhere (an http(s) address without a user name in it).
  const website = httpWebsiteOrNull(store.website);
  const crumbs = storeCrumbs(store);
  const located = store.lat !== null && store.lng !== null;
  return (
    <article className={styles.page} aria-labelledby="store-title" data-testid="store-page">
      {storeJsonLd(store, siteUrl, now).map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
      <div className="container">
        <nav aria-label={T.breadcrumb} className={styles.breadcrumb}>
          <ol>
            {crumbs.map((crumb, i) => (
              <li key={crumb.path}>
                {i < crumbs.length - 1 ? (
                  <Link href={crumb.path} prefetch={false}>
                    {crumb.name}
                  </Link>
                ) : (
                  <span aria-current="page">{crumb.name}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 id="store-title" className={styles.title}>
          {store.name}
        </h1>
        <p className={styles.lead}>{store.address.display}</p>

        <div className={styles.layout}>
          <div className={styles.main}>
            <section aria-labelledby="store-contact" className={styles.panel}>
              <h2 id="store-contact">{T.contactHeading}</h2>
              <p className={styles.line}>{store.address.display}</p>
              {store.phoneNumber && (
                <p className={styles.line}>
                  {T.phone}:{' '}
                  <a href={links.phone} rel={STORE_LINK_REL} aria-label={T.callLabel(store.name, store.phoneNumber)}>
                    {store.phoneNumber}
                  </a>
                </p>
              )}
              {website && (
                <p className={styles.line}>
                  {T.website}:{' '}
                  <a href={links.website} rel={STORE_LINK_REL} target="_blank">
                    {websiteText(website)}
                  </a>
                </p>
              )}
              <div className={styles.actions}>
                <a className={styles.actionPrimary} href={links.directions} rel={STORE_LINK_REL} target="_blank" aria-label={T.directionsLabel(store.name)}>
                  {T.directions}
                </a>
                {website && (
                  <a className={styles.action} href={links.website} rel={STORE_LINK_REL} target="_blank" aria-label={T.websiteLabel(store.name)}>
                    {T.websiteAction}
                  </a>
                )}
                {store.phoneNumber && (
                  <a className={styles.action} href={links.phone} rel={STORE_LINK_REL} aria-label={T.callLabel(store.name, store.phoneNumber)}>
                    {T.call}
                  </a>
                )}
              </div>
              {store.place && (
                <p className={styles.line}>
                  <Link href={placePageHref(store.place.slug)} prefetch={false}>
                    {T.placeLink(store.place.name)}
                  </Link>
                </p>
              )}
            </section>

            <section aria-labelledby="store-hours" className={styles.panel}>
              <h2 id="store-hours">{T.hoursHeading}</h2>
              <Hours store={store} now={now} />
            </section>

            <section aria-labelledby="store-assortment" className={styles.panel}>
              <h2 id="store-assortment">{T.assortmentHeading}</h2>
              <Assortment store={store} />
            </section>
          </div>

          {located && (
            <div className={styles.aside}>
              <section aria-labelledby="store-map" className={styles.mapSection}>
                <h2 id="store-map" className={styles.mapHeading}>
                  {T.mapHeading}
                </h2>
                <StoreMap
                  store={{ id: store.id, slug: store.slug, name: store.name, address: store.address.display, lat: store.lat!, lng: store.lng! }}
                  others={store.nearest.map(({ id, slug, name, address, lat, lng }) => ({ id, slug, name, address, lat, lng }))}
                  maps={maps}
                />
              </section>
              <section aria-labelledby="store-nearest" className={styles.panel}>
                <h2 id="store-nearest">{T.nearestHeading}</h2>
                {store.nearest.length === 0 ? (
                  <p>{T.noneNear}</p>
                ) : (
                  <ol className={styles.nearest} data-testid="store-nearest">
                    {store.nearest.map((other) => (
                      <li key={other.slug}>
                        <Link href={storeHref(other.slug)} prefetch={false}>
                          {other.name}
                        </Link>{' '}
                        <span className={styles.muted}>
                          {other.address} · {distanceLabel(other.distanceKm)}
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            </div>
          )}
        </div>
        <p className={styles.back}>
          <Link href={STORE_PAGES_PATH} prefetch={false}>
            {T.backToFinder}
          </Link>
        </p>
      </div>
    </article>
  );
}
