'use client';
/**
 * 'Nytt spørsmål' and 'Rediger spørsmål': multiple choice (2–8 options, each marked right or not
 * with a checkbox; one or more right) or true/false; explanation, optional image, points
 * (questionSchema). Order is set with the list's move buttons.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { createQuestionAction, updateQuestionAction } from '@/lib/admin/courses/actions';
import { QUESTION_TYPES, questionSchema } from '@/lib/admin/courses/schema';
import type { AdminQuestion } from '@/lib/admin/courses/service';
import { field } from './fields';
import { FormDialog, useDialogSave } from './FormDialog';
import { MediaUpload } from './shared';
import { COURSE_TOASTS, COURSE_UI, QUESTION_TYPE_LABELS } from './texts';

interface Values {
  questionType: (typeof QUESTION_TYPES)[number];
  questionText: string;
  options: { text: string; correct: boolean }[];
  /** True/false: 'true' or 'false' (radio values), '' before a choice. */
  correct: '' | 'true' | 'false';
  explanation: string;
  imageUrl: string | null;
  points: number;
}

type Editable = Exclude<AdminQuestion, { questionType: 'matching' }>;

const MAX_OPTIONS = 8;

function initial(q?: Editable): Values {
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
    correct: q?.questionType === 'true_false' ? (q.correct ? 'true' : 'false') : '',
    explanation: q?.explanation ?? '',
    imageUrl: q?.imageUrl ?? null,
    points: q?.points ?? 1,
  };
}

function payload(v: Values) {
  const common = { questionText: v.questionText, explanation: v.explanation, imageUrl: v.imageUrl, points: v.points };
  return v.questionType === 'multiple_choice'
    ? { questionType: v.questionType, options: v.options, ...common }
    : { questionType: v.questionType, correct: v.correct === '' ? undefined : v.correct === 'true', ...common };
}

export function QuestionDialog({ moduleId, question, onClose }: { moduleId: number; question?: Editable; onClose: () => void }) {
  const form = useForm<Values>({
    resolver: ((values: Values, ctx: unknown, options: never) => zodResolver(questionSchema)(payload(values) as never, ctx, options)) as never,
    defaultValues: initial(question),
  });
  const { error, save } = useDialogSave(form, onClose);
  const options = useFieldArray({ control: form.control, name: 'options' });
  const type = useWatch({ control: form.control, name: 'questionType' });
  const errors = form.formState.errors;
  const optionsError = errors.options?.message ?? errors.options?.root?.message;

  // The resolver checks payload(values); what is sent is built from the form's own values (the
  // resolver's output is already a payload, with true/false as a boolean).
  const submit = form.handleSubmit(() => {
    const data = payload(form.getValues());
    return question
      ? save(() => updateQuestionAction(question.id, data), COURSE_TOASTS.questionSaved)
      : save(() => createQuestionAction(moduleId, data), COURSE_TOASTS.questionSaved);
  });

  return (
    <FormDialog
      title={question ? 'Rediger spørsmål' : COURSE_UI.newQuestion}
      error={error}
      submitting={form.formState.isSubmitting}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="questionType"
        render={({ field: f }) => (
          <TextField select label="Spørsmålstype" value={f.value} onChange={f.onChange}>
            {QUESTION_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {QUESTION_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField label="Spørsmål" required autoFocus multiline minRows={2} {...field(form, 'questionText')} />

      {type === 'multiple_choice' ? (
        <FormControl component="fieldset" error={Boolean(optionsError)}>
          <FormLabel component="legend">Svaralternativer (2–8; kryss av de riktige)</FormLabel>
          <Stack spacing={1} sx={{ mt: 1 }}>
            {options.fields.map((o, i) => (
              <Stack sx={{ alignItems: 'flex-start' }} key={o.id} direction="row" spacing={1}>
                <TextField
                  size="small"
                  label={`Svaralternativ ${i + 1}`}
                  required
                  sx={{ flex: 1 }}
                  {...field(form, `options.${i}.text`)}
                />
                <Controller
                  control={form.control}
                  name={`options.${i}.correct`}
                  render={({ field: f }) => (
                    <FormControlLabel
                      control={<Checkbox checked={f.value} onChange={(e) => f.onChange(e.target.checked)} />}
                      label={`Riktig (svaralternativ ${i + 1})`}
                    />
                  )}
                />
                <IconButton aria-label={`Fjern svaralternativ ${i + 1}`} onClick={() => options.remove(i)} disabled={options.fields.length <= 2}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Button sx={{ alignSelf: 'flex-start', mt: 1 }} onClick={() => options.append({ text: '', correct: false })} disabled={options.fields.length >= MAX_OPTIONS}>
            Legg til svaralternativ
          </Button>
          {optionsError && <FormHelperText role="alert">{optionsError}</FormHelperText>}
        </FormControl>
      ) : (
        <Controller
          control={form.control}
          name="correct"
          render={({ field: f, fieldState }) => (
            <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
              <FormLabel component="legend">Riktig svar</FormLabel>
              <RadioGroup row value={f.value} onChange={(e) => f.onChange(e.target.value)}>
                <FormControlLabel value="true" control={<Radio />} label="Sant" />
                <FormControlLabel value="false" control={<Radio />} label="Usant" />
              </RadioGroup>
              {fieldState.error && <FormHelperText role="alert">{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
      )}

      <TextField label="Forklaring (vises etter svaret)" multiline minRows={2} {...field(form, 'explanation')} />
      <TextField
        label="Poeng"
        type="number"
        required
        sx={{ maxWidth: 160 }}
        slotProps={{ htmlInput: { min: 1, max: 100, step: 1 } }}
        {...field(form, 'points', { valueAsNumber: true })}
      />
      <div>
        <Typography component="p" variant="body2" sx={{ mb: 1 }}>
          Bilde (valgfritt)
        </Typography>
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field: f, fieldState }) => (
            <MediaUpload kind="image" label="Last opp spørsmålsbilde" url={f.value} onUploaded={f.onChange} error={fieldState.error?.message} />
          )}
        />
      </div>
    </FormDialog>
  );
}
