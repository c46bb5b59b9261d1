'use client';
/**
 * A course (docs/product.md: Course detail, Module, Quiz): the module list with check marks and the current
 * module; per module its content tabs and a Quiz tab; 'Forrige'/'Neste'; 'Neste modul' on the
 * last tab once the quiz is passed (or at once for a module without a quiz). Opening a module
 * tells the server; the quiz is graded there and the progress comes back from it.
 */
import Image from 'next/image';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { VideoEmbed } from '@/components/catalogue/VideoEmbed';
import { Glyph } from '@/components/ui/Glyph';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { youtubeEmbedUrl } from '@/lib/catalogue/video';
import { TRUE_FALSE_OPTIONS } from '@/lib/courses/grade';
import type { PublicContent } from '@/lib/courses/service';
import styles from './courses.module.css';

export interface DetailQuestion {
  id: number;
  questionText: string;
  questionType: string;
  options: unknown;
  imageUrl: string | null;
}

export interface DetailModule {
  id: number;
  title: string;
  description: string | null;
  estimatedTimeMinutes: number;
  contents: PublicContent[];
  questions: DetailQuestion[];
}

export interface DetailProgress {
  progress: number;
  completedAt: string | null;
  moduleProgress: { moduleId: number; completed: boolean }[];
}

type AnswerValue = string | boolean;

const QUIZ_TOASTS = {
  incomplete: { title: 'Svar på alle spørsmål', description: 'Du må svare på alle spørsmål før du kan sende inn.' },
  passed: { title: 'Kursmodul fullført!', description: 'Gratulerer! Du har bestått alle spørsmål.' },
  failed: { title: 'Prøv igjen', description: 'Du må svare riktig på alle spørsmål for å fullføre modulen.' },
  error: { title: 'Feil', description: 'Kunne ikke sende inn svarene. Prøv igjen.' },
} as const;

const ICONS: Record<string, string[]> = {
  text: ['M4 5h16v2H4zm0 6h16v2H4zm0 6h10v2H4z'],
  video: ['M8 5v14l11-7z'],
  audio: ['M12 3v10.55A4 4 0 1 0 14 17V7h4V3z'],
  image: ['M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2M8.5 13.5l2.5 3 3.5-4.5 4.5 6H5z'],
  quiz: ['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m1 17h-2v-2h2zm2.07-7.75-.9.92C13.45 12.9 13 13.5 13 15h-2v-.5c0-1.1.45-2.1 1.17-2.83l1.24-1.26A2 2 0 1 0 10 9H8a4 4 0 1 1 7.07 2.25'],
};

function options(question: DetailQuestion): { value: AnswerValue; label: string }[] {
  if (question.questionType === 'true_false') return TRUE_FALSE_OPTIONS.map((o) => ({ value: o.value, label: o.label }));
  if (!Array.isArray(question.options)) return [];
  return question.options.map((o) =>
    typeof o === 'string' ? { value: o, label: o } : { value: String((o as { id: unknown }).id), label: String((o as { text: unknown }).text) },
  );
}

function ContentView({ item }: { item: PublicContent }) {
  if (item.contentType === 'text' && 'html' in item) {
    return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: item.html }} />;
  }
  if (item.contentType === 'video' && 'url' in item) {
    const youtubeId = 'youtubeId' in item ? item.youtubeId : null;
    return (
      <>
        {youtubeId ? (
          <VideoEmbed src={youtubeEmbedUrl(youtubeId)} title={`Video: ${item.title}`} />
        ) : (
          <video className={styles.media} src={item.url} controls preload="metadata" aria-label={item.title} />
        )}
        {item.caption && <p className={styles.small}>{item.caption}</p>}
      </>
    );
  }
  if (item.contentType === 'audio' && 'url' in item) {
    return (
      <>
        <audio src={item.url} controls preload="metadata" aria-label={item.title} />
        {item.caption && (
          <details>
            <summary>Tekstversjon</summary>
            <p>{item.caption}</p>
          </details>
        )}
      </>
    );
  }
  if (item.contentType === 'image' && 'url' in item) {
    return <Image className={styles.media} src={item.url} alt={item.caption ?? item.title} width={1200} height={675} />;
  }
  return <p>Innholdstypen støttes ikke.</p>;
}

