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

export function useSubmittedForm<TInput extends FieldValues, TOutput extends object>(options: {
  loadSchema: () => Promise<Schema<TOutput, TInput>>;
  initial: TInput;
  url: string;
  success: ToastInput;
  failure: ToastInput;
}) {
  const { toast } = useToast();
  // One resolver per form; the loader is a module import, the same on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const lazy = useMemo(() => lazyZodResolver(options.loadSchema), []);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: lazy.resolver,
    defaultValues: options.initial as DefaultValues<TInput>,
  });

  const [sent, setSent] = useState<string | null>(null);
  /** The outcome was a failure (announced as an alert, docs/product.md §4 Forms). */
  const [sentFailed, setSentFailed] = useState(false);

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
    toast({ ...options.failure, variant: 'destructive' });
    setSent(toastText(options.failure));
    setSentFailed(true);
  };

  return { ...form, submit: form.handleSubmit(onSubmit), prepare: lazy.prepare, sent, sentFailed };
}
