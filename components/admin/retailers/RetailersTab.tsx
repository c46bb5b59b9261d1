/**
 * The Nettbutikker tab (docs/product.md: Admin panel): the online shops behind the product page's
 * 'Kjøp på nett' — the add form, then every shop with its logo, website and number of product
 * links, each with 'Rediger' and 'Slett' (the confirmation says how many product links go with
 * it). The links themselves are edited in the product form.
 */
import { prisma } from '@/lib/db';
import { deleteRetailerAction } from '@/lib/admin/retailers/actions';
import { confirmDeleteRetailer } from '@/lib/admin/retailers/schema';
import { listRetailersWithCounts } from '@/lib/admin/retailers/service';
import { AdminTable } from '../AdminTable';
import { ConfirmDelete } from '../ConfirmDelete';
import adminStyles from '../admin.module.css';
import { EditRetailer } from './EditRetailer';
import { RetailerForm } from './RetailerForm';
import styles from './retailers.module.css';
import { RETAILER_TOASTS } from './texts';

export async function RetailersTab() {
  const retailers = await listRetailersWithCounts(prisma);
  return (
    <>
      <section aria-labelledby="add-retailer-title">
        <h2 id="add-retailer-title">Legg til nettbutikk</h2>
        <p className="muted">Nettbutikkene vises under «Kjøp på nett» på produktsidene. Lenken til hvert produkt legges inn i produktskjemaet.</p>
        <RetailerForm />
      </section>
      <section aria-labelledby="retailers-title" className={adminStyles.section}>
        <h2 id="retailers-title">Nettbutikker ({retailers.length})</h2>
        <AdminTable columns={['Logo', 'Navn', 'Nettside', 'Produktlenker', 'Handling']}>
          {retailers.map((r) => (
            <tr key={r.id}>
              <td className={styles.logoCell}>
                {r.logoUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a small stored logo, shown as it is
                  <img className={styles.logo} src={r.logoUrl} alt={`Logo for ${r.name}`} />
                ) : (
                  <span className="muted">Ingen logo</span>
                )}
              </td>
              <td>{r.name}</td>
              <td>
                <a href={r.websiteUrl} target="_blank" rel="noopener noreferrer">
                  {r.websiteUrl}
                </a>
              </td>
              <td>{r.linkCount}</td>
              <td>
                <EditRetailer retailer={{ id: r.id, name: r.name, websiteUrl: r.websiteUrl, logoUrl: r.logoUrl }} />{' '}
                <ConfirmDelete
                  label={`Slett ${r.name}`}
                  text={confirmDeleteRetailer(r.name, r.linkCount)}
                  action={deleteRetailerAction.bind(null, r.id)}
                  success={RETAILER_TOASTS.deleted}
                  failure={RETAILER_TOASTS.deleteFailure}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
        {retailers.length === 0 && <p className="muted">Ingen nettbutikker ennå.</p>}
      </section>
    </>
  );
}
