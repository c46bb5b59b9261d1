import type { RetailerOffer } from '@/lib/catalogue/responses';
import { RetailerLogo } from './RetailerLogo';
import styles from './product.module.css';

/**
 * 'Kjøp på nett': the online shops that sell the article, a section of its own apart from the
 * physical dealers' 'Kjøp hos våre forhandlere' (docs/product.md: Online retailer links); nothing
 * at all — no heading either — when there are none. A server component: only each logo's
 * fallback to the shop's name is a client island (RetailerLogo).
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
