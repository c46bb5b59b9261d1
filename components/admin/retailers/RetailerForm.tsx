'use client';
/**
 * The online shop form (docs/product.md: Admin panel, Nettbutikker): name, website (https) and a
 * logo upload, checked in the browser with the server's schema and limits (useAdminForm), then sent
 * as FormData to the server action (which checks the logo by its content) through the kit's action
 * hooks. `AddRetailer` is the form on the tab ('Legg til nettbutikk'); the edit dialog
 * (EditRetailer.tsx) uses the same fields, with the current logo and 'Fjern logo'.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { FormTextField } from '../kit/fields';
import { useAdminAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { createRetailerAction } from '@/lib/admin/retailers/actions';
import { LOGO_ACCEPT, LOGO_MESSAGES, MAX_LOGO_BYTES, retailerSchema } from '@/lib/admin/retailers/schema';
import type { ActionResult } from '@/lib/admin/shared/result';
import { RETAILER_FORM, RETAILER_TOASTS } from './texts';

export interface RetailerRow {
  id: number;
  name: string;
  websiteUrl: string;
  logoUrl: string | null;
}

/** The chosen logo file, its message (too large here, or the server's refusal) and the input's reset. */
export function useLogo() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(0);
  return {
    file,
    error,
    key,
    choose: (f: File | null) => {
      setFile(f);
      setError(null);
    },
    /** False (with the message) when the file is over the limit. */
    check: () => {
      const tooLarge = file !== null && file.size > MAX_LOGO_BYTES;
      setError(tooLarge ? LOGO_MESSAGES.tooLarge : null);
      return !tooLarge;
    },
    /** The server's message for the logo, if it named it. */
    refused: (result: ActionResult<unknown> | null) => {
      if (result && !result.ok && result.fieldErrors?.logo) setError(result.fieldErrors.logo[0]);
    },
    clear: () => {
      setFile(null);
      setError(null);
      setKey((k) => k + 1);
    },
  };
}

export type Logo = ReturnType<typeof useLogo>;

/** The logo's file input with its label and message. */
export function LogoField({ logo, replacing }: { logo: Logo; replacing: boolean }) {
  const id = useId();
  return (
    <Box>
      <FormLabel htmlFor={`${id}-logo`} sx={{ display: 'block', mb: 0.5 }} error={Boolean(logo.error)}>
        {RETAILER_FORM.logo(replacing)}
      </FormLabel>
      <Box
        component="input"
        key={logo.key}
        id={`${id}-logo`}
        name="logo"
        type="file"
        accept={LOGO_ACCEPT}
        aria-invalid={Boolean(logo.error) || undefined}
        aria-describedby={logo.error ? `${id}-logo-error` : undefined}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => logo.choose(e.target.files?.[0] ?? null)}
        sx={{ maxWidth: '100%' }}
      />
      {logo.error && (
        <FormHelperText id={`${id}-logo-error`} error>
          {logo.error}
        </FormHelperText>
      )}
    </Box>
  );
}

/** The name and website fields' shared settings (the schema's limits). */
export const NAME_INPUT = { htmlInput: { maxLength: 120 } } as const;
export const WEBSITE_INPUT = { htmlInput: { maxLength: 500, inputMode: 'url' } } as const;
export const FIELD_ROW = { direction: { xs: 'column', sm: 'row' }, spacing: 2, useFlexGap: true } as const;

/** 'Legg til nettbutikk' on the tab: after a successful add the form empties and the list re-renders. */
export function AddRetailer() {
  const form = useAdminForm(retailerSchema, { name: '', websiteUrl: '' });
  const logo = useLogo();
  const { run, pending } = useAdminAction();

  const save = form.handleSubmit(async (values) => {
    if (!logo.check()) return;
    const data = new FormData();
    data.set('name', values.name);
    data.set('websiteUrl', values.websiteUrl);
    if (logo.file) data.set('logo', logo.file);
    const result = await run(() => createRetailerAction(data), { success: RETAILER_TOASTS.added, failure: RETAILER_TOASTS.addFailure, form });
    if (result?.ok) {
      form.reset({ name: '', websiteUrl: '' });
      logo.clear();
    } else logo.refused(result);
  });

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label={RETAILER_FORM.add}
      onSubmit={(e) => {
        logo.check();
        void save(e);
      }}
    >
      <Stack {...FIELD_ROW}>
        <FormTextField control={form.control} name="name" label={RETAILER_FORM.name} slotProps={NAME_INPUT} />
        <FormTextField control={form.control} name="websiteUrl" label={RETAILER_FORM.website} type="url" placeholder="https://" slotProps={WEBSITE_INPUT} />
      </Stack>
      <LogoField logo={logo} replacing={false} />
      <Box>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? RETAILER_FORM.saving : RETAILER_FORM.add}
        </Button>
      </Box>
    </Stack>
  );
}
