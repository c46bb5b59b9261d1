'use client';
/** 'Rediger' on an online shop's row: the shop's fields in a form dialog, with the current logo, a new one and 'Fjern logo'. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormCheckbox, FormTextField } from '../kit/fields';
import { FormDialog } from '../kit/FormDialog';
import { KIT } from '../kit/texts';
import { useAdminForm } from '../kit/useAdminForm';
import { useDialogAction } from '../kit/useAdminAction';
import { updateRetailerAction } from '@/lib/admin/retailers/actions';
import { retailerUpdateSchema } from '@/lib/admin/retailers/schema';
import { FIELD_ROW, LogoField, NAME_INPUT, useLogo, WEBSITE_INPUT, type RetailerRow } from './RetailerForm';
import { RETAILER_FORM, RETAILER_TOASTS } from './texts';

export function EditRetailer({ retailer }: { retailer: RetailerRow }) {
  const [open, setOpen] = useState(false);
  const defaults = { name: retailer.name, websiteUrl: retailer.websiteUrl, removeLogo: false };
  const form = useAdminForm(retailerUpdateSchema, defaults);
  const logo = useLogo();
  const { submit, error, pending, clearError } = useDialogAction();

  const save = form.handleSubmit(async (values) => {
    if (!logo.check()) return;
    const data = new FormData();
    if (values.name !== undefined) data.set('name', values.name);
    if (values.websiteUrl !== undefined) data.set('websiteUrl', values.websiteUrl);
    if (values.removeLogo) data.set('removeLogo', 'true');
    if (logo.file) data.set('logo', logo.file);
    const result = await submit(() => updateRetailerAction(retailer.id, data), {
      success: RETAILER_TOASTS.updated,
      failure: RETAILER_TOASTS.updateFailure,
      form,
    });
    if (result?.ok) {
      logo.clear();
      setOpen(false);
    } else logo.refused(result);
  });

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={RETAILER_FORM.edit(retailer.name)}
        onClick={() => {
          // Opens on the shop as it is now (the list may have re-rendered since).
          form.reset(defaults);
          logo.clear();
          clearError();
          setOpen(true);
        }}
      >
        {KIT.edit}
      </Button>
      <FormDialog
        open={open}
        title={RETAILER_FORM.edit(retailer.name)}
        error={error}
        submitting={pending}
        submitLabel={RETAILER_FORM.saveChanges}
        maxWidth="sm"
        onSubmit={(e) => {
          logo.check();
          void save(e);
        }}
        onClose={() => setOpen(false)}
      >
        <Stack {...FIELD_ROW}>
          <FormTextField control={form.control} name="name" label={RETAILER_FORM.name} slotProps={NAME_INPUT} />
          <FormTextField control={form.control} name="websiteUrl" label={RETAILER_FORM.website} type="url" placeholder="https://" slotProps={WEBSITE_INPUT} />
        </Stack>
        {retailer.logoUrl && (
          <Box>
            <FormLabel component="span" sx={{ display: 'block', mb: 0.5 }}>
              {RETAILER_FORM.currentLogo}
            </FormLabel>
            <Box
              component="img"
              src={retailer.logoUrl}
              alt={RETAILER_FORM.logoOf(retailer.name)}
              sx={{ display: 'block', maxWidth: 140, maxHeight: 40, objectFit: 'contain' }}
            />
            <FormCheckbox control={form.control} name="removeLogo" label={RETAILER_FORM.removeLogo} />
          </Box>
        )}
        <LogoField logo={logo} replacing={Boolean(retailer.logoUrl)} />
      </FormDialog>
    </>
  );
}
