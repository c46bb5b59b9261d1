'use client';
/**
 * The header's side drawer on small screens (loaded on first use by Header): a modal <dialog>,
 * so focus stays inside, Escape closes it and the page behind is inert. It opens on its 'Lukk meny'
 * button, and closing gives focus back to the menu button (the dialog's own focus return).
 */
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { AccountMenu } from './AccountMenu';
import { NAV_ITEMS, hrefFor, isActive, type HeaderUser } from './navigation';
import { SearchField } from './SearchField';
import styles from './layout.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  pathname: string;
  user: HeaderUser | null;
}

export function MobileMenu({ open, onClose, pathname, user }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id="mobilmeny"
      className={styles.drawer}
      aria-label="Mobilmeny"
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {/* First in the drawer, so showModal() focuses it: a visible way out besides Escape and the backdrop. */}
      <div className={styles.drawerTop}>
        <button type="button" className={styles.drawerClose} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
          </svg>
          Lukk meny
        </button>
      </div>
      <SearchField id="sok-drawer" variant="drawer" onNavigate={onClose} />
      <nav aria-label="Mobilmeny">
        <ul className={styles.drawerList}>
          {NAV_ITEMS.map((item) => (
            <li key={item.label}>
              <Link
                className={styles.drawerLink}
                href={hrefFor(item, pathname)}
                prefetch={false}
                aria-current={isActive(item, pathname) ? 'page' : undefined}
                onClick={onClose}
              >
                {item.label}
              </Link>
            </li>
          ))}
          {user?.isAdmin && (
            <li>
              <Link className={styles.drawerLink} href="/admin" prefetch={false} onClick={onClose}>
                Admin
              </Link>
            </li>
          )}
        </ul>
        <div className={styles.drawerAccount}>
          <AccountMenu user={user} onNavigate={onClose} inDrawer />
        </div>
      </nav>
    </dialog>
  );
}
