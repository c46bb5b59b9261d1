import type { ReactNode } from 'react';
import { Glyph } from '../ui/Glyph';
import styles from './about.module.css';

/**
 * One text section of the about page: the h2 (with a decorative icon) on the left on wide
 * screens, the paragraphs on the right.
 */
export function AboutSection({ id, title, icon, children }: { id: string; title: string; icon: string[]; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.heading}>
        <span className={styles.icon}>
          <Glyph paths={icon} />
        </span>
        <h2 id={headingId}>{title}</h2>
      </div>
      <div>{children}</div>
    </section>
  );
}
