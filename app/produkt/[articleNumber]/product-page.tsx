/**
 * The product page (docs/product.md: Product page), shared by its two routes: ./page.tsx (the plain
 * /produkt/{nr}, prerendered and revalidated by tag) and ./mengde/page.tsx (the calculator's answer
 * /produkt/{nr}?areal=…&strok=…, rewritten there by next.config.mjs and rendered per request), so
 * the plain page never reads its query.
 */
import type { Metadata } from 'next';
import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { isSiteImage } from '@/lib/catalogue/image-src';
import { JsonLd } from '@/components/seo/JsonLd';
import { PostalCodeSearch } from '@/components/catalogue/PostalCodeSearch';
import { RetailerLinks } from '@/components/catalogue/RetailerLinks';
import { VideoEmbed } from '@/components/catalogue/VideoEmbed';
import { SizePicker } from '@/components/catalogue/SizePicker';
import { DocumentsSection, HazardSection, SuitabilitySection, TechnicalDataSection } from '@/components/catalogue/ProductFacts';
import { QuantitySection } from '@/components/catalogue/QuantitySection';
import styles from '@/components/catalogue/product.module.css';
import ProductNotFound from './not-found';
import { NotFoundStatus } from './not-found-status';
import { getProductDetail, type ProductDetail, type PublicVariant } from '@/lib/catalogue/queries';
import { selectedVariant, variantTitle } from '@/lib/catalogue/variants';
import { productHref } from '@/components/catalogue/ProductCard';
import { PRODUCT_NOT_FOUND_TITLE } from '@/lib/catalogue/messages';
import { priceAmount, recommendedPriceText } from '@/lib/catalogue/price';
import { sizePrices, UNIT_PRICE_SEPARATOR } from '@/lib/catalogue/fact-display';
import { absoluteSiteUrl, productJsonLd, productPageUrl } from '@/lib/catalogue/structured-data';
import { youtubeEmbedUrl } from '@/lib/catalogue/video';
import type { QuantityInput } from '@/lib/catalogue/quantity';
import { siteConfig } from '@/lib/site';

type Params = Promise<{ articleNumber: string }>;

function plainText(html: string | null, max = 160): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null; // malformed percent-encoding
  }
}

export type FoundProduct = { product: ProductDetail; variant: PublicVariant };

/** The product whose size the URL names, with that size, or null. */
export async function findProduct(params: Params): Promise<FoundProduct | null> {
  const articleNumber = safeDecode((await params).articleNumber);
  const product = articleNumber === null ? null : await getProductDetail(articleNumber);
  return product && articleNumber !== null ? { product, variant: selectedVariant(product, articleNumber) } : null;
}

/**
 * Never notFound() here or in the page's shell: Next.js would answer an empty error document
 * (`<html id="__next_error__">`, no lang, the wrong title) that shows 'Produkt ikke funnet' only
 * after JavaScript runs. An unknown product gets its own title here; the page renders
 * ./not-found.tsx itself and sets the 404 status with <NotFoundStatus> (docs/architecture.md §12,
 * 'A page').
 */
