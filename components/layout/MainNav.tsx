'use client';
/**
 * The header's main links: which one is the current page, and whether Produkter scrolls (on the
 * home page) or leads to /#products, depend on the path; the Admin link on the user.
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useHeaderUser } from './HeaderFrame';
import { NAV_ITEMS, hrefFor, isActive } from './navigation';
import styles from './layout.module.css';

export function MainNav() {
  const pathname = usePathname() ?? '/';
  const user = useHeaderUser();
  return (
    <nav aria-label="Hovedmeny" className={styles.nav}>
      {NAV_ITEMS.map((item) => (
        <Link
          key={item.label}
          href={hrefFor(item, pathname)}
          prefetch={false}
          className={styles.navLink}
          aria-current={isActive(item, pathname) ? 'page' : undefined}
        >
          {item.short ?? item.label}
        </Link>
      ))}
      {user?.isAdmin && (
        <Link href="/admin" prefetch={false} className={styles.navLink} aria-current={pathname === '/admin' ? 'page' : undefined}>
          Admin
        </Link>
      )}
    </nav>
  );
}
