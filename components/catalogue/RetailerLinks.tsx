'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { RetailerOffer } from '@/lib/catalogue/queries';

function RetailerLogo({ retailer }: { retailer: RetailerOffer }) {
  const [failed, setFailed] = useState(false);
  if (!retailer.logoUrl || failed) return <>{retailer.name}</>;
  return (
    // Logos come from the retailers' own hosts; a failed logo falls back to the name.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={retailer.logoUrl} alt={retailer.name} height={28} style={{ maxWidth: 140 }} onError={() => setFailed(true)} />
  );
}

/** Online shops that sell the article; nothing at all when there are none. */
export function RetailerLinks({ retailers }: { retailers: RetailerOffer[] }) {
  if (retailers.length === 0) return null;
  return (
    <Box component="ul" aria-label="Kjøp på nett" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {retailers.map((r) => (
        <li key={r.productUrl}>
          <Button
            href={r.productUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            variant="outlined"
            aria-label={`Kjøp hos ${r.name} (åpnes i ny fane)`}
          >
            <RetailerLogo retailer={r} />
          </Button>
        </li>
      ))}
    </Box>
  );
}
