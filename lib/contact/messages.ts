/**
 * Norwegian texts of the contact forms that both the browser and the server use (docs/product.md
 * section 8 for the toasts). The field messages live beside the schema (schema.ts). Client-safe.
 */
import { FORM_MESSAGES } from '../form-messages';

/** The promise of a reply, said beside the contact forms and on the accessibility statement. */
export const REPLY_PROMISE = 'Vi svarer innen 24 timer på hverdager.';

export const CONTACT_TOASTS = {
  contactSuccess: { title: 'Melding sendt!', description: 'Vi vil kontakte deg så snart som mulig.' },
  contactFailure: { title: 'Feil', description: 'Kunne ikke sende meldingen. Vennligst prøv igjen.' },
  partnerSuccess: {
    title: 'Henvendelse sendt!',
    description: 'Takk for din interesse. Vi vil kontakte deg innen 2 arbeidsdager.',
  },
  partnerFailure: { title: 'Feil', description: 'Kunne ikke sende forespørselen. Vennligst prøv igjen.' },
} as const;

/**
 * The one message of a public form past its rate limit (the contact form, the dealer application:
 * lib/security/rate-limit.ts `contactFormRule`), from the wait the server knows (Retry-After, in
 * seconds): minutes rounded up, '1 minutt' singular. As a toast: the title and the wait.
 */
export function formRateLimitedToast(retryAfterSeconds: number): { title: string; description: string } {
  const minutes = Math.max(1, Math.ceil((Number.isFinite(retryAfterSeconds) ? retryAfterSeconds : 60) / 60));
  return { title: 'For mange innsendinger', description: `Prøv igjen om ${minutes} ${minutes === 1 ? 'minutt' : 'minutter'}.` };
}

/** 'For mange innsendinger. Prøv igjen om 12 minutter.' (formRateLimitedToast as one sentence pair). */
export function formRateLimited(retryAfterSeconds: number): string {
  const { title, description } = formRateLimitedToast(retryAfterSeconds);
  return `${title}. ${description}`;
}

export const CONTACT_API_MESSAGES = {
  invalid: FORM_MESSAGES.invalid,
  rejected: 'Innsendingen ble avvist',
  rateLimited: formRateLimited,
  failed: 'Kunne ikke lagre innsendingen. Prøv igjen senere.',
} as const;
