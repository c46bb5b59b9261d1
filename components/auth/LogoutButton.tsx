'use client';
/**
 * 'Logg ut' for the dealer portal and the admin panel: next-auth's sign-out (CSRF-protected),
 * the documented toast, then the page after the documented delay (dealer 500 ms to the home page, admin
 * 1 s to /admin/auth). 'Logger ut...' while working; a failure toast keeps the user where they are.
 */
import { signOut } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/form/SubmitButton';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { AUTH_TOASTS } from '@/lib/auth/messages';
import styles from './auth.module.css';
import { REDIRECT_DELAY_MS, sleep } from './timing';

/** The sign-out itself, shared by the portal's button and the admin panel's (components/admin/kit). */
export function useLogout(portal: 'dealer' | 'admin') {
  const router = useRouter();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);

  const logout = async () => {
    setPending(true);
    try {
      await signOut({ redirect: false });
    } catch {
      setPending(false);
      const failure = portal === 'admin' ? AUTH_TOASTS.adminLogoutFailure : AUTH_TOASTS.dealerLogoutFailure;
      toast({ ...failure, variant: 'destructive' });
      return;
    }
    toast(portal === 'admin' ? AUTH_TOASTS.adminLogoutSuccess : AUTH_TOASTS.dealerLogoutSuccess);
    await sleep(portal === 'admin' ? REDIRECT_DELAY_MS.adminLogout : REDIRECT_DELAY_MS.dealerLogout);
    router.replace(portal === 'admin' ? '/admin/auth' : '/');
    router.refresh();
  };
  return { logout, pending, label: pending ? 'Logger ut...' : 'Logg ut' };
}

export function LogoutButton({ portal }: { portal: 'dealer' | 'admin' }) {
  const { logout, pending, label } = useLogout(portal);
  return (
    <BusyButton className={styles.secondaryButton} onClick={() => void logout()} pending={pending}>
      {label}
    </BusyButton>
  );
}
