'use client';
/**
 * The general contact form (contact page 'kontakt' tab and the home page's #contact section).
 * docs/product.md: 'Sender...' while sending, success toast and reset, failure toast with the input kept.
 * With JavaScript it sends JSON to /api/contact-messages (useSubmittedForm); without, the browser
 * posts the form to its server action (lib/contact/actions.ts, useActionState), and the page comes
 * back with the messages (an error summary above the fields, each field's own message) and the
 * input kept, or — sent — at `/kontakt?sendt=kontakt` with the success text (`sent`). 'Emne' starts
 * at `topic` (/kontakt?emne=tilgjengelighet, the accessibility statement's link) and 'Melding' at
 * `prefill` (/kontakt?melding=…, the Produktveileder's 'Spør oss'; lib/contact/fields.ts cleans and
 * caps it): the contact page reads both on the server, so they are in its HTML. A reset after
 * sending keeps that topic.
 */
import { useActionState } from 'react';
import { sendContactFormAction } from '@/lib/contact/actions';
import { CONTACT_TOASTS } from '@/lib/contact/messages';
import {
  ANTI_SPAM_QUESTION,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  DEFAULT_CONTACT_TOPIC,
  LIMITS,
  FORM_PAGES,
  NO_FORM_POST,
  type ContactTopic,
} from '@/lib/contact/fields';
import type { ContactMessageData, ContactMessageInput } from '@/lib/contact/schema';
import { described, ErrorSummary, FieldError, Honeypot, TextAreaField, TextField } from '@/components/ui/form/fields';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useSubmittedForm } from './useSubmittedForm';
import styles from '@/components/ui/form/form.module.css';

const EMPTY = { name: '', email: '', message: '', antiSpamAnswer: '' } satisfies Omit<ContactMessageInput, 'topic'>;
const FIELDS = ['name', 'email', 'topic', 'message', 'antiSpamAnswer'] as const;

export function ContactForm({
  idPrefix = 'kontakt',
  topic = DEFAULT_CONTACT_TOPIC,
  prefill = '',
  sent: sentBefore = false,
}: {
  idPrefix?: string;
  topic?: ContactTopic;
  prefill?: string;
  /** The page comes back after this form was sent without JavaScript. */
  sent?: boolean;
}) {
  const [post, postAction] = useActionState(sendContactFormAction, NO_FORM_POST, FORM_PAGES.contact);
  const {
    register,
    submit,
    prepare,
    sent,
    sentFailed,
    fieldError,
    first,
    postedErrors,
    formState: { isSubmitting },
  } = useSubmittedForm<ContactMessageInput, ContactMessageData>({
    loadSchema: () => import('@/lib/contact/schema').then((m) => m.contactMessageSchema),
    initial: { ...EMPTY, topic, message: prefill },
    url: '/api/contact-messages',
    success: CONTACT_TOASTS.contactSuccess,
    failure: CONTACT_TOASTS.contactFailure,
    post,
    sentBefore,
  });

  const id = (field: string) => `${idPrefix}-${field}`;
  const summary = FIELDS.flatMap((field) => (postedErrors?.[field]?.[0] ? [{ field: id(field), message: postedErrors[field][0] }] : []));
  return (
    <form className={styles.form} action={postAction} onSubmit={submit} onFocus={prepare} noValidate aria-label="Kontaktskjema">
      <ErrorSummary id={id('feil')} items={summary} />
      <div className={styles.row}>
        <TextField
          id={id('name')}
          label="Navn"
          autoComplete="name"
          maxLength={LIMITS.name.max}
          defaultValue={first.name}
          error={fieldError('name')}
          registration={register('name')}
        />
        <TextField
          id={id('email')}
          label="E-post"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email.max}
          defaultValue={first.email}
          error={fieldError('email')}
          registration={register('email')}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id('topic')}>
          Emne
        </label>
        <select className={styles.input} id={id('topic')} defaultValue={first.topic} {...register('topic')} {...described(id('topic'), fieldError('topic'))}>
          {CONTACT_TOPICS.map((t) => (
            <option key={t} value={t}>
              {CONTACT_TOPIC_LABELS[t]}
            </option>
          ))}
        </select>
        <FieldError id={id('topic')} error={fieldError('topic')} />
      </div>
      <TextAreaField
        id={id('message')}
        label="Melding"
        rows={6}
        maxLength={LIMITS.message.max}
        defaultValue={first.message}
        error={fieldError('message')}
        registration={register('message')}
      />
      <TextField
        id={id('antiSpamAnswer')}
        label={ANTI_SPAM_QUESTION}
        inputMode="numeric"
        autoComplete="off"
        maxLength={LIMITS.antiSpamAnswer.max}
        defaultValue={first.antiSpamAnswer}
        error={fieldError('antiSpamAnswer')}
        registration={register('antiSpamAnswer')}
      />
      <Honeypot idPrefix={idPrefix} />
      <SubmitButton pending={isSubmitting} pendingText="Sender..." status={sent} statusFailed={sentFailed} statusId={id('status')}>
        Send melding
      </SubmitButton>
    </form>
  );
}
