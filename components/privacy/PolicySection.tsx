import type { ReactNode } from 'react';
import styles from './privacy.module.css';

/** One numbered section of the privacy policy, labelled by its h2. */
export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{title}</h2>
      <div className={styles.body}>{children}</div>
    </section>
  );
}

/** A sub-heading inside a section (h3). */
export function PolicySubheading({ children }: { children: ReactNode }) {
  return <h3 className={styles.subheading}>{children}</h3>;
}

export function PolicyText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

/** A bulleted list; each item may start with a bold lead-in. */
export function PolicyList({ items }: { items: { lead?: string; text: ReactNode }[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={item.lead ?? index}>
          {item.lead ? <strong>{item.lead}: </strong> : null}
          {item.text}
        </li>
      ))}
    </ul>
  );
}