export function CourseDetail({
  courseId,
  imageUrl,
  modules,
  initialProgress,
}: {
  courseId: number;
  imageUrl: string | null;
  modules: DetailModule[];
  initialProgress: DetailProgress;
}) {
  const { toast } = useToast();
  const [progress, setProgress] = useState(initialProgress);
  const completed = useCallback(
    (moduleId: number) => progress.moduleProgress.some((m) => m.moduleId === moduleId && m.completed),
    [progress],
  );
  const [moduleId, setModuleId] = useState<number | null>(
    () => (modules.find((m) => !initialProgress.moduleProgress.some((p) => p.moduleId === m.id && p.completed)) ?? modules[0])?.id ?? null,
  );
  const [tab, setTab] = useState(0);
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const [results, setResults] = useState<{ results: Record<string, boolean>; explanations: Record<string, string | null> } | null>(null);
  const [sending, setSending] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const current = modules.find((m) => m.id === moduleId) ?? null;

  // Opening a module is recorded on the server, which answers with the progress.
  useEffect(() => {
    if (moduleId === null) return;
    const controller = new AbortController();
    fetch('/api/courses/progress/update', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ courseId, moduleId, completed: false }),
      signal: controller.signal,
    })
      .then((r) => (r.ok ? r.json() : null))
      .then((p: DetailProgress | null) => {
        if (p) setProgress(p);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [courseId, moduleId]);

  if (!current) return <p className={styles.empty}>Ingen modul valgt</p>;

  const hasQuiz = current.questions.length > 0;
  const tabs = [
    ...current.contents.map((c) => ({ key: `c${c.id}`, label: c.title, icon: ICONS[c.contentType] ?? ICONS.text })),
    ...(hasQuiz ? [{ key: 'quiz', label: 'Quiz', icon: ICONS.quiz }] : []),
  ];
  const lastTab = tab >= tabs.length - 1;
  const quizPassed = results !== null && Object.values(results.results).every(Boolean);
  const index = modules.findIndex((m) => m.id === current.id);
  const nextModule = modules[index + 1];

  const selectModule = (id: number) => {
    setModuleId(id);
    setTab(0);
    setAnswers({});
    setResults(null);
  };

  const goTab = (to: number) => {
    setTab(to);
    requestAnimationFrame(() => tabRefs.current[to]?.focus());
  };
  const onTabKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: tab + 1, ArrowLeft: tab - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    goTab((moves[event.key] + tabs.length) % tabs.length);
  };

  const submit = async () => {
    if (current.questions.some((q) => answers[String(q.id)] === undefined)) {
      toast({ ...QUIZ_TOASTS.incomplete, variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      const response = await fetch('/api/courses/quiz/submit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ moduleId: current.id, answers }),
      });
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as {
        results: Record<string, boolean>;
        explanations: Record<string, string | null>;
        passed: boolean;
        courseProgress: DetailProgress;
      };
      setResults({ results: body.results, explanations: body.explanations });
      setProgress(body.courseProgress);
      toast(body.passed ? QUIZ_TOASTS.passed : { ...QUIZ_TOASTS.failed, variant: 'destructive' });
    } catch {
      toast({ ...QUIZ_TOASTS.error, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  const retry = () => {
    setAnswers({});
    setResults(null);
  };

  const activeTab = tabs[tab];
  return (
    <div className={styles.layout}>
      <aside className={styles.panel} aria-label="Moduler">
        {imageUrl && <Image className={styles.cardImage} src={imageUrl} alt="" width={640} height={360} priority />}
        <p>
          <strong>Kursframgang</strong>: <span data-testid="course-progress">{progress.progress}%</span>
        </p>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label="Kursframgang"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.progress}
        >
          <div className={styles.barFill} style={{ width: `${progress.progress}%` }} />
        </div>
        <ol className={styles.modules}>
          {modules.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className={styles.moduleButton}
                aria-current={m.id === current.id ? 'step' : undefined}
                onClick={() => selectModule(m.id)}
              >
                <span className={styles.check} aria-hidden="true">
                  {completed(m.id) ? '✓' : ''}
                </span>
                <span>
                  {m.title}
                  {completed(m.id) && <span className="visually-hidden"> (fullført)</span>}
                </span>
              </button>
            </li>
          ))}
        </ol>
        {progress.completedAt && (
          <p style={{ marginTop: 16 }}>
            <a className="btn" href={`/api/courses/${courseId}/certificate`} download>
              Last ned kursbevis
            </a>
          </p>
        )}
      </aside>

      <section aria-labelledby="module-title">
        <h2 id="module-title" style={{ margin: 0 }}>
          {current.title}
        </h2>
        {current.description && <p>{current.description}</p>}
        <p className={styles.small}>Estimert tid ({current.estimatedTimeMinutes} minutter)</p>

        {tabs.length === 0 ? (
          <p className={styles.empty}>Denne modulen har ikke noe innhold ennå.</p>
        ) : (
          <>
            <div className={styles.contentTabs} role="tablist" aria-label="Innhold i modulen" onKeyDown={onTabKey}>
              {tabs.map((t, i) => (
                <button
                  key={t.key}
                  ref={(el) => {
                    tabRefs.current[i] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`tab-${t.key}`}
                  aria-selected={i === tab}
                  aria-controls="modulinnhold"
                  tabIndex={i === tab ? 0 : -1}
                  className={styles.contentTab}
                  onClick={() => setTab(i)}
                >
                  <Glyph paths={t.icon} size={18} />
                  {t.label}
                </button>
              ))}
            </div>
            <div
              ref={panel}
              id="modulinnhold"
              role="tabpanel"
              aria-labelledby={activeTab ? `tab-${activeTab.key}` : undefined}
              tabIndex={0}
              className={styles.tabPanel}
            >
              {activeTab?.key === 'quiz' ? (
                <form
                  aria-label="Quiz"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void submit();
                  }}
                >
                  {current.questions.map((q) => {
                    const result = results?.results[String(q.id)];
                    return (
                      <fieldset key={q.id} className={styles.question} disabled={results !== null}>
                        <legend>{q.questionText}</legend>
                        {q.imageUrl && (
                          <Image className={styles.media} src={q.imageUrl} alt="" width={640} height={360} style={{ maxWidth: 360 }} />
                        )}
                        {options(q).map((o) => (
                          <label key={String(o.value)} className={styles.option}>
                            <input
                              type="radio"
                              name={`q${q.id}`}
                              checked={answers[String(q.id)] === o.value}
                              onChange={() => setAnswers((a) => ({ ...a, [String(q.id)]: o.value }))}
                            />
                            {o.label}
                          </label>
                        ))}
                        {result !== undefined && (
                          <div role="status">
                            <p className={result ? styles.right : styles.wrong}>{result ? 'Riktig svar!' : 'Feil svar'}</p>
                            {results?.explanations[String(q.id)] && (
                              <p className={styles.explanation}>{results.explanations[String(q.id)]}</p>
                            )}
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
                      !quizPassed && (
                        <button type="button" className="btn-outlined" onClick={retry}>
                          Prøv igjen
                        </button>
                      )
                    )}
                  </div>
                </form>
              ) : (
                current.contents[tab] && (
                  <>
                    <h3 style={{ marginTop: 0 }}>{current.contents[tab].title}</h3>
                    <ContentView item={current.contents[tab]} />
                  </>
                )
              )}
            </div>
          </>
        )}

        <div className={styles.nav}>
          <button type="button" className="btn-outlined" onClick={() => goTab(tab - 1)} disabled={tab === 0}>
            Forrige
          </button>
          {!lastTab ? (
            <button type="button" className="btn" onClick={() => goTab(tab + 1)}>
              Neste
            </button>
          ) : (
            nextModule && (
              <button
                type="button"
                className="btn"
                onClick={() => selectModule(nextModule.id)}
                disabled={hasQuiz && !quizPassed && !completed(current.id)}
              >
                Neste modul
              </button>
            )
          )}
        </div>
      </section>
    </div>
  );
}
