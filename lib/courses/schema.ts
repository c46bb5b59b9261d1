/** Request bodies of the course calls (docs/product.md §7). Client-safe. */
import { z } from 'zod';
import { singleLine } from '../validation/text';

z.config({ jitless: true });

const id = z.number({ error: 'Ugyldig id' }).int('Ugyldig id').positive('Ugyldig id').max(2_147_483_647, 'Ugyldig id');

/**
 * POST /api/courses/progress/update. `completed` and `progress` are accepted for the documented
 * payload but never trusted: the server decides both from the quiz results it stored.
 */
export const progressUpdateSchema = z.object({
  courseId: id,
  moduleId: id,
  completed: z.boolean().optional(),
  progress: z.number().optional(),
});

/** One answer as text (an option's id or text, 'true'/'false'): the one text rule, 500 characters. */
const answerText = singleLine({ max: 500, message: 'Ugyldig svar' });

/** POST /api/courses/quiz/submit: answers keyed by question id. */
export const quizSubmissionSchema = z.object({
  moduleId: id,
  answers: z.record(
    z.string().regex(/^\d{1,9}$/, 'Ugyldig spørsmåls-id'),
    z.union([answerText, z.number(), z.boolean(), z.array(z.union([answerText, z.number()])).max(20)]),
    { error: 'Svarene mangler' },
  ),
});

export type QuizSubmission = z.infer<typeof quizSubmissionSchema>;
