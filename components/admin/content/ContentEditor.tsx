'use client';
/**
 * The 'Innhold' tab's forms (docs/product.md: Innhold): Forside, Omtaler, Om oss, Personvern and
 * Firma, each saved on its own through updateSiteContentAction and checked in the browser with
 * the same schema (lib/content/schema.ts). A saved section shows a toast and the panel renders
 * afresh (the privacy text's 'Sist oppdatert' with it); the server's field errors go to the
 * fields. While any section has unsaved changes, leaving the page (closing it, reloading, or
 * following a link) asks first.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Controller, useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { updateSiteContentAction } from '@/lib/admin/content/actions';
import { aboutSchema, companySchema, formatDay, heroSchema, privacySchema, reviewsSchema, type SiteContent, type SiteContentSection } from '@/lib/content/schema';
import { failureToast } from '../action-form';
import { field } from '../courses/fields';
import { RichTextEditor } from '../kit/RichTextEditor';
import { CONTENT_TOASTS, CONTENT_UI } from './texts';

type DirtyReporter = (section: SiteContentSection, dirty: boolean) => void;

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

/** One section's form: its schema, its save through the server action, its dirty state reported up. */
function useSectionForm(section: SiteContentSection, schema: z.ZodType, values: FieldValues, onDirty: DirtyReporter) {
  const form: UseFormReturn<FieldValues> = useForm<FieldValues>({ resolver: zodResolver(schema as never) as never, defaultValues: values });
  const { toast } = useToast();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const { isDirty, isSubmitting } = form.formState;
  useEffect(() => onDirty(section, isDirty), [isDirty, onDirty, section]);

  const title = CONTENT_UI[section].title;
  const submit = form.handleSubmit(async (data) => {
    setError(null);
    const result = await updateSiteContentAction({ [section]: data }).catch(() => null);
    if (result?.ok) {
      toast(result.data.changed.includes(section) ? CONTENT_TOASTS.saved(title) : CONTENT_TOASTS.unchanged(title));
      const saved = result.data.content[section];
      form.reset(section === 'privacy' ? { html: result.data.content.privacy.html } : saved);
      router.refresh();
      return;
    }
    if (!result) {
      toast({ ...CONTENT_TOASTS.failure, variant: 'destructive' });
      return;
    }
    let onField = false;
    for (const [key, messages] of Object.entries(result.fieldErrors ?? {})) {
      if (!key.startsWith(`${section}.`)) continue;
      form.setError(key.slice(section.length + 1), { message: messages[0] });
      onField = true;
    }
    if (!onField) setError(result.error);
    toast(failureToast(CONTENT_TOASTS.failure, result));
  });
  return { form, submit, error, isDirty, isSubmitting, title };
}

function SectionCard({
  section,
  help,
  state,
  children,
}: {
  section: SiteContentSection;
  help: ReactNode;
  state: { submit: (event?: BaseSyntheticEvent) => Promise<void>; error: string | null; isDirty: boolean; isSubmitting: boolean; title: string };
  children: ReactNode;
}) {
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
  const state = useSectionForm('hero', heroSchema, content.hero, onDirty);
  const { form } = state;
  const t = CONTENT_UI.hero;
  return (
    <SectionCard section="hero" help={t.help} state={state}>
      <TextField label={t.heading} required slotProps={{ htmlInput: { maxLength: 120 } }} {...field(form, 'title')} />
      <TextField label={t.lead} required multiline minRows={2} slotProps={{ htmlInput: { maxLength: 300 } }} {...field(form, 'lead')} />
      {[0, 1, 2].map((i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={t.figure(i + 1)} required sx={{ width: { sm: 160 } }} slotProps={{ htmlInput: { maxLength: 12 } }} {...field(form, `figures.${i}.figure`)} />
          <TextField label={t.label(i + 1)} required fullWidth slotProps={{ htmlInput: { maxLength: 60 } }} {...field(form, `figures.${i}.label`)} />
        </Stack>
      ))}
    </SectionCard>
  );
}

function ReviewsForm({ content, onDirty }: { content: SiteContent; onDirty: DirtyReporter }) {
  const state = useSectionForm('reviews', reviewsSchema, content.reviews, onDirty);
  const { form } = state;
  const t = CONTENT_UI.reviews;
  const f = (name: string) => field(form, name);
  return (
    <SectionCard section="reviews" help={t.help} state={state}>
      {content.reviews.items.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
      {content.reviews.items.map((_, i) => (
        <Stack key={i} direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField label={t.source(i + 1)} required slotProps={{ htmlInput: { maxLength: 40 } }} {...f(`items.${i}.source`)} />
          <TextField label={t.score(i + 1)} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} sx={{ width: { md: 170 } }} {...f(`items.${i}.score`)} />
          <TextField label={t.count(i + 1)} required slotProps={{ htmlInput: { inputMode: 'numeric' } }} sx={{ width: { md: 190 } }} {...f(`items.${i}.count`)} />
          <TextField label={t.url(i + 1)} type="url" fullWidth slotProps={{ htmlInput: { maxLength: 500 } }} {...f(`items.${i}.url`)} />
        </Stack>
      ))}
    </SectionCard>
  );
}

function RichTextForm({ section, content, onDirty }: { section: 'about' | 'privacy'; content: SiteContent; onDirty: DirtyReporter }) {
  const state = useSectionForm(section, section === 'about' ? aboutSchema : privacySchema, { html: content[section].html }, onDirty);
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
        render={({ field: f, fieldState }) => <RichTextEditor label={t.editor} value={typeof f.value === 'string' ? f.value : ''} onChange={f.onChange} error={fieldState.error?.message} />}
      />
    </SectionCard>
  );
}

function CompanyForm({ content, onDirty }: { content: SiteContent; onDirty: DirtyReporter }) {
  const state = useSectionForm('company', companySchema, content.company, onDirty);
  const { form } = state;
  const t = CONTENT_UI.company;
  const text = (name: keyof SiteContent['company'], props: Record<string, unknown> = {}) => <TextField label={t[name]} required fullWidth {...props} {...field(form, name)} />;
  return (
    <SectionCard section="company" help={t.help} state={state}>
      {!content.stored.includes('company') && <Alert severity="info">{t.fromEnvironment}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('companyName', { autoComplete: 'organization' })}
        {text('organisationNumber')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('email', { type: 'email', autoComplete: 'email' })}
        {text('phone', { type: 'tel', autoComplete: 'tel' })}
      </Stack>
      {text('street', { autoComplete: 'street-address' })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('postalCode', { autoComplete: 'postal-code' })}
        {text('city', { autoComplete: 'address-level2' })}
        {text('country', { autoComplete: 'country-name' })}
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
