'use client';
/**
 * The form of /auth/nytt-passord (docs/product.md: Nytt passord): 'Nytt passord' and 'Gjenta nytt
 * passord' for the one-time link's token, checked in the browser with the route's schema and sent to
 * POST /api/auth/password/reset. On success the form gives way to the message and a link to the
 * account's login page; a token refused by the server (used meanwhile, expired) shows its message
 * with a link to ask for a new one. Without JavaScript the browser posts the form to its server
 * action (lib/auth/password-actions.ts, useActionState): a password set comes back as the page with
 * `?satt=forhandler|admin` (PasswordSetNotice, the same message and link), a refused one with the
 * messages (the passwords are never sent back), a token refused as the page's own message.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useActionState, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/form/fields';
import formStyles from '@/components/ui/form/form.module.css';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { setPasswordAction } from '@/lib/auth/password-actions';
import type { PasswordFormState } from '@/lib/auth/password-form-post';
import { ADMIN_LOGIN, DEALER_LOGIN, FORGOT_PASSWORD_PATH, SET_PASSWORD_PATH } from '@/lib/auth/routes';
import { PASSWORD_MAX, PASSWORD_RESET_MESSAGES, passwordResetSchema, type PasswordResetData, type PasswordResetInput } from '@/lib/auth/schema';
import styles from './auth.module.css';
import { postAuthJson, showFieldErrors } from './send-form';

const NO_POST: PasswordFormState = {};

/** 'Passordet er lagret. Du kan nå logge inn.' and the account's login page. */
export function PasswordSetNotice({
  message = PASSWORD_RESET_MESSAGES.done,
  role,
  focusRef,
}: {
  message?: string;
  role: 'DEALER' | 'ADMIN';
  focusRef?: React.Ref<HTMLParagraphElement>;
}) {
  return (
    <div role="status" aria-live="polite">
      <p className={styles.success} ref={focusRef} tabIndex={-1}>
        {message}
      </p>
      <p className={styles.help}>
        <Link href={role === 'ADMIN' ? ADMIN_LOGIN : DEALER_LOGIN}>Gå til innlogging</Link>
      </p>
    </div>
  );
}

export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  // The page the browser posts to without JavaScript (React's permalink: the form's `action`).
  const [post, postAction] = useActionState(setPasswordAction, NO_POST, `${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`);
  const [done, setDone] = useState<{ message: string; role: 'DEALER' | 'ADMIN' } | null>(null);
  const [tokenRefused, setTokenRefused] = useState<string | null>(null);
  // The refused post without JavaScript: its message and field messages, until the next attempt.
  const [failure, setFailure] = useState<string | null>(post.fieldErrors ? null : (post.error ?? null));
  const [posted, setPosted] = useState(post.fieldErrors);
  const result = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetInput, unknown, PasswordResetData>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (done || tokenRefused) result.current?.focus();
  }, [done, tokenRefused]);

  const onSubmit = async (data: PasswordResetData) => {
    setFailure(null);
    setPosted(undefined);
    const answer = await postAuthJson('/api/auth/password/reset', { ...data, token });
    const { body } = answer;
    if (answer.ok) {
      setDone({ message: body?.message ?? PASSWORD_RESET_MESSAGES.done, role: body?.role === 'ADMIN' ? 'ADMIN' : 'DEALER' });
      return;
    }
    if (body?.fieldErrors?.token) {
      setTokenRefused(body.fieldErrors.token[0] ?? PASSWORD_RESET_MESSAGES.tokenInvalid);
      return;
    }
    if (!showFieldErrors(answer, ['password', 'confirmPassword'], setError)) setFailure(body?.error ?? PASSWORD_RESET_MESSAGES.failed);
  };

  if (done) return <PasswordSetNotice message={done.message} role={done.role} focusRef={result} />;
  if (tokenRefused) {
    return (
      <div role="alert">
        <p className={styles.formError} ref={result} tabIndex={-1}>
          {tokenRefused}
        </p>
        <p className={styles.help}>
          <Link href={FORGOT_PASSWORD_PATH}>Be om en ny lenke</Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <form className={formStyles.form} action={postAction} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Velg passord">
        <input type="hidden" name="token" value={token} />
        {/* The account's e-mail, unseen, so that a password manager stores the new password for it. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          id="new-password"
          label="Nytt passord"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={errors.password?.message ?? posted?.password?.[0]}
          registration={register('password')}
        />
        <TextField
          id="confirm-password"
          label="Gjenta nytt passord"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={errors.confirmPassword?.message ?? posted?.confirmPassword?.[0]}
          registration={register('confirmPassword')}
        />
        <SubmitButton pending={isSubmitting} pendingText="Vennligst vent...">
          Lagre passord
        </SubmitButton>
      </form>
      <div role="alert">{failure && <p className={styles.formError}>{failure}</p>}</div>
    </>
  );
}
