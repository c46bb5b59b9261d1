'use client';
/**
 * The dealer application (contact page 'partner' tab). docs/product.md: the anti-spam answer is prefilled
 * with 4; 'Sender...' while sending; on success a toast and a reset, on failure a toast and the
 * input kept. Without JavaScript the browser posts it to its server action (lib/contact/actions.ts),
 * as the contact form (ContactForm.tsx): the page comes back with the messages and the input, or at
 * `/kontakt?tab=partner&sendt=partner` with the success text (`sent`).
 */
import { useActionState } from 'react';
import { sendPartnerFormAction } from '@/lib/contact/actions';
import { CONTACT_TOASTS } from '@/lib/contact/messages';
import { ANTI_SPAM_ANSWER, ANTI_SPAM_QUESTION, INDUSTRIES, LIMITS, FORM_PAGES, NO_FORM_POST, PRODUCT_INTERESTS } from '@/lib/contact/fields';
import type { PartnerInquiryData, PartnerInquiryInput } from '@/lib/contact/schema';
import { CheckboxGroup, ErrorSummary, Honeypot, SelectField, TextAreaField, TextField } from '@/components/ui/form/fields';
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

const FIELDS = ['name', 'company', 'email', 'phone', 'industry', 'productInterest', 'message', 'antiSpamAnswer'] as const;

export function PartnerForm({ sent: sentBefore = false }: { sent?: boolean }) {
  const [post, postAction] = useActionState(sendPartnerFormAction, NO_FORM_POST, FORM_PAGES.partner);
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
  } = useSubmittedForm<PartnerInquiryInput, PartnerInquiryData>({
    loadSchema: () => import('@/lib/contact/schema').then((m) => m.partnerInquirySchema),
    initial: INITIAL,
    url: '/api/partner-inquiries',
    success: CONTACT_TOASTS.partnerSuccess,
    failure: CONTACT_TOASTS.partnerFailure,
    post,
    sentBefore,
  });

  const id = (field: string) => `partner-${field}`;
  // The product checkboxes' first box is the summary's link target (a fieldset takes no focus).
  const target = (field: string) => (field === 'productInterest' ? `${id(field)}-0` : id(field));
  const summary = FIELDS.flatMap((field) => (postedErrors?.[field]?.[0] ? [{ field: target(field), message: postedErrors[field][0] }] : []));
  return (
    <form className={styles.form} action={postAction} onSubmit={submit} onFocus={prepare} noValidate aria-label="Bli forhandler">
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
          id={id('company')}
          label="Firmanavn"
          autoComplete="organization"
          maxLength={LIMITS.company.max}
          defaultValue={first.company}
          error={fieldError('company')}
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
          defaultValue={first.email}
          error={fieldError('email')}
          registration={register('email')}
        />
        <TextField
          id={id('phone')}
          label="Telefon"
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone.max}
          defaultValue={first.phone}
          error={fieldError('phone')}
          registration={register('phone')}
        />
      </div>
      <SelectField
        id={id('industry')}
        label="Bransje"
        placeholder="Velg bransje"
        options={INDUSTRIES}
        defaultValue={first.industry as string}
        error={fieldError('industry')}
        registration={register('industry')}
      />
      <CheckboxGroup
        id={id('productInterest')}
        label="Hvilke produkter er du interessert i?"
        options={PRODUCT_INTERESTS}
        defaultChecked={first.productInterest as string[]}
        error={fieldError('productInterest')}
        registration={register('productInterest')}
      />
      <TextAreaField
        id={id('message')}
        label="Fortell oss om virksomheten din"
        rows={5}
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
      <Honeypot idPrefix="partner" />
      <SubmitButton pending={isSubmitting} pendingText="Sender..." status={sent} statusFailed={sentFailed} statusId="partner-status">
        Send henvendelse
      </SubmitButton>
    </form>
  );
}
