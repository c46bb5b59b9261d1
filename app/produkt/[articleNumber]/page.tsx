import type { Metadata } from 'next';
import Image from 'next/image';
import { isSiteImage } from '@/lib/catalogue/image-src';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/JsonLd';
import { PostalCodeSearch } from '@/components/catalogue/PostalCodeSearch';
import { RetailerLinks } from '@/components/catalogue/RetailerLinks';
import { VideoEmbed } from '@/components/catalogue/VideoEmbed';
import styles from '@/components/catalogue/product.module.css';
import { getProductDetail, listPublicProducts, type ProductDetail } from '@/lib/catalogue/queries';
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

async function load(params: Props['params']): Promise<ProductDetail> {
  const articleNumber = safeDecode((await params).articleNumber);
  const product = articleNumber === null ? null : await getProductDetail(articleNumber);
  if (!product) notFound();
  return product;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await load(params);
  const path = `/produkt/${encodeURIComponent(product.articleNumber)}`;
  const description = plainText(product.description) || `${product.name} – art.nr ${product.articleNumber}.`;
  return {
    title: product.name,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      url: path,
      title: product.name,
      description,
      images: [{ url: product.imageUrl, width: 800, height: 800, alt: product.name }],
    },
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
  const product = await load(params);
  const site = siteConfig();
  const url = `${site.siteUrl}/produkt/${encodeURIComponent(product.articleNumber)}`;

  return (
    <div className={`container ${styles.page}`}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          sku: product.articleNumber,
          mpn: product.articleNumber,
          image: [`${site.siteUrl}${product.imageUrl}`],
          description: plainText(product.description, 5000),
          category: product.category ?? undefined,
          brand: { '@type': 'Brand', name: site.brandName },
          url,
        }}
      />
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
          <section aria-labelledby="buy-title" className={styles.buy}>
            <h2 id="buy-title" className={styles.buyTitle}>
              Kjøp hos våre forhandlere
            </h2>
            <p className={`muted ${styles.small}`}>Skriv inn postnummeret ditt for å finne nærmeste forhandler.</p>
            <PostalCodeSearch />
            <RetailerLinks retailers={product.retailers} />
          </section>
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
