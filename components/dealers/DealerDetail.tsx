import type { FinderDealer } from '@/lib/dealers/finder';
import { STORE_LINK_REL, storeLinks } from '@/lib/dealers/store-links';
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
          Telefon:{' '}
          <a href={storeLinks(dealer.slug).phone} rel={STORE_LINK_REL}>
            {dealer.phoneNumber}
          </a>
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
      <div className={styles.actions}>
        <a className={styles.actionPrimary} href={storeLinks(dealer.slug).directions} target="_blank" rel={`${STORE_LINK_REL} noopener noreferrer`}>
          Få veibeskrivelse
        </a>
        {dealer.website && (
          <a className={styles.action} href={storeLinks(dealer.slug).website} target="_blank" rel={`${STORE_LINK_REL} noopener noreferrer`}>
            Besøk nettsted
          </a>
        )}
      </div>
    </section>
  );
}
