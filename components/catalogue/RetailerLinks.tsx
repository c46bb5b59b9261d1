'use client';
import { useCallback, useState } from 'react';
import type { RetailerOffer } from '@/lib/catalogue/queries';
import styles from './product.module.css';

function RetailerLogo({ retailer }: { retailer: RetailerOffer }) {
  const [failed, setFailed] = useState(false);
  // A logo that failed before React attached onError is caught on mount.
  const check = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (!retailer.logoUrl || failed) return <>{retailer.name}</>;
  return (
    // Logos come from the retailers' own hosts; a failed logo falls back to the name.
    // eslint-disable-next-line @next/next/no-img-element
    <img ref={check} src={retailer.logoUrl} alt={retailer.name} height={28} style={{ maxWidth: 140 }} onError={() => setFailed(true)} />
  );
}

/**
 * 'Kjøp på nett': the online shops that sell the article, a section of its own apart from the
 * physical dealers' 'Kjøp hos våre forhandlere' (docs/product.md: Online retailer links); nothing
 * at all — no heading either — when there are none.
 */
export function RetailerLinks({ retailers }: { retailers: RetailerOffer[] }) {
  if (retailers.length === 0) return null;
  return (
    <section aria-labelledby="online-shops-title" className={styles.buy}>
      <h2 id="online-shops-title" className={styles.buyTitle}>
        Kjøp på nett
      </h2>
      <p className={`muted ${styles.small}`}>Bestill fra en av disse nettbutikkene.</p>
      <ul className={styles.retailers}>
        {retailers.map((r) => (
          <li key={r.productUrl}>
            <a
              className="btn-outlined"
              href={r.productUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              aria-label={`Kjøp hos ${r.name} (åpnes i ny fane)`}
            >
              <RetailerLogo retailer={r} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
