'use client';
/**
 * The postal-code field of the product page's and the finder's searches (docs/product.md §2, §4
 * Forms): a visible label 'Postnummer', the field marked invalid and described by its message
 * while a refused code's message stands, and the focus back on the field after a refusal, once the
 * field is rendered marked (so a screen reader announces it invalid with its message, WCAG 3.3.1).
 * PostalCodeError is the message, placed by the form's owner (under the search's row).
 */
import { useEffect, useRef } from 'react';
import { POSTAL_CODE_LENGTH } from '@/lib/dealers/postal-code';
import inline from './inline-field.module.css';

export const postalErrorId = (id: string) => `${id}-error`;

export interface PostalCodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** Counts the refused submits: each one moves the focus to the field after it is rendered. */
  refusals: number;
  inputClassName?: string;
}

export function PostalCodeField({ id, value, onChange, error, refusals, inputClassName }: PostalCodeFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (refusals > 0) input.current?.focus();
  }, [refusals]);
  return (
    <div className={inline.field}>
      <label htmlFor={id} className={inline.label}>
        Postnummer
      </label>
      <input
        ref={input}
        id={id}
        name="postnummer"
        className={inputClassName}
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, POSTAL_CODE_LENGTH))}
        placeholder="Postnummer"
        maxLength={POSTAL_CODE_LENGTH}
        inputMode="numeric"
        autoComplete="postal-code"
        aria-invalid={error !== null}
        aria-describedby={error ? postalErrorId(id) : undefined}
      />
    </div>
  );
}

export function PostalCodeError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={postalErrorId(id)} className={inline.error} role="alert">
      {error}
    </p>
  );
}
