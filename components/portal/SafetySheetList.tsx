/**
 * The dealer portal's safety data sheets (docs/product.md: Dealer portal, Sikkerhetsdatablader): a
 * GET form (category and search: works without JavaScript), 'Last ned alle (zip)' with the same
 * filter, and one row per current sheet and language with its 'Ny revisjon' mark and download. A
 * server component: no script.
 */
import { formatFileSize } from '@/lib/portal/document-format';
import { SAFETY_SHEETS_PATH, SAFETY_SHEETS_ZIP_PATH, type SafetySheet } from '@/lib/portal/safety-sheets';
import styles from './portal.module.css';

const dateFormat = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const isoDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

interface Props {
  sheets: SafetySheet[];
  categories: string[];
  total: number;
  newCount: number;
  q?: string;
  category?: string;
}

export function SafetySheetList({ sheets, categories, total, q, category }: Props) {
  const filtered = Boolean(q || category);
  const query = new URLSearchParams({ ...(q && { q }), ...(category && { kategori: category }) }).toString();
  const newHere = sheets.filter((s) => s.isNew).length;
  return (
    <>
      <form className={styles.toolbar} method="get" action={SAFETY_SHEETS_PATH} role="search" aria-label="Filtrer sikkerhetsdatablader">
        <label className={styles.field}>
          <span>Kategori</span>
          <select name="kategori" defaultValue={category ?? ''} className={styles.select}>
            <option value="">Alle kategorier</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className={`${styles.field} ${styles.grow}`}>
          <span>Søk</span>
          <input type="search" name="q" defaultValue={q ?? ''} className={styles.search} placeholder="Produktnavn eller artikkelnummer" maxLength={200} />
        </label>
        <button type="submit" className={styles.small}>
          Filtrer
        </button>
        {filtered && (
          <a className={styles.back} href={SAFETY_SHEETS_PATH}>
            Vis alle
          </a>
        )}
      </form>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {filtered ? `${sheets.length} av ${total} sikkerhetsdatablader` : `${total} sikkerhetsdatablader`}
          {newHere > 0 && ` · ${newHere} med ny revisjon`}
        </p>
        {sheets.length > 0 && (
          <a className={styles.button} href={`${SAFETY_SHEETS_ZIP_PATH}${query ? `?${query}` : ''}`} download>
            Last ned alle (zip)
          </a>
        )}
      </div>
      {sheets.length === 0 ? (
        <p className={styles.empty}>{total === 0 ? 'Ingen sikkerhetsdatablader er lagt ut ennå.' : 'Ingen sikkerhetsdatablader passer til søket.'}</p>
      ) : (
        <ul className={styles.rows} aria-label="Sikkerhetsdatablader">
          {sheets.map((s) => (
            <li key={s.id} className={`${styles.row} ${styles.sheetRow}`}>
              <div className={styles.rowText}>
                <span>
                  <strong title={s.productName}>{s.productName}</strong>
                  {/* Its own word after the name (a screen reader says "Teakolje, Ny revisjon"). */}
                  {s.isNew && (
                    <>
                      <span className={styles.visuallyHidden}>, </span>
                      <span className={styles.newBadge}>Ny revisjon</span>
                    </>
                  )}
                </span>
                <span className={styles.meta}>
                  Art.nr. {s.articleNumber} · {s.languageLabel} · revisjon {s.revision}, {isoDate(s.revisionDate)}
                  <span className={styles.category}>{s.category}</span>
                </span>
                {s.changeNote && <span className={styles.meta}>Endring: {s.changeNote}</span>}
              </div>
              <a
                className={styles.small}
                href={s.downloadUrl}
                download={s.fileName}
                aria-label={`Last ned sikkerhetsdatablad for ${s.productName}, ${s.languageLabel.toLowerCase()}, revisjon ${s.revision} (PDF, ${formatFileSize(s.sizeBytes)})`}
              >
                Last ned
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
