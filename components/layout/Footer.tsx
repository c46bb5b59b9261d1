import Link from 'next/link';
import type { Review } from '@/lib/content/schema';
import { phoneHref, type SiteConfig } from '@/lib/site';
import { Logo } from './Logo';
import { FOOTER_NAV_ID, NAV_ITEMS } from './navigation';
import styles from './layout.module.css';

/** '4.8/5', as the rating sites write it. */
const score = (value: number) => `${value.toFixed(1)}/5`;

/**
 * Site footer (docs/product.md §2): ratings and company contact block (both from 'Innhold'),
 * links, copyright. Server-rendered, no script.
 */
export function Footer({ site, reviews, year }: { site: SiteConfig; reviews: Review[]; year: number }) {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.footerGrid}>
          <div className={styles.footerBrand}>
            <Logo brandName={site.brandName} inverted />
            <p className={styles.footerText}>Pleieprodukter for tre, lær og møbler siden {site.foundedYear}.</p>
            {reviews.length > 0 && (
              <ul className={styles.ratings} aria-label="Kundevurderinger">
                {reviews.map((r) => (
                  <li key={r.source} className={styles.rating}>
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                      <path fill="#f2b53a" d="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z" />
                    </svg>
                    <span>
                      <strong>{score(r.score)}</strong> · {r.count} anmeldelser på{' '}
                      {r.url ? (
                        <a href={r.url} rel="noopener noreferrer">
                          {r.source}
                        </a>
                      ) : (
                        r.source
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <div>
            <h2 className={styles.footerHeading}>Kontakt oss</h2>
            <address className={styles.address}>
              <div>{site.companyName}</div>
              <div>
                E-post: <a href={`mailto:${site.email}`}>{site.email}</a>
              </div>
              <div>
                Telefon: <a href={phoneHref(site)}>{site.phone}</a>
              </div>
              <div>Org.nr: {site.organisationNumber}</div>
            </address>
          </div>

          <div>
            <h2 className={styles.footerHeading}>Navigasjon</h2>
            <nav aria-label="Bunnmeny" id={FOOTER_NAV_ID}>
              <ul className={styles.footerLinks}>
                {NAV_ITEMS.map((item) => (
                  <li key={item.label}>
                    <Link href={item.href} prefetch={false}>
                      {item.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link href="/sok" prefetch={false}>
                    Søk
                  </Link>
                </li>
                <li>
                  <Link href="/auth" prefetch={false}>
                    Forhandlerlogin
                  </Link>
                </li>
                <li>
                  <Link href="/personvern" prefetch={false}>
                    Personvern
                  </Link>
                </li>
                <li>
                  <Link href="/tilgjengelighet" prefetch={false}>
                    Tilgjengelighet
                  </Link>
                </li>
              </ul>
            </nav>
          </div>
        </div>
        <p className={styles.copyright}>
          © {year} {site.companyName}. Alle rettigheter reservert.
        </p>
      </div>
    </footer>
  );
}
