/**
 * The password forms' one way to the JSON auth calls (Endre passord, Glemt passord, Nytt passord):
 * POST the validated data, read the answer, and put the server's field errors at their fields.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface AuthAnswer {
  /** 0 when the request did not reach the server. */
  status: number;
  ok: boolean;
  body: { message?: string; error?: string; role?: string; fieldErrors?: Record<string, string[]> } | null;
}

export async function postAuthJson(url: string, data: unknown): Promise<AuthAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  }).catch(() => undefined);
  const body = ((await response?.json().catch(() => null)) ?? null) as AuthAnswer['body'];
  return { status: response?.status ?? 0, ok: Boolean(response?.ok), body };
}

/** Shows the answer's field errors at the fields, focusing the first; false when it had none. */
export function showFieldErrors<T extends FieldValues>(answer: AuthAnswer, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  let shown = false;
  for (const field of fields) {
    const message = answer.body?.fieldErrors?.[field]?.[0];
    if (message) {
      setError(field, { message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}
