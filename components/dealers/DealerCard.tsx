'use client';
import { memo, useState } from 'react';
import { CARD_OPENING_HOURS_LINES, type FinderDealer } from '@/lib/dealers/finder';
import { weeklyHoursLines } from '@/lib/dealers/hours-core';
import { OpenNow } from './OpenNow';
import { directionsUrl, distanceLabel } from '@/lib/dealers/geo';
import styles from './dealers.module.css';

interface Props {
  dealer: FinderDealer & { distanceKm?: number };
  selected: boolean;
  onSelect: (id: string) => void;
}

/**
 * A dealer in the finder's list; clicking the card (or its name, by keyboard) selects it.
 * Memoised: a new selection re-renders the two cards it concerns, not the whole list.
 */
export const DealerCard = memo(function DealerCard({ dealer, selected, onSelect }: Props) {
  const [allHours, setAllHours] = useState(false);
  const address = dealer.formattedAddress || dealer.address;
  const lines = weeklyHoursLines(dealer.weeklyHours);
  const hours = allHours ? lines : lines.slice(0, CARD_OPENING_HOURS_LINES);
  const headingId = `dealer-${dealer.id}`;

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
            <button type="button" className={styles.nameButton} data-select aria-pressed={selected} onClick={() => onSelect(dealer.id)}>
              {dealer.name}
            </button>
          </h3>
          {dealer.distanceKm !== undefined && <span className={styles.badge}>{distanceLabel(dealer.distanceKm)}</span>}
        </div>
        {address && <p className={styles.line}>{address}</p>}
        {dealer.phoneNumber && (
          <p className={styles.line}>
            Telefon: <a href={`tel:${dealer.phoneNumber.replace(/\s+/g, '')}`}>{dealer.phoneNumber}</a>
          </p>
        )}
        {dealer.website && (
          <p className={styles.line}>
            <a href={dealer.website} target="_blank" rel="noopener noreferrer">
              {dealer.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </p>
        )}
        {dealer.weeklyHours && <OpenNow weeklyHours={dealer.weeklyHours} specialDays={dealer.specialDays} />}
        {hours.length > 0 && (
          <ul className={styles.hours} aria-label="Åpningstider">
            {hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {lines.length > CARD_OPENING_HOURS_LINES && (
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
          {dealer.website && (
            <a
              className={styles.action}
              href={dealer.website}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Nettside for ${dealer.name} (åpnes i ny fane)`}
            >
              Nettside
            </a>
          )}
        </div>
      </article>
    </li>
  );
});
