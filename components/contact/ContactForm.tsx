'use client';
/**
 * The general contact form (contact page 'kontakt' tab and the home page's #contact section).
 * Spec: 'Sender...' while sending, success toast and reset, failure toast with the input kept.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { CONTACT_TOASTS } from '@/lib/contact/messages';
import {
  ANTI_SPAM_QUESTION,
  contactMessageSchema,
  LIMITS,
  type ContactMessageData,
  type ContactMessageInput,
} from '@/lib/contact/schema';
import { Honeypot, honeypotValue, TextAreaField, TextField } from '@/components/ui/form/fields';
import { submitForm } from './submit';
import styles from '@/components/ui/form/form.module.css';

const EMPTY: ContactMessageInput = { name: '', email: '', message: '', antiSpamAnswer: '' };

export function ContactForm({ idPrefix = 'kontakt' }: { idPrefix?: string }) {
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessageData>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = async (data: ContactMessageData, event?: BaseSyntheticEvent) => {
    const result = await submitForm('/api/contact-messages', data, honeypotValue(event));
    if (result.ok) {
      toast(CONTACT_TOASTS.contactSuccess);
      reset(EMPTY);
      return;
    }
    for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
      if (field in EMPTY) setError(field as Path<ContactMessageInput>, { message: messages[0] });
    }
    toast({ ...CONTACT_TOASTS.contactFailure, variant: 'destructive' });
  };

  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Kontaktskjema">
      <div className={styles.row}>
        <TextField
          id={id('name')}
          label="Navn"
          autoComplete="name"
          maxLength={LIMITS.name.max}
          error={errors.name?.message}
          registration={register('name')}
        />
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
      <button className={styles.button} type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sender...' : 'Send melding'}
      </button>
    </form>
  );
}
