'use client';
/**
 * The public product list (spec: Public product list): a category bar above a grid of cards.
 * Filtering by exact category happens here in the browser, without a round trip. The bar
 * becomes fixed once scrolled past, 80 px from the top under 768 px width and 90 px otherwise;
 * its position is measured again 500 ms after mount.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PublicProduct } from '@/lib/catalogue/queries';
import { ALL_CATEGORIES, extractCategories, filterByCategory } from '@/lib/catalogue/categories';
import { CategoryIcon } from './category-icons';
import { ProductCard } from './ProductCard';
import styles from './catalogue.module.css';

export const STICKY_OFFSET_SMALL = 80;
export const STICKY_OFFSET_LARGE = 90;
const SMALL_SCREEN_MAX = 768;
const REMEASURE_AFTER_MS = 500;

function useStickyBar() {
  const slot = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const slotTop = useRef(0);
  const [sticky, setSticky] = useState(false);
  const [offset, setOffset] = useState(STICKY_OFFSET_LARGE);
  const [height, setHeight] = useState<number | undefined>(undefined);

  useEffect(() => {
    const measure = () => {
      if (!slot.current) return;
      slotTop.current = slot.current.getBoundingClientRect().top + window.scrollY;
      if (bar.current) setHeight(bar.current.offsetHeight);
    };
    const update = () => {
      const next = window.innerWidth < SMALL_SCREEN_MAX ? STICKY_OFFSET_SMALL : STICKY_OFFSET_LARGE;
      setOffset(next);
      setSticky(window.scrollY + next > slotTop.current);
    };
    const onResize = () => {
      measure();
      update();
    };
    measure();
    update();
    const timer = window.setTimeout(onResize, REMEASURE_AFTER_MS);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  return { slot, bar, sticky, offset, height };
}

export function ProductList({ products }: { products: PublicProduct[] }) {
  const categories = useMemo(() => extractCategories(products), [products]);
  const [selected, setSelected] = useState(ALL_CATEGORIES);
  const visible = useMemo(() => filterByCategory(products, selected), [products, selected]);
  const { slot, bar, sticky, offset, height } = useStickyBar();

  return (
    <>
      <div ref={slot} className={styles.barSlot} style={{ minHeight: sticky ? height : undefined }}>
        <div
          ref={bar}
          role="toolbar"
          aria-label="Filtrer på kategori"
          data-sticky={sticky ? 'true' : 'false'}
          className={sticky ? `${styles.bar} ${styles.barSticky}` : styles.bar}
          style={sticky ? { top: offset } : undefined}
        >
          {categories.map((category) => (
            <button
              key={category}
              type="button"
              className={styles.chip}
              aria-pressed={selected === category}
              onClick={() => setSelected(category)}
            >
              <CategoryIcon category={category} />
              {category}
            </button>
          ))}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {visible.length} produkter vises
      </p>
      {visible.length === 0 ? (
        <p className={styles.empty}>Ingen produkter i denne kategorien.</p>
      ) : (
        <ul className={styles.grid}>
          {visible.map((product, index) => (
            <ProductCard key={product.articleNumber} product={product} priority={index < 3} />
          ))}
        </ul>
      )}
    </>
  );
}
