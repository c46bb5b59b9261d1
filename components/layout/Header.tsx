/**
 * Site header (docs/product.md §2): logo, main links, account menu, side drawer on mobile;
 * transparent at the top and opaque once the page is scrolled more than 10 px.
 * The Admin entries are shown to administrators only (the original showed them to anyone
 * signed in).
 *
 * A server component: the logo and layout are plain HTML; the parts that depend on the path,
 * the user or the scroll position are small client islands (HeaderFrame, MainNav,
 * HeaderAccountMenu, MobileMenuButton).
 */
import Link from 'next/link';
import { HeaderAccountMenu } from './AccountMenu';
import { HeaderFrame } from './HeaderFrame';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MobileMenuButton } from './MobileMenuButton';
import type { HeaderUser } from './navigation';
import { SearchField } from './SearchField';
import styles from './layout.module.css';

export type { HeaderUser } from './navigation';

/** `user` from the server where the page knows it; otherwise the header asks /api/auth/me. */
export function Header({ brandName, user }: { brandName: string; user: HeaderUser | null }) {
  return (
    <HeaderFrame user={user}>
      <div className={`container ${styles.toolbar}`}>
        <Link href="/" prefetch={false} aria-label={`${brandName} – til forsiden`} className={styles.home}>
          <Logo brandName={brandName} />
        </Link>
        <MainNav />
        <SearchField id="sok-header" variant="header" />
        <div className={styles.account}>
          <HeaderAccountMenu />
        </div>
        <MobileMenuButton />
      </div>
    </HeaderFrame>
  );
}
