/**
 * The contact page (docs/product.md §2), shared by /kontakt and /for-kontakt: info cards, product
 * intro, 'Hvor finner du våre produkter?', opening hours and the two form tabs. Server-rendered;
 * only the tabs and forms are client islands.
 */
import Link from 'next/link';
import type { PublicProduct } from '@/lib/catalogue/queries';
import type { ContactTopic, FormKind } from '@/lib/contact/fields';
import { REPLY_PROMISE } from '@/lib/contact/messages';
import { formatAddress, phoneHref, type SiteConfig } from '@/lib/site';
import { BecomeDealerButton, ContactTabProvider, ContactTabs, type ContactTab } from './ContactTabs';
import { FallbackImage } from './FallbackImage';
import styles from './contact.module.css';

/**
 * What the address asked for, read on the server by the per-request page (app/kontakt/skjema): the
 * open tab, the contact form's topic and message, the form just sent without JavaScript. The
 * cached page has none of them.
 */
export interface ContactPageQuery {
  tab?: ContactTab;
  topic?: ContactTopic;
  prefill?: string;
  sent?: FormKind | null;
}

export function ContactPage({ site, products, query = {} }: { site: SiteConfig; products: PublicProduct[]; query?: ContactPageQuery }) {
  return (
    <ContactTabProvider initialTab={query.tab}>
      <div className={styles.page}>
        <h1>Kontakt oss</h1>
        <p className={styles.lead}>
          Har du spørsmål om produktene våre, trenger du råd om pleie av tre, lær eller møbler, eller vil du bli forhandler? Vi hjelper deg gjerne.
        </p>

        <section aria-labelledby="info-title" className={styles.section}>
          <h2 id="info-title" className="visually-hidden">
            Kontaktinformasjon
          </h2>
          <ul className={styles.cards}>
            <li className={styles.card}>
              <h3>E-post</h3>
              <p>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </p>
              <p>{REPLY_PROMISE}</p>
            </li>
            <li className={styles.card}>
              <h3>Telefon</h3>
              <p>
                <a href={phoneHref(site)}>{site.phone}</a>
              </p>
              <p>Mandag–fredag 09:00–16:00</p>
            </li>
            <li className={styles.card}>
              <h3>Hovedkontor</h3>
              <p>{site.companyName}</p>
              <address style={{ fontStyle: 'normal' }}>{formatAddress(site)}</address>
            </li>
          </ul>
        </section>

        <section aria-labelledby="products-intro-title" className={`${styles.section} ${styles.productIntro}`}>
          <div>
            <h2 id="products-intro-title">Våre produkter</h2>
            <p className={styles.lead}>
              Siden {site.foundedYear} har vi laget pleieprodukter for tre, lær og møbler: møbelpolish, treolje, lærpleie, gulvbeskyttelse og hageprodukter.
            </p>
            <Link href="/#products" prefetch={false}>
              Se alle produktene
            </Link>
          </div>
          {products.length > 0 && (
            <ul className={styles.thumbs} aria-label="Utvalgte produkter">
              {products.map((p) => (
                <li key={p.articleNumber}>
                  <FallbackImage src={p.imageUrl} alt={p.name} width={96} height={96} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="where-title" className={styles.section}>
          <h2 id="where-title">Hvor finner du våre produkter?</h2>
          <ul className={styles.cards}>
            <li className={styles.card}>
              <h3>Forhandlere</h3>
              <p>Produktene våre selges hos forhandlere over hele landet.</p>
              <Link href="/forhandlere" prefetch={false}>
                Finn nærmeste forhandler
              </Link>
            </li>
            <li className={styles.card}>
              <h3>Faghandlere</h3>
              <p>Møbel-, farge- og jernvarefaghandlere gir deg råd om riktig produkt.</p>
              <Link href="/forhandlere" prefetch={false}>
                Finn en faghandler
              </Link>
            </li>
            <li className={styles.card}>
              <h3>Bli forhandler</h3>
              <p>Vil du selge produktene våre? Send oss en søknad, så tar vi kontakt.</p>
              <BecomeDealerButton />
            </li>
          </ul>
        </section>

        <section aria-labelledby="hours-title" className={styles.section}>
          <h2 id="hours-title">Åpningstider</h2>
          <dl className={styles.hours}>
            <dt>Telefon</dt>
            <dd>Mandag–fredag 09:00–16:00, stengt i helgene</dd>
            <dt>E-post</dt>
            <dd>Besvares innen 24 timer på hverdager</dd>
            <dt>Helligdager</dt>
            <dd>Stengt</dd>
          </dl>
        </section>

        <section aria-labelledby="forms-title" className={styles.section}>
          <h2 id="forms-title">Skriv til oss</h2>
          <ContactTabs topic={query.topic} prefill={query.prefill} sent={query.sent} />
        </section>
      </div>
    </ContactTabProvider>
  );
}
