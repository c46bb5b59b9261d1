'use client';
/**
 * The shared part of the contact and dealer application forms: react-hook-form with the
 * entity's zod schema, and a submit handler that posts to the route handler (with the honeypot),
 * then shows the success toast and resets, or shows the server's field messages under the fields
 * (the first focused) and the failure toast with the input kept. The outcome also stays in the
 * form (`sent`: the toast's text, shown and announced beside the submit button until the next
 * attempt), so it is not lost when the toast goes (WCAG 4.1.3); the focus stays on the button. The schema (and zod with it) is loaded on the
 * first focus in the form or the first submit, not with the page: the forms render from the
 * zod-free constants in lib/contact/fields.ts (docs/architecture.md: public pages' script).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { honeypotValue } from '@/components/ui/form/fields';
import { joinSentences } from '@/components/ui/toast/text';
import { useToast, type ToastInput } from '@/components/ui/toast/ToastProvider';
import { formRateLimitedToast } from '@/lib/contact/messages';
import type { FormPostState } from '@/lib/contact/fields';
import { submitForm } from './submit';

type Schema<TOutput, TInput> = z.ZodType<TOutput, TInput>;

/**
 * A zod resolver whose schema arrives on first use; `prepare` starts loading it early. A failed
 * load is retried on the next call.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(load: () => Promise<Schema<TOutput, TInput>>) {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  const prepare = () => {
    loading ??= load().then(
      (schema) => zodResolver(schema) as Resolver<TInput, unknown, TOutput>,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => (await prepare())(values, context, options);
  return { resolver, prepare: () => void prepare().catch(() => undefined) };
}

/** A toast's title and description as one line of text. */
export function toastText(t: ToastInput): string {
  return typeof t.description === 'string' ? joinSentences(t.title, t.description) : t.title;
}

/**
 * The form's first values: `initial`, with the input of a refused post without JavaScript over it
 * (each field only as the kind it has: text as text, a list as a list).
 */
export function withPosted<T extends FieldValues>(initial: T, posted: FormPostState['values']): T {
  const values: Record<string, unknown> = { ...initial };
  for (const [field, value] of Object.entries(posted ?? {})) {
    if (!(field in initial)) continue;
    if (Array.isArray(initial[field]) === Array.isArray(value)) values[field] = value;
  }
  return values as T;
}

export function useSubmittedForm<TInput extends FieldValues, TOutput extends object>(options: {
  loadSchema: () => Promise<Schema<TOutput, TInput>>;
  /** The values a reset after sending returns to. */
  initial: TInput;
  url: string;
  success: ToastInput;
  failure: ToastInput;
  /** The state of the form posted without JavaScript (useActionState): its input, messages and failure. */
  post?: FormPostState;
  /** The page comes back after this form was sent without JavaScript: the success text shows. */
  sentBefore?: boolean;
}) {
  const { toast } = useToast();
  // One resolver per form; the loader is a module import, the same on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const lazy = useMemo(() => lazyZodResolver(options.loadSchema), []);
  const first = withPosted(options.initial, options.post?.values);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: lazy.resolver,
    defaultValues: first as DefaultValues<TInput>,
  });

  const [sent, setSent] = useState<string | null>(() => options.post?.error ?? (options.sentBefore ? toastText(options.success) : null));
  /** The outcome was a failure (announced as an alert, docs/product.md §4 Forms). */
  const [sentFailed, setSentFailed] = useState(() => Boolean(options.post?.error));
  /** The field messages of the post without JavaScript, shown until the next attempt. */
  const [posted, setPosted] = useState(options.post?.fieldErrors);

  const onSubmit = async (data: TOutput, event?: BaseSyntheticEvent) => {
    setSent(null);
    const result = await submitForm(options.url, data, honeypotValue(event));
    if (result.ok) {
      toast(options.success);
      setSent(toastText(options.success));
      setSentFailed(false);
      form.reset(options.initial);
      return;
    }
    let first = true;
    for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
      if (field in options.initial) {
        form.setError(field as Path<TInput>, { message: messages[0] }, { shouldFocus: first });
        first = false;
      }
    }
    // Past the rate limit: how long to wait (the server's Retry-After), not the generic failure.
    const failure = result.retryAfterSeconds !== undefined ? formRateLimitedToast(result.retryAfterSeconds) : options.failure;
    toast({ ...failure, variant: 'destructive' });
    setSent(toastText(failure));
    setSentFailed(true);
  };

  const handle = form.handleSubmit(onSubmit);
  /** Sends the form (the JSON route): the post's messages give way to this attempt's. */
  const submit = (event?: BaseSyntheticEvent) => {
    setPosted(undefined);
    return handle(event);
  };
  /** A field's message: this attempt's, else the refused post's. */
  const fieldError = (field: Path<TInput>): string | undefined => {
    const own = form.formState.errors[field] as { message?: string; root?: { message?: string } } | undefined;
    return own?.message ?? own?.root?.message ?? posted?.[field]?.[0];
  };
  return { ...form, submit, prepare: lazy.prepare, sent, sentFailed, fieldError, first, postedErrors: posted };
}
