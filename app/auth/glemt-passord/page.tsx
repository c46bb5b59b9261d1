import type { Metadata } from 'next';
import Link from 'next/link';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';
import styles from '@/components/auth/auth.module.css';
import { FORGOT_SENT_PARAM } from '@/lib/auth/password-form-post';
import { ADMIN_LOGIN, DEALER_LOGIN } from '@/lib/auth/routes';
import { pageText } from '@/lib/validation/text';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Glemt passord', robots: { index: false, follow: false } };

/**
 * 'Glemt passord?' (docs/product.md: Glemt passord): open to everyone, reached from both login pages.
 * `?fra=admin` (from /admin/auth) makes 'Tilbake til innlogging' lead back to the admin login;
 * `?sendt=1` is the confirmation after the form was posted without JavaScript.
 */
export default async function ForgotPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const fromAdmin = pageText(params, 'fra') === 'admin';
  // Back after the form was sent without JavaScript: the confirmation (lib/auth/password-form-post.ts).
  const sent = pageText(params, FORGOT_SENT_PARAM) === '1';
  return (
    <div className={styles.narrow}>
      <h1>Glemt passord</h1>
      <p className={styles.subtitle}>Skriv inn e-postadressen til kontoen din, så sender vi en lenke for å velge nytt passord.</p>
      <section className={styles.panel} aria-labelledby="forgot-title">
        <h2 id="forgot-title">Nytt passord</h2>
        <ForgotPasswordForm fromAdmin={fromAdmin} sent={sent} />
        <p className={styles.help}>
          <Link href={fromAdmin ? ADMIN_LOGIN : DEALER_LOGIN}>Tilbake til innlogging</Link>
        </p>
      </section>
    </div>
  );
}
