import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/auth/LoginForm';
import styles from '@/components/auth/auth.module.css';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Administratorinnlogging', robots: { index: false } };

/** Admin login (docs/product.md: Admin login; also at /admin/login). An administrator already signed in goes to /admin. */
export default async function AdminLoginPage() {
  if ((await currentUser())?.isAdmin) redirect('/admin');
  return (
    <div className={styles.narrow}>
      <section className={styles.panel} aria-labelledby="admin-login-title">
        <h1 id="admin-login-title">Administratorinnlogging</h1>
        <p className={styles.subtitle}>Kun for systemadministratorer</p>
        <LoginForm portal="admin" />
      </section>
    </div>
  );
}
