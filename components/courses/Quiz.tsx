/**
 * A module's quiz (docs/product.md: Quiz): one radio group per question (checkboxes when several
 * options are correct), 'Send inn svar', then per
 * question 'Riktig svar!' or 'Feil svar' with the explanation, and 'Prøv igjen' until every answer
 * is right. The answers and results live in CourseDetail (they survive switching tabs); grading
 * happens on the server (sendAnswers).
 */
import Image from 'next/image';
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

/** Whether every question of the quiz has an answer. */
export function allAnswered(questions: PublicQuestion[], answers: Answers): boolean {
  return questions.every((q) => {
    const answer = answers[String(q.id)];
    return Array.isArray(answer) ? answer.length > 0 : answer !== undefined;
  });
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
  return (
    <form
      aria-label="Quiz"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {questions.map((q) => {
        const result = results?.results[String(q.id)];
        return (
          <fieldset key={q.id} className={styles.question} disabled={results !== null}>
            <legend>{q.questionText}</legend>
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
                      onChange={(e) => onAnswer(q.id, e.target.checked ? [...chosen, value] : chosen.filter((v) => v !== value))}
                    />
                    {o.label}
                  </label>
                );
              }
              return (
                <label key={String(o.value)} className={styles.option}>
                  <input type="radio" name={`q${q.id}`} checked={given === o.value} onChange={() => onAnswer(q.id, o.value)} />
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
      <div className={styles.btnRow}>
        {results === null ? (
          <button type="submit" className="btn" disabled={sending}>
            {sending ? 'Sender...' : 'Send inn svar'}
          </button>
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
