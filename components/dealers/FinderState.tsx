'use client';
/**
 * The dealer finder's shared state (docs/product.md §2, 4, 5 and 8), held by one provider around
 * the finder's islands (search form, filter, list, map, details); the page around them is
 * rendered on the server. The first state comes from the server: the full list and, for
 * `?postnummer=`, the search it already answered (list, selection, message), so the HTML is
 * complete without JavaScript. With JavaScript, searches run against the search API without a
 * reload and the address follows what the list shows (`?postnummer=` after a postal search).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useToast } from '@/components/ui/toast/ToastProvider';
import {
  FINDER_TOASTS,
  FORM_SOURCE,
  assortmentLabel,
  assortmentQuery,
  filterDealers,
  foundToast,
  needsDetails,
  statusToast,
  type AssortmentFilter,
  type FinderDealer,
  type FinderSearchOutcome,
  type NearbyDealer,
  type NearbyResult,
  type ToastText,
} from '@/lib/dealers/finder';
import { DEFAULT_MAP_CENTRE, DEFAULT_ZOOM, SEARCH_ZOOM, SELECTED_ZOOM } from '@/lib/dealers/geo';
import { POSTAL_MESSAGES, isValidPostalSearch } from '@/lib/dealers/postal-code';
import type { MapView } from './DealerMap';

type Details = Partial<Pick<FinderDealer, 'phoneNumber' | 'website' | 'formattedAddress' | 'openingHours'>>;

export interface FinderState {
  /** Every dealer, with the details fetched so far merged in. */
  allDealers: FinderDealer[];
  /** The nearby result of the last successful search (nearest first), else null. */
  nearby: NearbyDealer[] | null;
  /** How many dealers the last search found within 100 km (more than `nearby` holds when capped). */
  nearbyTotal: number;
  filter: string;
  setFilter: (text: string) => void;
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
  searchPostal: (code: string) => void;
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

/** Keeps the address in step with the list: `?postnummer=` after a postal search, else bare. */
function syncAddress(code: string | null) {
  const url = new URL(window.location.href);
  url.searchParams.delete('postnummer');
  url.searchParams.delete(FORM_SOURCE.name);
  if (code) url.searchParams.set('postnummer', code);
  if (url.href !== window.location.href) window.history.replaceState(null, '', url);
}

interface Props {
  /** Every dealer, or every one carrying the filter. */
  dealers: FinderDealer[];
  /** The search the server answered for `?postnummer=`, or null. */
  initial: FinderSearchOutcome | null;
  /** What the list is narrowed to; searches from the page keep it. */
  filter: AssortmentFilter | null;
  categories: string[];
  /** Whether the server's Places proxy is configured (else selecting uses the stored details only). */
  placesEnabled: boolean;
  children: ReactNode;
}

