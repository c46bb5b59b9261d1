'use client';
import type { FinderDealer } from '@/lib/dealers/finder';
import { comingSpecialDaysWith, osloToday } from '@/lib/dealers/hours-core';
import { ComingDaysList, HoursTable } from './HoursTable';
import { OpenNow, usePublicHolidays } from './OpenNow';
import { STORE_LINK_REL, storeLinks } from '@/lib/dealers/store-links';
import { storeHref } from '@/lib/dealers/store-page';
import { httpWebsiteOrNull } from '@/lib/dealers/website';
import styles from './dealers.module.css';

/** The selected dealer beside the map (under it on small screens). */
export function DealerDetail({ dealer, loading }: { dealer: FinderDealer; loading: boolean }) {
  const address = dealer.formattedAddress || dealer.address;
  const holidays = usePublicHolidays();
  // Shown once a visitor selects a dealer, so in the browser: the browser's today.
  const coming = comingSpecialDaysWith(dealer.weeklyHours, dealer.specialDays, holidays, osloToday(), 31);
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
      {dealer.weeklyHours ? (
        <>
          <OpenNow weeklyHours={dealer.weeklyHours} specialDays={dealer.specialDays} />
          <HoursTable weeklyHours={dealer.weeklyHours} coming={coming} />
        </>
      ) : (
        // The week is unknown; the special days the store entered are still known.
        <ComingDaysList coming={coming} />
      )}
      {loading && <p className={styles.line}>Henter detaljer...</p>}
      <p className={styles.line}>
        <a href={storeHref(dealer.slug)}>Se butikkens side</a>
      </p>
      <div className={styles.actions}>
        <a className={styles.actionPrimary} href={storeLinks(dealer.slug).directions} target="_blank" rel={`${STORE_LINK_REL} noopener noreferrer`}>
          Få veibeskrivelse
        </a>
        {httpWebsiteOrNull(dealer.website) && (
          <a className={styles.action} href={storeLinks(dealer.slug).website} target="_blank" rel={`${STORE_LINK_REL} noopener noreferrer`}>
            Besøk nettsted
          </a>
        )}
      </div>
    </section>
  );
}
