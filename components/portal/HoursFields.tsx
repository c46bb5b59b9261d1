'use client';
/**
 * The opening-hours part of 'Min butikk' (components/portal/StoreForm.tsx): per weekday 'Stengt' or
 * one or more periods (a lunch break is two), and the special days (a date up to a year ahead,
 * closed or periods, an optional note such as 'Julaften'). The rules are lib/dealers/hours-schema.ts;
 * every field has its own label for a screen reader ('Mandag, periode 1, åpner') and its error under it.
 */
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { WEEKDAY_NAMES } from '@/lib/dealers/hours-core';
import { MAX_PERIODS_PER_DAY, MAX_SPECIAL_DAYS, MAX_SPECIAL_DAY_NOTE, lastSpecialDay, osloToday } from '@/lib/dealers/hours-schema';
import type { StoreData, StoreInput } from '@/lib/dealers/store-schema';
import { described, FieldError } from '@/components/ui/form/fields';
import formStyles from '@/components/ui/form/form.module.css';
import styles from './portal.module.css';

export const HOURS_UI = {
  hours: 'Åpningstider',
  hoursHint:
    'Kryss av for Stengt de dagene butikken holder stengt. En lunsjpause gir to perioder. Stenger 00:00 betyr midnatt; stenger før åpner betyr at perioden går over midnatt. På helligdager vises butikken som stengt, med mindre dere legger inn en særskilt dag.',
  closed: 'Stengt',
  opens: 'åpner',
  closes: 'stenger',
  period: (n: number) => `periode ${n}`,
  addPeriod: 'Legg til periode',
  removePeriod: 'Fjern periode',
  specialDays: 'Særskilte dager',
  specialDaysHint: 'Dager med andre åpningstider, for eksempel julaften, eller dager dere holder stengt. Inntil ett år fram; passerte dager forsvinner.',
  noSpecialDays: 'Ingen særskilte dager lagt inn.',
  date: 'Dato',
  note: 'Merknad (valgfri, for eksempel Julaften)',
  addSpecialDay: 'Legg til særskilt dag',
  removeSpecialDay: 'Fjern dagen',
  specialDay: (n: number) => `Særskilt dag ${n}`,
} as const;

const DAY_LABELS = WEEKDAY_NAMES.map((d) => d[0].toUpperCase() + d.slice(1));

type Base = `weeklyHours.${number}` | `specialDays.${number}`;
type DayErrors = {
  periods?: { message?: string; root?: { message?: string } } & Array<{ opens?: { message?: string }; closes?: { message?: string } } | undefined>;
};

interface PeriodsProps {
  control: Control<StoreInput, unknown, StoreData>;
  register: UseFormRegister<StoreInput>;
  base: Base;
  /** 'Mandag' or 'Særskilt dag 1': the start of each field's name. */
  label: string;
  idPrefix: string;
  errors: DayErrors | undefined;
}

/** A day's 'Stengt' and its periods. */
function DayPeriods({ control, register, base, label, idPrefix, errors }: PeriodsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: `${base}.periods` });
  const closed = Boolean(useWatch({ control, name: `${base}.closed` }));
  const dayError = errors?.periods?.message ?? errors?.periods?.root?.message;
  const dayErrorId = `${idPrefix}-periods`;
  return (
    <>
      <label className={formStyles.check}>
        <input type="checkbox" {...register(`${base}.closed`)} />
        <span>
          {HOURS_UI.closed}
          <span className={styles.visuallyHidden}> ({label.toLowerCase()})</span>
        </span>
      </label>
      <div className={styles.periods}>
        {fields.map((field, j) => {
          const error = errors?.periods?.[j]?.opens?.message ?? errors?.periods?.[j]?.closes?.message;
          const errorId = `${idPrefix}-${j}`;
          const name = `${label}, ${HOURS_UI.period(j + 1)}`;
          return (
            <div key={field.id} className={styles.period}>
              <input
                className={`${formStyles.input} ${styles.time}`}
                type="time"
                aria-label={`${name}, ${HOURS_UI.opens}`}
                disabled={closed}
                {...register(`${base}.periods.${j}.opens`)}
                {...described(errorId, error)}
              />
              <span aria-hidden="true">–</span>
              <input
                className={`${formStyles.input} ${styles.time}`}
                type="time"
                aria-label={`${name}, ${HOURS_UI.closes}`}
                disabled={closed}
                {...register(`${base}.periods.${j}.closes`)}
                {...described(errorId, error)}
              />
              {fields.length > 1 && !closed && (
                <button
                  type="button"
                  className={styles.small}
                  onClick={() => remove(j)}
                  aria-label={`${HOURS_UI.removePeriod} ${j + 1} (${label.toLowerCase()})`}
                >
                  {HOURS_UI.removePeriod}
                </button>
              )}
              <div className={styles.hoursError}>
                <FieldError id={errorId} error={error} />
              </div>
            </div>
          );
        })}
        {!closed && fields.length < MAX_PERIODS_PER_DAY && (
          <button
            type="button"
            className={styles.small}
            onClick={() => append({ opens: '', closes: '' })}
            aria-label={`${HOURS_UI.addPeriod} (${label.toLowerCase()})`}
          >
            {HOURS_UI.addPeriod}
          </button>
        )}
        <FieldError id={dayErrorId} error={dayError} />
      </div>
    </>
  );
}

