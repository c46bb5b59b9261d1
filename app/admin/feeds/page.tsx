import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/portal/portal.module.css';
import { productEditPath } from '@/lib/admin/products/service';
import { requireAdminPage } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { feedOverview } from '@/lib/feeds/feeds';
import { siteConfig } from '@/lib/site';

export const metadata: Metadata = { title: 'Produktfeeds', robots: { index: false } };

const products = (n: number) => (n === 1 ? '1 produkt' : `${n} produkter`);

/**
 * The feeds page (docs/product.md: Feeds page), for administrators only — the original let any signed-in
 * user in. Links to both feeds (new tab, full addresses from SITE_URL) and to the merchant tools, the
 * products both feeds leave out for lack of a price (each with a link to edit it), the tips, the way back.
 */
export default async function FeedsPage() {
  await requireAdminPage('/admin/feeds');
  const overview = await feedOverview(prisma);
  const site = siteConfig();
  const googleUrl = `${site.siteUrl}/feeds/google-merchant`;
  const metaUrl = `${site.siteUrl}/feeds/facebook`;
  const left = overview.unpriced.length;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>Produktfeeds</h1>
          <p className={styles.who}>Produktdata for annonser og butikker på Google, Facebook og Instagram.</p>
        </div>
        <Link href="/admin" prefetch={false} className="btn-outlined">
          Tilbake til administrasjonspanelet
        </Link>
      </header>
      <p>
        Begge feedene har {overview.priced} av {products(overview.all)}: Google og Meta krever pris, så{' '}
        {left === 1 ? '1 produkt uten pris er utelatt' : `${left} produkter uten pris er utelatt`}.
      </p>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2>Google Merchant Center</h2>
          <p>XML-feed (RSS 2.0) med {products(overview.priced)}. Adresse:</p>
          <p>
            <code data-testid="google-feed-url">{googleUrl}</code>
          </p>
          <a className={styles.button} href={googleUrl} target="_blank" rel="noopener">
            Åpne XML-feed (ny fane)
          </a>
          <a href="https://merchants.google.com/" target="_blank" rel="noopener noreferrer">
            Gå til Google Merchant Center
          </a>
        </li>
        <li className={styles.card}>
          <h2>Facebook og Instagram</h2>
          <p>CSV-katalog med {products(overview.priced)}, for Meta Commerce Manager. Adresse:</p>
          <p>
            <code data-testid="meta-feed-url">{metaUrl}</code>
          </p>
          <a className={styles.button} href={metaUrl} target="_blank" rel="noopener">
            Åpne CSV-feed (ny fane)
          </a>
          <a href="https://business.facebook.com/commerce/" target="_blank" rel="noopener noreferrer">
            Gå til Meta Commerce Manager
          </a>
        </li>
      </ul>
      {left > 0 && (
        <section aria-labelledby="unpriced-title" style={{ marginTop: 32 }}>
          <h2 id="unpriced-title">Produkter uten pris ({left})</h2>
          <p>Disse er ikke med i feedene. Legg inn veiledende pris for å ta dem med.</p>
          <ul>
            {overview.unpriced.map((p) => (
              <li key={p.id}>
                {p.name} (art.nr {p.articleNumber}) –{' '}
                <Link href={productEditPath(p.id)} prefetch={false} aria-label={`Rediger ${p.name}`}>
                  Rediger
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="tips-title" style={{ marginTop: 32 }}>
        <h2 id="tips-title">Tips</h2>
        <ul>
          <li>Feedene oppdateres automatisk når produktene endres; plattformene henter dem på nytt etter sin egen plan.</li>
          <li>Hvert produkt trenger et unikt produkt-ID – her brukes artikkelnummeret.</li>
          <li>Bruk bilder av høy kvalitet: minst 800 × 800 piksler, uten tekst eller vannmerker.</li>
          <li>Skriv fullstendige produktbeskrivelser; de sendes som ren tekst.</li>
          <li>Legg inn veiledende pris på produktene, ellers kommer de ikke med i feedene.</li>
          <li>Legg inn GTIN (strekkoden) der produktet har en; Google viser da produktet oftere.</li>
        </ul>
      </section>
    </div>
  );
}
