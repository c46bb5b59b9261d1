import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/portal/portal.module.css';
import { requireAdminPage } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { feedCounts } from '@/lib/feeds/feeds';

export const metadata: Metadata = { title: 'Produktfeeds', robots: { index: false } };

/**
 * The feeds page (docs/product.md: Feeds page), for administrators only — the original let any signed-in
 * user in. Links to both feeds (new tab) and to the merchant tools, the tips, the way back.
 */
export default async function FeedsPage() {
  await requireAdminPage();
  const counts = await feedCounts(prisma);
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
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2>Google Merchant Center</h2>
          <p>
            XML-feed (RSS 2.0) med {counts.priced} av {counts.all} produkter. Google krever pris, så{' '}
            {counts.withoutPrice === 1 ? '1 produkt uten pris er' : `${counts.withoutPrice} produkter uten pris er`} utelatt.
          </p>
          <a className={styles.button} href="/feeds/google-merchant" target="_blank" rel="noopener">
            Åpne XML-feed (ny fane)
          </a>
          <a href="https://merchants.google.com/" target="_blank" rel="noopener noreferrer">
            Gå til Google Merchant Center
          </a>
        </li>
        <li className={styles.card}>
          <h2>Facebook og Instagram</h2>
          <p>CSV-katalog med alle {counts.all} produkter, for Meta Commerce Manager.</p>
          <a className={styles.button} href="/feeds/facebook" target="_blank" rel="noopener">
            Åpne CSV-feed (ny fane)
          </a>
          <a href="https://business.facebook.com/commerce/" target="_blank" rel="noopener noreferrer">
            Gå til Meta Commerce Manager
          </a>
        </li>
      </ul>
      <section aria-labelledby="tips-title" style={{ marginTop: 32 }}>
        <h2 id="tips-title">Tips</h2>
        <ul>
          <li>Feedene oppdateres automatisk når produktene endres; plattformene henter dem på nytt etter sin egen plan.</li>
          <li>Hvert produkt trenger et unikt produkt-ID – her brukes artikkelnummeret.</li>
          <li>Bruk bilder av høy kvalitet: minst 800 × 800 piksler, uten tekst eller vannmerker.</li>
          <li>Skriv fullstendige produktbeskrivelser; de sendes som ren tekst.</li>
          <li>Legg inn veiledende pris på produktene, ellers kommer de ikke med i Google-feeden.</li>
        </ul>
      </section>
    </div>
  );
}
