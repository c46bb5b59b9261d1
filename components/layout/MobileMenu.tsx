'use client';
/**
 * The header's side drawer on small screens (loaded on first use by Header): a modal <dialog>,
 * so focus stays inside, Escape closes it and the page behind is inert.
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
