/**
 * Grading of quiz answers, on the server only (docs/product.md §3, 5 and 9). A question's options
 * are strings or { id, text } objects; its correct answers a list of strings or numbers (an
 * option's text, an option's id, or 'true'/'false'). An answer is right when it names exactly the
 * correct options: one value for a single-answer question, the same set for several.
 * True/false questions take true/false (or 'true'/'false'); the labels are 'Sant' and 'Usant'.
 * Pure: tested without a database.
 */
export type QuestionKind = 'multiple_choice' | 'true_false' | 'matching';

export interface GradableQuestion {
  questionType: QuestionKind;
  options: unknown;
  correctAnswers: unknown;
}

/** An answer as the browser sends it: one value, or a list for several correct options. */
export type Answer = string | number | boolean | Array<string | number>;

export const TRUE_FALSE_OPTIONS = [
  { value: true, label: 'Sant' },
  { value: false, label: 'Usant' },
] as const;

/** The options a true/false question is stored and answered with (as the seed stores them). */
export const TRUE_FALSE_VALUES = ['true', 'false'] as const;

/** A question's options as the browser gets them: a true/false question's always TRUE_FALSE_VALUES. */
export function questionOptions(questionType: string, options: unknown): unknown {
  return questionType === 'true_false' ? [...TRUE_FALSE_VALUES] : options;
}

function asList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v) => typeof v === 'string' || typeof v === 'number').map((v) => String(v).trim());
}

/** The values a multiple-choice question accepts: each option's id, else its text. */
export function optionValues(options: unknown): string[] {
  if (!Array.isArray(options)) return [];
  return options
    .map((o) => {
      if (typeof o === 'string') return o;
      if (o && typeof o === 'object' && 'id' in o) return String((o as { id: unknown }).id);
      return null;
    })
    .filter((v): v is string => v !== null);
}

function normaliseTrueFalse(answer: Answer): string | null {
  if (answer === true || answer === 'true') return 'true';
  if (answer === false || answer === 'false') return 'false';
  return null;
}

export function gradeAnswer(question: GradableQuestion, answer: Answer): boolean {
  const correct = new Set(asList(question.correctAnswers).map((v) => v.toLowerCase()));
  if (correct.size === 0) return false;
  if (question.questionType === 'true_false') {
    const given = Array.isArray(answer) ? null : normaliseTrueFalse(answer);
    return given !== null && correct.size === 1 && correct.has(given);
  }
  if (question.questionType !== 'multiple_choice') return false; // matching: not offered by the course pages
  const allowed = new Set(optionValues(question.options).map((v) => v.trim().toLowerCase()));
  const given = (Array.isArray(answer) ? answer : [answer]).map((v) => String(v).trim().toLowerCase());
  if (given.length === 0 || given.some((v) => !allowed.has(v))) return false;
  const unique = new Set(given);
  return unique.size === correct.size && [...unique].every((v) => correct.has(v));
}

/** Whether an answer has the shape the question takes (else the submission is refused). */
export function answerFits(question: GradableQuestion, answer: unknown): answer is Answer {
  if (question.questionType === 'true_false') return normaliseTrueFalse(answer as Answer) !== null;
  if (typeof answer === 'string' || typeof answer === 'number') return String(answer).trim() !== '';
  return Array.isArray(answer) && answer.length > 0 && answer.every((v) => typeof v === 'string' || typeof v === 'number');
}
