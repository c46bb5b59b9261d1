'use client';
/**
 * The header's product search (docs/product.md: Søk). Without JavaScript a plain GET form to /sok.
 * Once hydrated the field becomes an ARIA 1.2 combobox (list autocomplete): suggestions from
 * GET /api/products/search while typing (debounced, stale requests aborted), ArrowUp/ArrowDown move
 * through them, Enter on a suggestion opens its product, Enter without one submits the form to
 * /sok?q=, Escape or a click outside closes the list, and a live region says how many there are.
 * `id` keeps the ids unique per instance (the header's and the mobile drawer's field).
 */
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ProductSearchResponse } from '@/lib/catalogue/responses';
import { SEARCH_PATH, SEARCH_QUERY_MAX, SEARCH_TEXTS } from '@/lib/catalogue/search-limits';
import styles from './layout.module.css';
import island from './SearchField.module.css';

/** Wait this long after the last keystroke before asking for suggestions. */
const DEBOUNCE_MS = 150;
/** Shorter queries get no suggestions. */
const MIN_QUERY = 2;

type Suggestion = ProductSearchResponse['products'][number];
interface Option {
  key: string;
  href: string;
  label: string;
  detail?: string;
}

const noSubscribe = () => () => {};
/** False while rendering on the server and hydrating, true after: the enhancement is client-only. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

const normalise = (raw: string) => raw.replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX);
const resultsHref = (q: string) => `${SEARCH_PATH}?q=${encodeURIComponent(q)}`;
const productHref = (articleNumber: string) => `/produkt/${encodeURIComponent(articleNumber)}`;

export function SearchField({
  id,
  variant,
  onNavigate,
}: {
  id: string;
  variant: 'header' | 'drawer';
  /** Called before a suggestion opens its product (the drawer closes itself). */
  onNavigate?: () => void;
}) {
  const router = useRouter();
  const enhanced = useHydrated();
  const root = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);
  const cache = useRef(new Map<string, Suggestion[]>());
  /** The query the shown suggestions answer ('' when none are shown). */
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');

  const listId = `${id}-forslag`;
  const optionId = (i: number) => `${id}-forslag-${i}`;
  const options: Option[] = query
    ? [
        ...suggestions.map((s) => ({
          key: s.articleNumber,
          href: productHref(s.articleNumber),
          label: s.name,
          detail: SEARCH_TEXTS.articleNumber(s.articleNumber),
        })),
        { key: '', href: resultsHref(query), label: SEARCH_TEXTS.showAll(query) },
      ]
    : [];
  const expanded = enhanced && open && options.length > 0;

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const show = useCallback((q: string, found: Suggestion[]) => {
    setQuery(q);
    setSuggestions(found);
    setActive(-1);
    setOpen(true);
    setAnnouncement(SEARCH_TEXTS.suggestionCount(found.length));
  }, []);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    pending.current?.abort();
    pending.current = null;
    setQuery('');
    setSuggestions([]);
    setAnnouncement('');
    close();
  }, [close]);

  const fetchSuggestions = useCallback(
    (q: string) => {
      pending.current?.abort();
      pending.current = null;
      const cached = cache.current.get(q);
      if (cached) return show(q, cached);
      const controller = new AbortController();
      pending.current = controller;
      fetch(`/api/products/search?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<ProductSearchResponse>) : null))
        .then((body) => {
          if (controller.signal.aborted || !body) return;
          pending.current = null;
          cache.current.set(q, body.products);
          show(q, body.products);
        })
        // Aborted, offline or refused (429): no suggestions; the form still works.
        .catch(() => {});
    },
    [show],
  );

  const onInput = (value: string) => {
    const q = normalise(value);
    clearTimeout(timer.current);
    if (q.length < MIN_QUERY) return clear();
    timer.current = setTimeout(() => fetchSuggestions(q), DEBOUNCE_MS);
  };

  const go = (option: Option) => {
    close();
    onNavigate?.();
    router.push(option.href);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (options.length === 0) return;
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 && step < 0 ? options.length - 1 : (i + step + options.length) % options.length));
    } else if (e.key === 'Enter') {
      // Without a chosen suggestion the form submits itself to /sok?q=.
      if (expanded && active >= 0 && options[active]) {
        e.preventDefault();
        go(options[active]);
      }
    } else if (e.key === 'Escape') {
      if (expanded) {
        // Only the list closes, not the drawer around the field.
        e.preventDefault();
        e.stopPropagation();
        close();
      }
    }
  };

  // A click (or tap) outside the field and its list closes the list.
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded, close]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );

  return (
    <form
      ref={root}
      className={`${variant === 'header' ? styles.searchHeader : styles.searchDrawer} ${island.form}`}
      action={SEARCH_PATH}
      method="get"
      role="search"
      onSubmit={close}
    >
      <label className="visually-hidden" htmlFor={id}>
        {SEARCH_TEXTS.label}
      </label>
      <input
        className={styles.searchInput}
        id={id}
        name="q"
        type="search"
        maxLength={SEARCH_QUERY_MAX}
        placeholder={SEARCH_TEXTS.placeholder}
        autoComplete="off"
        {...(enhanced && {
          role: 'combobox',
          'aria-autocomplete': 'list' as const,
          'aria-expanded': expanded,
          'aria-controls': listId,
          'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
          onInput: (e: React.FormEvent<HTMLInputElement>) => onInput(e.currentTarget.value),
          onKeyDown,
          onFocus: () => {
            if (query) setOpen(true);
          },
          onBlur: close,
        })}
      />
      <button className={styles.searchButton} type="submit">
        {SEARCH_TEXTS.submit}
      </button>
      {enhanced && (
        <>
          <ul
            id={listId}
            role="listbox"
            aria-label={SEARCH_TEXTS.suggestions}
            className={island.listbox}
            hidden={!expanded}
            // The field keeps the focus while an option is clicked.
            onMouseDown={(e) => e.preventDefault()}
          >
            {expanded &&
              options.map((option, i) => (
                <li
                  key={option.key}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={option.detail ? island.option : `${island.option} ${island.showAll}`}
                  onClick={() => go(option)}
                >
                  <span className={island.name}>{option.label}</span>
                  {option.detail && <span className={island.detail}>{option.detail}</span>}
                </li>
              ))}
          </ul>
          <div className="visually-hidden" aria-live="polite" aria-atomic="true">
            {announcement}
          </div>
        </>
      )}
    </form>
  );
}
