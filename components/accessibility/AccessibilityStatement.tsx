/**
 * The accessibility statement's page body (docs/product.md: Universell utforming). Every text comes
 * from lib/accessibility/statement.ts; the company's e-mail from the site content ('Innhold').
 * Server-rendered, no script.
 */
import Link from 'next/link';
import { ASSESSED_AT, KNOWN_EXCEPTIONS, REPORT_BARRIER_HREF, STATEMENT_TEXT as T, SUPERVISOR } from '@/lib/accessibility/statement';
import { formatDay } from '@/lib/content/schema';
import type { SiteConfig } from '@/lib/site';
import styles from './statement.module.css';

export function AccessibilityStatement({ site }: { site: SiteConfig }) {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{T.title}</h1>
      <p className={styles.updated}>
        {T.assessed} <time dateTime={ASSESSED_AT}>{formatDay(ASSESSED_AT)}</time>
      </p>
      <p className={styles.intro}>{T.intro(site.brandName)}</p>

      <section aria-labelledby="krav" className={styles.section}>
        <h2 id="krav">{T.standardTitle}</h2>
        {T.standard.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>

      <section aria-labelledby="testet" className={styles.section}>
        <h2 id="testet">{T.testedTitle}</h2>
        <p>{T.testedIntro}</p>
        {T.methods.map((method) => (
          <div key={method.title} className={styles.method}>
            <h3>{method.title}</h3>
            <p>{method.text}</p>
            {'checks' in method && (
              <ul className={styles.list}>
                {method.checks.map((check) => (
                  <li key={check}>{check}</li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </section>

      <section aria-labelledby="avvik" className={styles.section}>
        <h2 id="avvik">{T.exceptionsTitle}</h2>
        {KNOWN_EXCEPTIONS.length === 0 ? (
          <p>{T.noExceptions}</p>
        ) : (
          <>
            <p>{T.exceptionsIntro}</p>
            <ul className={styles.exceptions}>
              {KNOWN_EXCEPTIONS.map((e) => (
                <li key={`${e.criterion} ${e.where}`} className={styles.exception}>
                  <h3>{e.where}</h3>
                  <p>
                    <strong>WCAG {e.criterion}.</strong> {e.what}
                  </p>
                  <p>{e.why}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="meld-fra" className={styles.section}>
        <h2 id="meld-fra">{T.reportTitle}</h2>
        <p>{T.reportIntro}</p>
        <p>
          <Link href={REPORT_BARRIER_HREF} prefetch={false} className={styles.report}>
            {T.reportLink}
          </Link>
        </p>
        <p>
          {T.reportEmail} <a href={`mailto:${site.email}`}>{site.email}</a>. {T.reportAnswer}
        </p>
      </section>

      <section aria-labelledby="klage" className={styles.section}>
        <h2 id="klage">{T.complainTitle}</h2>
        <p>
          {T.complain(SUPERVISOR.name)} {T.complainLink} <a href={SUPERVISOR.url}>{SUPERVISOR.host}</a>.
        </p>
      </section>
    </div>
  );
}
