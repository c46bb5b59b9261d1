/**
 * The contact form and the dealer application posted without JavaScript (docs/product.md: Contact
 * page): the server action behind each form (lib/contact/actions.ts) runs this. The same rules as
 * the JSON routes (lib/contact/handler.ts): the per-address rate limit counted first, the honeypot,
 * the entity's zod schema, the submission and its notification stored in one transaction. A
 * stored submission redirects (303) to the contact page with the success text
 * (`/kontakt?sendt=…#skjema`); a refused one comes back as the form's state — the input as sent,
 * the field messages, the message about the form — and the page renders it. Nothing is ever
 * said to be sent unless it was stored: a failing database is the failure message, input kept.
 */
import 'server-only';
import { redirect } from 'next/navigation';
import type { PrismaClient } from '../db';
import { env } from '../env';
import { failureOf, requestIdFrom } from '../http/failure';
import { clientIp } from '../security/client-ip';
import { HONEYPOT_FIELD, LIMITS, sentHref, type FormKind, type FormPostState } from './fields';
import { formRateLimit, refuseFilledHoneypot, storeSubmission } from './handler';
import { CONTACT_API_MESSAGES, CONTACT_TOASTS } from './messages';

/** The text fields each form posts (the partner form's product checkboxes apart). */
const TEXT_FIELDS: Record<FormKind, readonly string[]> = {
  contact: ['name', 'email', 'topic', 'message', 'antiSpamAnswer'],
  partner: ['name', 'company', 'email', 'phone', 'industry', 'message', 'antiSpamAnswer'],
};

/** The longest value given back to the form (the longest field's cap): a longer one is refused by the schema anyway. */
const KEPT_MAX = LIMITS.message.max;

/** The posted fields as the schema reads them (text fields as strings, the products as a list). */
export function postedBody(kind: FormKind, form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of [...TEXT_FIELDS[kind], HONEYPOT_FIELD]) {
    const value = form.get(field);
    if (typeof value === 'string') body[field] = value;
  }
  if (kind === 'partner') body.productInterest = form.getAll('productInterest').filter((v): v is string => typeof v === 'string');
  return body;
}

/** The input the form shows again (the honeypot never; values capped). */
function keptValues(body: Record<string, unknown>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === HONEYPOT_FIELD) continue;
    if (typeof value === 'string') kept[field] = value.slice(0, KEPT_MAX);
    else if (Array.isArray(value)) kept[field] = value.slice(0, 20).map((v) => String(v).slice(0, 100));
  }
  return kept;
}

/** The failure line the JavaScript form shows too ('Feil. Kunne ikke sende meldingen. …'). */
function failureText(kind: FormKind): string {
  const { title, description } = kind === 'contact' ? CONTACT_TOASTS.contactFailure : CONTACT_TOASTS.partnerFailure;
  return `${title}. ${description}`;
}

/**
 * One form post: redirects to the success page when the submission is stored (never returns
 * then), else the state the form shows. `form` is what the action was given (anything: the
 * action is a public endpoint).
 */
export async function submitFormPost(prisma: PrismaClient, kind: FormKind, form: unknown, headers: Headers): Promise<FormPostState> {
  if (!(form instanceof FormData)) return { error: CONTACT_API_MESSAGES.invalid };
  const ip = clientIp(headers, env().TRUST_PROXY_HOPS);
  const body = postedBody(kind, form);
  const values = keptValues(body);

  const wait = await formRateLimit(kind, ip);
  if (wait !== null) return { values, error: CONTACT_API_MESSAGES.rateLimited(wait) };

  try {
    refuseFilledHoneypot(body, kind, ip);
    await storeSubmission(prisma, kind, body);
  } catch (error) {
    const failure = failureOf(error, { requestId: requestIdFrom(headers), what: 'Form post failed', message: CONTACT_API_MESSAGES.failed });
    if (failure.status === 400 && !failure.fieldErrors) return { values, error: failure.error };
    return { values, ...(failure.fieldErrors && { fieldErrors: failure.fieldErrors }), error: failureText(kind) };
  }
  redirect(sentHref(kind));
}
