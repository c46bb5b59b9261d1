'use client';
/**
 * The dealer finder's islands (docs/product.md §2): the postal search form, the text filter, the
 * search's message, the list with its pager and the selected dealer's details. Each reads the shared state of
 * FinderProvider; the page around them is rendered on the server (DealerFinder.tsx).
 */
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { PostalCodeError, PostalCodeField } from '@/components/ui/form/PostalCodeField';
import { BusyButton, SubmitButton } from '@/components/ui/form/SubmitButton';
import inline from '@/components/ui/form/inline-field.module.css';
import {
  ASSORTMENT_PARAMS,
  EMPTY_LIST_TEXT,
  FORM_SOURCE,
  MAX_FILTER_LENGTH,
  TEXT_PARAM,
  assortmentPageQuery,
  finderHref,
  finderListHref,
  listHeading,
  type AssortmentFilter,
} from '@/lib/dealers/finder';
import { POSTAL_MESSAGES } from '@/lib/dealers/postal-code';
import { DealerCard } from './DealerCard';
import { DealerDetail } from './DealerDetail';
import { useFinder } from './FinderState';
import styles from './dealers.module.css';

/** 'Side x av y': the pager's text and its live region's. */
const pageText = (page: number, pageCount: number) => `Side ${page} av ${pageCount}`;

const noSubscription = () => () => {};
/** False in the server's HTML and during hydration, true once the browser runs the island. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The filter as hidden fields of a GET form (`produkt=` of one product or several, or `kategori=`),
 * so a search sent without JavaScript keeps it (docs/product.md §2).
 */
function AssortmentFields({ assortment }: { assortment: AssortmentFilter | null }) {
  return Object.entries(assortmentPageQuery(assortment)).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * 'Postnummer' and 'Finn nærmeste forhandler': without JavaScript a GET form to
 * /forhandlere?postnummer=…&kilde=skjema, which the server answers (list, badges, message); with
 * JavaScript the submit is taken over and the search runs without a reload. 'Bruk min posisjon'
 * needs the browser's position, so it is enabled once the island runs. The field's label is
 * visible; a code that is not 4 characters gets the toast and, kept until the next search, the
 * same message under the form, the field marked invalid and described by it, the focus back on it
 * (WCAG 3.3.1). The buttons stay focusable while searching (aria-disabled).
 */
export function PostalSearchForm() {
  const { searching, searchPostal, searchPosition, initialPostal, assortment } = useFinder();
  const hydrated = useHydrated();
  const [postal, setPostal] = useState(initialPostal);
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (searching) return;
    if (searchPostal(postal)) {
      setError(null);
      return;
    }
    setError(POSTAL_MESSAGES.invalid.description);
    setRefusals((n) => n + 1); // the field takes the focus once rendered marked invalid
  };

  return (
    <>
      <form className={styles.searchForm} action="/forhandlere" method="get" onSubmit={submit} role="search" aria-label="Søk etter forhandlere på postnummer">
        <PostalCodeField
          id={id}
          value={postal}
          onChange={setPostal}
          error={error}
          refusals={refusals}
          inputClassName={`${styles.input} ${styles.postalInput}`}
        />
        <SubmitButton className="btn" pending={searching} pendingText="Søker...">
          Finn nærmeste forhandler
        </SubmitButton>
        <BusyButton className="btn-outlined" onClick={searchPosition} disabled={!hydrated} pending={searching}>
          Bruk min posisjon
        </BusyButton>
        <input type="hidden" name={FORM_SOURCE.name} value={FORM_SOURCE.value} />
        <AssortmentFields assortment={assortment} />
      </form>
      <PostalCodeError id={id} error={error} />
    </>
  );
}

/**
 * 'Produktkategori' and 'Vis': a GET form to /forhandlere?kategori=… (with the searched postal
 * code), answered by the server with the list of the dealers carrying the category; the same
 * with or without JavaScript (a new page, so the list, map and address all follow).
 */
