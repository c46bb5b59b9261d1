import type { Metadata } from 'next';
import { PasswordChangeForm } from '@/components/auth/PasswordChangeForm';
import styles from '@/components/auth/auth.module.css';
import { requireDealerPage } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Endre passord', robots: { index: false } };

/** 'Endre passord' for a signed-in dealer or administrator (docs/product.md: Endre passord); nobody signed in goes to /auth. */
export default async function PasswordChangePage() {
  const user = await requireDealerPage();
  return (
    <div className={styles.narrow}>
      <h1>Endre passord</h1>
      <p className={styles.subtitle}>For {user.email}. Når passordet er endret, blir du logget ut på andre enheter.</p>
      <section className={styles.panel} aria-labelledby="password-title">
        <h2 id="password-title">Ditt passord</h2>
        <PasswordChangeForm email={user.email} />
      </section>
    </div>
  );
}
