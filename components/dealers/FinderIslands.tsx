'use client';
/**
 * The dealer finder's islands (docs/product.md §2): the postal search form, the text filter, the
 * search's message, the list and the selected dealer's details. Each reads the shared state of
 * FinderProvider; the page around them is rendered on the server (DealerFinder.tsx).
 */
import { useDeferredValue, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { EMPTY_LIST_TEXT, FORM_SOURCE, MAX_FILTER_LENGTH, listHeading } from '@/lib/dealers/finder';
import { POSTAL_CODE_LENGTH } from '@/lib/dealers/postal-code';
import { DealerCard } from './DealerCard';
import { DealerDetail } from './DealerDetail';
import { useFinder, useShownDealers } from './FinderState';
import styles from './dealers.module.css';

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
 * 'Postnummer' and 'Finn nærmeste forhandler': without JavaScript a GET form to
 * /forhandlere?postnummer=…&kilde=skjema, which the server answers (list, badges, message); with
 * JavaScript the submit is taken over and the search runs without a reload. 'Bruk min posisjon'
 * needs the browser's position, so it is enabled once the island runs.
 */
export function PostalSearchForm() {
  const { searching, searchPostal, searchPosition, initialPostal } = useFinder();
  const hydrated = useHydrated();
  const [postal, setPostal] = useState(initialPostal);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchPostal(postal);
  };

  return (
    <form className={styles.searchForm} action="/forhandlere" method="get" onSubmit={submit} role="search" aria-label="Søk etter forhandlere på postnummer">
      <label htmlFor={id} className="visually-hidden">
        Postnummer
      </label>
      <input
        id={id}
        name="postnummer"
        className={`${styles.input} ${styles.postalInput}`}
        value={postal}
        onChange={(e) => setPostal(e.target.value.slice(0, POSTAL_CODE_LENGTH))}
        placeholder="Postnummer"
        maxLength={POSTAL_CODE_LENGTH}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <button type="submit" className="btn" disabled={searching}>
        {searching ? 'Søker...' : 'Finn nærmeste forhandler'}
      </button>
      <button type="button" className="btn-outlined" onClick={searchPosition} disabled={!hydrated || searching}>
        Bruk min posisjon
      </button>
      <input type="hidden" name={FORM_SOURCE.name} value={FORM_SOURCE.value} />
    </form>
  );
}

/** 'Forhandlernavn eller sted': filters the list as the visitor types (enabled once the island runs). */
export function DealerFilter() {
  const { filter, setFilter } = useFinder();
  const hydrated = useHydrated();
  const id = useId();
  return (
    <div className={styles.filterField}>
      <label htmlFor={id} className="visually-hidden">
        Forhandlernavn eller sted
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={filter}
        onChange={(e) => setFilter(e.target.value.slice(0, MAX_FILTER_LENGTH))}
        placeholder="Forhandlernavn eller sted"
        maxLength={MAX_FILTER_LENGTH}
        disabled={!hydrated}
      />
    </div>
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

/** The list card: heading, the capped-result note and the cards. */
export function DealerList() {
  const { nearby, nearbyTotal, filter, selectedId, select } = useFinder();
  // Typing stays responsive: the list follows the filter at a lower priority.
  const deferredFilter = useDeferredValue(filter);
  const shown = useShownDealers(deferredFilter);

  return (
    <>
      <h2 id="dealer-list-title" className={styles.listHeading} aria-live="polite">
        {listHeading({ nearby: Boolean(nearby?.length), filter: deferredFilter, count: shown.length })}
      </h2>
      {nearby && nearbyTotal > nearby.length && (
        <p className={styles.empty}>
          Viser de {nearby.length} nærmeste av {nearbyTotal} forhandlere innen 100 km.
        </p>
      )}
      {shown.length === 0 ? (
        <p className={styles.empty}>{EMPTY_LIST_TEXT}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((d) => (
            <DealerCard key={d.id} dealer={d} selected={d.id === selectedId} onSelect={select} />
          ))}
        </ul>
      )}
    </>
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
