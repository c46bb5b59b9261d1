import type { FinderDealer } from '@/lib/dealers/finder';
import { directionsUrl } from '@/lib/dealers/geo';
import { storeHref } from '@/lib/dealers/store-page';
import { safeWebsite } from '@/lib/dealers/website';
import styles from './dealers.module.css';

/** The selected dealer beside the map (under it on small screens). */
export function DealerDetail({ dealer, loading }: { dealer: FinderDealer; loading: boolean }) {
  const address = dealer.formattedAddress || dealer.address;
  return (
    <section className={styles.detail} aria-labelledby="dealer-detail-title" aria-busy={loading} data-testid="dealer-detail">
      <h2 id="dealer-detail-title">{dealer.name}</h2>
      {address && <p className={styles.line}>{address}</p>}
      {dealer.phoneNumber && (
        <p className={styles.line}>
          Telefon: <a href={`tel:${dealer.phoneNumber.replace(/\s+/g, '')}`}>{dealer.phoneNumber}</a>
        </p>
      )}
      {dealer.openingHours.length > 0 && (
        <ul className={styles.hours} aria-label="Åpningstider">
          {dealer.openingHours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {loading && <p className={styles.line}>Henter detaljer...</p>}
      <p className={styles.line}>
        <a href={storeHref(dealer.slug)}>Se butikkens side</a>
      </p>
      <div className={styles.actions}>
        <a className={styles.actionPrimary} href={directionsUrl(dealer.name, address)} target="_blank" rel="noopener noreferrer">
          Få veibeskrivelse
        </a>
        {dealer.website && (
          <a className={styles.action} href={safeWebsite(dealer.website)} target="_blank" rel="noopener noreferrer">
            Besøk nettsted
          </a>
        )}
      </div>
    </section>
  );
}
