'use client';
/**
 * The dealer application (contact page 'partner' tab). docs/product.md: the anti-spam answer is prefilled
 * with 4; 'Sender...' while sending; on success a toast and a reset, on failure a toast and the
 * input kept.
 */
import { CONTACT_TOASTS } from '@/lib/contact/messages';
import { ANTI_SPAM_ANSWER, ANTI_SPAM_QUESTION, INDUSTRIES, LIMITS, PRODUCT_INTERESTS } from '@/lib/contact/fields';
import type { PartnerInquiryData, PartnerInquiryInput } from '@/lib/contact/schema';
import { CheckboxGroup, Honeypot, SelectField, TextAreaField, TextField } from '@/components/ui/form/fields';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useSubmittedForm } from './useSubmittedForm';
import styles from '@/components/ui/form/form.module.css';

const INITIAL = {
  name: '',
  company: '',
  email: '',
  phone: '',
  industry: '',
  productInterest: [],
  message: '',
  antiSpamAnswer: ANTI_SPAM_ANSWER,
} as unknown as PartnerInquiryInput; // industry starts unselected

export function PartnerForm() {
  const {
    register,
    submit,
    prepare,
    sent,
    sentFailed,
    formState: { errors, isSubmitting },
  } = useSubmittedForm<PartnerInquiryInput, PartnerInquiryData>({
    loadSchema: () => import('@/lib/contact/schema').then((m) => m.partnerInquirySchema),
    initial: INITIAL,
    url: '/api/partner-inquiries',
    success: CONTACT_TOASTS.partnerSuccess,
    failure: CONTACT_TOASTS.partnerFailure,
  });

  const id = (field: string) => `partner-${field}`;
  return (
    <form className={styles.form} onSubmit={submit} onFocus={prepare} noValidate aria-label="Bli forhandler">
      <div className={styles.row}>
        <TextField id={id('name')} label="Navn" autoComplete="name" maxLength={LIMITS.name.max} error={errors.name?.message} registration={register('name')} />
        <TextField
          id={id('company')}
          label="Firmanavn"
          autoComplete="organization"
          maxLength={LIMITS.company.max}
          error={errors.company?.message}
          registration={register('company')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          id={id('email')}
          label="E-post"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email.max}
          error={errors.email?.message}
          registration={register('email')}
        />
        <TextField
          id={id('phone')}
          label="Telefon"
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone.max}
          error={errors.phone?.message}
          registration={register('phone')}
        />
      </div>
      <SelectField
        id={id('industry')}
        label="Bransje"
        placeholder="Velg bransje"
        options={INDUSTRIES}
        error={errors.industry?.message}
        registration={register('industry')}
      />
      <CheckboxGroup
        id={id('productInterest')}
        label="Hvilke produkter er du interessert i?"
        options={PRODUCT_INTERESTS}
        error={errors.productInterest?.message ?? errors.productInterest?.root?.message}
        registration={register('productInterest')}
      />
      <TextAreaField
        id={id('message')}
        label="Fortell oss om virksomheten din"
        rows={5}
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
      <Honeypot idPrefix="partner" />
      <SubmitButton pending={isSubmitting} pendingText="Sender..." status={sent} statusFailed={sentFailed} statusId="partner-status">
        Send henvendelse
      </SubmitButton>
    </form>
  );
}