export async function productMetadata(params: Params): Promise<Metadata> {
  const found = await findProduct(params);
  if (!found) return { title: PRODUCT_NOT_FOUND_TITLE, robots: { index: false } };
  const { product, variant } = found;
  const site = siteConfig();
  // Each size's page is its own canonical: its price, GTIN and article number differ.
  const url = productPageUrl(site.siteUrl, variant.articleNumber);
  const image = absoluteSiteUrl(site.siteUrl, variant.imageUrl ?? product.imageUrl);
  const title = product.variants.length > 1 ? variantTitle(product.name, variant.sizeLabel) : product.name;
  const description = plainText(product.description) || `${title} – art.nr ${variant.articleNumber}.`;
  return {
    title,
    description,
    alternates: { canonical: url },
    // Next.js has no og:type 'product'; the price goes in the product:price tags Meta reads.
    openGraph: {
      type: 'website',
      url,
      siteName: site.brandName,
      locale: 'nb_NO',
      title,
      description,
      images: [{ url: image, width: 800, height: 800, alt: title }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    ...(variant.recommendedPriceNok === null
      ? {}
      : { other: { 'product:price:amount': priceAmount(variant.recommendedPriceNok), 'product:price:currency': 'NOK' } }),
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

/**
 * The product page's body, for /produkt/{nr} (./page.tsx, prerendered) and for its calculator's
 * answer /produkt/{nr}?areal=…&strok=… (./mengde/page.tsx, rendered per request): `calculator` is
 * the calculator's input from the address, absent on the plain page (defaults, no answer).
 */
export async function ProductPageView({ found, calculator }: { found: FoundProduct | null; calculator?: QuantityInput }) {
  if (!found) {
    return (
      <>
        <ProductNotFound />
        <NotFoundStatus />
      </>
    );
  }
  const { product, variant } = found;
  const site = siteConfig();
  const jsonLd = productJsonLd({ ...product, description: plainText(product.description, 5000) }, site);
  const imageSrc = variant.imageUrl ?? product.imageUrl;
  const imageAlt = variantTitle(product.name, variant.sizeLabel);
  // next/image's own props on a plain <img>: no image component code in the browser (the page's
  // largest paint; fetched early and first). bench/README.md: the product page's script.
  const { props: image } = getImageProps({
    src: imageSrc,
    alt: imageAlt,
    width: 800,
    height: 800,
    preload: true,
    fetchPriority: 'high',
    unoptimized: !isSiteImage(imageSrc),
    sizes: '(max-width: 900px) 100vw, 480px',
    className: styles.image,
  });
  preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' });
  const { unitPrice } = sizePrices(variant);

  return (
    <div className={`container ${styles.page}`}>
      {jsonLd && <JsonLd data={jsonLd} />}
      <div className={styles.top}>
        <div>
          {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client component */}
          <img {...image} alt={imageAlt} />
        </div>
        <div>
          {product.category && <span className={styles.category}>{product.category}</span>}
          <h1 className={styles.title}>{product.name}</h1>
          {product.variants.length > 1 && (
            // The size picker (docs/product.md: Sizes): a link per size to its own URL.
            <SizePicker
              selected={variant.articleNumber}
              sizes={product.variants.map((v) => ({
                articleNumber: v.articleNumber,
                href: productHref(v.articleNumber),
                label: v.sizeLabel ?? v.articleNumber,
                ...sizePrices(v),
              }))}
            />
          )}
          <p className="muted" data-testid="article-number">
            Art.nr: {variant.articleNumber}
          </p>
          {variant.recommendedPriceNok !== null && (
            // The unit price beside the price (docs/product.md: Product page): 'Veiledende pris 149,00 kr · 596,00 kr/l'.
            <p className={styles.price}>
              <span data-testid="recommended-price">{recommendedPriceText(variant.recommendedPriceNok)}</span>
              {unitPrice && (
                <span className={styles.unitPrice} data-testid="unit-price">
                  {UNIT_PRICE_SEPARATOR}
                  {unitPrice}
                </span>
              )}
            </p>
          )}
          <HazardSection product={product} />
          <section aria-labelledby="buy-title" className={styles.buy}>
            <h2 id="buy-title" className={styles.buyTitle}>
              Kjøp hos våre forhandlere
            </h2>
            <p className={`muted ${styles.small}`}>Skriv inn postnummeret ditt for å finne nærmeste forhandler.</p>
            <PostalCodeSearch product={{ articleNumber: product.articleNumber }} />
          </section>
          <RetailerLinks retailers={product.retailers} />
        </div>
      </div>
      <div className={styles.bottom}>
        <div>
          <SuitabilitySection product={product} />
          {product.description && <RichTextSection id="description" title="Produktbeskrivelse" html={product.description} />}
          {product.instructions && <RichTextSection id="instructions" title="Bruksanvisning" html={product.instructions} />}
        </div>
        <div>
          <TechnicalDataSection product={product} />
          <QuantitySection product={product} path={productHref(variant.articleNumber)} input={calculator} />
          <DocumentsSection product={product} />
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
