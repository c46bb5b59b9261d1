'use client';
/**
 * The header's menu button below 72em; the drawer's code loads on first use. A link to the
 * footer's navigation ('Bunnmeny', every header link) in the server's HTML, so without JavaScript it
 * still leads somewhere; with JavaScript it acts as a button (Enter and Space) and opens the drawer.
 */
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useHeaderUser } from './HeaderFrame';
import { FOOTER_NAV_ID } from './navigation';
import styles from './layout.module.css';

const MobileMenu = dynamic(() => import('./MobileMenu').then((m) => m.MobileMenu), { ssr: false });

export function MobileMenuButton() {
  const pathname = usePathname() ?? '/';
  const user = useHeaderUser();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const openMenu = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    setLoaded(true);
    setOpen(true);
  };

  return (
    <>
      <a
        href={`#${FOOTER_NAV_ID}`}
        role="button"
        className={styles.menuButton}
        aria-label="Åpne meny"
        aria-controls="mobilmeny"
        aria-expanded={open}
        onClick={openMenu}
        onKeyDown={(event) => {
          if (event.key === ' ') openMenu(event);
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
        </svg>
      </a>
      {loaded && <MobileMenu open={open} onClose={() => setOpen(false)} pathname={pathname} user={user} />}
    </>
  );
}
