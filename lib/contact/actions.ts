'use server';
/**
 * The server actions behind the contact form and the dealer application, for a form sent without
 * JavaScript (the React form's `action`, useActionState: lib/contact/form-post.ts). With
 * JavaScript the forms send JSON to their routes instead (/api/contact-messages,
 * /api/partner-inquiries). Public: anyone may post; each carries its limits for the server's
 * action body gate (lib/server/action-gate.ts).
 */
import { headers } from 'next/headers';
import { prisma } from '../db';
import { ACTION_LIMITS, type ActionLimits } from '../server/action-gate';
import { FORM_POST_MAX_BYTES, type FormKind, type FormPostState } from './fields';
import { submitFormPost } from './form-post';

const LIMITS: ActionLimits = { who: 'anyone', maxBytes: FORM_POST_MAX_BYTES, upload: false };

function formAction(kind: FormKind) {
  const action = async (_previous: FormPostState, form: FormData): Promise<FormPostState> => submitFormPost(prisma, kind, form, await headers());
  Object.defineProperty(action, ACTION_LIMITS, { value: LIMITS, enumerable: false });
  return action;
}

/** The contact form posted without JavaScript. */
export const sendContactFormAction = formAction('contact');
/** The dealer application posted without JavaScript. */
export const sendPartnerFormAction = formAction('partner');
