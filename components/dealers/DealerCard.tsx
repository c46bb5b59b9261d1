'use client';
import Link from 'next/link';
import { memo, useState } from 'react';
import { CARD_OPENING_HOURS_LINES, type FinderDealer } from '@/lib/dealers/finder';
import { directionsUrl, distanceLabel } from '@/lib/dealers/geo';
import { storeHref } from '@/lib/dealers/store-page';
import { safeWebsite, websiteText } from '@/lib/dealers/website';
import styles from './dealers.module.css';

interface Props {
  dealer: FinderDealer & { distanceKm?: number };
  selected: boolean;
  onSelect: (id: string) => void;
}

/**
 * A dealer in the finder's list: its name links to its store page (docs/product.md: Store pages,
 * without JavaScript too); clicking the card, or 'Vis på kartet' by keyboard, selects it.
 * Memoised: a new selection re-renders the two cards it concerns, not the whole list.
 */
export const DealerCard = memo(function DealerCard({ dealer, selected, onSelect }: Props) {
  const [allHours, setAllHours] = useState(false);
  const address = dealer.formattedAddress || dealer.address;
  const hours = allHours ? dealer.openingHours : dealer.openingHours.slice(0, CARD_OPENING_HOURS_LINES);
  const headingId = `dealer-${dealer.id}`;
  // A host that mixes scripts is shown and linked in Punycode, even when stored as typed before the rule.
  const website = dealer.website && safeWebsite(dealer.website);

  return (
    <li>
      <article
        className={selected ? `${styles.card} ${styles.selected}` : styles.card}
        aria-labelledby={headingId}
        data-selected={selected ? 'true' : 'false'}
        data-has-position={dealer.lat !== null && dealer.lng !== null ? 'true' : 'false'}
        data-testid="dealer-card"
        onClick={(e) => {
          // Links and buttons inside the card do their own thing.
          if ((e.target as HTMLElement).closest('a, button:not([data-select])')) return;
          onSelect(dealer.id);
        }}
      >
        <div className={styles.cardHead}>
          <h3 id={headingId} style={{ margin: 0 }}>
            <Link href={storeHref(dealer.slug)} prefetch={false} className={styles.nameLink}>
              {dealer.name}
            </Link>
          </h3>
          {dealer.distanceKm !== undefined && <span className={styles.badge}>{distanceLabel(dealer.distanceKm)}</span>}
        </div>
        {address && <p className={styles.line}>{address}</p>}
        {dealer.phoneNumber && (
          <p className={styles.line}>
            Telefon: <a href={`tel:${dealer.phoneNumber.replace(/\s+/g, '')}`}>{dealer.phoneNumber}</a>
          </p>
        )}
        {website && (
          <p className={styles.line}>
            <a href={website} target="_blank" rel="noopener noreferrer">
              {websiteText(website)}
            </a>
          </p>
        )}
        {hours.length > 0 && (
          <ul className={styles.hours} aria-label="Åpningstider">
            {hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {dealer.openingHours.length > CARD_OPENING_HOURS_LINES && (
          <button type="button" className={styles.moreHours} aria-expanded={allHours} onClick={() => setAllHours((v) => !v)}>
            {allHours ? 'Vis færre åpningstider' : 'Se alle åpningstider'}
          </button>
        )}
        <div className={styles.actions}>
          <a
            className={styles.actionPrimary}
            href={directionsUrl(dealer.name, address)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Vis vei til ${dealer.name} (åpnes i ny fane)`}
          >
            Vis vei
          </a>
          {website && (
            <a className={styles.action} href={website} target="_blank" rel="noopener noreferrer" aria-label={`Nettside for ${dealer.name} (åpnes i ny fane)`}>
              Nettside
            </a>
          )}
          <button
            type="button"
            className={styles.selectButton}
            data-select
            aria-pressed={selected}
            aria-label={`Vis på kartet: ${dealer.name}`}
            onClick={() => onSelect(dealer.id)}
          >
            Vis på kartet
          </button>
        </div>
      </article>
    </li>
  );
});
