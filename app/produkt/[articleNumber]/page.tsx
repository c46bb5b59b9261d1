import type { Metadata } from 'next';
import Image from 'next/image';
import { isSiteImage } from '@/lib/catalogue/image-src';
import { JsonLd } from '@/components/seo/JsonLd';
import { PostalCodeSearch } from '@/components/catalogue/PostalCodeSearch';
import { RetailerLinks } from '@/components/catalogue/RetailerLinks';
import { VideoEmbed } from '@/components/catalogue/VideoEmbed';
import styles from '@/components/catalogue/product.module.css';
import ProductNotFound from './not-found';
import { NotFoundStatus } from './not-found-status';
import { getProductDetail, listPublicProducts, type ProductDetail } from '@/lib/catalogue/queries';
import { PRODUCT_NOT_FOUND_TITLE } from '@/lib/catalogue/messages';
import { priceAmount, recommendedPriceText } from '@/lib/catalogue/price';
import { absoluteSiteUrl, productJsonLd, productPageUrl } from '@/lib/catalogue/structured-data';
import { youtubeEmbedUrl } from '@/lib/catalogue/video';
import { siteConfig } from '@/lib/site';

type Props = { params: Promise<{ articleNumber: string }> };

/**
 * Every product page is prerendered at build time and served from the full-route cache; a
 * product change revalidates it at once (tag 'products'), new products render on first visit.
 */
export const revalidate = 300;

export async function generateStaticParams(): Promise<Array<{ articleNumber: string }>> {
  return (await listPublicProducts()).map((p) => ({ articleNumber: p.articleNumber }));
}

function plainText(html: string | null, max = 160): string {
  const text = (html ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null; // malformed percent-encoding
  }
}

async function find(params: Props['params']): Promise<ProductDetail | null> {
  const articleNumber = safeDecode((await params).articleNumber);
  return articleNumber === null ? null : getProductDetail(articleNumber);
}

/**
 * Never notFound() here or in the page's shell: Next.js would answer an empty error document
 * (`<html id="__next_error__">`, no lang, the wrong title) that shows 'Produkt ikke funnet' only
 * after JavaScript runs. An unknown product gets its own title here; the page renders
 * ./not-found.tsx itself and sets the 404 status with <NotFoundStatus> (docs/architecture.md §12,
 * 'A page').
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await find(params);
  if (!product) return { title: PRODUCT_NOT_FOUND_TITLE, robots: { index: false } };
  const site = siteConfig();
  const url = productPageUrl(site.siteUrl, product.articleNumber);
  const image = absoluteSiteUrl(site.siteUrl, product.imageUrl);
  const description = plainText(product.description) || `${product.name} – art.nr ${product.articleNumber}.`;
  return {
    title: product.name,
    description,
    alternates: { canonical: url },
    // Next.js has no og:type 'product'; the price goes in the product:price tags Meta reads.
    openGraph: {
      type: 'website',
      url,
      siteName: site.brandName,
      locale: 'nb_NO',
      title: product.name,
      description,
      images: [{ url: image, width: 800, height: 800, alt: product.name }],
    },
    twitter: { card: 'summary_large_image', title: product.name, description, images: [image] },
    ...(product.recommendedPriceNok === null
      ? {}
      : { other: { 'product:price:amount': priceAmount(product.recommendedPriceNok), 'product:price:currency': 'NOK' } }),
  };
}

/** A headed block of stored HTML (sanitised by lib/catalogue before it gets here). */
function RichTextSection({ id, title, html }: { id: string; title: string; html: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className={styles.block}>
      <h2 id={`${id}-title`} className={styles.blockTitle}>
        {title}
      </h2>
      <div className={styles.richText} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

export default async function ProductPage({ params }: Props) {
  const product = await find(params);
  if (!product) {
    return (
      <>
        <ProductNotFound />
        <NotFoundStatus />
      </>
    );
  }
  const site = siteConfig();

  return (
    <div className={`container ${styles.page}`}>
      <JsonLd data={productJsonLd({ ...product, description: plainText(product.description, 5000) }, site)} />
      <div className={styles.top}>
        <div>
          <Image
            src={product.imageUrl}
            alt={product.name}
            width={800}
            height={800}
            priority
            unoptimized={!isSiteImage(product.imageUrl)}
            sizes="(max-width: 900px) 100vw, 480px"
            className={styles.image}
          />
        </div>
        <div>
          {product.category && <span className={styles.category}>{product.category}</span>}
          <h1 className={styles.title}>{product.name}</h1>
          <p className="muted">Art.nr: {product.articleNumber}</p>
          {product.recommendedPriceNok !== null && (
            <p className={styles.price} data-testid="recommended-price">
              {recommendedPriceText(product.recommendedPriceNok)}
            </p>
          )}
          <section aria-labelledby="buy-title" className={styles.buy}>
            <h2 id="buy-title" className={styles.buyTitle}>
              Kjøp hos våre forhandlere
            </h2>
            <p className={`muted ${styles.small}`}>Skriv inn postnummeret ditt for å finne nærmeste forhandler.</p>
            <PostalCodeSearch />
          </section>
          <RetailerLinks retailers={product.retailers} />
        </div>
      </div>
      <div className={styles.bottom}>
        <div>
          {product.description && <RichTextSection id="description" title="Produktbeskrivelse" html={product.description} />}
          {product.instructions && <RichTextSection id="instructions" title="Bruksanvisning" html={product.instructions} />}
        </div>
        <div>
          {product.videoId && (
            <section aria-labelledby="video-title" className={styles.block}>
              <h2 id="video-title" className={styles.blockTitle}>
                Se hvordan
              </h2>
              <VideoEmbed src={youtubeEmbedUrl(product.videoId)} title={`Video: ${product.name}`} />
            </section>
          )}
          {product.highlightText && (
            <aside aria-label="Fremhevet" className={styles.highlight}>
              <p className={styles.highlightTitle}>{product.highlightText}</p>
              {product.highlightDescription && <p>{product.highlightDescription}</p>}
            </aside>
          )}
        </div>
      </div>
    </div>
  );
}
