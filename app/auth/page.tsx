import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/auth/LoginForm';
import styles from '@/components/auth/auth.module.css';
import { currentUser } from '@/lib/auth/session';
import { signInFormState } from '@/lib/auth/sign-in-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSite } from '@/lib/content/queries';

export function generateMetadata(): Metadata {
  return {
    ...pageMetadata({
      title: 'Forhandlerlogin',
      description: 'Logg inn i forhandlerportalen for prislister, produktbilder, markedsføringsmateriell og kurs.',
      path: '/auth',
    }),
    robots: { index: false },
  };
}

/**
 * Dealer login (docs/product.md: Dealer login). Someone already signed in goes straight to the
 * portal. `?error=` is a sign-in refused without JavaScript (lib/auth/sign-in-form.ts), shown in the form.
 */
export default async function DealerLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (await currentUser()) redirect('/dealer-portal');
  const [{ email }, form] = await Promise.all([getSite(), searchParams.then(signInFormState)]);
  return (
    <div className={styles.page}>
      <h1>Forhandlerportal</h1>
      <p className={styles.subtitle}>Logg inn for tilgang til forhandlerressurser</p>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="login-title">
          <h2 id="login-title">Logg inn</h2>
          <LoginForm portal="dealer" supportEmail={email} csrf={form.csrf} refused={form.refused} />
        </section>
        <section className={`${styles.panel} ${styles.info}`} aria-labelledby="info-title">
          <h2 id="info-title">Forhandlerinformasjon</h2>
          <p>Velkommen til forhandlerportalen for våre autoriserte partnere. Her finner du:</p>
          <ul>
            <li>Oppdaterte prislister og produktinformasjon</li>
            <li>Høyoppløselige produktbilder til markedsføring</li>
            <li>Tekniske datablad og produktdokumentasjon</li>
            <li>Eksklusivt markedsføringsmateriell</li>
          </ul>
          <p>
            Trenger du tilgang eller hjelp? Kontakt oss på <a href={`mailto:${email}`}>{email}</a>.
          </p>
        </section>
      </div>
    </div>
  );
}
