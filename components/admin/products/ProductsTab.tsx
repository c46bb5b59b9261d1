/**
 * The Produkter tab (docs/product.md: Admin panel): the add form, then the products, searchable by
 * name or article number (?q=) and filterable by category (?kategori=), paginated on the server.
 */
import Link from 'next/link';
import { prisma } from '@/lib/db';
import { findProductName, listCategories, listProducts, listRetailers } from '@/lib/admin/products/service';
import { formatPriceNok } from '@/lib/catalogue/price';
import { parseId } from '@/lib/ids';
import { AdminTable } from '../AdminTable';
import { Pager } from '../Pager';
import type { TabProps } from '../tab';
import adminStyles from '../admin.module.css';
import { deleteProductAction } from '@/lib/admin/products/actions';
import { ConfirmDelete } from '../ConfirmDelete';
import { EditProduct } from './EditProduct';
import { ProductForm } from './ProductForm';
import { confirmDeleteProduct, PRODUCT_TOASTS } from './texts';

export async function ProductsTab({ page, params }: TabProps) {
  const { q, kategori: category } = params;
  const editId = parseId(params.rediger);
  const [list, categories, retailers, toEdit] = await Promise.all([
    listProducts(prisma, page, { q, category }),
    listCategories(prisma),
    listRetailers(prisma),
    editId === null ? null : findProductName(prisma, editId),
  ]);
  return (
    <>
      {toEdit && (
        // ?rediger={id} (the feeds page's links): that product's edit dialog, open on arrival.
        <section aria-labelledby="edit-product-title" className={adminStyles.section}>
          <h2 id="edit-product-title">Rediger {toEdit.name}</h2>
          <EditProduct id={toEdit.id} name={toEdit.name} retailers={retailers} categories={categories} openAtStart />
        </section>
      )}
      <section aria-labelledby="add-product-title">
        <h2 id="add-product-title">Legg til produkt</h2>
        <ProductForm retailers={retailers} categories={categories} />
      </section>
      <section aria-labelledby="products-title" className={adminStyles.section}>
        <h2 id="products-title">Registrerte produkter ({list.total})</h2>
        <form className={adminStyles.filters} role="search" action="/admin">
          <input type="hidden" name="fane" value="produkter" />
          <label>
            Søk
            <br />
            <input type="search" name="q" defaultValue={q} placeholder="Navn eller artikkelnummer" />
          </label>
          <label>
            Kategori
            <br />
            <select name="kategori" defaultValue={category ?? ''}>
              <option value="">Alle kategorier</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-outlined">
            Filtrer
          </button>
        </form>
        <AdminTable columns={['Art.nr', 'Navn', 'Kategori', 'Veil. pris', 'Handling']}>
          {list.items.map((p) => (
            <tr key={p.id}>
              <td>{p.articleNumber}</td>
              <td>
                <Link href={`/produkt/${encodeURIComponent(p.articleNumber)}`} prefetch={false}>
                  {p.name}
                </Link>
              </td>
              <td>{p.category}</td>
              <td>{p.recommendedPriceNok === null ? '–' : formatPriceNok(p.recommendedPriceNok)}</td>
              <td className={adminStyles.actions}>
                <EditProduct id={p.id} name={p.name} retailers={retailers} categories={categories} />
                <ConfirmDelete
                  label={`Slett ${p.name}`}
                  text={confirmDeleteProduct(p.name)}
                  action={deleteProductAction.bind(null, p.id)}
                  success={PRODUCT_TOASTS.deleted}
                  failure={PRODUCT_TOASTS.deleteFailure}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
        {list.items.length === 0 && <p className="muted">Ingen produkter funnet.</p>}
        <Pager total={list.total} page={list.page} pageSize={list.pageSize} params={{ fane: 'produkter', q, kategori: category }} />
      </section>
    </>
  );
}
