'use client';
/**
 * The header's client frame: the <header> element itself, which turns opaque once the page is
 * scrolled more than 10 px, and the signed-in user for the islands inside it (main links,
 * account menu, drawer). Everything else in the header is rendered on the server (Header).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSessionUser } from '../auth/useSessionUser';
import { HEADER_OPAQUE_AFTER_PX, type HeaderUser } from './navigation';
import styles from './layout.module.css';

const HeaderUserContext = createContext<HeaderUser | null>(null);

/** The user the header shows: null while loading and when nobody is signed in. */
export function useHeaderUser(): HeaderUser | null {
  return useContext(HeaderUserContext);
}

/** `user` from the server where the page knows it; otherwise the frame asks /api/auth/me. */
export function HeaderFrame({ user: serverUser, children }: { user: HeaderUser | null; children: ReactNode }) {
  const fetchedUser = useSessionUser();
  const user = serverUser ?? fetchedUser ?? null;
  const [opaque, setOpaque] = useState(false);

  useEffect(() => {
    const onScroll = () => setOpaque(window.scrollY > HEADER_OPAQUE_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header className={styles.header} data-opaque={opaque ? 'true' : 'false'}>
      <HeaderUserContext.Provider value={user}>{children}</HeaderUserContext.Provider>
    </header>
  );
}
