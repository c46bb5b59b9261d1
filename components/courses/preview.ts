/**
 * 'Forhåndsvis' (docs/product.md: Course authoring): an administrator goes through the course as a
 * dealer would, and the quiz is graded in the browser from the answer key the preview page hands
 * over, with the same rule as the server (lib/courses/grade.ts) — no progress or quiz result is
 * written. Pure and client-safe.
 */
import { gradeAnswer, optionValues, type GradableQuestion } from '@/lib/courses/grade';
import type { PublicModule } from '@/lib/courses/service';
import type { AdminModule } from '@/lib/admin/courses/service';
import type { Answers, QuizResults } from './Quiz';

/** Per question id: what grading needs, and the explanation shown after an answer. */
export type PreviewKey = Record<string, GradableQuestion & { explanation: string | null }>;

/**
 * The answer key of the questions the preview shows, from the editor's view of the course (the
 * options are the stored ones, so an option's value is read as the dealer's page reads it).
 */
export function previewKey(modules: PublicModule[], authored: AdminModule[]): PreviewKey {
  const byId = new Map(authored.flatMap((m) => m.questions).map((q) => [q.id, q]));
  const key: PreviewKey = {};
  for (const q of modules.flatMap((m) => m.questions)) {
    const a = byId.get(q.id);
    if (!a) continue;
    if (a.questionType === 'true_false') {
      key[String(q.id)] = { questionType: 'true_false', options: q.options, correctAnswers: [String(a.correct)], explanation: a.explanation };
    } else if (a.questionType === 'multiple_choice') {
      const values = optionValues(q.options);
      key[String(q.id)] = {
        questionType: 'multiple_choice',
        options: q.options,
        correctAnswers: values.filter((_, i) => a.options[i]?.correct),
        explanation: a.explanation,
      };
    }
  }
  return key;
}

/** Grades one submission as the server would (every answer right passes), writing nothing. */
export function gradePreview(questionIds: number[], answers: Answers, key: PreviewKey): QuizResults {
  const results: Record<string, boolean> = {};
  const explanations: Record<string, string | null> = {};
  for (const id of questionIds.map(String)) {
    const q = key[id];
    const answer = answers[id];
    results[id] = q !== undefined && answer !== undefined && gradeAnswer(q, answer);
    explanations[id] = q?.explanation ?? null;
  }
  return { results, explanations };
}
