import type { Metadata } from 'next';
import Link from 'next/link';
import { StoreForm } from '@/components/portal/StoreForm';
import { StoreStats } from '@/components/portal/StoreStats';
import styles from '@/components/portal/portal.module.css';
import { requireDealerPage } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { listAssortmentCategories } from '@/lib/dealers/search';
import { finderLinkFor, listOwnStores } from '@/lib/dealers/store';
import { storeFigures } from '@/lib/dealers/stats';

export const metadata: Metadata = { title: 'Min butikk', robots: { index: false } };

/**
 * 'Min butikk' (docs/product.md: Dealer portal): the signed-in dealer's own store locations, each
 * with its form. Which stores are its own is decided here on the server, and again by the route
 * handler on every save.
 */
export default async function MyStorePage() {
  const user = await requireDealerPage();
  const [stores, categories] = await Promise.all([listOwnStores(prisma, user), listAssortmentCategories()]);
  // What the site did for each store: the last 30 days against the 30 before (lib/dealers/stats.ts).
  const figures = await storeFigures(
    prisma,
    stores.map((store) => store.id),
  );
  return (
    <div className={styles.page}>
      <Link className={styles.back} href="/dealer-portal">
        ← Forhandlerportal
      </Link>
      <header className={styles.header}>
        <div>
          <h1>Min butikk</h1>
          <p className={styles.storeMeta}>Hold åpningstider, telefon, nettsted og sortiment oppdatert. Endringene vises i forhandlersøket med en gang.</p>
        </div>
      </header>
      {stores.length === 0 ? (
        <p>
          Ingen butikker er knyttet til kontoen din ennå. <Link href="/kontakt">Ta kontakt med oss</Link>, så kobler vi kontoen til butikken din.
        </p>
      ) : (
        <div className={styles.stores}>
          {stores.map((store) => (
            <section key={store.id} className={styles.store} aria-labelledby={`store-${store.id}-title`}>
              <h2 id={`store-${store.id}-title`}>{store.name}</h2>
              <p className={styles.storeAddress}>
                {store.address} · <Link href={finderLinkFor(store)}>Se butikken i forhandlersøket</Link>
              </p>
              <StoreStats storeId={store.id} storeName={store.name} figures={figures.get(store.id)!} />
              <StoreForm store={{ ...store, storeEditedAt: store.storeEditedAt?.toISOString() ?? null }} categories={categories} />
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
