'use client';
/**
 * The dealer finder's shared state (docs/product.md §2, 4, 5 and 8), held by one provider around
 * the finder's islands (search form, filter, list, pager, map, details); the page around them is
 * rendered on the server. The first state comes from the server: one page of the list (every
 * dealer by name, narrowed by `?q=` and the product filter, or the nearby result of
 * `?postnummer=`), never the whole list, so the HTML stays bounded at any number of locations and
 * is complete without JavaScript (paging and the text filter are GET links and forms).
 * With JavaScript, postal and position searches run against the search API without a reload (the
 * result, at most 500, is held here and paged in the browser); the text filter and paging of the
 * full list fetch their page from GET /api/dealer-locations; the address follows what the list
 * shows (`?postnummer=`, `?q=`, `?side=`).
 */
import { createContext, useCallback, useContext, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useToast } from '@/components/ui/toast/ToastProvider';
import {
  FINDER_TOASTS,
  FORM_SOURCE,
  MAX_FILTER_LENGTH,
  PAGE_PARAM,
  TEXT_PARAM,
  assortmentLabel,
  assortmentQuery,
  filterDealers,
  foundToast,
  needsDetails,
  pageOf,
  statusToast,
  type AssortmentFilter,
  type FinderDealer,
  type FinderListPage,
  type NearbyDealer,
  type NearbyResult,
  type SearchedPlace,
  type ToastText,
} from '@/lib/dealers/finder';
import { DEFAULT_MAP_CENTRE, DEFAULT_ZOOM, SEARCH_ZOOM, SELECTED_ZOOM } from '@/lib/dealers/geo';
import { POSTAL_MESSAGES, isValidPostalSearch } from '@/lib/dealers/postal-code';
import type { MapView } from './DealerMap';

type Details = Partial<Pick<FinderDealer, 'phoneNumber' | 'website' | 'formattedAddress' | 'weeklyHours'>>;
type ListDealer = FinderDealer & { distanceKm?: number };

/** What the server answered for the page's address (props of the provider, all of it bounded). */
export interface FinderServerState {
  /** One page of the list: every dealer (narrowed by `q` and the filter), or the nearby result. */
  list: FinderListPage<ListDealer>;
  /** The text filter the list was answered for (`?q=`). */
  q: string;
  /** For a nearby result: how many are within 100 km, and how many the search returned (at most 500). */
  nearby: { total: number; held: number } | null;
  /** The postal code of the nearby result, else null. */
  searchedPostal: string | null;
  /** The searched code's place in the postal register ('0150 Oslo', with its place page), else null. */
  searchedPlace: SearchedPlace | null;
  /** The postal code the page was asked for (the field's first value). */
  postnummer: string;
  /** The message of the search the server answered (§8), else null. */
  message: ToastText | null;
}

export interface FinderState {
  /** The page of the list shown now (the cards and the map's markers), details merged in. */
  list: FinderListPage<ListDealer>;
  /** Whether the list is a nearby result (distance-sorted). */
  isNearby: boolean;
  /** The text filter the list shows ('Søkeresultater' when set). */
  listText: string;
  /** For a nearby result capped at 500: how many it holds and how many are within 100 km. */
  capped: { held: number; total: number } | null;
  /** The text in the filter field. */
  filter: string;
  setFilter: (text: string) => void;
  /** Runs the text filter at once (the filter form's submit). */
  submitFilter: () => void;
  /** Shows a page of the list in place; false when the link should load the page instead. */
  goToPage: (page: number) => boolean;
  searching: boolean;
  selectedId: string | null;
  selected: FinderDealer | null;
  loadingDetails: boolean;
  view: MapView;
  /** The message of the search the server answered, shown in the page until the next search. */
  notice: ToastText | null;
  /** The postal code the page was rendered for (the field's first value). */
  initialPostal: string;
  /** What the list is narrowed to (`?produkt=`, `?kategori=`), else null. */
  assortment: AssortmentFilter | null;
  /** The filter's label for the heading ('Forhandlere med {label} (n)'), else null. */
  carrying: string | null;
  /** The categories the category filter offers. */
  categories: string[];
  /** The postal code of the search the list shows, else null (a position search, or none). */
  searchedPostal: string | null;
  /** That code's place in the postal register, shown beside it ('0150 Oslo'), else null. */
  searchedPlace: SearchedPlace | null;
  /** Runs the search; false (after the toast) when the code is not 4 characters, for the form to mark its field. */
  searchPostal: (code: string) => boolean;
  searchPosition: () => void;
  select: (id: string) => void;
  deselect: () => void;
}

