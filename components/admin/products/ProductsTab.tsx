/**
 * The Produkter tab (docs/product.md: Admin panel): the products, searchable by name or article
 * number (?q=) and filterable by category (?kategori=), paginated on the server; 'Legg til produkt'
 * and each row's 'Rediger' open the product form in a dialog, 'Slett' asks first; 'Eksporter CSV',
 * 'Eksporter Excel' and 'Importer' edit the whole catalogue as a file (BulkImport); the Datakvalitet
 * column shows what each product lacks (components/admin/quality). On the admin kit;
 * renders on the server, the buttons are client islands.
 */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { prisma } from '@/lib/db';
import { deleteProductAction } from '@/lib/admin/products/actions';
import { hazardPhraseOptions, listUseTermOptions } from '@/lib/admin/product-facts/service';
import { findProductName, listCategories, listProducts, listRetailers } from '@/lib/admin/products/service';
import { cardPriceText, sizesText } from '@/lib/catalogue/variants';
import { parseId } from '@/lib/ids';
import { loadCatalogueQuality } from '@/lib/admin/products/quality';
import { QualityProblems } from '../quality/QualityProblems';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DataTable, type Column } from '../kit/DataTable';
import { FilterBar } from '../kit/FilterBar';
import { AdminSection } from '../kit/SectionHeader';
import type { TabProps } from '../tab';
import { AddProduct } from './AddProduct';
import { BulkImport } from './BulkImport';
import { EditProduct } from './EditProduct';
import { confirmDeleteProduct, PRODUCT_BULK, PRODUCT_FORM, PRODUCT_TOASTS } from './texts';

type Key = 'articleNumber' | 'name' | 'category' | 'sizes' | 'price' | 'quality';

const C = PRODUCT_FORM.columns;
const COLUMNS: Column<Key>[] = [
  { key: 'articleNumber', label: C.articleNumber, nowrap: true },
  { key: 'name', label: C.name },
  { key: 'category', label: C.category, hideBelow: 'sm' },
  { key: 'sizes', label: C.sizes, hideBelow: 'md' },
  { key: 'price', label: C.price, align: 'right', nowrap: true, hideBelow: 'sm' },
  { key: 'quality', label: C.quality, hideBelow: 'sm' },
];

export async function ProductsTab({ page, params }: TabProps) {
  const { q, kategori: category } = params;
  const editId = parseId(params.rediger);
  const [list, categories, retailers, uses, phrases, toEdit] = await Promise.all([
    listProducts(prisma, page, { q, category }),
    listCategories(prisma),
    listRetailers(prisma),
    listUseTermOptions(prisma),
    hazardPhraseOptions(prisma),
    editId === null ? null : findProductName(prisma, editId),
  ]);
  // The form's choices for the facts (the edit and add dialogs): the use terms and the statement catalogue.
  const vocabularies = { uses, phrases };
  // Datakvalitet of the page's products (docs/product.md: Datakvalitet).
  const quality = await loadCatalogueQuality(
    prisma,
    list.items.map((p) => p.id),
  );
  const problemsOf = new Map(quality.withProblems.map((p) => [p.id, p.problems]));
  return (
    <>
      {/* ?rediger={id} (the feeds page's links): that product's edit dialog, open on arrival. */}
      {toEdit && <EditProduct id={toEdit.id} name={toEdit.name} retailers={retailers} categories={categories} vocabularies={vocabularies} openAtStart />}
      <AdminSection
        id="products-title"
        title={PRODUCT_FORM.listTitle(list.total)}
        actions={
          <>
            {/* Plain links: the exports are route handlers (attachments), not pages. */}
            <Button component="a" variant="outlined" href="/api/products/export?format=csv" download>
              {PRODUCT_BULK.exportCsv}
            </Button>
            <Button component="a" variant="outlined" href="/api/products/export?format=xlsx" download>
              {PRODUCT_BULK.exportExcel}
            </Button>
            <BulkImport />
            <AddProduct retailers={retailers} categories={categories} vocabularies={vocabularies} />
          </>
        }
      >
        <FilterBar
          label={PRODUCT_FORM.searchRegion}
          hidden={{ fane: 'produkter' }}
          texts={[{ name: 'q', label: PRODUCT_FORM.search, value: q, placeholder: PRODUCT_FORM.searchHint }]}
          selects={[
            {
              name: 'kategori',
              label: PRODUCT_FORM.category,
              value: category,
              options: [{ value: '', label: PRODUCT_FORM.allCategories }, ...categories.map((c) => ({ value: c, label: c }))],
            },
          ]}
        />
        <DataTable
          labelledBy="products-title"
          columns={COLUMNS}
          empty={PRODUCT_FORM.empty}
          paging={{ total: list.total, page: list.page, pageSize: list.pageSize }}
          params={{ fane: 'produkter', q, kategori: category }}
          rows={list.items.map((p) => ({
            id: p.id,
            cells: {
              articleNumber: p.articleNumber,
              name: (
                <Link href={`/produkt/${encodeURIComponent(p.articleNumber)}`} underline="hover">
                  {p.name}
                </Link>
              ),
              category: p.category,
              sizes: sizesText(p.variants) ?? '–',
              price: cardPriceText(p.variants) ?? '–',
              quality: <QualityProblems problems={problemsOf.get(p.id) ?? []} />,
            },
            actions: (
              <>
                <EditProduct id={p.id} name={p.name} retailers={retailers} categories={categories} vocabularies={vocabularies} />
                <Link href={`/admin?fane=datablader&produkt=${p.id}`} aria-label={`Dokumenter for ${p.name}`} underline="hover" sx={{ whiteSpace: 'nowrap' }}>
                  Dokumenter
                </Link>
                <ConfirmDialog
                  ariaLabel={`Slett ${p.name}`}
                  text={confirmDeleteProduct(p.name)}
                  action={deleteProductAction.bind(null, p.id)}
                  success={PRODUCT_TOASTS.deleted}
                  failure={PRODUCT_TOASTS.deleteFailure}
                />
              </>
            ),
          }))}
        />
      </AdminSection>
    </>
  );
}
