/**
 * What a lazily loaded form shows before its code arrives: 'Laster skjema...' while it loads and,
 * without JavaScript (where it would never load), where to write instead (docs/architecture.md:
 * pages without JavaScript); the loading text is then hidden by its style's `scripting: none` query. Shared by the contact page's tabs and the home page's contact section.
 */
import styles from './contact.module.css';

export function FormLoading() {
  return (
    <p className={`${styles.hint} ${styles.formLoading}`} role="status">
      Laster skjema...
    </p>
  );
}

/**
 * `prefill`: a message a link wrote into the form (`/kontakt?melding=…`, read on the server by
 * app/kontakt/melding): without JavaScript it is shown here, with an e-mail link that carries it.
 */
export function NoScriptNote({ email, prefill }: { email: string; prefill?: string }) {
  return (
    <noscript>
      <p className={styles.hint}>
        Skjemaet trenger JavaScript. Skriv til oss på <a href={`mailto:${email}`}>{email}</a> i stedet.
      </p>
      {prefill ? (
        <div className={styles.prefill}>
          <p className={styles.hint}>Meldingen din:</p>
          <blockquote className={styles.prefillText} data-testid="prefilled-message">
            {prefill}
          </blockquote>
          <p>
            <a href={`mailto:${email}?${new URLSearchParams({ subject: 'Spørsmål fra produktveilederen', body: prefill }).toString().replace(/\+/g, '%20')}`}>
              Send meldingen på e-post
            </a>
          </p>
        </div>
      ) : null}
    </noscript>
  );
}
