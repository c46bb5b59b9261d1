'use client';
/**
 * 'Nytt spørsmål' and 'Rediger spørsmål': multiple choice (2–8 options, each marked right or not
 * with a checkbox; one or more right) or true/false; explanation, optional image, points
 * (questionSchema, typed by useAdminForm: the form keeps both types' fields, the schema checks the
 * chosen type's and drops the other's). Order is set with the list's move buttons. On a phone the
 * dialog is full screen and each option's text field has a row of its own, 'Riktig' and the
 * remove button under it.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { createQuestionAction, updateQuestionAction } from '@/lib/admin/courses/actions';
import { QUESTION_TYPES, questionSchema, type QuestionData } from '@/lib/admin/courses/schema';
import type { AdminQuestion } from '@/lib/admin/courses/service';
import { FormSelect, FormTextField } from '../kit/fields';
import { FormDialog } from '../kit/FormDialog';
import { useDialogAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { FormNumberField } from '../kit/NumberField';
import { MediaUpload } from './shared';
import { COURSE_TOASTS, COURSE_UI, QUESTION_TYPE_LABELS } from './texts';

/** Both types' fields: what questionSchema reads of each type (its input). */
interface QuestionForm {
  questionType: (typeof QUESTION_TYPES)[number];
  questionText: string;
  options?: { text: string; correct: boolean }[];
  /** True/false: the right answer; unset until chosen. */
  correct?: boolean;
  explanation?: unknown;
  imageUrl?: unknown;
  points?: number;
  sortOrder?: number;
}

export type EditableQuestion = Exclude<AdminQuestion, { questionType: 'matching' }>;

const MAX_OPTIONS = 8;
const TYPE_OPTIONS = QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }));

function initial(q?: EditableQuestion): QuestionForm {
  return {
    questionType: q?.questionType ?? 'multiple_choice',
    questionText: q?.questionText ?? '',
    options:
      q?.questionType === 'multiple_choice'
        ? q.options
        : [
            { text: '', correct: false },
            { text: '', correct: false },
          ],
    correct: q?.questionType === 'true_false' ? q.correct : undefined,
    explanation: q?.explanation ?? '',
    imageUrl: q?.imageUrl ?? null,
    points: q?.points ?? 1,
  };
}

export function QuestionDialog({ moduleId, question, onClose }: { moduleId: number; question?: EditableQuestion; onClose: () => void }) {
  const form = useAdminForm<QuestionForm, QuestionData>(questionSchema, initial(question));
  const { submit, error, pending } = useDialogAction();
  const options = useFieldArray({ control: form.control, name: 'options' });
  const type = useWatch({ control: form.control, name: 'questionType' });
  const optionsError = form.formState.errors.options?.message ?? form.formState.errors.options?.root?.message;

  const save = form.handleSubmit(async (data) => {
    const run = { success: COURSE_TOASTS.questionSaved, failure: COURSE_TOASTS.failure, form };
    const result = question ? await submit(() => updateQuestionAction(question.id, data), run) : await submit(() => createQuestionAction(moduleId, data), run);
    if (result?.ok) onClose();
  });

  return (
    <FormDialog
      open
      title={question ? COURSE_UI.editQuestion : COURSE_UI.newQuestion}
      error={error}
      submitting={pending || form.formState.isSubmitting}
      onSubmit={(e) => void save(e)}
      onClose={onClose}
    >
      <FormSelect control={form.control} name="questionType" label="Spørsmålstype" options={TYPE_OPTIONS} />
      <FormTextField control={form.control} name="questionText" label="Spørsmål" required autoFocus multiline minRows={2} />

      {type === 'multiple_choice' ? (
        <FormControl component="fieldset" error={Boolean(optionsError)}>
          <FormLabel component="legend">Svaralternativer (2–8; kryss av de riktige)</FormLabel>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {options.fields.map((o, i) => (
              <Stack key={o.id} direction="row" useFlexGap spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid="answer-row">
                <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                  <FormTextField control={form.control} name={`options.${i}.text`} label={`Svaralternativ ${i + 1}`} required size="small" />
                </Box>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Controller
                    control={form.control}
                    name={`options.${i}.correct`}
                    render={({ field }) => (
                      <FormControlLabel
                        control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
                        label={
                          <>
                            Riktig<span className="visually-hidden"> (svaralternativ {i + 1})</span>
                          </>
                        }
                      />
                    )}
                  />
                  <IconButton aria-label={`Fjern svaralternativ ${i + 1}`} onClick={() => options.remove(i)} disabled={options.fields.length <= 2}>
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              </Stack>
            ))}
          </Stack>
          <Button
            sx={{ alignSelf: 'flex-start', mt: 1 }}
            onClick={() => options.append({ text: '', correct: false })}
            disabled={options.fields.length >= MAX_OPTIONS}
          >
            Legg til svaralternativ
          </Button>
          {optionsError && <FormHelperText role="alert">{optionsError}</FormHelperText>}
        </FormControl>
      ) : (
        <Controller
          control={form.control}
          name="correct"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
              <FormLabel component="legend">Riktig svar</FormLabel>
              <RadioGroup
                row
                name={field.name}
                value={field.value === undefined ? '' : String(field.value)}
                onChange={(e) => field.onChange(e.target.value === 'true')}
              >
                <FormControlLabel value="true" control={<Radio />} label="Sant" />
                <FormControlLabel value="false" control={<Radio />} label="Usant" />
              </RadioGroup>
              {fieldState.error && <FormHelperText role="alert">{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
      )}

      <FormTextField control={form.control} name="explanation" label="Forklaring (vises etter svaret)" multiline minRows={2} />
      <FormNumberField control={form.control} name="points" label="Poeng" required min={1} max={100} width={160} />
      <div>
        <Typography component="p" variant="body2" sx={{ mb: 1 }}>
          Bilde (valgfritt)
        </Typography>
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <MediaUpload
              kind="image"
              label="Last opp spørsmålsbilde"
              url={typeof field.value === 'string' && field.value !== '' ? field.value : null}
              onUploaded={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </FormDialog>
  );
}
