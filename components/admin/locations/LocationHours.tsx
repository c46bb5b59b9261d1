'use client';
/**
 * The opening hours in the admin's location dialog (docs/product.md: Admin panel, Forhandlersteder):
 * the same structure and rules as 'Min butikk' (lib/dealers/hours-schema.ts) — per weekday 'Stengt'
 * or one or more periods, and the special days (a date up to a year ahead, closed or periods, an
 * optional note) — through the admin kit's fields (MUI). Each field is named for a screen reader
 * ('Mandag, periode 1, åpner') and shows its error under it.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { WEEKDAY_NAMES } from '@/lib/dealers/hours-core';
import { MAX_PERIODS_PER_DAY, MAX_SPECIAL_DAYS, lastSpecialDay, osloToday, type DayForm, type SpecialDayForm } from '@/lib/dealers/hours-schema';
import { FormCheckbox, FormTextField } from '../kit/fields';

export const LOCATION_HOURS_UI = {
  hours: 'Åpningstider',
  hoursHint:
    'Lagres åpningstidene her, overskriver ikke Google dem lenger. Stenger 00:00 betyr midnatt; stenger før åpner betyr at perioden går over midnatt. På helligdager er stedet stengt, med mindre en særskilt dag sier noe annet.',
  closed: 'Stengt',
  opens: 'åpner',
  closes: 'stenger',
  period: (n: number) => `periode ${n}`,
  addPeriod: (day: string) => `Legg til periode (${day})`,
  removePeriod: (n: number, day: string) => `Fjern periode ${n} (${day})`,
  specialDays: 'Særskilte dager',
  specialDaysHint: 'Dager med andre åpningstider, for eksempel julaften. Inntil ett år fram; passerte dager forsvinner.',
  specialDay: (n: number) => `Særskilt dag ${n}`,
  date: 'Dato',
  note: 'Merknad (valgfri)',
  addSpecialDay: 'Legg til særskilt dag',
  removeSpecialDay: (label: string) => `Fjern ${label.toLowerCase()}`,
} as const;

/** The form values this part needs: the week and the special days in the form's shape. */
export interface HoursFormValues extends FieldValues {
  weeklyHours: DayForm[];
  specialDays: SpecialDayForm[];
}

const capitalised = (s: string) => s[0].toUpperCase() + s.slice(1);

function Periods({ control, base, label }: { control: Control<HoursFormValues>; base: string; label: string }) {
  const { fields, append, remove } = useFieldArray({ control, name: `${base}.periods` as `weeklyHours.${number}.periods` });
  const closed = Boolean(useWatch({ control, name: `${base}.closed` as FieldPath<HoursFormValues> }));
  const lower = label.toLowerCase();
  return (
    <Stack spacing={1}>
      <FormCheckbox control={control} name={`${base}.closed` as FieldPath<HoursFormValues>} label={`${LOCATION_HOURS_UI.closed} (${lower})`} />
      {!closed &&
        fields.map((field, j) => (
          <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            {(['opens', 'closes'] as const).map((part) => (
              <FormTextField
                key={part}
                control={control}
                name={`${base}.periods.${j}.${part}` as FieldPath<HoursFormValues>}
                label={`${label}, ${LOCATION_HOURS_UI.period(j + 1)}, ${LOCATION_HOURS_UI[part]}`}
                type="time"
                size="small"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
            {fields.length > 1 && (
              <Button size="small" onClick={() => remove(j)}>
                {LOCATION_HOURS_UI.removePeriod(j + 1, lower)}
              </Button>
            )}
          </Stack>
        ))}
      {!closed && fields.length < MAX_PERIODS_PER_DAY && (
        <div>
          <Button size="small" onClick={() => append({ opens: '', closes: '' })}>
            {LOCATION_HOURS_UI.addPeriod(lower)}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** The dialog's control, seen as holding the hours' fields (the location form's schema has them). */
export function LocationHours({ control }: { control: Control<HoursFormValues> }) {
  const special = useFieldArray({ control, name: 'specialDays' });
  const today = osloToday();
  return (
    <>
      <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {LOCATION_HOURS_UI.hours}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {LOCATION_HOURS_UI.hoursHint}
        </Typography>
        {WEEKDAY_NAMES.map((day, i) => (
          <Stack key={day} component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="body2" sx={{ fontWeight: 600 }}>
              {capitalised(day)}
            </Typography>
            <Periods control={control} base={`weeklyHours.${i}`} label={capitalised(day)} />
          </Stack>
        ))}
      </Stack>
      <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {LOCATION_HOURS_UI.specialDays}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {LOCATION_HOURS_UI.specialDaysHint}
        </Typography>
        {special.fields.map((field, i) => {
          const label = LOCATION_HOURS_UI.specialDay(i + 1);
          return (
            <Stack key={field.id} component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="body2" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <FormTextField
                  control={control}
                  name={`specialDays.${i}.date`}
                  label={`${label}, ${LOCATION_HOURS_UI.date.toLowerCase()}`}
                  type="date"
                  size="small"
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: lastSpecialDay(today) } }}
                />
                <FormTextField control={control} name={`specialDays.${i}.note`} label={`${label}, ${LOCATION_HOURS_UI.note.toLowerCase()}`} size="small" />
              </Stack>
              <Periods control={control} base={`specialDays.${i}`} label={label} />
              <div>
                <Button size="small" color="error" onClick={() => special.remove(i)}>
                  {LOCATION_HOURS_UI.removeSpecialDay(label)}
                </Button>
              </div>
            </Stack>
          );
        })}
        {special.fields.length < MAX_SPECIAL_DAYS && (
          <div>
            <Button size="small" variant="outlined" onClick={() => special.append({ date: '', closed: true, periods: [{ opens: '', closes: '' }], note: '' })}>
              {LOCATION_HOURS_UI.addSpecialDay}
            </Button>
          </div>
        )}
      </Stack>
    </>
  );
}
