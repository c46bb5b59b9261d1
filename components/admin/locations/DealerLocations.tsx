/**
 * Forhandlere › Forhandlersteder (docs/product.md: Admin panel): the finder's dealer locations — the
 * add form, the CSV import and the list, searchable by id, name or address (?q=), paginated.
 */
import { prisma } from '@/lib/db';
import { listLocations } from '@/lib/admin/locations/service';
import { AdminTable } from '../AdminTable';
import { Pager } from '../Pager';
import type { TabProps } from '../tab';
import adminStyles from '../admin.module.css';
import { deleteLocationAction } from '@/lib/admin/locations/actions';
import { ConfirmDelete } from '../ConfirmDelete';
import { AddLocationForm, EditLocation, ImportLocations } from './LocationForms';
import { MapKeyNotice } from './MapKeyNotice';
import { confirmDeleteLocation, LOCATION_TOASTS } from './texts';

export async function DealerLocations({ page, params }: TabProps) {
  const { q } = params;
  const list = await listLocations(prisma, page, q);
  return (
    <>
      <MapKeyNotice />
      <section aria-labelledby="add-location-title">
        <h2 id="add-location-title">Legg til forhandlersted</h2>
        <p className="muted">Forhandlerstedene vises i forhandlersøket. Uten koordinater vises stedet i listen, men ikke på kartet.</p>
        <AddLocationForm />
      </section>
      <section aria-labelledby="import-title" className={adminStyles.section}>
        <h2 id="import-title">Importer fra CSV</h2>
        <ImportLocations />
      </section>
      <section aria-labelledby="locations-title" className={adminStyles.section}>
        <h2 id="locations-title">Forhandlersteder ({list.total})</h2>
        <form className={adminStyles.filters} role="search" action="/admin">
          <input type="hidden" name="fane" value="forhandlere" />
          <input type="hidden" name="del" value="steder" />
          <label>
            Søk
            <br />
            <input type="search" name="q" defaultValue={q} placeholder="Id, navn eller adresse" />
          </label>
          <button type="submit" className="btn-outlined">
            Søk
          </button>
        </form>
        <AdminTable columns={['Id', 'Navn', 'Adresse', 'Posisjon', 'Handling']}>
          {list.items.map((l) => (
            <tr key={l.id}>
              <td>{l.id}</td>
              <td>{l.name}</td>
              <td>{l.address}</td>
              <td>{l.lat === null || l.lng === null ? '–' : `${l.lat.toFixed(4)}, ${l.lng.toFixed(4)}`}</td>
              <td className={adminStyles.actions}>
                <EditLocation location={l} />
                <ConfirmDelete
                  label={`Slett ${l.name}`}
                  text={confirmDeleteLocation(l.name)}
                  action={deleteLocationAction.bind(null, l.id)}
                  success={LOCATION_TOASTS.deleted}
                  failure={LOCATION_TOASTS.deleteFailure}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
        {list.items.length === 0 && <p className="muted">Ingen forhandlersteder funnet.</p>}
        <Pager total={list.total} page={list.page} pageSize={list.pageSize} params={{ fane: 'forhandlere', del: 'steder', q }} />
      </section>
    </>
  );
}
