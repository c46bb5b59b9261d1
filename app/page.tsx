import type { Metadata } from 'next';
import Link from 'next/link';
import { LazyContactForm } from '@/components/contact/LazyContactForm';
import { ProductList } from '@/components/catalogue/ProductList';
import { categoryChips, productCards } from '@/components/catalogue/CataloguePage';
import { AdvisorLink } from '@/components/catalogue/CatalogueLinks';
import { ADVISOR_BASE } from '@/lib/catalogue/advisor';
import { JsonLd } from '@/components/seo/JsonLd';
import styles from '@/components/catalogue/home.module.css';
import { extractCategories } from '@/lib/catalogue/categories';
import { ALL_SLUG, CATALOGUE_PAGE_SIZE, cataloguePath, categoryRefs } from '@/lib/catalogue/category-pages';
import catalogueStyles from '@/components/catalogue/catalogue.module.css';
import { listPublicProducts } from '@/lib/catalogue/queries';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSite, getSiteContent } from '@/lib/content/queries';
import { countryCode, LOGO_IMAGE } from '@/lib/site';

export function generateMetadata(): Metadata {
  return pageMetadata({
    description:
      'Møbelpolish, treolje, lærpleie, gulvbeskyttelse og hageprodukter fra en produsent med over 100 års erfaring. Se produktene og finn nærmeste forhandler.',
    path: '/',
  });
}

/**
 * The list holds the first page of the catalogue (24 cards), whatever the number of products; the
 * category bar and 'Vis flere produkter' lead to the category pages (docs/product.md: Home).
 * Served from the full-route cache; a product change (tag 'products') and a change in 'Innhold'
 * (tag 'site-content': the hero, its figures, the company identity) revalidate it at once.
 */
export const revalidate = 300;

export default async function HomePage() {
  const [products, content, site] = await Promise.all([listPublicProducts(), getSiteContent(), getSite()]);
  const { hero } = content;
  const country = countryCode(site.address.country);
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: site.companyName,
          alternateName: site.brandName,
          url: site.siteUrl,
          logo: `${site.siteUrl}${LOGO_IMAGE.path}`,
          email: site.email,
          telephone: site.phone,
          foundingDate: String(site.foundedYear),
          address: {
            '@type': 'PostalAddress',
            streetAddress: site.address.street,
            postalCode: site.address.postalCode,
            addressLocality: site.address.city,
            ...(country ? { addressCountry: country } : {}),
          },
          description: `Pleieprodukter for tre, lær og møbler siden ${site.foundedYear}.`,
        }}
      />
      <section aria-labelledby="hero-title" className="hero">
        <div className="container">
          <h1 id="hero-title" className={styles.heroTitle}>
            {hero.title}
          </h1>
          <p className={styles.heroLead}>{hero.lead}</p>
          <div className={styles.heroButtons}>
            <a href="#products" className="btn">
              Se våre produkter
            </a>
            <Link href="/forhandlere" prefetch={false} className="btn-outlined">
              Finn forhandler
            </Link>
            <Link href={ADVISOR_BASE} prefetch={false} className="btn-outlined">
              Finn riktig produkt
            </Link>
          </div>
          <ul className={styles.claims}>
            {hero.figures.map((c, index) => (
              <li key={index}>
                <span className={styles.figure}>{c.figure}</span>
                <span className="muted">{c.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="products" aria-labelledby="products-title" className={styles.section}>
        <div className="container">
          <h2 id="products-title" className={styles.sectionTitle}>
            Våre produkter
          </h2>
          {products.length === 0 ? (
            <p className="muted">Ingen produkter å vise ennå.</p>
          ) : (
            <>
              <AdvisorLink />
              {/* No Suspense boundary: the cards must be in the HTML itself, not in a chunk only a script reveals. */}
              <ProductList
                categories={categoryChips(categoryRefs(extractCategories(products)), null)}
                items={productCards(products.slice(0, CATALOGUE_PAGE_SIZE))}
                emptyText="Ingen produkter å vise ennå."
              />
              {products.length > CATALOGUE_PAGE_SIZE && (
                <p className={catalogueStyles.more}>
                  <Link href={cataloguePath(ALL_SLUG, 2)} prefetch={false} className="btn-outlined">
                    Vis flere produkter
                  </Link>
                </p>
              )}
            </>
          )}
        </div>
      </section>

      <section id="contact" aria-labelledby="contact-title" className={`${styles.section} ${styles.contact}`}>
        <div className={`container ${styles.contactInner}`}>
          <h2 id="contact-title">Kontakt oss</h2>
          <p className="muted">Har du spørsmål om produktene våre? Skriv til oss, så svarer vi innen 24 timer på hverdager.</p>
          <LazyContactForm />
        </div>
      </section>
    </>
  );
}
