/**
 * Forhandlere › Forhandlersteder: whether the finder's map uses Google (docs/operations.md: Google
 * Maps and Places) and, without a browser key, how to set one up. Shown in the admin panel only,
 * whose page checks the administrator role on the server (app/admin/(panel)/page.tsx); visitors of
 * /forhandlere see the map without Google instead of these instructions. A notice, not an alert: it
 * is there on arrival, nothing to announce.
 */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { env } from '@/lib/env';

export function MapKeyNotice() {
  const configured = Boolean(env().GOOGLE_MAPS_BROWSER_KEY);
  return (
    <Paper
      component="section"
      aria-labelledby="map-key-title"
      data-testid="map-setup-help"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, mb: 4, borderLeft: 4, borderLeftColor: configured ? 'success.main' : 'warning.main' }}
    >
      <Typography id="map-key-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Kartet i forhandlersøket
      </Typography>
      {configured ? (
        <Typography>
          En API-nøkkel for Google Maps er satt (GOOGLE_MAPS_BROWSER_KEY), så besøkende ser Google-kartet. Kan kartet ikke lastes (nøkkelen avvises for domenet,
          ingen nettverk), ser de det innebygde kartet uten Google.
        </Typography>
      ) : (
        <>
          <Typography>
            Det mangler en API-nøkkel for Google Maps, så besøkende ser det innebygde kartet uten Google. Forhandlerlisten og søket fungerer som vanlig.
          </Typography>
          <Typography sx={{ mt: 1 }}>Slik settes Google-kartet opp:</Typography>
          <Typography component="ol" sx={{ m: 0, mt: 0.5, pl: 3, overflowWrap: 'anywhere' }}>
            <li>Opprett en API-nøkkel i Google Cloud Console og aktiver Maps JavaScript API.</li>
            <li>Begrens nøkkelen til nettstedets domene (HTTP-henvisere).</li>
            <li>Sett nøkkelen i miljøvariabelen GOOGLE_MAPS_BROWSER_KEY og start nettstedet på nytt.</li>
          </Typography>
        </>
      )}
    </Paper>
  );
}
