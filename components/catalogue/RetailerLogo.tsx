'use client';
import { useCallback, useState } from 'react';
import type { RetailerOffer } from '@/lib/catalogue/responses';

/** A shop's logo, or its name when it has none or the logo fails to load (the one island of 'Kjøp på nett'). */
export function RetailerLogo({ retailer }: { retailer: RetailerOffer }) {
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
