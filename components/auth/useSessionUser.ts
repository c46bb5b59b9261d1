'use client';
/**
 * The signed-in user as the header shows them, fetched from /api/auth/me on each page the
 * visitor opens (public pages come from a shared cache, so the server cannot put the user in
 * their HTML; asking again after a navigation picks up a sign-in or sign-out).
 * undefined while loading, null when nobody is signed in.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { HeaderUser } from '@/components/layout/navigation';

export function useSessionUser(): HeaderUser | null | undefined {
  const pathname = usePathname();
  const [user, setUser] = useState<HeaderUser | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/auth/me', { cache: 'no-store', signal: controller.signal })
      .then((r) => (r.ok ? r.json() : { user: null }))
      .then((body: { user: HeaderUser | null }) => setUser(body.user))
      .catch(() => {
        if (!controller.signal.aborted) setUser(null);
      });
    return () => controller.abort();
  }, [pathname]);
  return user;
}
