import styles from './about.module.css';

export interface AboutStat {
  figure: string;
  label: string;
}

/**
 * Key figures of the about page. Figure and label are separate elements for the layout but one
 * phrase in the text ('100+ års erfaring'), so screen readers and tests read them together.
 */
export function AboutStats({ stats }: { stats: AboutStat[] }) {
  return (
    <ul aria-label="Nøkkeltall" className={styles.stats}>
      {stats.map((s) => (
        <li key={s.label} className={styles.stat}>
          <span className={styles.figure}>{s.figure}</span> <span className={styles.label}>{s.label}</span>
        </li>
      ))}
    </ul>
  );
}
