/**
 * A module's quiz (docs/product.md: Quiz): one radio group per question (checkboxes when several
 * options are correct), 'Send inn svar', then per
 * question 'Riktig svar!' or 'Feil svar' with the explanation, and 'Prøv igjen' until every answer
 * is right. The answers and results live in CourseDetail (they survive switching tabs); grading
 * happens on the server (sendAnswers).
 *
 * An incomplete submission (CourseDetail shows the toast 'Svar på alle spørsmål') also marks each
 * unanswered question in the form: its fieldset aria-invalid and described by 'Du må svare på dette
 * spørsmålet.', the focus on the first of them, until it is answered (WCAG 3.3.1, 3.3.3). The focus
 * never drops to <body>: 'Send inn svar' stays focusable while sending (aria-disabled); when the
 * results come it moves to their summary (the toast's text, kept in the page), after 'Prøv igjen' to
 * the first question.
 */
import Image from 'next/image';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { joinSentences } from '@/components/ui/toast/text';
import { TRUE_FALSE_OPTIONS } from '@/lib/courses/grade';
import type { PublicQuestion } from '@/lib/courses/service';
import styles from './courses.module.css';

export type AnswerValue = string | boolean | string[];
export type Answers = Record<string, AnswerValue>;

/** The server's verdict on one submission, per question id. */
export interface QuizResults {
  results: Record<string, boolean>;
  explanations: Record<string, string | null>;
}

export const QUIZ_TOASTS = {
  incomplete: { title: 'Svar på alle spørsmål', description: 'Du må svare på alle spørsmål før du kan sende inn.' },
  passed: { title: 'Gratulerer! Du har bestått alle spørsmål.', description: 'Kursmodul fullført!' },
  failed: { title: 'Prøv igjen', description: 'Du må svare riktig på alle spørsmål for å fullføre modulen.' },
  error: { title: 'Feil', description: 'Kunne ikke sende inn svarene. Prøv igjen.' },
} as const;

/** Under a question left unanswered in an incomplete submission. */
export const QUIZ_UNANSWERED = 'Du må svare på dette spørsmålet.';

/** Whether the question has an answer (false counts as one; an empty list does not). */
export function isAnswered(answer: AnswerValue | undefined): boolean {
  return Array.isArray(answer) ? answer.length > 0 : answer !== undefined;
}

/** Whether every question of the quiz has an answer. */
export function allAnswered(questions: PublicQuestion[], answers: Answers): boolean {
  return questions.every((q) => isAnswered(answers[String(q.id)]));
}

/** Whether the results pass the module: every answer right. */
export function quizPassed(results: QuizResults | null): boolean {
  return results !== null && Object.values(results.results).every(Boolean);
}

/** Sends the answers for grading; the answer holds the results and the new course progress. */
export async function sendAnswers<P>(moduleId: number, answers: Answers): Promise<QuizResults & { passed: boolean; courseProgress: P }> {
  const response = await fetch('/api/courses/quiz/submit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ moduleId, answers }),
  });
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as QuizResults & { passed: boolean; courseProgress: P };
}

function options(question: PublicQuestion): { value: AnswerValue; label: string }[] {
  if (question.questionType === 'true_false') return TRUE_FALSE_OPTIONS.map((o) => ({ value: o.value, label: o.label }));
  if (!Array.isArray(question.options)) return [];
  return question.options.map((o) =>
    typeof o === 'string' ? { value: o, label: o } : { value: String((o as { id: unknown }).id), label: String((o as { text: unknown }).text) },
  );
}

