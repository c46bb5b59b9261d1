import styles from './layout.module.css';

/** Word mark with a drop-and-leaf symbol; links home where it is used. */
export function Logo({ brandName, inverted = false }: { brandName: string; inverted?: boolean }) {
  const colour = inverted ? '#ffffff' : '#6b4226';
  return (
    <span className={styles.logo}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M16 3 C 9 12, 6 17, 6 21 a10 10 0 0 0 20 0 c0-4-3-9-10-18z" fill={colour} />
        <path d="M12 22 c2-4 5-6 9-7 c-2 3-5 6-9 7z" fill={inverted ? '#6b4226' : '#faf7f2'} />
      </svg>
      <span className={styles.logoText} style={{ color: colour }}>
        {brandName}
      </span>
    </span>
  );
}
