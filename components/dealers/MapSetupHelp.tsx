import styles from './dealers.module.css';

/**
 * Shown instead of the map when no browser key is configured or the Maps script cannot load
 * (key refused for this domain, no network). The list and search keep working.
 */
export function MapSetupHelp({ reason }: { reason: 'missing-key' | 'load-failed' }) {
  return (
    <section className={styles.panel} aria-labelledby="map-help-title" data-testid="map-setup-help">
      <h2 id="map-help-title">Kartet er ikke tilgjengelig</h2>
      <p>
        {reason === 'missing-key'
          ? 'Kartet kan ikke vises fordi det mangler en API-nøkkel for Google Maps.'
          : 'Kartet kunne ikke lastes. API-nøkkelen for Google Maps mangler, er ugyldig eller er ikke tillatt for dette domenet.'}{' '}
        Forhandlerlisten og søket fungerer som vanlig.
      </p>
      <p>Slik settes kartet opp:</p>
      <ol>
        <li>Opprett en API-nøkkel i Google Cloud Console og aktiver Maps JavaScript API.</li>
        <li>Begrens nøkkelen til nettstedets domene (HTTP-henvisere).</li>
        <li>Sett nøkkelen i miljøvariabelen GOOGLE_MAPS_BROWSER_KEY og start nettstedet på nytt.</li>
      </ol>
    </section>
  );
}
