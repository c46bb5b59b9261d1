'use client';
/**
 * The 'Innhold' tab's forms (docs/product.md: Innhold): Forside, Omtaler, Om oss, Personvern and
 * Firma, each saved on its own through updateSiteContentAction and checked in the browser with
 * the same schema (lib/content/schema.ts). A saved section shows a toast and the panel renders
 * afresh (the privacy text's 'Sist oppdatert' with it); the server's field errors go to the
 * fields. While any section has unsaved changes, leaving the page (closing it, reloading, or
 * following a link) asks first. Ratings are written the Norwegian way ('4,8'; a point is taken too).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Controller, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { updateSiteContentAction } from '@/lib/admin/content/actions';
import type { ActionResult } from '@/lib/admin/shared/result';
import {
  aboutSchema,
  companySchema,
  formatDay,
  heroSchema,
  privacySchema,
  reviewsSchema,
  type SiteContent,
  type SiteContentSection,
} from '@/lib/content/schema';
import { FormTextField } from '../kit/fields';
import { formatRating } from '../kit/format';
import { useDialogAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { RichTextEditor } from '../kit/RichTextEditor';
import { CONTENT_TOASTS, CONTENT_UI } from './texts';

type DirtyReporter = (section: SiteContentSection, dirty: boolean) => void;
type Saved = { content: SiteContent; changed: SiteContentSection[] };

/** Asks before leaving while `dirty`: the browser's own prompt on unload, a confirm() on a link click. */
function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || link.getAttribute('target') === '_blank' || event.defaultPrevented) return;
      if (!window.confirm(CONTENT_UI.leave)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}

/**
 * Saves one section. The server names its fields from the document ('hero.figures.0.figure'):
 * this section's are handed on without the prefix, for the form's fields; a refusal that names
 * none of them is shown above the fields.
 */
async function saveSection(section: SiteContentSection, data: unknown): Promise<ActionResult<Saved>> {
  const result = await updateSiteContentAction({ [section]: data });
  if (result.ok || !result.fieldErrors) return result;
  const prefix = `${section}.`;
  const own = Object.entries(result.fieldErrors).filter(([key]) => key.startsWith(prefix));
  return { ...result, fieldErrors: own.length > 0 ? Object.fromEntries(own.map(([key, messages]) => [key.slice(prefix.length), messages])) : undefined };
}

/** One section's form: its schema, its save through the server action, its dirty state reported up. */
function useSectionForm<In extends FieldValues, Out extends FieldValues>(
  section: SiteContentSection,
  schema: z.ZodType<Out, In>,
  values: DefaultValues<In>,
  reset: (content: SiteContent) => DefaultValues<In>,
  onDirty: DirtyReporter,
) {
  const form = useAdminForm(schema, values);
  const { submit: run, error } = useDialogAction();
  const { isDirty, isSubmitting } = form.formState;
  useEffect(() => onDirty(section, isDirty), [isDirty, onDirty, section]);

  const title = CONTENT_UI[section].title;
  const submit = form.handleSubmit(async (data) => {
    const result = await run(() => saveSection(section, data), {
      success: (saved) => (saved.changed.includes(section) ? CONTENT_TOASTS.saved(title) : CONTENT_TOASTS.unchanged(title)),
      failure: CONTENT_TOASTS.failure,
      form,
    });
    if (result?.ok) form.reset(reset(result.data.content));
  });
  return { form, submit, error, isDirty, isSubmitting, title };
}

interface SectionState {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  error: string | null;
  isDirty: boolean;
  isSubmitting: boolean;
  title: string;
}

