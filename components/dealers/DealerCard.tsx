'use client';
import Link from 'next/link';
import { memo, useState } from 'react';
import { CARD_OPENING_HOURS_LINES, type FinderDealer } from '@/lib/dealers/finder';
import { weeklyHoursLines } from '@/lib/dealers/hours-core';
import { OpenNow } from './OpenNow';
import { distanceLabel } from '@/lib/dealers/geo';
import { STORE_LINK_REL, storeLinks } from '@/lib/dealers/store-links';
import { storeHref } from '@/lib/dealers/store-page';
import { httpWebsiteOrNull, websiteText } from '@/lib/dealers/website';
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
  const lines = weeklyHoursLines(dealer.weeklyHours);
  const hours = allHours ? lines : lines.slice(0, CARD_OPENING_HOURS_LINES);
  const headingId = `dealer-${dealer.id}`;
  // A host that mixes scripts is shown and linked in Punycode, even when stored as typed before the
  // rule; an address '/nettside' would not lead to (not http(s), a user name in it) is not shown.
  const website = httpWebsiteOrNull(dealer.website);
  // 'Vis vei', 'Nettside' and the phone go through our own server, which counts the click for the store (lib/dealers/store-links.ts).
  const links = storeLinks(dealer.slug);

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
            Telefon:{' '}
            <a href={links.phone} rel={STORE_LINK_REL}>
              {dealer.phoneNumber}
            </a>
          </p>
        )}
        {website && (
          <p className={styles.line}>
            <a href={links.website} target="_blank" rel={`${STORE_LINK_REL} noopener noreferrer`}>
              {websiteText(website)}
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
            href={links.directions}
            target="_blank"
            rel={`${STORE_LINK_REL} noopener noreferrer`}
            aria-label={`Vis vei til ${dealer.name} (åpnes i ny fane)`}
          >
            Vis vei
          </a>
          {website && (
            <a
              className={styles.action}
              href={links.website}
              target="_blank"
              rel={`${STORE_LINK_REL} noopener noreferrer`}
              aria-label={`Nettside for ${dealer.name} (åpnes i ny fane)`}
            >
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