export function FinderProvider({ dealers, initial, filter: assortment, categories, placesEnabled, children }: Props) {
  const { toast } = useToast();
  const carrying = assortment ? assortmentLabel(assortment) : null;
  const [searchedPostal, setSearchedPostal] = useState<string | null>(initial?.result ? initial.postnummer : null);
  const nearest = initial?.result?.dealers[0] ?? null;
  const [filter, setFilter] = useState('');
  const [searching, setSearching] = useState(false);
  const searchingRef = useRef(false);
  const [nearbyRaw, setNearby] = useState<NearbyDealer[] | null>(initial?.result?.dealers ?? null);
  const [nearbyTotal, setNearbyTotal] = useState(initial?.result?.total ?? 0);
  const [selectedId, setSelectedId] = useState<string | null>(nearest?.id ?? null);
  const [details, setDetails] = useState<Record<string, Details>>({});
  const detailsRef = useRef(details);
  const [loadingDetails, setLoadingDetails] = useState(false);
  const [view, setView] = useState<MapView>(() =>
    nearest ? { centre: { lat: nearest.lat, lng: nearest.lng }, zoom: SEARCH_ZOOM } : { centre: DEFAULT_MAP_CENTRE, zoom: DEFAULT_ZOOM },
  );
  const [notice, setNotice] = useState<ToastText | null>(initial?.message ?? null);

  const show = useCallback((t: ToastText) => toast({ title: t.title, description: t.description, variant: t.variant }), [toast]);

  useEffect(() => {
    detailsRef.current = details;
  }, [details]);

  /** Fetched details merged into every list. */
  const merge = useCallback(<T extends FinderDealer>(d: T): T => (details[d.id] ? { ...d, ...details[d.id] } : d), [details]);
  const allDealers = useMemo(() => dealers.map(merge), [dealers, merge]);
  const nearby = useMemo(() => nearbyRaw?.map(merge) ?? null, [nearbyRaw, merge]);
  const selected = useMemo(() => allDealers.find((d) => d.id === selectedId) ?? null, [allDealers, selectedId]);

  // The search the server answered: with JavaScript its message is also the toast of §8. Started
  // from a timer the clean-up cancels, so Strict Mode's second mount does not show it twice.
  const initialMessage = useRef(initial?.message ?? null);
  useEffect(() => {
    const message = initialMessage.current;
    if (!message) return;
    const timer = setTimeout(() => {
      initialMessage.current = null;
      show(message);
    }, 0);
    return () => clearTimeout(timer);
  }, [show]);

  const runSearch = useCallback(
    async (query: URLSearchParams, postal: string | null) => {
      if (searchingRef.current) return; // a search while another runs is ignored
      searchingRef.current = true;
      setSearching(true);
      setFilter(''); // a new search clears the text filter
      setNotice(null);
      const fail = (t: ToastText) => {
        setNearby(null);
        setSearchedPostal(null);
        syncAddress(null);
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
        const [first] = result.dealers;
        setNearby(result.dealers);
        setNearbyTotal(result.total);
        setSelectedId(first.id);
        setView({ centre: { lat: first.lat, lng: first.lng }, zoom: SEARCH_ZOOM });
        setSearchedPostal(postal);
        syncAddress(postal);
        show(foundToast(result.total));
      } catch (error) {
        console.error('Forhandlersøket feilet', error);
        fail(FINDER_TOASTS.failure);
      } finally {
        searchingRef.current = false;
        setSearching(false);
      }
    },
    [show, assortment, carrying],
  );

  const searchPostal = useCallback(
    (code: string) => {
      if (!isValidPostalSearch(code)) {
        show({ ...POSTAL_MESSAGES.invalid, variant: 'destructive' });
        return;
      }
      const trimmed = code.trim();
      void runSearch(new URLSearchParams({ postnummer: trimmed }), trimmed);
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

  // Stable for the memoised cards: reads the current lists through a ref.
  const listsRef = useRef({ allDealers, placesEnabled });
  useEffect(() => {
    listsRef.current = { allDealers, placesEnabled };
  }, [allDealers, placesEnabled]);

  const select = useCallback(
    async (id: string) => {
      const dealer = listsRef.current.allDealers.find((d) => d.id === id);
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
            openingHours: d.openingHours?.length ? d.openingHours : dealer.openingHours,
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
      allDealers,
      nearby,
      nearbyTotal,
      filter,
      setFilter,
      searching,
      selectedId,
      selected,
      loadingDetails,
      view,
      notice,
      initialPostal: initial?.postnummer ?? '',
      assortment,
      carrying,
      categories,
      searchedPostal,
      searchPostal,
      searchPosition,
      select: selectDealer,
      deselect,
    }),
    [
      allDealers,
      nearby,
      nearbyTotal,
      filter,
      searching,
      selectedId,
      selected,
      loadingDetails,
      view,
      notice,
      initial,
      assortment,
      carrying,
      categories,
      searchedPostal,
      searchPostal,
      searchPosition,
      selectDealer,
      deselect,
    ],
  );
  return <FinderContext.Provider value={value}>{children}</FinderContext.Provider>;
}

/** The dealers the list shows: the nearby result (or every dealer), narrowed by the text filter. */
export function useShownDealers(filter: string): Array<FinderDealer & { distanceKm?: number }> {
  const { nearby, allDealers } = useFinder();
  return useMemo(() => filterDealers<FinderDealer & { distanceKm?: number }>(nearby ?? allDealers, filter), [nearby, allDealers, filter]);
}
