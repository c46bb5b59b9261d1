import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/auth/LoginForm';
import { LoginNoticeToast } from '@/components/auth/LoginNoticeToast';
import styles from '@/components/auth/auth.module.css';
import { isLoginNotice, LOGIN_NOTICE_PARAM } from '@/lib/auth/routes';
import { currentUser } from '@/lib/auth/session';
import { signInFormState } from '@/lib/auth/sign-in-page';
import { pageText } from '@/lib/validation/text';

export const metadata: Metadata = { title: 'Administratorinnlogging', robots: { index: false } };

/**
 * Admin login (docs/product.md: Admin login; also at /admin/login). An administrator already signed in goes to /admin.
 * `?melding=uautorisert` (set by the redirect from the feeds page) shows that notice as a toast;
 * `?error=` is a sign-in refused without JavaScript (lib/auth/sign-in-form.ts), shown in the form.
 */
export default async function AdminLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if ((await currentUser())?.isAdmin) redirect('/admin');
  const params = await searchParams;
  const notice = pageText(params, LOGIN_NOTICE_PARAM);
  const form = await signInFormState(params);
  return (
    <div className={styles.narrow}>
      <section className={styles.panel} aria-labelledby="admin-login-title">
        <h1 id="admin-login-title">Administratorinnlogging</h1>
        <p className={styles.subtitle}>Kun for systemadministratorer</p>
        {/* The notice before the form: read before the fields, not found under 'Logg inn'. */}
        {isLoginNotice(notice) && <LoginNoticeToast notice={notice} />}
        <LoginForm portal="admin" csrf={form.csrf} refused={form.refused} />
      </section>
    </div>
  );
}
