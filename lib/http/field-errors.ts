/**
 * Zod issues as field path → messages, as route handlers answer them and forms show them (react-hook-form's
 * dotted paths: `variants.1.gtin` for a field of a list's row). An issue on a list's plain item (one
 * checkbox of a group: `productInterest.0`) is answered on the list, the field a form has for it. Pure.
 */
import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

/** The form field an issue's path names: its segments dotted, without a trailing list index. */
export function fieldPath(path: readonly PropertyKey[]): string {
  const segments = path.map(String);
  while (segments.length > 1 && /^\d+$/.test(segments[segments.length - 1])) segments.pop();
  return segments.length > 0 ? segments.join('.') : '_';
}

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const list = (out[fieldPath(issue.path)] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}
