/**
 * Forhandlere › Dokumenter (docs/product.md: Admin panel): the upload form and the dealer documents
 * (price lists and marketing material, in the dealer portal's order), filtered by kind (?type=) and
 * text (?q=), paginated.
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { prisma } from '@/lib/db';
import { deleteDocumentAction } from '@/lib/admin/documents/actions';
import { DOCUMENT_KINDS } from '@/lib/admin/documents/schema';
import { listDocuments } from '@/lib/admin/documents/service';
import { formatFileSize } from '@/lib/portal/document-format';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DataTable, type Column } from '../kit/DataTable';
import { FilterBar } from '../kit/FilterBar';
import { formatDate } from '../kit/format';
import { AdminSection } from '../kit/SectionHeader';
import type { TabProps } from '../tab';
import { UploadDocumentForm } from './DocumentForms';
import { confirmDeleteDocument, DOCUMENT_KIND_LABELS, DOCUMENT_TOASTS, DOCUMENT_UI } from './texts';

const COLUMNS = [
  { key: 'kind', label: DOCUMENT_UI.kind, nowrap: true, hideBelow: 'sm' },
  { key: 'title', label: DOCUMENT_UI.title, minWidth: 200 },
  { key: 'file', label: DOCUMENT_UI.fileColumn, minWidth: 160 },
  { key: 'uploaded', label: DOCUMENT_UI.uploaded, nowrap: true, hideBelow: 'sm' },
] as const satisfies readonly Column[];

const HIDDEN = { fane: 'forhandlere', del: 'dokumenter' };

const KIND_FILTER = [{ value: '', label: DOCUMENT_UI.allKinds }, ...DOCUMENT_KINDS.map((kind) => ({ value: kind, label: DOCUMENT_KIND_LABELS[kind] }))];

export async function DealerDocuments({ page, params }: TabProps) {
  const q = params.q?.trim() || undefined;
  const kind = DOCUMENT_KINDS.find((k) => k === params.type);
  const list = await listDocuments(prisma, page, { q, kind });
  return (
    <>
      <AdminSection id="upload-title" title={DOCUMENT_UI.uploadTitle} intro={DOCUMENT_UI.uploadIntro}>
        <UploadDocumentForm />
      </AdminSection>
      <AdminSection id="documents-title" title={DOCUMENT_UI.listTitle(list.total)}>
        <FilterBar
          label={DOCUMENT_UI.searchLabel}
          hidden={HIDDEN}
          texts={[{ name: 'q', label: DOCUMENT_UI.search, value: q, placeholder: DOCUMENT_UI.searchPlaceholder }]}
          selects={[{ name: 'type', label: DOCUMENT_UI.kind, value: kind, options: KIND_FILTER }]}
        />
        <DataTable
          labelledBy="documents-title"
          columns={COLUMNS}
          empty={q || kind ? DOCUMENT_UI.emptyFiltered : DOCUMENT_UI.empty}
          paging={list}
          params={{ ...HIDDEN, q, type: kind }}
          rows={list.items.map((d) => ({
            id: d.id,
            cells: {
              kind: DOCUMENT_KIND_LABELS[d.kind],
              title: (
                <>
                  {d.title}
                  {d.description && (
                    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                      {d.description}
                    </Typography>
                  )}
                </>
              ),
              file: (
                <>
                  {/* A plain link: the download is a route handler (an attachment), not a page. */}
                  <Link component="a" href={d.downloadUrl}>
                    {d.fileName}
                  </Link>{' '}
                  ({formatFileSize(d.sizeBytes)})
                </>
              ),
              uploaded: <time dateTime={d.createdAt}>{formatDate(d.createdAt)}</time>,
            },
            actions: (
              <ConfirmDialog
                ariaLabel={DOCUMENT_UI.deleteLabel(d.title)}
                text={confirmDeleteDocument(d.title)}
                action={deleteDocumentAction.bind(null, d.id)}
                success={DOCUMENT_TOASTS.deleted}
                failure={DOCUMENT_TOASTS.deleteFailure}
              />
            ),
          }))}
        />
      </AdminSection>
    </>
  );
}
