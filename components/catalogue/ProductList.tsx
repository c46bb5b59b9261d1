'use client';
/**
 * The public product list (docs/product.md: Public product list): a category bar above a grid of
 * cards. The bar's chips are links to the category pages (`/produkter/{kategori}`, plain links that
 * work without JavaScript; the list itself is one page of cards the server chose), the current
 * one marked `aria-current="page"`. The bar sticks once scrolled past, 80 px from the top under
 * 768 px width and 90 px otherwise, while the grid is in view: CSS `position: sticky`
 * (catalogue.module.css), so it lets go at the end of the list and never covers the sections
 * below. Its height, read by a ResizeObserver, sets --catalogue-bar on the list, so a focused card
 * link scrolls clear of it (WCAG 2.4.11). In a short window it does not stick at all.
 *
 * The cards arrive rendered by the server (ProductCard) as elements: this island only places
 * them, so the cards' own code is never sent to or hydrated in the browser. Hovering or focusing
 * a card prefetches its product page once, and the cards' links navigate on the client, both
 * handled here by delegation.
 */
import { useRouter } from 'next/navigation';
import Link from 'next/link';
import { useEffect, useRef, type FocusEvent, type MouseEvent, type SyntheticEvent, type ReactNode } from 'react';
import styles from './catalogue.module.css';

/** A category of the bar: its page, its icon (rendered on the server, like the cards), whether it is the one shown. */
export interface CatalogueCategory {
  name: string;
  href: string;
  icon: ReactNode;
  current: boolean;
}

/** One card of the grid, rendered on the server. */
export interface CatalogueItem {
  key: string;
  card: ReactNode;
}

/** Keeps --catalogue-bar on `list` equal to the bar's height (it wraps onto more rows on some widths). */
function useBarHeight() {
  const list = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => list.current?.style.setProperty('--catalogue-bar', `${el.offsetHeight}px`));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { list, bar };
}

/** Scrolls a focused chip of the bar fully into view (the row scrolls sideways on phones). */
function showWhole(event: FocusEvent<HTMLElement>) {
  event.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
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

export function ProductList({ categories, items, emptyText }: { categories: CatalogueCategory[]; items: CatalogueItem[]; emptyText: string }) {
  const { list, bar } = useBarHeight();
  const cardEvents = useCardNavigation();

  return (
    <div ref={list} className={styles.list}>
      {/* Chrome leaves a half-shown chip where it is on focus: the row scrolls it fully into view. */}
      <nav ref={bar} aria-label="Produktkategorier" className={styles.bar} onFocus={showWhole}>
        {categories.map(({ name, href, icon, current }) => (
          <Link key={name} href={href} prefetch={false} className={styles.chip} aria-current={current ? 'page' : undefined}>
            {icon}
            {name}
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        // The handlers only pick up events bubbling from the links and cards inside.
        <ul className={styles.grid} {...cardEvents}>
          {items.map((item) => (
            <li key={item.key}>{item.card}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
