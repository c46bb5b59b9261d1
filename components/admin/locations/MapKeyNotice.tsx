/**
 * Forhandlere › Forhandlersteder: whether the finder's map uses Google (docs/operations.md: Google
 * Maps and Places) and, without a browser key, how to set one up. Shown in the admin panel only,
 * whose page checks the administrator role on the server (app/admin/(panel)/page.tsx); visitors of
 * /forhandlere see the map without Google instead of these instructions.
 */
import { env } from '@/lib/env';
import adminStyles from '../admin.module.css';

export function MapKeyNotice() {
  const configured = Boolean(env().GOOGLE_MAPS_BROWSER_KEY);
  return (
    <section aria-labelledby="map-key-title" className={adminStyles.notice} data-testid="map-setup-help">
      <h2 id="map-key-title">Kartet i forhandlersøket</h2>
      {configured ? (
        <p>
          En API-nøkkel for Google Maps er satt (GOOGLE_MAPS_BROWSER_KEY), så besøkende ser Google-kartet. Kan kartet ikke lastes
          (nøkkelen avvises for domenet, ingen nettverk), ser de det innebygde kartet uten Google.
        </p>
      ) : (
        <>
          <p>
            Det mangler en API-nøkkel for Google Maps, så besøkende ser det innebygde kartet uten Google. Forhandlerlisten og søket
            fungerer som vanlig.
          </p>
          <p>Slik settes Google-kartet opp:</p>
          <ol>
            <li>Opprett en API-nøkkel i Google Cloud Console og aktiver Maps JavaScript API.</li>
            <li>Begrens nøkkelen til nettstedets domene (HTTP-henvisere).</li>
            <li>Sett nøkkelen i miljøvariabelen GOOGLE_MAPS_BROWSER_KEY og start nettstedet på nytt.</li>
          </ol>
        </>
      )}
    </section>
  );
}
