'use client';
/** The documents of one kind (price lists or marketing material) with their download links. */
import { formatFileSize, type PortalDocument } from '@/lib/portal/document-format';
import styles from './portal.module.css';

const dateFormat = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric' });

export function DocumentList({ documents, emptyText }: { documents: PortalDocument[]; emptyText: string }) {
  if (documents.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.rows}>
      {documents.map((d) => (
        <li key={d.id} className={styles.row} style={{ gridTemplateColumns: '1fr auto' }}>
          <div className={styles.rowText}>
            <strong title={d.title}>{d.title}</strong>
            {d.description && <span className={styles.meta}>{d.description}</span>}
            <span className={styles.meta}>
              {d.fileName} · {formatFileSize(d.sizeBytes)} · lagt ut {dateFormat.format(new Date(d.createdAt))}
            </span>
          </div>
          <a className={styles.small} href={d.downloadUrl} download={d.fileName} aria-label={`Last ned ${d.title}`}>
            Last ned
          </a>
        </li>
      ))}
    </ul>
  );
}
