'use client';
/**
 * 'Glemt passord?' (/auth/glemt-passord; docs/product.md: Glemt passord): one e-mail field checked in
 * the browser with the route's schema, sent to POST /api/auth/password/forgot. The answer is the same
 * for every address, so the page only shows the neutral confirmation in place of the form; a refusal
 * (429, network) shows under the form. The e-mail typed on the login page arrives filled in
 * (forgot-email.ts). Without JavaScript the browser posts the form to its server action
 * (lib/auth/password-actions.ts, useActionState): a taken post comes back as the page with
 * `?sendt=1` (`sent`: the same confirmation), a refused one with the e-mail kept and the messages.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useActionState, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/form/fields';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import formStyles from '@/components/ui/form/form.module.css';
import { forgotPasswordAction } from '@/lib/auth/password-actions';
import { FORGOT_PASSWORD_PATH } from '@/lib/auth/routes';
import type { PasswordFormState } from '@/lib/auth/password-form-post';
import { PASSWORD_FORGOT_MESSAGES, passwordForgotSchema, type PasswordForgotData, type PasswordForgotInput } from '@/lib/auth/schema';
import styles from './auth.module.css';
import { takeForgotEmail } from './forgot-email';
import { postAuthJson, showFieldErrors } from './send-form';

const NO_POST: PasswordFormState = {};

export function ForgotPasswordForm({ fromAdmin = false, sent: sentBefore = false }: { fromAdmin?: boolean; sent?: boolean }) {
  // The page the browser posts to without JavaScript (React's permalink: the form's `action`).
  const [post, postAction] = useActionState(forgotPasswordAction, NO_POST, fromAdmin ? `${FORGOT_PASSWORD_PATH}?fra=admin` : FORGOT_PASSWORD_PATH);
  const [sent, setSent] = useState<string | null>(sentBefore ? PASSWORD_FORGOT_MESSAGES.sent : null);
  // The refused post without JavaScript: its message and field message, until the next attempt.
  const [failure, setFailure] = useState<string | null>(post.fieldErrors ? null : (post.error ?? null));
  const [posted, setPosted] = useState(post.fieldErrors);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForgotInput, unknown, PasswordForgotData>({
    resolver: zodResolver(passwordForgotSchema),
    defaultValues: { email: post.email ?? '' },
  });

  // The e-mail typed on the login page, once (sessionStorage exists only in the browser).
  useEffect(() => {
    const carried = takeForgotEmail();
    if (carried && !post.email) setValue('email', carried);
  }, [setValue, post.email]);

  // The form is replaced by the confirmation: move the focus there, so it is not lost.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const onSubmit = async (data: PasswordForgotData) => {
    setFailure(null);
    setPosted(undefined);
    const answer = await postAuthJson('/api/auth/password/forgot', data);
    if (answer.status === 202) {
      setSent(answer.body?.message ?? PASSWORD_FORGOT_MESSAGES.sent);
      return;
    }
    if (!showFieldErrors(answer, ['email'], setError)) setFailure(answer.body?.error ?? PASSWORD_FORGOT_MESSAGES.failed);
  };

  if (sent) {
    return (
      <div role="status" aria-live="polite">
        <p className={styles.success} ref={confirmation} tabIndex={-1}>
          {sent}
        </p>
      </div>
    );
  }

  return (
    <>
      <form className={formStyles.form} action={postAction} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Glemt passord">
        {fromAdmin && <input type="hidden" name="fra" value="admin" />}
        <TextField
          id="forgot-email"
          label="E-post"
          type="email"
          autoComplete="username"
          maxLength={254}
          defaultValue={post.email}
          error={errors.email?.message ?? posted?.email?.[0]}
          registration={register('email')}
        />
        <SubmitButton pending={isSubmitting} pendingText="Vennligst vent...">
          Send lenke
        </SubmitButton>
      </form>
      <div role="alert">{failure && <p className={styles.formError}>{failure}</p>}</div>
    </>
  );
}