export function Quiz({
  questions,
  answers,
  results,
  sending,
  onAnswer,
  onSubmit,
  onRetry,
}: {
  questions: PublicQuestion[];
  answers: Answers;
  results: QuizResults | null;
  sending: boolean;
  onAnswer: (questionId: number, value: AnswerValue) => void;
  onSubmit: () => void;
  onRetry: () => void;
}) {
  const idBase = useId();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  /** Set by a submission with questions unanswered: they are marked until answered. */
  const [attempted, setAttempted] = useState(false);
  const hadResults = useRef(results !== null);

  // Results arrived: the focus goes to their summary; they were cleared (Prøv igjen): to the first question.
  useEffect(() => {
    const had = hadResults.current;
    hadResults.current = results !== null;
    if (results && !had) summary.current?.focus();
    if (!results && had) form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [results]);

  const missing = (q: PublicQuestion) => attempted && results === null && !isAnswered(answers[String(q.id)]);
  const passed = quizPassed(results);
  const verdict = passed ? QUIZ_TOASTS.passed : QUIZ_TOASTS.failed;

  return (
    <form
      ref={form}
      aria-label="Quiz"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (sending) return;
        const first = questions.find((q) => !isAnswered(answers[String(q.id)]));
        // Rendered marked (aria-invalid, described by its message) before the focus moves there.
        flushSync(() => setAttempted(first !== undefined));
        if (first) form.current?.querySelector<HTMLInputElement>(`input[name="q${first.id}"]`)?.focus();
        onSubmit();
      }}
    >
      {questions.map((q) => {
        const result = results?.results[String(q.id)];
        const unanswered = missing(q);
        const messageId = `${idBase}-q${q.id}-error`;
        // On the group and on each of its inputs: a screen reader rarely announces a group's state.
        const marks = { 'aria-invalid': unanswered || undefined, 'aria-describedby': unanswered ? messageId : undefined };
        return (
          <fieldset key={q.id} className={styles.question} disabled={results !== null} {...marks}>
            <legend>{q.questionText}</legend>
            {unanswered && (
              <p id={messageId} className={styles.wrong}>
                {QUIZ_UNANSWERED}
              </p>
            )}
            {q.imageUrl && <Image className={styles.media} src={q.imageUrl} alt="" width={640} height={360} style={{ maxWidth: 360 }} />}
            {q.multipleAnswers && <p className={styles.hint}>Velg alle riktige svar.</p>}
            {options(q).map((o) => {
              const given = answers[String(q.id)];
              if (q.multipleAnswers) {
                // Several correct options: checkboxes, answered with the list of the checked ones.
                const chosen = Array.isArray(given) ? given : [];
                const value = String(o.value);
                return (
                  <label key={value} className={styles.option}>
                    <input
                      type="checkbox"
                      name={`q${q.id}`}
                      checked={chosen.includes(value)}
                      {...marks}
                      onChange={(e) => onAnswer(q.id, e.target.checked ? [...chosen, value] : chosen.filter((v) => v !== value))}
                    />
                    {o.label}
                  </label>
                );
              }
              return (
                <label key={String(o.value)} className={styles.option}>
                  <input type="radio" name={`q${q.id}`} checked={given === o.value} onChange={() => onAnswer(q.id, o.value)} {...marks} />
                  {o.label}
                </label>
              );
            })}
            {result !== undefined && (
              <div role="status">
                <p className={result ? styles.right : styles.wrong}>{result ? 'Riktig svar!' : 'Feil svar'}</p>
                {results?.explanations[String(q.id)] && <p className={styles.explanation}>{results.explanations[String(q.id)]}</p>}
              </div>
            )}
          </fieldset>
        );
      })}
      {results !== null && (
        <p ref={summary} tabIndex={-1} className={passed ? styles.right : styles.wrong} data-testid="quiz-summary">
          {joinSentences(verdict.title, verdict.description)}
        </p>
      )}
      <div className={styles.btnRow}>
        {results === null ? (
          <SubmitButton className="btn" pending={sending} pendingText="Sender...">
            Send inn svar
          </SubmitButton>
        ) : (
          !quizPassed(results) && (
            <button type="button" className="btn-outlined" onClick={onRetry}>
              Prøv igjen
            </button>
          )
        )}
      </div>
    </form>
  );
}
