'use client';
/**
 * The product form's facts (docs/product.md: Produktfakta i produktskjemaet), three folded groups
 * under the product's texts, each a fieldset with its legend inside a MUI Accordion (a button that
 * says whether it is open, keyboard-operable): 'Bruk' (the uses from the operator's vocabulary,
 * inne/ute, the tasks), 'Tekniske data' (coverage, coats, drying, temperatures, shelf life, units
 * beside each field) and 'Faremerking (CLP)' (pictograms, signal word, the H/EUH and P statements
 * chosen by code from the catalogue, UFI, other warnings). A group opens by itself when one of its
 * fields has an error (the server's too), so no message is hidden in a folded group.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useController, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { PICTOGRAMS, SETTINGS, SIGNAL_WORDS, TASKS } from '@/lib/catalogue/facts';
import { FormSelect, FormTextField } from '../kit/fields';
import type { ProductForm, ProductInput } from './ProductForm';
import { FACT_FORM as T } from './texts';

/** The vocabularies the form offers: the use terms (slug and label) and the statement catalogue (code and wording). */
export interface FactVocabularies {
  uses: readonly { value: string; label: string }[];
  phrases: readonly { code: string; text: string }[];
}

type Name = keyof ProductInput & string;

const USE_FIELDS: Name[] = ['uses', 'setting', 'tasks'];
const TECHNICAL_FIELDS: Name[] = [
  'coverageMinM2PerL',
  'coverageMaxM2PerL',
  'recommendedCoats',
  'touchDryHours',
  'recoatHours',
  'fullCureDays',
  'applicationMinC',
  'applicationMaxC',
  'shelfLifeMonths',
];
const HAZARD_FIELDS: Name[] = ['pictograms', 'signalWord', 'hazardStatements', 'precautionaryStatements', 'ufi', 'supplementalWarnings'];

const ROW = { direction: { xs: 'column', sm: 'row' }, spacing: 2, useFlexGap: true } as const;
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/** The message of a field's error: its own, or a list item's (a code list checked in the browser answers per item). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as FieldError & Record<string, unknown>;
  if (typeof e.message === 'string' && e.message) return e.message;
  for (const item of Object.values(e)) {
    const m = item && typeof item === 'object' ? (item as FieldError).message : undefined;
    if (typeof m === 'string' && m) return m;
  }
  return undefined;
}

const isFilled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && String(value).trim() !== '');

/**
 * One folded group: the button (the legend's text, how many fields are filled, 'har feil') and the
 * fieldset. Open while the operator keeps it open or while a field in it has an error.
 */
