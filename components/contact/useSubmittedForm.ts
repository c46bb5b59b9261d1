'use client';
/**
 * The shared part of the contact and dealer application forms: react-hook-form with the
 * entity's zod schema, and a submit handler that posts to the route handler (with the honeypot),
 * then shows the success toast and resets, or shows the server's field messages under the fields
 * and the failure toast with the input kept.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { honeypotValue } from '@/components/ui/form/fields';
import { useToast, type ToastInput } from '@/components/ui/toast/ToastProvider';
import { submitForm } from './submit';

export function useSubmittedForm<TInput extends FieldValues, TOutput extends object>(options: {
  schema: z.ZodType<TOutput, TInput>;
  initial: TInput;
  url: string;
  success: ToastInput;
  failure: ToastInput;
}) {
  const { toast } = useToast();
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(options.schema),
    defaultValues: options.initial as DefaultValues<TInput>,
  });

  const onSubmit = async (data: TOutput, event?: BaseSyntheticEvent) => {
    const result = await submitForm(options.url, data, honeypotValue(event));
    if (result.ok) {
      toast(options.success);
      form.reset(options.initial);
      return;
    }
    for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
      if (field in options.initial) form.setError(field as Path<TInput>, { message: messages[0] });
    }
    toast({ ...options.failure, variant: 'destructive' });
  };

  return { ...form, submit: form.handleSubmit(onSubmit) };
}
