'use client';
/**
 * The dealer finder (docs/product.md §2, 4, 5 and 8): postal search (on the server), 'Bruk min
 * posisjon', the name-or-place filter, the list, the map and the selected dealer's details.
 */
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useToast } from '@/components/ui/toast/ToastProvider';
import {
  EMPTY_LIST_TEXT,
  FINDER_TOASTS,
  MAX_FILTER_LENGTH,
  filterDealers,
  foundToast,
  listHeading,
  needsDetails,
  statusToast,
  type FinderDealer,
  type NearbyDealer,
  type NearbyResult,
  type ToastText,
} from '@/lib/dealers/finder';
import { DEFAULT_MAP_CENTRE, DEFAULT_ZOOM, SEARCH_ZOOM, SELECTED_ZOOM } from '@/lib/dealers/geo';
import { POSTAL_CODE_LENGTH, POSTAL_MESSAGES, isValidPostalCodeParam, isValidPostalSearch } from '@/lib/dealers/postal-code';
import { DealerCard } from './DealerCard';
import { DealerDetail } from './DealerDetail';
import type { MapView } from './DealerMap';
import { LazySvgDealerMap } from './SvgDealerMapLazy';
import styles from './dealers.module.css';

const DealerMap = dynamic(() => import('./DealerMap').then((m) => m.DealerMap), {
  ssr: false,
  loading: () => (
    <div className={styles.mapBox}>
      <p className={styles.mapMessage}>Laster kart...</p>
    </div>
  ),
});

type Details = Partial<Pick<FinderDealer, 'phoneNumber' | 'website' | 'formattedAddress' | 'openingHours'>>;

interface Props {
  dealers: FinderDealer[];
  /** Whether the server's Places proxy is configured (else selecting uses the stored details only). */
  placesEnabled: boolean;
  /** Browser key and map id; null when no key is configured (the map without Google shows). */
  maps: { apiKey: string; mapId: string } | null;
}

