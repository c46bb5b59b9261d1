'use client';
/**
 * Sign-in for the dealer login (/auth) and the admin login (/admin/auth, /admin/login): a plain
 * form post to next-auth's credentials callback with its CSRF token in the server's HTML
 * (lib/auth/csrf.ts), so it signs in without JavaScript: next-auth redirects to the portal, or back
 * to the login page with the reason (`?error=`, lib/auth/sign-in-form.ts), which this form shows as
 * the same texts. With JavaScript the form sends the same post itself (next-auth's JSON answer):
 * 'Vennligst vent...' while pending; the success and failure toasts; the dealer page waits 500 ms,
 * the admin page 1 s before going on; after a failed dealer attempt the help line. The fields are
 * checked in the browser with the shared login schema, loaded on the first focus or submit (no zod
 * and no next-auth client with the page). Under the password field the link 'Glemt passord?'
 * (/auth/glemt-passord), which carries the e-mail typed so far to that form (forgot-email.ts). A
 * refused sign-in stays in the form until the next attempt: the toast's text as an alert under the
 * fields, both fields aria-invalid and described by it (wrong credentials only), the focus back on
 * the e-mail field (WCAG 3.3.1, 4.1.3); the button keeps the focus while pending.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormError, TextField } from '@/components/ui/form/fields';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import formStyles from '@/components/ui/form/form.module.css';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { PASSWORD_MAX } from '@/lib/auth/limits';
import { AUTH_TOASTS } from '@/lib/auth/messages';
import { FORGOT_PASSWORD_PATH } from '@/lib/auth/routes';
import { CREDENTIALS_CALLBACK_PATH, LOGIN_PAGES, signInRefusal, SIGN_IN_ERROR_PARAM, type Portal, type SignInRefusal } from '@/lib/auth/sign-in-form';
import styles from './auth.module.css';
import { rememberForgotEmail } from './forgot-email';
import { REDIRECT_DELAY_MS, sleep } from './timing';

type Field = 'email' | 'password';

/** An uncontrolled field's props for the shared TextField (the form reads its values when sent). */
const noop = async () => undefined;
const plain = (name: Field) => ({ name, onChange: noop, onBlur: noop, ref: () => undefined });
const REGISTRATION = { email: plain('email'), password: plain('password') };

/** A field of the form by its id (read and focused outside render). */
const input = (id: string) => document.getElementById(id) as HTMLInputElement | null;

/** The field messages of the shared login schema (loaded on first use), or none. */
async function checkFields(values: Record<Field, string>): Promise<Partial<Record<Field, string>>> {
  const { loginSchema } = await import('@/lib/auth/schema');
  const parsed = loginSchema.safeParse(values);
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return errors;
}

/** next-auth's CSRF token: the one in the page, else a fresh one from next-auth. */
async function csrfToken(inPage: string | null): Promise<string> {
  if (inPage) return inPage;
  const answer = await fetch('/api/auth/csrf', { cache: 'no-store' });
  return ((await answer.json()) as { csrfToken: string }).csrfToken;
}

/** The credentials post with JavaScript: next-auth answers `{ url }` (the callback URL, or its error page with `?error=`). */
async function postSignIn(form: HTMLFormElement, token: string): Promise<string | null> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.set(name, value);
  body.set('csrfToken', token);
  body.set('json', 'true');
  const answer = await fetch(CREDENTIALS_CALLBACK_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
    body,
  });
  const { url } = (await answer.json()) as { url?: string };
  if (!url) return 'Signin';
  const error = new URL(url, window.location.origin).searchParams.get(SIGN_IN_ERROR_PARAM);
  return error ?? (answer.ok ? null : 'Signin');
}

