import type { Metadata } from 'next';
import Link from 'next/link';
import { PasswordSetNotice, SetPasswordForm } from '@/components/auth/SetPasswordForm';
import styles from '@/components/auth/auth.module.css';
import { PASSWORD_SET_PARAM, PASSWORD_SET_VALUES } from '@/lib/auth/password-form-post';
import { FORGOT_PASSWORD_PATH } from '@/lib/auth/routes';
import { PASSWORD_RESET_MESSAGES } from '@/lib/auth/schema';
import { findUsableToken } from '@/lib/auth/tokens';
import { prisma } from '@/lib/db';
import { pageText } from '@/lib/validation/text';

export const dynamic = 'force-dynamic';

/**
 * The token is in the address: no referrer to another site (`same-origin`, also sent as a header,
 * next.config.mjs; `no-referrer` would make the form's post without JavaScript `Origin: null`), never indexed or
 * cached (rendered per request: Cache-Control no-store).
 */
export const metadata: Metadata = { title: 'Velg passord', robots: { index: false, follow: false }, referrer: 'same-origin' };

/**
 * The one-time link's page (docs/product.md: Nytt passord; docs/operations.md §13): an invitation
 * ('Velg passord', 'Velkommen, {navn}') or a reset after 'Glemt passord?' ('Velg nytt passord'). An
 * unusable token (unknown, used, expired, voided, inactive account) gets the one message for all.
 * `?satt=forhandler|admin`: the password was set by the form posted without JavaScript.
 */
export default async function SetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  // Back after the form was posted without JavaScript: the password is set (lib/auth/password-form-post.ts).
  const set = pageText(params, PASSWORD_SET_PARAM);
  if (set === PASSWORD_SET_VALUES.DEALER || set === PASSWORD_SET_VALUES.ADMIN) {
    return (
      <div className={styles.narrow}>
        <h1>Velg passord</h1>
        <section className={styles.panel} aria-label="Passordet er lagret">
          <PasswordSetNotice role={set === PASSWORD_SET_VALUES.ADMIN ? 'ADMIN' : 'DEALER'} />
        </section>
      </div>
    );
  }
  const token = pageText(params, 'token') ?? '';
  const holder = await findUsableToken(prisma, token);

  if (!holder) {
    return (
      <div className={styles.narrow}>
        <h1>Velg passord</h1>
        <section className={styles.panel} aria-label="Lenken kan ikke brukes">
          <p className={styles.formError}>{PASSWORD_RESET_MESSAGES.tokenInvalid}</p>
          <p className={styles.help}>
            <Link href={FORGOT_PASSWORD_PATH}>Be om en ny lenke</Link>
          </p>
        </section>
      </div>
    );
  }

  const invitation = holder.purpose === 'INVITATION';
  return (
    <div className={styles.narrow}>
      <h1>{invitation ? 'Velg passord' : 'Velg nytt passord'}</h1>
      <p className={styles.subtitle}>
        {invitation ? `Velkommen, ${holder.name}. ` : ''}
        Velg et passord på minst 8 tegn for {holder.email}.
      </p>
      <section className={styles.panel} aria-labelledby="set-password-title">
        <h2 id="set-password-title">Ditt passord</h2>
        <SetPasswordForm token={token} email={holder.email} />
      </section>
    </div>
  );
}
