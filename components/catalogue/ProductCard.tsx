'use client';
import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import type { PublicProduct } from '@/lib/catalogue/queries';
import styles from './catalogue.module.css';

/** A catalogue card; hovering it prefetches the product page once. */
export function ProductCard({ product, priority = false }: { product: PublicProduct; priority?: boolean }) {
  const router = useRouter();
  const prefetched = useRef(false);
  const href = `/produkt/${encodeURIComponent(product.articleNumber)}`;
  const prefetch = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    router.prefetch(href);
  };

  return (
    <li>
      <article className={styles.card} onMouseEnter={prefetch} onFocus={prefetch} aria-labelledby={`p-${product.articleNumber}`}>
        <Image
          className={styles.image}
          src={product.imageUrl}
          alt=""
          width={160}
          height={160}
          priority={priority}
        />
        <h3 className={styles.name} id={`p-${product.articleNumber}`} title={product.name}>
          {product.name}
        </h3>
        <p className={styles.articleNumber}>Art.nr: {product.articleNumber}</p>
        <div className={styles.actions}>
          <Link className={styles.primary} href={href} prefetch={false} aria-label={`Les mer om ${product.name}`}>
            Les mer
          </Link>
          <Link className={styles.secondary} href="/forhandlere" prefetch={false}>
            Finn nærmeste forhandler
          </Link>
        </div>
      </article>
    </li>
  );
}
