'use client';
/**
 * The general contact form (contact page 'kontakt' tab and the home page's #contact section).
 * docs/product.md: 'Sender...' while sending, success toast and reset, failure toast with the input kept.
 */
import { CONTACT_TOASTS } from '@/lib/contact/messages';
import { ANTI_SPAM_QUESTION, LIMITS } from '@/lib/contact/fields';
import type { ContactMessageData, ContactMessageInput } from '@/lib/contact/schema';
import { Honeypot, TextAreaField, TextField } from '@/components/ui/form/fields';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useSubmittedForm } from './useSubmittedForm';
import styles from '@/components/ui/form/form.module.css';

const EMPTY: ContactMessageInput = { name: '', email: '', message: '', antiSpamAnswer: '' };

export function ContactForm({ idPrefix = 'kontakt' }: { idPrefix?: string }) {
  const {
    register,
    submit,
    prepare,
    sent,
    formState: { errors, isSubmitting },
  } = useSubmittedForm<ContactMessageInput, ContactMessageData>({
    loadSchema: () => import('@/lib/contact/schema').then((m) => m.contactMessageSchema),
    initial: EMPTY,
    url: '/api/contact-messages',
    success: CONTACT_TOASTS.contactSuccess,
    failure: CONTACT_TOASTS.contactFailure,
  });

  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <form className={styles.form} onSubmit={submit} onFocus={prepare} noValidate aria-label="Kontaktskjema">
      <div className={styles.row}>
        <TextField id={id('name')} label="Navn" autoComplete="name" maxLength={LIMITS.name.max} error={errors.name?.message} registration={register('name')} />
        <TextField
          id={id('email')}
          label="E-post"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email.max}
          error={errors.email?.message}
          registration={register('email')}
        />
      </div>
      <TextAreaField
        id={id('message')}
        label="Melding"
        rows={6}
        maxLength={LIMITS.message.max}
        error={errors.message?.message}
        registration={register('message')}
      />
      <TextField
        id={id('antiSpamAnswer')}
        label={ANTI_SPAM_QUESTION}
        inputMode="numeric"
        autoComplete="off"
        maxLength={LIMITS.antiSpamAnswer.max}
        error={errors.antiSpamAnswer?.message}
        registration={register('antiSpamAnswer')}
      />
      <Honeypot idPrefix={idPrefix} />
      <SubmitButton pending={isSubmitting} pendingText="Sender..." status={sent} statusId={id('status')}>
        Send melding
      </SubmitButton>
    </form>
  );
}
