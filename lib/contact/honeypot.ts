/**
 * The hidden honeypot field both contact forms carry. People never see or fill it; a value means a
 * bot filled every field it found, and the server refuses the submission. A module of its own, so
 * the shared form fields (components/ui/form/fields.tsx) bring no more of the contact forms' code
 * to the pages that use them (the login). Client-safe.
 */
export const HONEYPOT_FIELD = 'website';
