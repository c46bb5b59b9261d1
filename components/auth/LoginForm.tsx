'use client';
/**
 * Sign-in for the dealer login (/auth) and the admin login (/admin/auth): react-hook-form with
 * the shared login schema, then next-auth's credentials sign-in (CSRF-protected). Texts (docs/product.md):
 * 'Vennligst vent...' while pending; the success and failure toasts; the dealer page waits
 * 500 ms, the admin page 1 s before going on; after a failed dealer attempt the help line. Under the
 * password field the link 'Glemt passord?' (/auth/glemt-passord), which carries the e-mail typed so
 * far to that form (forgot-email.ts). A refused sign-in stays in the form until the next attempt:
 * the toast's text as an alert under the fields, both fields aria-invalid and described by it, the
 * focus back on the e-mail field (WCAG 3.3.1, 4.1.3); the button keeps the focus while pending.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from 'next-auth/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormError, TextField } from '@/components/ui/form/fields';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import formStyles from '@/components/ui/form/form.module.css';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { AUTH_MESSAGES, AUTH_TOASTS, SLOWED_ERROR_PREFIX } from '@/lib/auth/messages';
import { FORGOT_PASSWORD_PATH } from '@/lib/auth/routes';
import { loginSchema, PASSWORD_MAX, type LoginData, type LoginInput } from '@/lib/auth/schema';
import styles from './auth.module.css';
import { rememberForgotEmail } from './forgot-email';
import { REDIRECT_DELAY_MS, sleep } from './timing';

export function LoginForm({ portal, supportEmail }: { portal: 'dealer' | 'admin'; supportEmail?: string }) {
  const router = useRouter();
  const { toast } = useToast();
  const [failed, setFailed] = useState(false);
  /** The refusal shown in the form (the failure toast's text), until the next attempt. */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Only wrong credentials are the fields' error; a slowed sign-in or a failed re-fetch is not. */
  const [wrongCredentials, setWrongCredentials] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<LoginInput, unknown, LoginData>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const email = useWatch({ control, name: 'email' });
  const refusalId = `${portal}-login-error`;

  const failure = portal === 'admin' ? AUTH_TOASTS.adminLoginFailure : AUTH_TOASTS.dealerLoginFailure;

  const onSubmit = async (data: LoginData) => {
    setRefusal(null);
    setWrongCredentials(false);
    const result = await signIn('credentials', { ...data, portal, redirect: false }).catch(() => undefined);
    if (!result?.ok || result.error) {
      setFailed(true);
      const slowed = result?.error?.startsWith(SLOWED_ERROR_PREFIX);
      const seconds = Number(result?.error?.slice(SLOWED_ERROR_PREFIX.length));
      const description = slowed ? AUTH_MESSAGES.slowed(Number.isFinite(seconds) ? seconds : 1) : failure.description;
      setRefusal(description);
      setWrongCredentials(!slowed);
      toast({ title: failure.title, description, variant: 'destructive' });
      // After the render that ends the submission (the field is then in its final state).
      setTimeout(() => setFocus('email'), 0);
      // Keeps react-hook-form from counting this as a successful submission.
      throw new Error('sign-in refused');
    }
    setFailed(false);
    if (portal === 'admin') {
      toast(AUTH_TOASTS.adminLoginSuccess);
      await sleep(REDIRECT_DELAY_MS.adminLogin);
      router.replace('/admin');
      router.refresh();
      return;
    }
    toast(AUTH_TOASTS.dealerLoginSuccess);
    const me = await fetch('/api/auth/user', { cache: 'no-store' }).catch(() => undefined);
    if (!me?.ok) {
      setRefusal(AUTH_TOASTS.refetchFailure.description);
      toast({ ...AUTH_TOASTS.refetchFailure, variant: 'destructive' });
      throw new Error('user re-fetch failed');
    }
    await sleep(REDIRECT_DELAY_MS.dealerLogin);
    router.replace('/dealer-portal');
    router.refresh();
  };

  const pending = isSubmitting || isSubmitSuccessful;
  return (
    <>
      <form
        className={formStyles.form}
        onSubmit={(event) => void handleSubmit(onSubmit)(event).catch(() => undefined)}
        noValidate
        aria-label={portal === 'admin' ? 'Administratorinnlogging' : 'Logg inn'}
      >
        <TextField
          id={`${portal}-email`}
          label="E-post"
          type="email"
          autoComplete="username"
          maxLength={254}
          error={errors.email?.message}
          invalid={wrongCredentials}
          describedBy={wrongCredentials ? refusalId : undefined}
          registration={register('email')}
        />
        <TextField
          id={`${portal}-password`}
          label="Passord"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          error={errors.password?.message}
          invalid={wrongCredentials}
          describedBy={wrongCredentials ? refusalId : undefined}
          registration={register('password')}
        />
        <FormError id={refusalId} error={refusal} />
        <p className={styles.forgot}>
          <Link href={portal === 'admin' ? `${FORGOT_PASSWORD_PATH}?fra=admin` : FORGOT_PASSWORD_PATH} onClick={() => rememberForgotEmail(email)}>
            Glemt passord?
          </Link>
        </p>
        <SubmitButton pending={pending} pendingText="Vennligst vent...">
          Logg inn
        </SubmitButton>
      </form>
      {portal === 'dealer' && failed && !pending && supportEmail && (
        <p className={styles.help}>
          Problemer med innlogging? Ta kontakt med oss på <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      )}
    </>
  );
}
