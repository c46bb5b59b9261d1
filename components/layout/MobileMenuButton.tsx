'use client';
/** The header's menu button on small screens; the drawer's code loads on first use. */
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useHeaderUser } from './HeaderFrame';
import styles from './layout.module.css';

const MobileMenu = dynamic(() => import('./MobileMenu').then((m) => m.MobileMenu), { ssr: false });

export function MobileMenuButton() {
  const pathname = usePathname() ?? '/';
  const user = useHeaderUser();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="Åpne meny"
        aria-controls="mobilmeny"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
        </svg>
      </button>
      {loaded && <MobileMenu open={open} onClose={() => setOpen(false)} pathname={pathname} user={user} />}
    </>
  );
}