function SectionCard({ section, help, state, children }: { section: SiteContentSection; help: ReactNode; state: SectionState; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <form onSubmit={(e) => void state.submit(e)} noValidate aria-labelledby={headingId} data-section={section}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h2" variant="h6" id={headingId} sx={{ m: 0 }}>
              {state.title}
            </Typography>
            {state.isDirty && <Chip size="small" color="warning" label={CONTENT_UI.unsaved} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {help}
          </Typography>
          {state.error && <Alert severity="error">{state.error}</Alert>}
          {children}
          <div>
            <Button type="submit" variant="contained" disabled={state.isSubmitting}>
              {state.isSubmitting ? CONTENT_UI.saving : CONTENT_UI.save(state.title)}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}

function HeroForm({ content, onDirty }: { content: SiteContent; onDirty: DirtyReporter }) {
  const state = useSectionForm('hero', heroSchema, content.hero, (c) => c.hero, onDirty);
  const { control } = state.form;
  const t = CONTENT_UI.hero;
  return (
    <SectionCard section="hero" help={t.help} state={state}>
      <FormTextField control={control} name="title" label={t.heading} required slotProps={{ htmlInput: { maxLength: 120 } }} />
      <FormTextField control={control} name="lead" label={t.lead} required multiline minRows={2} slotProps={{ htmlInput: { maxLength: 300 } }} />
      {[0, 1, 2].map((i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name={`figures.${i}.figure`}
            label={t.figure(i + 1)}
            required
            fullWidth={false}
            sx={{ width: { sm: 160 } }}
            slotProps={{ htmlInput: { maxLength: 12 } }}
          />
          <FormTextField control={control} name={`figures.${i}.label`} label={t.label(i + 1)} required slotProps={{ htmlInput: { maxLength: 60 } }} />
        </Stack>
      ))}
    </SectionCard>
  );
}

/** The reviews as the form holds them: ratings as typed text, '4,8'. */
const reviewValues = (reviews: SiteContent['reviews']) => ({
  items: reviews.items.map((r) => ({ ...r, score: formatRating(r.score), count: String(r.count) })),
});

function ReviewsForm({ content, onDirty }: { content: SiteContent; onDirty: DirtyReporter }) {
  const state = useSectionForm('reviews', reviewsSchema, reviewValues(content.reviews), (c) => reviewValues(c.reviews), onDirty);
  const { control } = state.form;
  const t = CONTENT_UI.reviews;
  return (
    <SectionCard section="reviews" help={t.help} state={state}>
      {content.reviews.items.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
      {content.reviews.items.map((_, i) => (
        // Each field wide enough for its whole label (a required field's label carries ' *').
        <Box
          key={i}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'minmax(180px, 1fr) 200px 220px minmax(260px, 2fr)' } }}
        >
          <FormTextField control={control} name={`items.${i}.source`} label={t.source(i + 1)} required slotProps={{ htmlInput: { maxLength: 40 } }} />
          <FormTextField
            control={control}
            name={`items.${i}.score`}
            label={t.score(i + 1)}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 4 } }}
          />
          <FormTextField
            control={control}
            name={`items.${i}.count`}
            label={t.count(i + 1)}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
          />
          <FormTextField control={control} name={`items.${i}.url`} label={t.url(i + 1)} type="url" slotProps={{ htmlInput: { maxLength: 500 } }} />
        </Box>
      ))}
    </SectionCard>
  );
}

function RichTextForm({ section, content, onDirty }: { section: 'about' | 'privacy'; content: SiteContent; onDirty: DirtyReporter }) {
  const state = useSectionForm(
    section,
    section === 'about' ? aboutSchema : privacySchema,
    { html: content[section].html },
    (c) => ({ html: c[section].html }),
    onDirty,
  );
  const t = CONTENT_UI[section];
  return (
    <SectionCard section={section} help={t.help} state={state}>
      {section === 'privacy' && (
        <TextField
          label={CONTENT_UI.privacy.updated}
          value={formatDay(content.privacy.updatedAt)}
          helperText={CONTENT_UI.privacy.updatedHelp}
          slotProps={{ htmlInput: { readOnly: true } }}
          sx={{ maxWidth: 240 }}
        />
      )}
      <Controller
        control={state.form.control}
        name="html"
        render={({ field: f, fieldState }) => (
          <RichTextEditor label={t.editor} value={typeof f.value === 'string' ? f.value : ''} onChange={f.onChange} error={fieldState.error?.message} />
        )}
      />
    </SectionCard>
  );
}

function CompanyForm({ content, onDirty }: { content: SiteContent; onDirty: DirtyReporter }) {
  const state = useSectionForm('company', companySchema, content.company, (c) => c.company, onDirty);
  const { control } = state.form;
  const t = CONTENT_UI.company;
  return (
    <SectionCard section="company" help={t.help} state={state}>
      {!content.stored.includes('company') && <Alert severity="info">{t.fromEnvironment}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="companyName" label={t.companyName} required autoComplete="organization" />
        <FormTextField control={control} name="organisationNumber" label={t.organisationNumber} required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="email" label={t.email} required type="email" autoComplete="email" />
        <FormTextField control={control} name="phone" label={t.phone} required type="tel" autoComplete="tel" />
      </Stack>
      {/* One line: 'street-address' is for a text area only (WHATWG autofill), the first line's token here. */}
      <FormTextField control={control} name="street" label={t.street} required autoComplete="address-line1" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="postalCode" label={t.postalCode} required autoComplete="postal-code" />
        <FormTextField control={control} name="city" label={t.city} required autoComplete="address-level2" />
        <FormTextField control={control} name="country" label={t.country} required autoComplete="country-name" />
      </Stack>
    </SectionCard>
  );
}

export function ContentEditor({ content }: { content: SiteContent }) {
  const [dirty, setDirty] = useState<Partial<Record<SiteContentSection, boolean>>>({});
  const onDirty = useCallback<DirtyReporter>((section, value) => setDirty((d) => (d[section] === value ? d : { ...d, [section]: value })), []);
  useLeaveGuard(Object.values(dirty).some(Boolean));
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{CONTENT_UI.intro}</Typography>
      <HeroForm content={content} onDirty={onDirty} />
      <ReviewsForm content={content} onDirty={onDirty} />
      <RichTextForm section="about" content={content} onDirty={onDirty} />
      <RichTextForm section="privacy" content={content} onDirty={onDirty} />
      <CompanyForm content={content} onDirty={onDirty} />
    </Stack>
  );
}
