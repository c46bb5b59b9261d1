/**
 * Texts that every form shares — the admin panel's and the contact forms' — shown by the browser's
 * check and answered by the server alike (one copy each), and the answer when the record a form or
 * button acts on does not exist. Neutral: any lib area may import it (docs/architecture.md §5).
 * Client-safe.
 */
export const FORM_MESSAGES = {
  invalid: 'Skjemaet inneholder feil',
  notFound: 'Finnes ikke',
} as const;
