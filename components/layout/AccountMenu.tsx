'use client';
/**
 * The header's account entry (docs/product.md: account menu): 'Forhandlerlogin' for visitors; for a
 * signed-in user a 'Min konto' button with a menu — Admin (administrators only), Min profil,
 * Endre passord (/konto/passord),
 * Logg ut ('Logger ut...' while working; a failed logout leads to /auth) and Logg ut overalt (ends
 * every session of the account, POST /api/auth/logout-all; docs/operations.md §13). Keyboard:
 * Enter/Space or ArrowDown opens and focuses the first entry, arrows move, Escape closes and
 * returns focus.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useToast } from '../ui/toast/ToastProvider';
import { AUTH_TOASTS } from '@/lib/auth/messages';
import { useHeaderUser } from './HeaderFrame';
import type { HeaderUser } from './navigation';
import styles from './layout.module.css';

export function AccountMenu({ user, onNavigate, inDrawer = false }: { user: HeaderUser | null; onNavigate?: () => void; inDrawer?: boolean }) {
  const router = useRouter();
  const { toast } = useToast();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState<'one' | 'all' | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  if (!user) {
    return (
      <Link href="/auth" prefetch={false} className="btn-outlined" onClick={onNavigate}>
        Forhandlerlogin
      </Link>
    );
  }

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  };

  const logout = async (everywhere: boolean) => {
    setLoggingOut(everywhere ? 'all' : 'one');
    const [success, failure] = everywhere
      ? [AUTH_TOASTS.logoutAllSuccess, AUTH_TOASTS.logoutAllFailure]
      : [AUTH_TOASTS.dealerLogoutSuccess, AUTH_TOASTS.dealerLogoutFailure];
    try {
      const res = await fetch(everywhere ? '/api/auth/logout-all' : '/api/auth/logout', { method: 'POST', credentials: 'same-origin' });
      if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
      toast(success);
      router.push('/');
    } catch {
      toast({ ...failure, variant: 'destructive' });
      router.push('/auth');
    } finally {
      setLoggingOut(null);
      setOpen(false);
      onNavigate?.();
      router.refresh();
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.accountButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 4c1.93 0 3.5 1.57 3.5 3.5S13.93 13 12 13s-3.5-1.57-3.5-3.5S10.07 6 12 6m0 14c-2.03 0-4.43-.82-6.14-2.88C7.55 15.8 9.68 15 12 15s4.45.8 6.14 2.12C16.43 19.18 14.03 20 12 20"
          />
        </svg>
        Min konto
      </button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-label="Min konto" className={`${styles.menu} ${inDrawer ? styles.drawerMenu : ''}`} onKeyDown={onMenuKey}>
          {user.isAdmin && (
            <li role="none">
              <Link role="menuitem" tabIndex={-1} className={styles.menuItem} href="/admin" prefetch={false} onClick={onNavigate}>
                Admin
              </Link>
            </li>
          )}
          <li role="none">
            <Link role="menuitem" tabIndex={-1} className={styles.menuItem} href="/dealer-portal" prefetch={false} onClick={onNavigate}>
              Min profil
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} className={styles.menuItem} href="/konto/passord" prefetch={false} onClick={onNavigate}>
              Endre passord
            </Link>
          </li>
          <li role="none">
            <button role="menuitem" tabIndex={-1} type="button" className={styles.menuItem} onClick={() => void logout(false)} disabled={loggingOut !== null}>
              {loggingOut === 'one' ? 'Logger ut...' : 'Logg ut'}
            </button>
          </li>
          <li role="none">
            <button role="menuitem" tabIndex={-1} type="button" className={styles.menuItem} onClick={() => void logout(true)} disabled={loggingOut !== null}>
              {loggingOut === 'all' ? 'Logger ut...' : 'Logg ut overalt'}
            </button>
          </li>
        </ul>
      )}
    </>
  );
}

/** The header's account entry, for the user the header shows. */
export function HeaderAccountMenu() {
  return <AccountMenu user={useHeaderUser()} />;
}
