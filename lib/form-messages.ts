/**
 * Form texts that every form shares — the admin panel's and the contact forms' — shown by the
 * browser's check and answered by the server alike (one copy each). Client-safe.
 */
export const FORM_MESSAGES = {
  invalid: 'Skjemaet inneholder feil',
} as const;
