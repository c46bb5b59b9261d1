/**
 * Forhandlere › Dokumenter (docs/product.md: Admin panel): the upload form and every dealer document
 * (price lists and marketing material, as the dealer portal shows them).
 */
import { prisma } from '@/lib/db';
import { listDocuments } from '@/lib/admin/documents/service';
import { formatFileSize } from '@/lib/portal/document-format';
import { AdminTable } from '../AdminTable';
import { relativeTime } from '../kit/format';
import adminStyles from '../admin.module.css';
import { deleteDocumentAction } from '@/lib/admin/documents/actions';
import { ConfirmDelete } from '../ConfirmDelete';
import { UploadDocumentForm } from './DocumentForms';
import { confirmDeleteDocument, DOCUMENT_KIND_LABELS, DOCUMENT_TOASTS } from './texts';

export async function DealerDocuments() {
  const documents = await listDocuments(prisma);
  return (
    <>
      <section aria-labelledby="upload-title">
        <h2 id="upload-title">Last opp dokument</h2>
        <p className="muted">Prislister og markedsmateriell vises for forhandlerne i forhandlerportalen.</p>
        <UploadDocumentForm />
      </section>
      <section aria-labelledby="documents-title" className={adminStyles.section}>
        <h2 id="documents-title">Dokumenter ({documents.length})</h2>
        <AdminTable columns={['Type', 'Tittel', 'Fil', 'Lastet opp', 'Handling']}>
          {documents.map((d) => (
            <tr key={d.id}>
              <td>{DOCUMENT_KIND_LABELS[d.kind]}</td>
              <td>
                {d.title}
                {d.description && (
                  <>
                    <br />
                    <span className="muted">{d.description}</span>
                  </>
                )}
              </td>
              <td>
                <a href={d.downloadUrl}>{d.fileName}</a> ({formatFileSize(d.sizeBytes)})
              </td>
              <td>
                <time dateTime={d.createdAt}>{relativeTime(new Date(d.createdAt))}</time>
              </td>
              <td>
                <ConfirmDelete
                  label={`Slett ${d.title}`}
                  text={confirmDeleteDocument(d.title)}
                  action={deleteDocumentAction.bind(null, d.id)}
                  success={DOCUMENT_TOASTS.deleted}
                  failure={DOCUMENT_TOASTS.deleteFailure}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
        {documents.length === 0 && <p className="muted">Ingen dokumenter ennå.</p>}
      </section>
    </>
  );
}