const FinderContext = createContext<FinderState | null>(null);

export function useFinder(): FinderState {
  const state = useContext(FinderContext);
  if (!state) throw new Error('The finder islands must be used inside FinderProvider');
  return state;
}

/** Keeps the address in step with the list: `?postnummer=`, `?q=` and `?side=` as shown; the product filter stays. */
function syncAddress({ postnummer = null, q = '', page = 1 }: { postnummer?: string | null; q?: string; page?: number }) {
  const url = new URL(window.location.href);
  for (const name of ['postnummer', FORM_SOURCE.name, TEXT_PARAM, PAGE_PARAM]) url.searchParams.delete(name);
  if (postnummer) url.searchParams.set('postnummer', postnummer);
  if (q.trim()) url.searchParams.set(TEXT_PARAM, q.trim());
  if (page > 1) url.searchParams.set(PAGE_PARAM, String(page));
  if (url.href !== window.location.href) window.history.replaceState(null, '', url);
}

/** Moves the focus to the list's heading after the list changed in place (paging). */
function focusListHeading() {
  requestAnimationFrame(() => document.getElementById('dealer-list-title')?.focus());
}

/** How long the text filter waits after a keystroke before it asks the server (ms). */
const FILTER_DELAY_MS = 250;

interface Props {
  server: FinderServerState;
  /** What the list is narrowed to; searches from the page keep it. */
  filter: AssortmentFilter | null;
  categories: string[];
  /** Whether the server's Places proxy is configured (else selecting uses the stored details only). */
  placesEnabled: boolean;
  children: ReactNode;
}

