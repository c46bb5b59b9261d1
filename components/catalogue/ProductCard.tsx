import { getImageProps } from 'next/image';
import Link from 'next/link';
import { preload } from 'react-dom';
import { isSiteImage } from '@/lib/catalogue/image-src';
import type { PublicProduct } from '@/lib/catalogue/queries';
import { cardPriceText, sizesText } from '@/lib/catalogue/variants';
import styles from './catalogue.module.css';

export function productHref(articleNumber: string): string {
  return `/produkt/${encodeURIComponent(articleNumber)}`;
}

/**
 * A catalogue card, rendered on the server only: no component code of its own reaches the
 * browser. ProductList (the client island around the grid) handles the hover prefetch (the
 * article's data-prefetch) and client-side navigation of its links.
 */
export function ProductCard({ product, priority = false }: { product: PublicProduct; priority?: boolean }) {
  const href = productHref(product.articleNumber);
  const { props: image } = getImageProps({
    src: product.imageUrl,
    alt: '',
    width: 160,
    height: 160,
    preload: priority,
    className: styles.image,
    unoptimized: !isSiteImage(product.imageUrl),
  });
  // The first row's images are fetched early, as next/image's preload would.
  if (priority) preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes });
  const titleId = `p-${product.articleNumber}`;
  // A product with sizes is one card (docs/product.md: Sizes): 'Fra 149,00 kr' and the sizes listed.
  const price = cardPriceText(product.variants);
  const sizes = product.variants.length > 1 ? sizesText(product.variants) : null;

  return (
    <article className={styles.card} aria-labelledby={titleId} data-prefetch={href}>
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client component */}
      <img {...image} alt="" />
      <h3 className={styles.name} id={titleId}>
        {product.name}
      </h3>
      <p className={styles.articleNumber}>Art.nr: {product.articleNumber}</p>
      {sizes && (
        <p className={styles.sizes}>
          <span className="visually-hidden">Størrelser: </span>
          {sizes}
        </p>
      )}
      {price && <p className={styles.price}>{price}</p>}
      <div className={styles.actions}>
        <a className={styles.primary} href={href} aria-label={`Les mer om ${product.name}`}>
          Les mer
        </a>
        <Link className={styles.secondary} href="/forhandlere" prefetch={false}>
          Finn nærmeste forhandler
        </Link>
      </div>
    </article>
  );
}