export function CategoryFilter() {
  const { assortment, categories, searchedPostal } = useFinder();
  const id = useId();
  if (categories.length === 0) return null;
  return (
    <form className={styles.categoryForm} action="/forhandlere" method="get" aria-label="Vis forhandlere som fører en produktkategori">
      <label htmlFor={id} className="visually-hidden">
        Produktkategori
      </label>
      {searchedPostal && <input type="hidden" name="postnummer" value={searchedPostal} />}
      <select id={id} name={ASSORTMENT_PARAMS.category} className={styles.input} defaultValue={assortment?.kind === 'category' ? assortment.category : ''}>
        <option value="">Alle produktkategorier</option>
        {categories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <button type="submit" className="btn-outlined">
        Vis
      </button>
    </form>
  );
}

/**
 * 'Forhandlernavn eller sted': a GET form (`?q=`, keeping the postal search and the product filter)
 * the server answers over every location, not only the page shown; with JavaScript the list follows
 * as the visitor types (docs/product.md §2).
 */
export function DealerFilter() {
  const { filter, setFilter, submitFilter, searchedPostal, assortment } = useFinder();
  const id = useId();
  return (
    <form
      className={styles.filterForm}
      action="/forhandlere"
      method="get"
      role="search"
      aria-label="Søk etter forhandlere på navn eller sted"
      onSubmit={(event) => {
        event.preventDefault();
        submitFilter();
      }}
    >
      {searchedPostal && <input type="hidden" name="postnummer" value={searchedPostal} />}
      <AssortmentFields assortment={assortment} />
      <div className={`${inline.field} ${inline.grow}`}>
        <label htmlFor={id} className={inline.label}>
          Forhandlernavn eller sted
        </label>
        <input
          id={id}
          type="search"
          name={TEXT_PARAM}
          className={styles.input}
          value={filter}
          onChange={(e) => setFilter(e.target.value.slice(0, MAX_FILTER_LENGTH))}
          placeholder="Forhandlernavn eller sted"
          maxLength={MAX_FILTER_LENGTH}
        />
      </div>
      <button type="submit" className="btn-outlined">
        Søk
      </button>
    </form>
  );
}

/**
 * The message of the search the server answered (docs/product.md §8), in the page so it reads
 * without JavaScript; with JavaScript the same text is also the toast. Gone at the next search,
 * whose outcome is a toast.
 */
export function FinderNotice() {
  const { notice } = useFinder();
  if (!notice) return null;
  return (
    <div className={`${styles.notice} ${notice.variant === 'destructive' ? styles.noticeError : ''}`} role="status" data-testid="finder-message">
      <strong>{notice.title}</strong> <span>{notice.description}</span>
    </div>
  );
}

/** The list card: heading, the capped-result note, the cards and the pager. */
export function DealerList() {
  const { list, isNearby, listText, capped, selectedId, select, carrying, searchedPostal, searchedPlace } = useFinder();
  return (
    <>
      <h2 id="dealer-list-title" className={styles.listHeading} aria-live="polite" tabIndex={-1}>
        {listHeading({ nearby: isNearby, filter: listText, count: list.total, carrying })}
      </h2>
      {isNearby && searchedPlace && (
        <p className={styles.showAll} data-testid="finder-searched-place">
          Nærmest <strong>{searchedPlace.label}</strong>
          {searchedPlace.href && (
            <>
              {' · '}
              <a href={searchedPlace.href}>Alle forhandlere i {searchedPlace.name}</a>
            </>
          )}
        </p>
      )}
      {carrying && (
        <p className={styles.showAll}>
          <a href={finderHref(null, searchedPostal)}>Vis alle forhandlere</a>
        </p>
      )}
      {capped && (
        <p className={styles.empty}>
          Viser de {capped.held} nærmeste av {capped.total} forhandlere innen 100 km.
        </p>
      )}
      {list.dealers.length === 0 ? (
        <p className={styles.empty}>{EMPTY_LIST_TEXT}</p>
      ) : (
        <ul className={styles.list}>
          {list.dealers.map((d) => (
            <DealerCard key={d.id} dealer={d} selected={d.id === selectedId} onSelect={select} />
          ))}
        </ul>
      )}
      <Pager />
      {/* The page in a live region of its own, present from the first render: paging in place
          (focus on the heading, whose text stays) is announced as 'Side x av y' (WCAG 4.1.3). */}
      <p className="visually-hidden" role="status" data-testid="finder-page-status">
        {list.pageCount > 1 ? pageText(list.page, list.pageCount) : ''}
      </p>
    </>
  );
}

/**
 * 'Side x av y' with 'Første side', 'Forrige side', 'Neste side' and 'Siste side': GET links the
 * server answers (`?side=`, keeping `postnummer`, `q` and the product filter); with JavaScript the
 * list changes in place and the focus moves to its heading.
 */
export function Pager() {
  const { list, listText, isNearby, searchedPostal, assortment, goToPage } = useFinder();
  if (list.pageCount <= 1) return null;
  const href = (page: number) => finderListHref(assortment, { postnummer: isNearby ? searchedPostal : null, q: listText, page });
  const link = (page: number, text: string, rel?: string) => (
    <a
      href={href(page)}
      rel={rel}
      className={styles.pageLink}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        if (goToPage(page)) event.preventDefault();
      }}
    >
      {text}
    </a>
  );
  return (
    <nav className={styles.pager} aria-label="Sider i forhandlerlisten">
      {list.page > 1 && (
        <>
          {link(1, 'Første side')}
          {link(list.page - 1, 'Forrige side', 'prev')}
        </>
      )}
      <span className={styles.pageStatus} aria-current="page">
        {pageText(list.page, list.pageCount)}
      </span>
      {list.page < list.pageCount && (
        <>
          {link(list.page + 1, 'Neste side', 'next')}
          {link(list.pageCount, 'Siste side')}
        </>
      )}
    </nav>
  );
}

/** The selected dealer beside the map (under it on small screens). */
export function SelectedDealer() {
  const { selected, loadingDetails } = useFinder();
  if (!selected) return null;
  return (
    <div className={styles.detailArea}>
      <DealerDetail dealer={selected} loading={loadingDetails} />
    </div>
  );
}