export function LoginForm({
  portal,
  supportEmail,
  csrf,
  refused,
}: {
  portal: Portal;
  supportEmail?: string;
  /** next-auth's CSRF token for the post (null: fetched when sending with JavaScript). */
  csrf: string | null;
  /** next-auth's error the page came back with (`?error=`), or null. */
  refused: string | null;
}) {
  const router = useRouter();
  const { toast } = useToast();
  const prepared = useRef(false);
  const ids = { email: `${portal}-email`, password: `${portal}-password` };
  /** The refusal shown in the form (the failure toast's text), until the next attempt. */
  const [refusal, setRefusal] = useState<SignInRefusal | null>(() => signInRefusal(refused, portal));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const refusalId = `${portal}-login-error`;

  // The refusal is shown; the address need not keep it (a reload would show it again).
  useEffect(() => {
    if (refused === null) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(SIGN_IN_ERROR_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, [refused]);
  const failure = portal === 'admin' ? AUTH_TOASTS.adminLoginFailure : AUTH_TOASTS.dealerLoginFailure;

  // The schema's code starts loading on the first focus, so the first check does not wait for it.
  const prepare = () => {
    if (prepared.current) return;
    prepared.current = true;
    void import('@/lib/auth/schema').catch(() => (prepared.current = false));
  };

  const refuse = (next: SignInRefusal) => {
    setRefusal(next);
    toast({ title: failure.title, description: next.text, variant: 'destructive' });
    // After the render that ends the submission (the field is then in its final state).
    setTimeout(() => input(ids.email)?.focus(), 0);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const values = { email: input(ids.email)?.value ?? '', password: input(ids.password)?.value ?? '' };
    setRefusal(null);
    const fieldErrors = await checkFields(values).catch((): Partial<Record<Field, string>> => ({}));
    setErrors(fieldErrors);
    if (fieldErrors.email || fieldErrors.password) {
      input(fieldErrors.email ? ids.email : ids.password)?.focus();
      return;
    }
    setPending(true);
    const error = await csrfToken(csrf)
      .then((token) => postSignIn(form, token))
      .catch(() => 'Signin');
    if (error !== null) {
      setPending(false);
      refuse(signInRefusal(error, portal) ?? { text: failure.description, wrongCredentials: true });
      return;
    }
    if (portal === 'admin') {
      toast(AUTH_TOASTS.adminLoginSuccess);
      await sleep(REDIRECT_DELAY_MS.adminLogin);
      router.replace(LOGIN_PAGES.admin.home);
      router.refresh();
      return;
    }
    toast(AUTH_TOASTS.dealerLoginSuccess);
    const me = await fetch('/api/auth/user', { cache: 'no-store' }).catch(() => undefined);
    if (!me?.ok) {
      setPending(false);
      setRefusal({ text: AUTH_TOASTS.refetchFailure.description, wrongCredentials: false });
      toast({ ...AUTH_TOASTS.refetchFailure, variant: 'destructive' });
      return;
    }
    await sleep(REDIRECT_DELAY_MS.dealerLogin);
    router.replace(LOGIN_PAGES.dealer.home);
    router.refresh();
  };

  const wrong = refusal?.wrongCredentials ?? false;
  return (
    <>
      <form
        className={formStyles.form}
        method="post"
        action={CREDENTIALS_CALLBACK_PATH}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={prepare}
        noValidate
        aria-label={portal === 'admin' ? 'Administratorinnlogging' : 'Logg inn'}
      >
        {/* next-auth's CSRF token, the portal (the admin login refuses a dealer) and where a sign-in goes on to. */}
        {csrf && <input type="hidden" name="csrfToken" value={csrf} />}
        <input type="hidden" name="portal" value={portal} />
        <input type="hidden" name="callbackUrl" value={LOGIN_PAGES[portal].home} />
        <TextField
          id={ids.email}
          label="E-post"
          type="email"
          autoComplete="username"
          maxLength={254}
          // The page came back refused (a post without JavaScript): start at the fields again.
          autoFocus={refused !== null}
          error={errors.email}
          invalid={wrong}
          describedBy={wrong ? refusalId : undefined}
          registration={REGISTRATION.email}
        />
        <TextField
          id={ids.password}
          label="Passord"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          error={errors.password}
          invalid={wrong}
          describedBy={wrong ? refusalId : undefined}
          registration={REGISTRATION.password}
        />
        <FormError id={refusalId} error={refusal?.text} />
        <p className={styles.forgot}>
          <Link
            href={portal === 'admin' ? `${FORGOT_PASSWORD_PATH}?fra=admin` : FORGOT_PASSWORD_PATH}
            onClick={() => rememberForgotEmail(input(ids.email)?.value ?? '')}
          >
            Glemt passord?
          </Link>
        </p>
        <SubmitButton pending={pending} pendingText="Vennligst vent...">
          Logg inn
        </SubmitButton>
      </form>
      {portal === 'dealer' && refusal && !pending && supportEmail && (
        <p className={styles.help}>
          Problemer med innlogging? Ta kontakt med oss på <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      )}
    </>
  );
}
