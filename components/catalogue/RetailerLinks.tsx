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

/** Online shops that sell the article; nothing at all when there are none. */
export function RetailerLinks({ retailers }: { retailers: RetailerOffer[] }) {
  if (retailers.length === 0) return null;
  return (
    <ul aria-label="Kjøp på nett" className={styles.retailers}>
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
  );
}
