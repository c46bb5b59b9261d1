'use client';
/**
 * react-hook-form bound to an entity's zod schema (the one its operation and route handler use,
 * lib/admin/<entity>/schema.ts), typed from that schema: the inputs hold the schema's input type,
 * the submit handler receives its output type — no casts.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export function useAdminForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaults: DefaultValues<In>,
  options: Omit<UseFormProps<In, unknown, Out>, 'resolver' | 'defaultValues'> = {},
): UseFormReturn<In, unknown, Out> {
  return useForm<In, unknown, Out>({
    ...options,
    resolver: zodResolver<In, unknown, Out>(schema),
    defaultValues: defaults,
  });
}
