/**
 * Labelled form fields for the public and portal forms (docs/product.md §4 Forms): the error sits
 * under the field, is announced (role=alert) and is tied to it with aria-describedby;
 * aria-invalid marks the field. A message about several fields at once (a refused sign-in) is a
 * FormError, which each of those fields names with `invalid` and `describedBy`. Errors stay in
 * the form until the next attempt: a toast is only an extra (WCAG 3.3.1, 4.1.3).
 */
import type { BaseSyntheticEvent, InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@/lib/contact/honeypot';
import { FORM_MESSAGES } from '@/lib/form-messages';
import styles from './form.module.css';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** Marked invalid by a message elsewhere in the form (a FormError), whose id is `describedBy`. */
  invalid?: boolean;
  describedBy?: string;
}

/** The id of a field's own error message. */
export const errorId = (id: string) => `${id}-error`;

/** aria-invalid, and aria-describedby pointing at the field's error (and any other message naming it). */
export function described(id: string, error?: string, other?: { invalid?: boolean; describedBy?: string }) {
  const ids = [error ? errorId(id) : null, other?.describedBy ?? null].filter(Boolean).join(' ');
  const invalid = Boolean(error) || Boolean(other?.invalid);
  return ids ? { 'aria-invalid': invalid, 'aria-describedby': ids } : { 'aria-invalid': invalid };
}

/**
 * A message about the whole form (or several fields): announced (role=alert, present while
 * empty so the message is read when it arrives), kept until the next attempt.
 */
export function FormError({ id, error, className }: { id: string; error?: string | null; className?: string }) {
  return (
    <div role="alert" id={id} className={className ?? styles.formError}>
      {error ? <p className={styles.error}>{error}</p> : null}
    </div>
  );
}

/**
 * The messages of a form sent without JavaScript and refused (the page comes back with them),
 * listed above its fields, each a link to its field (`field`: the element's id). It takes the focus
 * when the page arrives (the `autofocus` attribute, no script), so reading starts at the errors
 * (WCAG 3.3.1, 3.3.3); the fields keep their own messages too.
 */
export function ErrorSummary({ id, items }: { id: string; items: { field: string; message: string }[] }) {
  if (items.length === 0) return null;
  return (
    <div role="group" className={styles.errorSummary} id={id} tabIndex={-1} autoFocus aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{FORM_MESSAGES.invalid}</h4>
      <ul>
        {items.map((item) => (
          <li key={item.field}>
            <a href={`#${item.field}`}>{item.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className={styles.error} id={errorId(id)} role="alert">
      {error}
    </p>
  ) : null;
}

export function TextField({ id, label, error, registration, invalid, describedBy, ...input }: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input className={styles.input} id={id} {...input} {...registration} {...described(id, error, { invalid, describedBy })} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  registration,
  invalid,
  describedBy,
  ...input
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea className={styles.input} id={id} {...input} {...registration} {...described(id, error, { invalid, describedBy })} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** `defaultValue`: the choice in the server's HTML (a form that comes back after a post). */
export function SelectField({
  id,
  label,
  error,
  registration,
  placeholder,
  options,
  defaultValue,
}: FieldProps & { placeholder: string; options: readonly string[]; defaultValue?: string }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select className={styles.input} id={id} defaultValue={defaultValue} {...registration} {...described(id, error)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** `defaultChecked`: the boxes ticked in the server's HTML (a form that comes back after a post). */
export function CheckboxGroup({
  id,
  label,
  error,
  registration,
  options,
  defaultChecked,
}: FieldProps & { options: readonly string[]; defaultChecked?: readonly string[] }) {
  return (
    <fieldset className={styles.fieldset} {...described(id, error)} id={id}>
      <legend>{label}</legend>
      <div className={styles.checks}>
        {options.map((o, i) => (
          <label className={styles.check} key={o} htmlFor={`${id}-${i}`}>
            <input type="checkbox" id={`${id}-${i}`} value={o} defaultChecked={defaultChecked?.includes(o)} {...registration} />
            {o}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/**
 * The honeypot: off-screen, hidden from assistive technology and out of the tab order, so only
 * bots fill it. Its value is sent with the form; the server refuses a filled one.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>La dette feltet stå tomt</label>
      <input id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The honeypot's value in the submitted form (react-hook-form does not manage it). */
export function honeypotValue(event?: BaseSyntheticEvent): string {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return '';
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === 'string' ? value : '';
}