function FactGroup({ form, legend, hint, names, children }: { form: ProductForm; legend: string; hint: string; names: Name[]; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { errors } = useFormState({ control: form.control, name: names });
  const values = useWatch({ control: form.control, name: names }) as unknown[];
  const failing = names.some((n) => errors[n as keyof typeof errors]);
  const filled = values.filter(isFilled).length;
  return (
    <Accordion
      expanded={open || failing}
      onChange={(_, expanded) => setOpen(expanded)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h3' } }}
      sx={{ '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden="true" />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {legend}
        </Typography>
        <Typography component="span" variant="body2" color={failing ? 'error' : 'text.secondary'} sx={{ ml: 1.5, alignSelf: 'center' }}>
          {failing ? T.hasErrors : T.filled(filled)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Box component="legend" sx={visuallyHidden}>
            {legend}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {hint}
          </Typography>
          <Stack spacing={2}>{children}</Stack>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/** Checkboxes of a fixed list bound to a list field: a fieldset with its legend, the error under it. */
function CheckboxList({
  form,
  name,
  legend,
  options,
}: {
  form: ProductForm;
  name: Name;
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const chosen = new Set(Array.isArray(field.value) ? (field.value as string[]) : []);
  const message = messageOf(fieldState.error);
  const toggle = (value: string, on: boolean) => {
    // Kept in the list's order, whatever order they were ticked in.
    field.onChange(options.map((o) => o.value).filter((v) => (v === value ? on : chosen.has(v))));
  };
  return (
    <Box
      component="fieldset"
      aria-describedby={message ? `${id}-error` : undefined}
      aria-invalid={message ? true : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            control={
              <Checkbox name={field.name} value={o.value} checked={chosen.has(o.value)} onChange={(_, on) => toggle(o.value, on)} onBlur={field.onBlur} />
            }
          />
        ))}
      </Box>
      {message && (
        <FormHelperText id={`${id}-error`} error>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}

/** A multiple choice from a vocabulary (MUI Autocomplete: a combobox with its listbox), bound to a list of codes. */
function CodePicker({
  form,
  name,
  label,
  hint,
  options,
}: {
  form: ProductForm;
  name: Name;
  label: string;
  hint: string;
  options: readonly { value: string; label: string; text?: string }[];
}) {
  const id = `${useId()}-${name}`;
  const { field, fieldState } = useController({ control: form.control, name });
  const codes = Array.isArray(field.value) ? (field.value as string[]) : [];
  // A stored code the vocabulary no longer has is still shown (the server names it when saved).
  const value = codes.map((code) => options.find((o) => o.value === code) ?? { value: code, label: code });
  const message = messageOf(fieldState.error);
  return (
    <Autocomplete
      id={id}
      multiple
      options={options}
      value={value}
      onChange={(_, next) => field.onChange(next.map((o) => o.value))}
      onBlur={field.onBlur}
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      getOptionLabel={(option) => option.label}
      filterSelectedOptions
      noOptionsText={T.noOptions}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          {option.text ? (
            <span>
              <strong>{option.value}</strong> {option.text}
            </span>
          ) : (
            option.label
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} name={field.name} inputRef={field.ref} error={Boolean(message)} helperText={message ?? hint} />
      )}
    />
  );
}

/** A number field with its unit shown beside it (and read out as part of the field's description). */
function UnitField({ form, name, label, unit }: { form: ProductForm; name: Name; label: string; unit: string }) {
  return (
    <FormTextField
      control={form.control}
      name={name}
      label={label}
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
    />
  );
}

export function FactFields({ form, vocabularies }: { form: ProductForm; vocabularies: FactVocabularies }) {
  const { control } = form;
  const hazardOptions = vocabularies.phrases.filter((p) => !p.code.startsWith('P')).map((p) => ({ value: p.code, label: `${p.code} ${p.text}`, text: p.text }));
  const precautionOptions = vocabularies.phrases
    .filter((p) => p.code.startsWith('P'))
    .map((p) => ({ value: p.code, label: `${p.code} ${p.text}`, text: p.text }));
  return (
    <Box>
      <FactGroup form={form} legend={T.use} hint={T.useHint} names={USE_FIELDS}>
        <CodePicker form={form} name="uses" label={T.uses} hint={T.usesHint} options={vocabularies.uses} />
        <FormSelect control={control} name="setting" label={T.setting} options={[{ value: '', label: T.noSetting }, ...SETTINGS]} />
        <CheckboxList form={form} name="tasks" legend={T.tasks} options={TASKS} />
      </FactGroup>
      <FactGroup form={form} legend={T.technical} hint={T.technicalHint} names={TECHNICAL_FIELDS}>
        <Stack {...ROW}>
          <UnitField form={form} name="coverageMinM2PerL" label={T.coverageMin} unit={T.coverageUnit} />
          <UnitField form={form} name="coverageMaxM2PerL" label={T.coverageMax} unit={T.coverageUnit} />
        </Stack>
        <Stack {...ROW}>
          <FormTextField control={control} name="recommendedCoats" label={T.coats} autoComplete="off" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <UnitField form={form} name="shelfLifeMonths" label={T.shelfLife} unit={T.months} />
        </Stack>
        <Stack {...ROW}>
          <UnitField form={form} name="touchDryHours" label={T.touchDry} unit={T.hours} />
          <UnitField form={form} name="recoatHours" label={T.recoat} unit={T.hours} />
          <UnitField form={form} name="fullCureDays" label={T.fullCure} unit={T.days} />
        </Stack>
        <Stack {...ROW}>
          <UnitField form={form} name="applicationMinC" label={T.tempMin} unit={T.celsius} />
          <UnitField form={form} name="applicationMaxC" label={T.tempMax} unit={T.celsius} />
        </Stack>
      </FactGroup>
      <FactGroup form={form} legend={T.hazard} hint={T.hazardHint} names={HAZARD_FIELDS}>
        <CheckboxList
          form={form}
          name="pictograms"
          legend={T.pictograms}
          options={PICTOGRAMS.map((p) => ({ value: p.code, label: T.pictogram(p.code, p.symbol, p.alt) }))}
        />
        <FormSelect
          control={control}
          name="signalWord"
          label={T.signalWord}
          options={[{ value: '', label: T.noSignalWord }, ...SIGNAL_WORDS.map((w) => ({ value: w, label: w }))]}
        />
        <CodePicker form={form} name="hazardStatements" label={T.hazardStatements} hint={T.statementsHint} options={hazardOptions} />
        <CodePicker form={form} name="precautionaryStatements" label={T.precautionaryStatements} hint={T.statementsHint} options={precautionOptions} />
        <FormTextField control={control} name="ufi" label={T.ufi} helperText={T.ufiHint} autoComplete="off" />
        <FormTextField control={control} name="supplementalWarnings" label={T.supplementalWarnings} helperText={T.supplementalHint} multiline minRows={2} />
      </FactGroup>
    </Box>
  );
}
