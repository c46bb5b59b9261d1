'use client';
/**
 * Site header (spec section 2): logo, main links, account menu, side drawer on mobile;
 * transparent at the top and opaque once the page is scrolled more than 10 px.
 * The Admin entries are shown to administrators only (the original showed them to anyone
 * signed in).
 */
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useSessionUser } from '../auth/useSessionUser';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { HEADER_OPAQUE_AFTER_PX, NAV_ITEMS, hrefFor, isActive, type HeaderUser } from './navigation';
import styles from './layout.module.css';

export type { HeaderUser } from './navigation';

const MobileMenu = dynamic(() => import('./MobileMenu').then((m) => m.MobileMenu), { ssr: false });

/** `user` from the server where the page knows it; otherwise the header asks /api/auth/me. */
export function Header({ brandName, user: serverUser }: { brandName: string; user: HeaderUser | null }) {
  const pathname = usePathname() ?? '/';
  const fetchedUser = useSessionUser();
  const user = serverUser ?? fetchedUser ?? null;
  const [opaque, setOpaque] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads on first use, not with every page.
  const [drawerLoaded, setDrawerLoaded] = useState(false);

  useEffect(() => {
    const onScroll = () => setOpaque(window.scrollY > HEADER_OPAQUE_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header className={styles.header} data-opaque={opaque ? 'true' : 'false'}>
      <div className={`container ${styles.toolbar}`}>
        <Link href="/" prefetch={false} aria-label={`${brandName} – til forsiden`} className={styles.home}>
          <Logo brandName={brandName} />
        </Link>

        <nav aria-label="Hovedmeny" className={styles.nav}>
          {NAV_ITEMS.map((item) => (
            <Link
              key={item.label}
              href={hrefFor(item, pathname)}
              prefetch={false}
              className={styles.navLink}
              aria-current={isActive(item, pathname) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ))}
          {user?.isAdmin && (
            <Link
              href="/admin"
              prefetch={false}
              className={styles.navLink}
              aria-current={pathname === '/admin' ? 'page' : undefined}
            >
              Admin
            </Link>
          )}
        </nav>

        <div className={styles.account}>
          <AccountMenu user={user} />
        </div>

        <button
          type="button"
          className={styles.menuButton}
          aria-label="Åpne meny"
          aria-controls="mobilmeny"
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
          </svg>
        </button>
      </div>

      {drawerLoaded && (
        <MobileMenu open={drawerOpen} onClose={() => setDrawerOpen(false)} pathname={pathname} user={user} />
      )}
    </header>
  );
}
