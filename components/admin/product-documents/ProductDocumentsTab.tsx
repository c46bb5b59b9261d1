/**
 * Datablader (docs/product.md: Admin panel, Datablader): 'Last opp ny revisjon' and every product
 * document revision, newest first — by default the safety data sheets of all products, or every
 * document of one product (?produkt={id}, linked from the product list's 'Dokumenter') — each with
 * the dealers it was sent to and how many downloaded it, and for a safety data sheet the dealers as
 * CSV (REACH art. 31(9)'s record).
 */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { languageLabel } from '@/lib/catalogue/facts';
import { prisma } from '@/lib/db';
import { PRODUCT_DOCUMENT_KIND_LABELS, PRODUCT_DOCUMENT_KINDS } from '@/lib/admin/product-documents/schema';
import { listProductDocuments } from '@/lib/admin/product-documents/service';
import { compareArticleNumbers } from '@/lib/catalogue/article-number';
import { parseId } from '@/lib/ids';
import { DataTable, type Column } from '../kit/DataTable';
import { FilterBar } from '../kit/FilterBar';
import { formatDate } from '../kit/format';
import { AdminSection } from '../kit/SectionHeader';
import type { TabProps } from '../tab';
import { PRODUCT_DOCUMENT_UI as UI } from './texts';
import { UploadRevisionForm } from './UploadRevisionForm';

const COLUMNS = [
  { key: 'product', label: UI.columns.product, minWidth: 180 },
  { key: 'kind', label: UI.columns.kind, minWidth: 140 },
  { key: 'revision', label: UI.columns.revision, nowrap: true },
  { key: 'note', label: UI.columns.note, minWidth: 160, hideBelow: 'md' },
  { key: 'published', label: UI.columns.published, minWidth: 150, hideBelow: 'sm' },
  { key: 'record', label: UI.columns.record, minWidth: 160 },
] as const satisfies readonly Column[];

const HIDDEN = { fane: 'datablader' };

export async function ProductDocumentsTab({ page, params }: TabProps) {
  const products = (await prisma.product.findMany({ select: { id: true, articleNumber: true, name: true } })).sort((a, b) =>
    compareArticleNumbers(a.articleNumber, b.articleNumber),
  );
  const productId = parseId(params.produkt ?? '') ?? undefined;
  const product = products.find((p) => p.id === productId);
  // One product: every kind unless one is asked for; all products: the safety data sheets unless another choice is asked for ('alle': every kind).
  const kindParam = params.type;
  const asked = PRODUCT_DOCUMENT_KINDS.find((k) => k === kindParam);
  const kind = asked ?? (product || kindParam === 'alle' ? undefined : 'SDS');
  const list = await listProductDocuments(prisma, page, { productId: product?.id, kind });
  const kindOptions = product
    ? [{ value: '', label: UI.allKinds }, ...PRODUCT_DOCUMENT_KINDS.map((k) => ({ value: k, label: PRODUCT_DOCUMENT_KIND_LABELS[k] }))]
    : [
        { value: '', label: PRODUCT_DOCUMENT_KIND_LABELS.SDS },
        { value: 'DATA_SHEET', label: PRODUCT_DOCUMENT_KIND_LABELS.DATA_SHEET },
        { value: 'alle', label: UI.allKinds },
      ];
  const productOptions = [{ value: '', label: UI.allProducts }, ...products.map((p) => ({ value: String(p.id), label: `${p.articleNumber} ${p.name}` }))];
  return (
    <>
      <AdminSection id="document-upload-title" title={UI.uploadTitle} intro={UI.uploadIntro}>
        <UploadRevisionForm products={products.map((p) => ({ id: p.id, label: `${p.articleNumber} ${p.name}` }))} productId={product?.id} />
      </AdminSection>
      <AdminSection
        id="document-revisions-title"
        title={product ? UI.productTitle(product.name, product.articleNumber) : UI.listTitle(list.total)}
        intro={
          product ? (
            <Link href="/admin?fane=datablader" underline="hover">
              {UI.backToAll}
            </Link>
          ) : undefined
        }
      >
        <FilterBar
          label={UI.filterLabel}
          hidden={HIDDEN}
          selects={[
            { name: 'produkt', label: UI.product, value: product ? String(product.id) : undefined, options: productOptions },
            { name: 'type', label: UI.kind, value: kindOptions.some((o) => o.value === kindParam) ? kindParam : undefined, options: kindOptions },
          ]}
        />
        <DataTable
          labelledBy="document-revisions-title"
          columns={COLUMNS}
          empty={product ? UI.emptyProduct : UI.empty}
          paging={list}
          params={{ ...HIDDEN, produkt: product ? String(product.id) : undefined, type: kindParam }}
          rows={list.items.map((d) => ({
            id: d.id,
            cells: {
              product: (
                <>
                  {d.productName}
                  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                    {d.articleNumber}
                  </Typography>
                </>
              ),
              kind: (
                <>
                  {PRODUCT_DOCUMENT_KIND_LABELS[d.kind]}
                  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                    {languageLabel(d.language)}
                    {d.current ? ` · ${UI.current}` : <span style={{ display: 'block' }}>{UI.notCurrent}</span>}
                  </Typography>
                </>
              ),
              revision: (
                <>
                  {d.revision}
                  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                    <time dateTime={d.revisionDate}>{formatDate(`${d.revisionDate}T12:00:00Z`)}</time>
                  </Typography>
                </>
              ),
              note: d.changeNote ?? '–',
              published: (
                <>
                  <time dateTime={d.publishedAt}>{formatDate(d.publishedAt, true)}</time>
                  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {UI.publishedBy(d.publishedBy)}
                  </Typography>
                </>
              ),
              record: d.kind === 'SDS' ? UI.sentDownloaded(d.sentCount, d.downloadCount) : UI.downloadedOnly(d.downloadCount),
            },
            actions: (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                {/* Plain links: the routes answer files, not pages. */}
                <Link component="a" href={d.fileUrl} aria-label={UI.openFileLabel(d.productName, d.revision)}>
                  {UI.openFile}
                </Link>
                {d.kind === 'SDS' && (
                  <Link component="a" href={d.recipientsUrl} aria-label={UI.recipientsCsvLabel(d.productName, d.revision)} sx={{ whiteSpace: 'nowrap' }}>
                    {UI.recipientsCsv}
                  </Link>
                )}
              </Stack>
            ),
          }))}
        />
      </AdminSection>
    </>
  );
}
