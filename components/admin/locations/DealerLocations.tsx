/**
 * Forhandlere › Forhandlersteder (docs/product.md: Admin panel): the finder's dealer locations — the
 * map-key notice, the add form, the CSV import and the list, searchable by id, name or address
 * (?q=), paginated. Each location shows the dealer account linked to it (Forhandlerkontoer ›
 * Rediger › Butikker) and 'Sist endret av forhandler': when and by whom the dealer last changed
 * it in the portal ('Min butikk'), '—' when never.
 */
import { prisma } from '@/lib/db';
import { deleteLocationAction } from '@/lib/admin/locations/actions';
import { listLocations } from '@/lib/admin/locations/service';
import { loadAssortmentCategories } from '@/lib/dealers/search';
import { STORE_STAT_KINDS, STORE_STAT_SHORT_LABELS, storeFigures, type StoreStatKind } from '@/lib/dealers/stats';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DataTable, type Column } from '../kit/DataTable';
import { FilterBar } from '../kit/FilterBar';
import { EmailText } from '../kit/EmailText';
import { formatDate, formatNumber } from '../kit/format';
import { AdminSection } from '../kit/SectionHeader';
import type { TabProps } from '../tab';
import { AddLocationForm, EditLocation, ImportLocations, type LocationRow } from './LocationForms';
import { MapKeyNotice } from './MapKeyNotice';
import { readWeeklyHours } from '@/lib/dealers/hours-core';
import { comingSpecialDaysOfRows } from '@/lib/dealers/store';
import { confirmDeleteLocation, LOCATION_TOASTS, LOCATION_UI } from './texts';

const COLUMNS = [
  { key: 'id', label: LOCATION_UI.id, nowrap: true },
  { key: 'name', label: LOCATION_UI.name, minWidth: 160 },
  { key: 'address', label: LOCATION_UI.address, minWidth: 180 },
  { key: 'position', label: LOCATION_UI.position, nowrap: true, hideBelow: 'sm' },
  { key: 'categories', label: LOCATION_UI.categories, minWidth: 120, hideBelow: 'md' },
  { key: 'dealer', label: LOCATION_UI.dealer, minWidth: 140 },
  { key: 'storeEdited', label: LOCATION_UI.storeEdited, minWidth: 140 },
  // What the site did for the store, the last 30 days (lib/dealers/stats.ts; 'Min butikk' shows the same).
  ...STORE_STAT_KINDS.map((kind) => ({ key: kind, label: STORE_STAT_SHORT_LABELS[kind], align: 'right' as const, nowrap: true, hideBelow: 'sm' as const })),
] as const satisfies readonly Column<string>[];

const HIDDEN = { fane: 'forhandlere', del: 'steder' };

/** '59,9100; 10,7500' (nb-NO decimals, so the two numbers are parted by a semicolon), or '–'. */
function position(l: LocationRow): string {
  return l.lat === null || l.lng === null ? LOCATION_UI.noPosition : `${formatNumber(l.lat, 4)}; ${formatNumber(l.lng, 4)}`;
}

/** The last 30 days' counts as cells, one per kind. */
function statCells(counts: Record<StoreStatKind, number> | undefined): Record<StoreStatKind, string> {
  return Object.fromEntries(STORE_STAT_KINDS.map((kind) => [kind, formatNumber(counts?.[kind] ?? 0, 0)])) as Record<StoreStatKind, string>;
}

export async function DealerLocations({ page, params }: TabProps) {
  const q = params.q?.trim() || undefined;
  const [list, categoryOptions] = await Promise.all([listLocations(prisma, page, q), loadAssortmentCategories(prisma)]);
  const figures = await storeFigures(
    prisma,
    list.items.map((l) => l.id),
  );
  return (
    <>
      <MapKeyNotice />
      <AdminSection id="add-location-title" title={LOCATION_UI.addTitle} intro={LOCATION_UI.addIntro}>
        <AddLocationForm categoryOptions={categoryOptions} />
      </AdminSection>
      <AdminSection id="import-title" title={LOCATION_UI.importTitle}>
        <ImportLocations />
      </AdminSection>
      <AdminSection
        id="locations-title"
        title={LOCATION_UI.listTitle(list.total)}
        intro={LOCATION_UI.statsIntro}
        actions={
          <Button component="a" size="small" variant="outlined" href="/api/insight/stores?format=csv" download aria-label={LOCATION_UI.statsCsvLabel}>
            {LOCATION_UI.statsCsv}
          </Button>
        }
      >
        <FilterBar
          label={LOCATION_UI.searchLabel}
          hidden={HIDDEN}
          texts={[{ name: 'q', label: LOCATION_UI.search, value: q, placeholder: LOCATION_UI.searchPlaceholder }]}
        />
        <DataTable
          labelledBy="locations-title"
          columns={COLUMNS}
          empty={LOCATION_UI.empty}
          paging={list}
          params={{ ...HIDDEN, q }}
          rows={list.items.map(({ id, name, address, lat, lng, categories, products, dealer, storeEditedAt, storeEditedBy, weeklyHours, specialDays }) => {
            // Plain props for the client islands.
            const l: LocationRow = {
              id,
              name,
              address,
              lat,
              lng,
              categories,
              products,
              weeklyHours: readWeeklyHours(weeklyHours),
              specialDays: comingSpecialDaysOfRows(specialDays),
            };
            return {
              id: l.id,
              cells: {
                id: l.id,
                name: l.name,
                address: l.address,
                position: position(l),
                categories: l.categories.length || l.products.length ? [...l.categories, ...l.products].join(', ') : LOCATION_UI.carriesAll,
                dealer: dealer ? <EmailText email={dealer.email} /> : LOCATION_UI.never,
                storeEdited: storeEditedAt ? LOCATION_UI.storeEditedBy(formatDate(storeEditedAt, true), storeEditedBy) : LOCATION_UI.never,
                ...statCells(figures.get(id)?.current),
              },
              actions: (
                <>
                  <EditLocation location={l} categoryOptions={categoryOptions} />
                  <ConfirmDialog
                    ariaLabel={LOCATION_UI.deleteLabel(l.name)}
                    text={confirmDeleteLocation(l.name)}
                    action={deleteLocationAction.bind(null, l.id)}
                    success={LOCATION_TOASTS.deleted}
                    failure={LOCATION_TOASTS.deleteFailure}
                  />
                </>
              ),
            };
          })}
        />
      </AdminSection>
    </>
  );
}