/** The week and the special days. */
export function HoursFields({
  control,
  register,
  errors,
  idPrefix,
}: {
  control: Control<StoreInput, unknown, StoreData>;
  register: UseFormRegister<StoreInput>;
  errors: FieldErrors<StoreInput>;
  idPrefix: string;
}) {
  const special = useFieldArray({ control, name: 'specialDays' });
  const weekErrors = errors.weeklyHours as unknown as (DayErrors | undefined)[] & { message?: string; root?: { message?: string } };
  const specialErrors = errors.specialDays as unknown as (({ date?: { message?: string }; note?: { message?: string } } & DayErrors) | undefined)[] & {
    message?: string;
    root?: { message?: string };
  };
  const today = osloToday();
  return (
    <>
      <fieldset className={formStyles.fieldset} aria-describedby={`${idPrefix}-hours-hint`}>
        <legend>{HOURS_UI.hours}</legend>
        <p className={styles.storeHint} id={`${idPrefix}-hours-hint`}>
          {HOURS_UI.hoursHint}
        </p>
        <div className={styles.hours}>
          {DAY_LABELS.map((day, i) => (
            <fieldset key={day} className={styles.hoursRow}>
              <legend className={styles.hoursDay}>{day}</legend>
              <DayPeriods
                control={control}
                register={register}
                base={`weeklyHours.${i}`}
                label={day}
                idPrefix={`${idPrefix}-day-${i}`}
                errors={weekErrors?.[i]}
              />
            </fieldset>
          ))}
        </div>
        <FieldError id={`${idPrefix}-hours`} error={weekErrors?.message ?? weekErrors?.root?.message} />
      </fieldset>
      <fieldset className={formStyles.fieldset} aria-describedby={`${idPrefix}-special-hint`}>
        <legend>{HOURS_UI.specialDays}</legend>
        <p className={styles.storeHint} id={`${idPrefix}-special-hint`}>
          {HOURS_UI.specialDaysHint}
        </p>
        {special.fields.length === 0 && <p className={styles.storeHint}>{HOURS_UI.noSpecialDays}</p>}
        <div className={styles.hours}>
          {special.fields.map((field, i) => {
            const label = HOURS_UI.specialDay(i + 1);
            const dayErrors = specialErrors?.[i];
            const dateId = `${idPrefix}-special-${i}-date`;
            const noteId = `${idPrefix}-special-${i}-note`;
            return (
              <fieldset key={field.id} className={styles.specialDay} data-testid="special-day">
                <legend className={styles.hoursDay}>{label}</legend>
                <div className={styles.specialDayFields}>
                  <label className={formStyles.label} htmlFor={dateId}>
                    {HOURS_UI.date}
                    <input
                      id={dateId}
                      className={`${formStyles.input} ${styles.time}`}
                      type="date"
                      min={today}
                      max={lastSpecialDay(today)}
                      {...register(`specialDays.${i}.date`)}
                      {...described(dateId, dayErrors?.date?.message)}
                    />
                  </label>
                  <FieldError id={dateId} error={dayErrors?.date?.message} />
                  <label className={formStyles.label} htmlFor={noteId}>
                    {HOURS_UI.note}
                    <input
                      id={noteId}
                      className={formStyles.input}
                      type="text"
                      maxLength={MAX_SPECIAL_DAY_NOTE}
                      autoComplete="off"
                      {...register(`specialDays.${i}.note`)}
                      {...described(noteId, dayErrors?.note?.message)}
                    />
                  </label>
                  <FieldError id={noteId} error={dayErrors?.note?.message} />
                </div>
                <DayPeriods
                  control={control}
                  register={register}
                  base={`specialDays.${i}`}
                  label={label}
                  idPrefix={`${idPrefix}-special-${i}`}
                  errors={dayErrors}
                />
                <div>
                  <button
                    type="button"
                    className={styles.small}
                    onClick={() => special.remove(i)}
                    aria-label={`${HOURS_UI.removeSpecialDay} (${label.toLowerCase()})`}
                  >
                    {HOURS_UI.removeSpecialDay}
                  </button>
                </div>
              </fieldset>
            );
          })}
        </div>
        {special.fields.length < MAX_SPECIAL_DAYS && (
          <button
            type="button"
            className={styles.small}
            onClick={() => special.append({ date: '', closed: true, periods: [{ opens: '', closes: '' }], note: '' }, { shouldFocus: true })}
          >
            {HOURS_UI.addSpecialDay}
          </button>
        )}
        <FieldError id={`${idPrefix}-special`} error={specialErrors?.message ?? specialErrors?.root?.message} />
      </fieldset>
    </>
  );
}
