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

export function NoScriptNote({ email }: { email: string }) {
  return (
    <noscript>
      <p className={styles.hint}>
        Skjemaet trenger JavaScript. Skriv til oss på <a href={`mailto:${email}`}>{email}</a> i stedet.
      </p>
    </noscript>
  );
}