export function FinderProvider({ server, filter: assortment, categories, placesEnabled, children }: Props) {
  const { toast } = useToast();
  const carrying = assortment ? assortmentLabel(assortment) : null;
  const serverNearby = server.nearby !== null;
  const first = serverNearby ? (server.list.dealers.find((d) => d.lat !== null && d.lng !== null) ?? null) : null;
  const [searchedPostal, setSearchedPostal] = useState<string | null>(server.searchedPostal);
  const [searchedPlace, setSearchedPlace] = useState<SearchedPlace | null>(server.searchedPlace);
  const [filter, setFilterText] = useState(server.q);
  const [searching, setSearching] = useState(false);
  const searchingRef = useRef(false);
  /** The nearby result of a search in the browser (all of it, at most 500), else null. */
  const [nearbyRaw, setNearby] = useState<NearbyDealer[] | null>(null);
  const [nearbyTotal, setNearbyTotal] = useState(0);
  const [clientPage, setClientPage] = useState(1);
  /** A page of the full list fetched in the browser (text filter, paging), else null (the server's page). */
  const [fetched, setFetched] = useState<{ q: string; list: FinderListPage<FinderDealer> } | null>(null);
  /** After a search in the browser the server's nearby page is out of date. */
  const [serverListStale, setServerListStale] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(first?.id ?? null);
  const [details, setDetails] = useState<Record<string, Details>>({});
  const detailsRef = useRef(details);
  const [loadingDetails, setLoadingDetails] = useState(false);
  const [view, setView] = useState<MapView>(() =>
    first && first.lat !== null && first.lng !== null
      ? { centre: { lat: first.lat, lng: first.lng }, zoom: SEARCH_ZOOM }
      : { centre: DEFAULT_MAP_CENTRE, zoom: DEFAULT_ZOOM },
  );
  const [notice, setNotice] = useState<ToastText | null>(server.message);

  const show = useCallback((t: ToastText) => toast({ title: t.title, description: t.description, variant: t.variant }), [toast]);

  useEffect(() => {
    detailsRef.current = details;
  }, [details]);

  // The search the server answered: with JavaScript its message is also the toast of §8. Started
  // from a timer the clean-up cancels, so Strict Mode's second mount does not show it twice.
  const initialMessage = useRef(server.message);
  useEffect(() => {
    const message = initialMessage.current;
    if (!message) return;
    const timer = setTimeout(() => {
      initialMessage.current = null;
      show(message);
    }, 0);
    return () => clearTimeout(timer);
  }, [show]);

  /** Fetches a page of the full list (text filter, product filter) and shows it; stale answers are dropped. */
  const pageRequest = useRef(0);
  const loadPage = useCallback(
    async (q: string, page: number, focus = false) => {
      const request = ++pageRequest.current;
      const query = new URLSearchParams(assortmentQuery(assortment));
      if (q.trim()) query.set('q', q.trim());
      if (page > 1) query.set('side', String(page));
      try {
        const res = await fetch(`/api/dealer-locations?${query}`);
        if (!res.ok) throw new Error(`${res.status}`);
        const list = (await res.json()) as FinderListPage<FinderDealer>;
        if (request !== pageRequest.current) return;
        setFetched({ q, list });
        syncAddress({ q, page: list.page });
        if (focus) focusListHeading();
      } catch (error) {
        if (request !== pageRequest.current) return;
        console.error('Forhandlerlisten kunne ikke hentes', error);
        show(FINDER_TOASTS.failure);
      }
    },
    [assortment, show],
  );

  /** Fetches the nearby result the server showed a page of, to filter and page it in the browser. */
  const loadServerNearby = useCallback(async (): Promise<boolean> => {
    if (!searchedPostal) return false;
    const query = new URLSearchParams({ postnummer: searchedPostal, ...assortmentQuery(assortment) });
    try {
      const res = await fetch(`/api/dealer-locations/nearby?${query}`);
      if (!res.ok) throw new Error(`${res.status}`);
      const result = (await res.json()) as NearbyResult;
      if (result.status !== 'ok') return false;
      setNearby(result.dealers);
      setNearbyTotal(result.total);
      return true;
    } catch (error) {
      console.error('Forhandlersøket feilet', error);
      show(FINDER_TOASTS.failure);
      return false;
    }
  }, [searchedPostal, assortment, show]);

  const filterTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (filterTimer.current && clearTimeout(filterTimer.current)), []);
  const showsServerNearby = serverNearby && !serverListStale && nearbyRaw === null;

  const setFilter = useCallback(
    (text: string) => {
      const value = text.slice(0, MAX_FILTER_LENGTH);
      setFilterText(value);
      setClientPage(1);
      if (filterTimer.current) clearTimeout(filterTimer.current);
      if (nearbyRaw) {
        // The whole nearby result is here: filtered in the browser.
        syncAddress({ postnummer: searchedPostal, q: value });
        return;
      }
      if (showsServerNearby) {
        syncAddress({ postnummer: searchedPostal, q: value });
        void loadServerNearby();
        return;
      }
      filterTimer.current = setTimeout(() => void loadPage(value, 1), FILTER_DELAY_MS);
    },
    [nearbyRaw, showsServerNearby, searchedPostal, loadServerNearby, loadPage],
  );

  const filterRef = useRef(filter);
  useEffect(() => {
    filterRef.current = filter;
  }, [filter]);
  const submitFilter = useCallback(() => {
    if (filterTimer.current) clearTimeout(filterTimer.current);
    if (nearbyRaw || showsServerNearby) return; // filtered as typed
    void loadPage(filterRef.current, 1, true);
  }, [nearbyRaw, showsServerNearby, loadPage]);

  // Typing stays responsive: a list held here follows the filter at a lower priority.
  const deferredFilter = useDeferredValue(filter);
  const merge = useCallback(<T extends FinderDealer>(d: T): T => (details[d.id] ? { ...d, ...details[d.id] } : d), [details]);

  const shown = useMemo((): { list: FinderListPage<ListDealer>; isNearby: boolean; listText: string; capped: { held: number; total: number } | null } => {
    if (nearbyRaw) {
      const list = pageOf(filterDealers<ListDealer>(nearbyRaw, deferredFilter), clientPage);
      return { list, isNearby: true, listText: deferredFilter, capped: nearbyTotal > nearbyRaw.length ? { held: nearbyRaw.length, total: nearbyTotal } : null };
    }
    if (fetched) return { list: fetched.list, isNearby: false, listText: fetched.q, capped: null };
    const capped =
      showsServerNearby && server.nearby && server.nearby.total > server.nearby.held ? { held: server.nearby.held, total: server.nearby.total } : null;
    return { list: server.list, isNearby: showsServerNearby, listText: server.q, capped };
  }, [nearbyRaw, deferredFilter, clientPage, nearbyTotal, fetched, showsServerNearby, server]);

  const list = useMemo(() => ({ ...shown.list, dealers: shown.list.dealers.map(merge) }), [shown.list, merge]);

  const goToPage = useCallback(
    (page: number) => {
      if (nearbyRaw) {
        setClientPage(page);
        syncAddress({ postnummer: searchedPostal, q: filterRef.current, page });
        focusListHeading();
        return true;
      }
      if (showsServerNearby) return false; // the link loads the page
      void loadPage(fetched?.q ?? server.q, page, true);
      return true;
    },
    [nearbyRaw, searchedPostal, showsServerNearby, loadPage, fetched, server.q],
  );

  const runSearch = useCallback(
    async (query: URLSearchParams, postal: string | null) => {
      if (searchingRef.current) return; // a search while another runs is ignored
      searchingRef.current = true;
      setSearching(true);
      setFilterText(''); // a new search clears the text filter
      if (filterTimer.current) clearTimeout(filterTimer.current);
      pageRequest.current++;
      setNotice(null);
      const fail = (t: ToastText) => {
        setNearby(null);
        setSearchedPostal(null);
        setSearchedPlace(null);
        setClientPage(1);
        syncAddress({});
        if (serverNearby || fetched || server.q.trim() || server.list.page > 1) {
          // Back to every dealer: the server's first page is not what the page shows.
          setServerListStale(true);
          void loadPage('', 1);
        }
        show(t);
      };
      try {
        // The list's filter (product or category) narrows the search too.
        for (const [name, value] of Object.entries(assortmentQuery(assortment))) query.set(name, value);
        const res = await fetch(`/api/dealer-locations/nearby?${query}`);
        if (res.status === 400) return fail(FINDER_TOASTS.unknownPostalCode);
        if (!res.ok) throw new Error(`${res.status}`);
        const result = (await res.json()) as NearbyResult;
        if (result.status !== 'ok') return fail(statusToast(result.status, postal === null, carrying));
        const [nearest] = result.dealers;
        setNearby(result.dealers);
        setNearbyTotal(result.total);
        setClientPage(1);
        setFetched(null);
        setServerListStale(true);
        setSelectedId(nearest.id);
        setView({ centre: { lat: nearest.lat, lng: nearest.lng }, zoom: SEARCH_ZOOM });
        setSearchedPostal(postal);
        setSearchedPlace(postal === null ? null : result.place);
        syncAddress({ postnummer: postal });
        show(foundToast(result.total));
      } catch (error) {
        console.error('Forhandlersøket feilet', error);
        fail(FINDER_TOASTS.failure);
      } finally {
        searchingRef.current = false;
        setSearching(false);
      }
    },
    [show, assortment, carrying, serverNearby, fetched, loadPage, server.q, server.list.page],
  );

  const searchPostal = useCallback(
    (code: string) => {
      if (!isValidPostalSearch(code)) {
        show({ ...POSTAL_MESSAGES.invalid, variant: 'destructive' });
        return false;
      }
      const trimmed = code.trim();
      void runSearch(new URLSearchParams({ postnummer: trimmed }), trimmed);
      return true;
    },
    [runSearch, show],
  );

  const searchPosition = useCallback(() => {
    if (!('geolocation' in navigator)) {
      show(FINDER_TOASTS.geolocationDenied);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) => void runSearch(new URLSearchParams({ lat: pos.coords.latitude.toFixed(5), lng: pos.coords.longitude.toFixed(5) }), null),
      () => show(FINDER_TOASTS.geolocationDenied),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }, [runSearch, show]);

  // Every dealer held in the page (the shown page, the whole nearby result): selection looks here.
  const held = useMemo(() => [...list.dealers, ...(nearbyRaw ?? []).map(merge)], [list.dealers, nearbyRaw, merge]);
  const selected = useMemo(() => held.find((d) => d.id === selectedId) ?? null, [held, selectedId]);

  // Stable for the memoised cards: reads the current lists through a ref.
  const listsRef = useRef({ held, placesEnabled });
  useEffect(() => {
    listsRef.current = { held, placesEnabled };
  }, [held, placesEnabled]);

  const select = useCallback(
    async (id: string) => {
      const dealer = listsRef.current.held.find((d) => d.id === id);
      if (!dealer) return;
      setSelectedId(id);
      if (dealer.lat === null || dealer.lng === null) {
        show(FINDER_TOASTS.missingCoordinates);
        return;
      }
      setView({ centre: { lat: dealer.lat, lng: dealer.lng }, zoom: SELECTED_ZOOM });
      if (!listsRef.current.placesEnabled || !needsDetails(dealer) || detailsRef.current[id]) return;
      setLoadingDetails(true);
      try {
        const res = await fetch(`/api/places/details?${new URLSearchParams({ dealerId: id })}`);
        if (!res.ok) {
          console.warn(`Forhandlerdetaljer: HTTP ${res.status}`); // only logged (docs/product.md §8)
          return;
        }
        const d = ((await res.json()) as { dealer: Details }).dealer;
        setDetails((prev) => ({
          ...prev,
          [id]: {
            phoneNumber: d.phoneNumber ?? dealer.phoneNumber,
            website: d.website ?? dealer.website,
            formattedAddress: d.formattedAddress ?? dealer.formattedAddress,
            weeklyHours: d.weeklyHours ?? dealer.weeklyHours,
          },
        }));
      } catch (error) {
        console.warn('Forhandlerdetaljer kunne ikke hentes', error);
      } finally {
        setLoadingDetails(false);
      }
    },
    [show],
  );

  const selectDealer = useCallback((id: string) => void select(id), [select]);
  const deselect = useCallback(() => setSelectedId(null), []);

  const value = useMemo<FinderState>(
    () => ({
      list,
      isNearby: shown.isNearby,
      listText: shown.listText,
      capped: shown.capped,
      filter,
      setFilter,
      submitFilter,
      goToPage,
      searching,
      selectedId,
      selected,
      loadingDetails,
      view,
      notice,
      initialPostal: server.postnummer,
      assortment,
      carrying,
      categories,
      searchedPostal,
      searchedPlace,
      searchPostal,
      searchPosition,
      select: selectDealer,
      deselect,
    }),
    [
      list,
      shown,
      filter,
      setFilter,
      submitFilter,
      goToPage,
      searching,
      selectedId,
      selected,
      loadingDetails,
      view,
      notice,
      server.postnummer,
      assortment,
      carrying,
      categories,
      searchedPostal,
      searchedPlace,
      searchPostal,
      searchPosition,
      selectDealer,
      deselect,
    ],
  );
  return <FinderContext.Provider value={value}>{children}</FinderContext.Provider>;
}
