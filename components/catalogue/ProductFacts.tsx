/**
 * The product page's facts (docs/product.md: Product page): 'Passer til', 'Tekniske data',
 * 'Fareinformasjon' and 'Dokumenter'. Server components: all of it is in the page's HTML and needs
 * no script; each section is left out when the product has nothing for it. The hazard information
 * is shown in full, without any interaction (CLP art. 48(2)).
 */
import type { ProductDetail } from '@/lib/catalogue/responses';
import { documentTitle, hasHazardLabel, statementLists, suitability, technicalRows, type Statement } from '@/lib/catalogue/fact-display';
import { GhsPictogram } from './pictograms/GhsPictogram';
import styles from './product.module.css';

/** 'Passer til': the materials and surfaces it is for, inside or out, and what it does. */
export function SuitabilitySection({ product }: { product: ProductDetail }) {
  const s = suitability(product);
  if (!s) return null;
  return (
    <section aria-labelledby="uses-title" className={styles.block}>
      <h2 id="uses-title" className={styles.blockTitle}>
        Passer til
      </h2>
      {s.uses.length > 0 && (
        <ul className={styles.useTags}>
          {s.uses.map((use) => (
            <li key={use}>{use}</li>
          ))}
        </ul>
      )}
      {(s.setting || s.tasks) && (
        <dl className={styles.factPairs}>
          {s.setting && (
            <div>
              <dt>Inne eller ute</dt>
              <dd>{s.setting}</dd>
            </div>
          )}
          {s.tasks && (
            <div>
              <dt>Brukes til å</dt>
              <dd>{s.tasks.charAt(0).toLowerCase() + s.tasks.slice(1)}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}

/** 'Tekniske data': a table of the figures the product has (none: no section). */
export function TechnicalDataSection({ product }: { product: ProductDetail }) {
  const rows = technicalRows(product);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="technical-title" className={styles.block}>
      <h2 id="technical-title" className={styles.blockTitle}>
        Tekniske data
      </h2>
      <table className={styles.factTable} aria-labelledby="technical-title">
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function StatementList({ title, id, statements }: { title: string; id: string; statements: Statement[] }) {
  if (statements.length === 0) return null;
  return (
    <>
      <h3 id={id} className={styles.factSubTitle}>
        {title}
      </h3>
      <ul className={styles.statements}>
        {statements.map((s) => (
          <li key={s.code}>
            <span className={styles.statementCode}>{s.code}</span>
            {s.text ? ` ${s.text}` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * 'Fareinformasjon': the label's hazard elements as the label has them — the pictograms (images
 * named by their hazard), the signal word, the hazard statements and the precautionary statements
 * in full, the UFI and the supplementary warnings. Nothing for a product without labelling.
 */
export function HazardSection({ product }: { product: ProductDetail }) {
  if (!hasHazardLabel(product)) return null;
  const { hazard, precautionary } = statementLists(product);
  return (
    <section aria-labelledby="hazard-title" className={styles.hazard}>
      <h2 id="hazard-title" className={styles.blockTitle}>
        Fareinformasjon
      </h2>
      {(product.pictograms.length > 0 || product.signalWord) && (
        <div className={styles.hazardLabel}>
          {product.pictograms.length > 0 && (
            <ul className={styles.pictograms} aria-label="Farepiktogrammer">
              {product.pictograms.map((code) => (
                <li key={code}>
                  <GhsPictogram code={code} size={72} />
                </li>
              ))}
            </ul>
          )}
          {product.signalWord && (
            <p className={styles.signalWord} data-testid="signal-word">
              {product.signalWord}
            </p>
          )}
        </div>
      )}
      <StatementList id="hazard-statements-title" title="Faresetninger" statements={hazard} />
      <StatementList id="precautionary-statements-title" title="Sikkerhetssetninger" statements={precautionary} />
      {product.supplementalWarnings && (
        <>
          <h3 className={styles.factSubTitle}>Andre advarsler</h3>
          <p className={styles.hazardWarning}>{product.supplementalWarnings}</p>
        </>
      )}
      {product.ufi && (
        <p className={styles.ufi}>
          <abbr title="Unik formelidentifikator">UFI</abbr>: <span className={styles.statementCode}>{product.ufi}</span>
        </p>
      )}
    </section>
  );
}

/** 'Dokumenter': the current safety data sheet per language and the technical data sheet, each a PDF at its stable address. */
export function DocumentsSection({ product }: { product: ProductDetail }) {
  if (product.documents.length === 0) return null;
  return (
    <section aria-labelledby="documents-title" className={styles.block}>
      <h2 id="documents-title" className={styles.blockTitle}>
        Dokumenter
      </h2>
      <ul className={styles.documents}>
        {product.documents.map((d) => (
          <li key={`${d.kind}-${d.language}`}>
            <a href={d.url} type="application/pdf" hrefLang={d.language === 'no' ? undefined : d.language}>
              {documentTitle(d)}
              <span className={styles.fileType}> (PDF)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
