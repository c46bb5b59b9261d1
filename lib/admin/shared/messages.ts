/**
 * The admin area's texts every entity shares: a record that does not exist (or an id that cannot
 * be one) and a form with errors. Entity texts live beside each entity's schema. Client-safe.
 */
import { FORM_MESSAGES } from '../../form-messages';

export const ADMIN_MESSAGES = {
  notFound: FORM_MESSAGES.notFound,
  invalid: FORM_MESSAGES.invalid,
} as const;
