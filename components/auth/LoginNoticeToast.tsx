'use client';
/**
 * Shows the notice the server's redirect passed to a login page (`?melding=uautorisert`, see
 * lib/auth/routes.ts) as a toast once on arrival, then removes the parameter from the address so
 * a reload or a shared link does not show it again (docs/product.md: Feeds page). The same text
 * stays in the page under the form (rendered on the server), so it is not lost when the toast
 * goes (WCAG 2.2.1, 4.1.3); the toast announces it.
 */
import { useEffect, useRef } from 'react';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { AUTH_TOASTS } from '@/lib/auth/messages';
import { LOGIN_NOTICE_PARAM, type LoginNotice } from '@/lib/auth/routes';
import styles from './auth.module.css';

const NOTICE_TOASTS = {
  uautorisert: { ...AUTH_TOASTS.feedsUnauthorised, variant: 'destructive' },
} as const satisfies Record<LoginNotice, { title: string; description: string; variant: 'destructive' | 'default' }>;

export function LoginNoticeToast({ notice }: { notice: LoginNotice }) {
  const { toast } = useToast();
  const shown = useRef(false);

  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast(NOTICE_TOASTS[notice]);
    const url = new URL(window.location.href);
    url.searchParams.delete(LOGIN_NOTICE_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, [notice, toast]);

  const text = NOTICE_TOASTS[notice];
  return (
    <p className={styles.formError} data-testid="login-notice">
      <strong>{text.title}.</strong> {text.description}
    </p>
  );
}