export function DealerFinder({ dealers, placesEnabled, maps }: Props) {
  const { toast } = useToast();
  const searchParams = useSearchParams();
  const [postal, setPostal] = useState(() => {
    const code = searchParams.get('postnummer');
    return isValidPostalCodeParam(code) ? code : '';
  });
  const [filter, setFilter] = useState('');
  const [searching, setSearching] = useState(false);
  const searchingRef = useRef(false);
  const [nearby, setNearby] = useState<NearbyDealer[] | null>(null);
  const [nearbyTotal, setNearbyTotal] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [details, setDetails] = useState<Record<string, Details>>({});
  const [loadingDetails, setLoadingDetails] = useState(false);
  const [view, setView] = useState<MapView>({ centre: DEFAULT_MAP_CENTRE, zoom: DEFAULT_ZOOM });

  const show = useCallback((t: ToastText) => toast({ title: t.title, description: t.description, variant: t.variant }), [toast]);

  /** Fetched details merged into every list. */
  const merge = useCallback(<T extends FinderDealer>(d: T): T => (details[d.id] ? { ...d, ...details[d.id] } : d), [details]);
  const allDealers = useMemo(() => dealers.map(merge), [dealers, merge]);
  const nearbyDealers = useMemo(() => nearby?.map(merge) ?? null, [nearby, merge]);
  const shown = useMemo(() => filterDealers(nearbyDealers ?? allDealers, filter), [nearbyDealers, allDealers, filter]);
  const selected = useMemo(() => allDealers.find((d) => d.id === selectedId) ?? null, [allDealers, selectedId]);

  const runSearch = useCallback(
    async (query: string, byPosition: boolean) => {
      if (searchingRef.current) return; // a search while another runs is ignored
      searchingRef.current = true;
      setSearching(true);
      setFilter(''); // a new search clears the text filter
      try {
        const res = await fetch(`/api/dealer-locations/nearby?${query}`);
        if (res.status === 400) {
          show(FINDER_TOASTS.unknownPostalCode);
          return;
        }
        if (!res.ok) throw new Error(`${res.status}`);
        const result = (await res.json()) as NearbyResult;
        if (result.status !== 'ok') {
          setNearby(null);
          show(statusToast(result.status, byPosition));
          return;
        }
        const [nearest] = result.dealers;
        setNearby(result.dealers);
        setNearbyTotal(result.total);
        setSelectedId(nearest.id);
        setView({ centre: { lat: nearest.lat, lng: nearest.lng }, zoom: SEARCH_ZOOM });
        show(foundToast(result.total));
      } catch (error) {
        console.error('Forhandlersøket feilet', error);
        show(FINDER_TOASTS.failure);
      } finally {
        searchingRef.current = false;
        setSearching(false);
      }
    },
    [show],
  );

  const searchPostal = useCallback(
    (code: string) => {
      if (!isValidPostalSearch(code)) {
        show({ ...POSTAL_MESSAGES.invalid, variant: 'destructive' });
        return;
      }
      void runSearch(new URLSearchParams({ postnummer: code.trim() }).toString(), false);
    },
    [runSearch, show],
  );

  // ?postnummer= from the product page: search at once when it is exactly 4 digits. Started
  // from a timer that the effect's clean-up cancels, so it runs once even in Strict Mode.
  const initialCode = useRef(searchParams.get('postnummer'));
  useEffect(() => {
    const code = initialCode.current;
    if (code === null) return;
    const timer = setTimeout(() => {
      initialCode.current = null;
      if (isValidPostalCodeParam(code)) searchPostal(code);
      else show({ ...POSTAL_MESSAGES.invalidInUrl, variant: 'destructive' });
    }, 0);
    return () => clearTimeout(timer);
  }, [searchPostal, show]);

  const usePosition = () => {
    if (!('geolocation' in navigator)) {
      show(FINDER_TOASTS.geolocationDenied);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const query = new URLSearchParams({ lat: pos.coords.latitude.toFixed(5), lng: pos.coords.longitude.toFixed(5) });
        void runSearch(query.toString(), true);
      },
      () => show(FINDER_TOASTS.geolocationDenied),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const select = async (id: string) => {
    const dealer = allDealers.find((d) => d.id === id);
    if (!dealer) return;
    setSelectedId(id);
    if (dealer.lat === null || dealer.lng === null) {
      show(FINDER_TOASTS.missingCoordinates);
      return;
    }
    setView({ centre: { lat: dealer.lat, lng: dealer.lng }, zoom: SELECTED_ZOOM });
    if (!placesEnabled || !needsDetails(dealer) || details[id]) return;
    setLoadingDetails(true);
    try {
      const res = await fetch(`/api/places/details?${new URLSearchParams({ dealerId: id })}`);
      if (!res.ok) {
        console.warn(`Forhandlerdetaljer: HTTP ${res.status}`); // only logged (docs/product.md §8)
        return;
      }
      const body = (await res.json()) as { dealer: Details };
      const d = body.dealer;
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
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchPostal(postal);
  };

  return (
    <div className={styles.finder}>
      <div className={styles.searchBar}>
        <form onSubmit={submit} role="search" aria-label="Søk etter forhandlere på postnummer" style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            value={postal}
            onChange={(e) => setPostal(e.target.value.slice(0, POSTAL_CODE_LENGTH))}
            placeholder="Postnummer"
            label="Postnummer"
            slotProps={{ htmlInput: { maxLength: POSTAL_CODE_LENGTH, inputMode: 'numeric', autoComplete: 'postal-code' } }}
            sx={{ width: 150, bgcolor: '#fff' }}
          />
          <Button type="submit" variant="contained" disabled={searching}>
            {searching ? 'Søker...' : 'Finn nærmeste forhandler'}
          </Button>
          <Button type="button" variant="outlined" onClick={usePosition} disabled={searching}>
            Bruk min posisjon
          </Button>
        </form>
        <TextField
          size="small"
          value={filter}
          onChange={(e) => setFilter(e.target.value.slice(0, MAX_FILTER_LENGTH))}
          placeholder="Forhandlernavn eller sted"
          label="Forhandlernavn eller sted"
          type="search"
          slotProps={{ htmlInput: { maxLength: MAX_FILTER_LENGTH } }}
          sx={{ flex: '1 1 240px', bgcolor: '#fff' }}
        />
      </div>

      <div className={styles.layout}>
        <section className={styles.listCard} aria-labelledby="dealer-list-title">
          <h2 id="dealer-list-title" className={styles.listHeading} aria-live="polite">
            {listHeading({ nearby: Boolean(nearbyDealers?.length), filter, count: shown.length })}
          </h2>
          {nearbyDealers && nearbyTotal > nearbyDealers.length && (
            <p className={styles.empty}>
              Viser de {nearbyDealers.length} nærmeste av {nearbyTotal} forhandlere innen 100 km.
            </p>
          )}
          {shown.length === 0 ? (
            <p className={styles.empty}>{EMPTY_LIST_TEXT}</p>
          ) : (
            <ul className={styles.list}>
              {shown.map((d) => (
                <DealerCard key={d.id} dealer={d} selected={d.id === selectedId} onSelect={(id) => void select(id)} />
              ))}
            </ul>
          )}
        </section>

        <div className={styles.mapArea}>
          {maps ? (
            <DealerMap
              apiKey={maps.apiKey}
              mapId={maps.mapId}
              dealers={nearbyDealers ?? allDealers}
              selectedId={selectedId}
              view={view}
              onSelect={(id) => void select(id)}
              onDeselect={() => setSelectedId(null)}
            />
          ) : (
            <LazySvgDealerMap
              dealers={nearbyDealers ?? allDealers}
              selectedId={selectedId}
              view={view}
              onSelect={(id) => void select(id)}
              onDeselect={() => setSelectedId(null)}
            />
          )}
        </div>

        {selected && (
          <div className={styles.detailArea}>
            <DealerDetail dealer={selected} loading={loadingDetails} />
          </div>
        )}
      </div>
    </div>
  );
}
