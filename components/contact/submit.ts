/** Sends a contact form to its route handler; what came back, as the forms need it. */
import { HONEYPOT_FIELD } from '@/lib/contact/fields';
import type { FieldErrors } from '@/lib/http/field-errors';

/** `retryAfterSeconds`: the form is past its rate limit (429), for this long (its Retry-After). */
export type SubmitResult = { ok: true; id: number } | { ok: false; fieldErrors?: FieldErrors; retryAfterSeconds?: number };

/** Retry-After in seconds (a number; a date or nothing: a minute). */
export function retryAfter(header: string | null): number {
  const seconds = Number(header);
  return header !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
}

export async function submitForm(url: string, data: object, honeypot: string): Promise<SubmitResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...data, [HONEYPOT_FIELD]: honeypot }),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: number; fieldErrors?: FieldErrors };
    if (response.status === 201 && typeof body.id === 'number') return { ok: true, id: body.id };
    if (response.status === 429) return { ok: false, retryAfterSeconds: retryAfter(response.headers.get('retry-after')) };
    return { ok: false, fieldErrors: body.fieldErrors };
  } catch {
    return { ok: false };
  }
}
