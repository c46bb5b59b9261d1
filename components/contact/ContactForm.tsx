'use client';
/**
 * The general contact form (contact page 'kontakt' tab and the home page's #contact section).
 * docs/product.md: 'Sender...' while sending, success toast and reset, failure toast with the input kept.
 * 'Emne' starts at the topic the address asks for (/kontakt?emne=tilgjengelighet, the accessibility
 * statement's link) and 'Melding' at the message a link writes into it (/kontakt?melding=…, the
 * Produktveileder's 'Spør oss'; lib/contact/fields.ts cleans and caps it), both read from the router at the form's first render: the form renders only in the
 * browser (ssr: false in both places that load it), and during a client-side navigation the router's
 * parameters are already the new page's while window.location is not yet. A reset after sending keeps
 * that topic.
 */
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { CONTACT_TOASTS } from '@/lib/contact/messages';
import { ANTI_SPAM_QUESTION, CONTACT_TOPIC_LABELS, CONTACT_TOPICS, LIMITS, prefillFromSearch, topicFromSearch } from '@/lib/contact/fields';
import type { ContactMessageData, ContactMessageInput } from '@/lib/contact/schema';
import { described, FieldError, Honeypot, TextAreaField, TextField } from '@/components/ui/form/fields';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useSubmittedForm } from './useSubmittedForm';
import styles from '@/components/ui/form/form.module.css';

const EMPTY = { name: '', email: '', message: '', antiSpamAnswer: '' } satisfies Omit<ContactMessageInput, 'topic'>;

export function ContactForm({ idPrefix = 'kontakt' }: { idPrefix?: string }) {
  const params = useSearchParams();
  const [initial] = useState<ContactMessageInput>(() => ({
    ...EMPTY,
    topic: topicFromSearch(params.toString()),
    message: prefillFromSearch(params.toString()),
  }));
  const {
    register,
    submit,
    prepare,
    sent,
    sentFailed,
    formState: { errors, isSubmitting },
  } = useSubmittedForm<ContactMessageInput, ContactMessageData>({
    loadSchema: () => import('@/lib/contact/schema').then((m) => m.contactMessageSchema),
    initial,
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
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id('topic')}>
          Emne
        </label>
        <select className={styles.input} id={id('topic')} {...register('topic')} {...described(id('topic'), errors.topic?.message)}>
          {CONTACT_TOPICS.map((t) => (
            <option key={t} value={t}>
              {CONTACT_TOPIC_LABELS[t]}
            </option>
          ))}
        </select>
        <FieldError id={id('topic')} error={errors.topic?.message} />
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
      <SubmitButton pending={isSubmitting} pendingText="Sender..." status={sent} statusFailed={sentFailed} statusId={id('status')}>
        Send melding
      </SubmitButton>
    </form>
  );
}
