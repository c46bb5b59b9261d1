'use client';
/**
 * The product page's size picker (docs/product.md: Sizes): one link per size, each to its own URL,
 * so it works without JavaScript; the selected one carries `aria-current="page"` (it is the page
 * shown). Each shows its size, price and unit price, so sizes can be compared without opening them.
 *
 * With JavaScript the links navigate on the client and keep the scroll position, so choosing a size
 * on a phone does not jump back to the top; and since the new page replaces the old one's
 * elements, the link just chosen gets the focus back (a keyboard user goes on from the picker).
 * The sizes are not prefetched: a page with two sizes fetched five RSC payloads after loading
 * (its own too), work for the phone while the visitor reads (bench/README.md).
 */
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import styles from './product.module.css';

export interface SizeChoice {
  articleNumber: string;
  href: string;
  label: string;
  /** '229,00 kr', or null when the size has no price. */
  price: string | null;
  /** '458,00 kr/l', or null without a price or a net quantity (lib/catalogue/units.ts). */
  unitPrice?: string | null;
}

/** The article number whose link was just followed on the client, kept across the navigation. */
let chosen: string | null = null;

export function SizePicker({ sizes, selected }: { sizes: SizeChoice[]; selected: string }) {
  const current = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (chosen !== selected) return;
    chosen = null;
    current.current?.focus();
  }, [selected]);

  return (
    <nav aria-labelledby="size-title" className={styles.sizes}>
      <h2 id="size-title" className={styles.sizesTitle}>
        Størrelse
      </h2>
      <ul className={styles.sizeList}>
        {sizes.map((s) => {
          const isSelected = s.articleNumber === selected;
          return (
            <li key={s.articleNumber}>
              <Link
                href={s.href}
                scroll={false}
                prefetch={false}
                ref={isSelected ? current : undefined}
                className={styles.size}
                aria-current={isSelected ? 'page' : undefined}
                onClick={() => {
                  chosen = s.articleNumber;
                }}
              >
                <span className={styles.sizeLabel}>{s.label}</span> {/* the space keeps the link's name 'size price' (a flex container does not render it) */}
                {s.price !== null && <span className={styles.sizePrice}>{s.price}</span>}
                {s.unitPrice && <span className={styles.sizeUnitPrice}> {s.unitPrice}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
