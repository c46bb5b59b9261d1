/**
 * Zod issues as field path → messages, as route handlers answer them and forms show them (react-hook-form's
 * dotted paths: `variants.1.gtin` for a list's field). Pure.
 */
import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    // A list of plain values answers on the list ('productInterest', not 'productInterest.0').
    const path = typeof issue.path.at(-1) === 'number' ? issue.path.slice(0, -1) : issue.path;
    const key = path.length > 0 ? path.map(String).join('.') : '_';
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}
