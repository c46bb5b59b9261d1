'use client';
/**
 * The admin panel's debugging box (docs/product.md: Admin panel): session and product facts and
 * 'Kontroller økten'. In one place, folded at the foot of the panel: an operator opens it when
 * needed instead of scrolling past it under every tab.
 */
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';

export function DebugBox({ productCount, productsApi }: { productCount: number; productsApi: string }) {
  const [session, setSession] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const id = useId();
  const check = async () => {
    setLoading(true);
    try {
      const response = await fetch('/api/debug-session', { cache: 'no-store' });
      setSession(JSON.stringify(await response.json(), null, 2));
    } catch {
      setSession('Kunne ikke hente sesjonsdata.');
    } finally {
      setLoading(false);
    }
  };
  return (
    // MUI writes the summary inside a heading (here h2, a section of the panel) and ties the region to it.
    <Accordion component="section" variant="outlined" disableGutters sx={{ mt: 6 }} slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-title`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          Feilsøking
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="ul" sx={{ mt: 0 }}>
          <li>Administrator innlogget: ja</li>
          <li>Antall produkter: {productCount}</li>
          <li>Produktfeil: ingen</li>
          <li>Laster: {loading ? 'ja' : 'nei'}</li>
          <li>Produkt-API: {productsApi}</li>
        </Box>
        <Button variant="outlined" onClick={() => void check()} disabled={loading}>
          Kontroller økten
        </Button>
        {session && (
          <Box component="pre" aria-live="polite" sx={{ overflowX: 'auto', bgcolor: 'grey.100', p: 1.5, borderRadius: 1, fontSize: 13 }}>
            {session}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
