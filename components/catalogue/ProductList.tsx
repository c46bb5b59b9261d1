'use client';
/**
 * The public product list (docs/product.md: Public product list): a category bar above a grid of cards.
 * Filtering by exact category happens here in the browser, without a round trip. The bar
 * becomes fixed once scrolled past, 80 px from the top under 768 px width and 90 px otherwise;
 * its position is measured again 500 ms after mount.
 *
 * The cards arrive rendered by the server (ProductCard) as elements: this island only picks which
 * of them to show, so the cards' own code is never sent to or hydrated in the browser. Hovering
 * or focusing a card prefetches its product page once, and the cards' links navigate on the
 * client, both handled here by delegation.
 */
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, type MouseEvent, type SyntheticEvent, type ReactNode } from 'react';
import { ALL_CATEGORIES, filterByCategory } from '@/lib/catalogue/categories';
import styles from './catalogue.module.css';

/** A category of the bar with its icon (rendered on the server, like the cards). */
export interface CatalogueCategory {
  name: string;
  icon: ReactNode;
}

/** One card of the grid, rendered on the server. */
export interface CatalogueItem {
  key: string;
  category: string | null;
  card: ReactNode;
}

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

/** Hover/focus prefetch (once per product) and client-side navigation for the cards' links. */
function useCardNavigation() {
  const router = useRouter();
  const prefetched = useRef(new Set<string>());

  const prefetch = (event: SyntheticEvent) => {
    const href = (event.target as Element).closest<HTMLElement>('[data-prefetch]')?.dataset.prefetch;
    if (!href || prefetched.current.has(href)) return;
    prefetched.current.add(href);
    router.prefetch(href);
  };

  const navigate = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    // Like next/link: the new page opens at the top.
    router.push(url.pathname + url.search + url.hash);
  };

  return { onMouseOver: prefetch, onFocus: prefetch, onClick: navigate };
}

export function ProductList({ categories, items }: { categories: CatalogueCategory[]; items: CatalogueItem[] }) {
  const [selected, setSelected] = useState(ALL_CATEGORIES);
  const visible = useMemo(() => filterByCategory(items, selected), [items, selected]);
  const { slot, bar, sticky, offset, height } = useStickyBar();
  const cardEvents = useCardNavigation();

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
          {categories.map(({ name, icon }) => (
            <button key={name} type="button" className={styles.chip} aria-pressed={selected === name} onClick={() => setSelected(name)}>
              {icon}
              {name}
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
        // The handlers only pick up events bubbling from the links and cards inside.
        <ul className={styles.grid} {...cardEvents}>
          {visible.map((item) => (
            <li key={item.key}>{item.card}</li>
          ))}
        </ul>
      )}
    </>
  );
}
