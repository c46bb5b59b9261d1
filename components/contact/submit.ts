/** Sends a contact form to its route handler; what came back, as the forms need it. */
import { HONEYPOT_FIELD } from '@/lib/contact/fields';
import type { FieldErrors } from '@/lib/http/field-errors';

export type SubmitResult = { ok: true; id: number } | { ok: false; fieldErrors?: FieldErrors };

export async function submitForm(url: string, data: object, honeypot: string): Promise<SubmitResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...data, [HONEYPOT_FIELD]: honeypot }),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: number; fieldErrors?: FieldErrors };
    if (response.status === 201 && typeof body.id === 'number') return { ok: true, id: body.id };
    return { ok: false, fieldErrors: body.fieldErrors };
  } catch {
    return { ok: false };
  }
}
