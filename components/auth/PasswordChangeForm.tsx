'use client';
/**
 * 'Endre passord' (/konto/passord; docs/product.md: Endre passord): Nåværende passord, Nytt passord,
 * Gjenta nytt passord, validated in the browser with the route's own schema and sent to
 * POST /api/auth/password/change. The server's field errors (a wrong current password) show at their
 * field; a slowed attempt (429) or another failure under the form; success empties the form and
 * says that the other devices are signed out.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/form/fields';
import formStyles from '@/components/ui/form/form.module.css';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { PASSWORD_CHANGE_MESSAGES, PASSWORD_MAX, passwordChangeSchema, type PasswordChangeData, type PasswordChangeInput } from '@/lib/auth/schema';
import styles from './auth.module.css';
import { postAuthJson, showFieldErrors } from './send-form';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordChangeForm({ email }: { email: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput, unknown, PasswordChangeData>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY });

  const onSubmit = async (data: PasswordChangeData) => {
    setDone(null);
    setFailure(null);
    const answer = await postAuthJson('/api/auth/password/change', data);
    if (answer.ok) {
      reset(EMPTY);
      setDone(answer.body?.message ?? PASSWORD_CHANGE_MESSAGES.changed);
      return;
    }
    if (!showFieldErrors(answer, FIELDS, setError)) setFailure(answer.body?.error ?? PASSWORD_CHANGE_MESSAGES.failed);
  };

  return (
    <>
      <form className={formStyles.form} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Endre passord">
        {/* The account's e-mail, unseen, so that a password manager stores the new password for it. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          id="current-password"
          label="Nåværende passord"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          error={errors.currentPassword?.message}
          registration={register('currentPassword')}
        />
        <TextField
          id="new-password"
          label="Nytt passord"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={errors.newPassword?.message}
          registration={register('newPassword')}
        />
        <TextField
          id="confirm-password"
          label="Gjenta nytt passord"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={errors.confirmPassword?.message}
          registration={register('confirmPassword')}
        />
        <SubmitButton pending={isSubmitting} pendingText="Vennligst vent...">
          Endre passord
        </SubmitButton>
      </form>
      <div role="status" aria-live="polite">
        {done && <p className={styles.success}>{done}</p>}
      </div>
      <div role="alert">{failure && <p className={styles.formError}>{failure}</p>}</div>
    </>
  );
}
