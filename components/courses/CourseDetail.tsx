'use client';
/**
 * A course (docs/product.md: Course detail, Module, Quiz): the module list with check marks and the current
 * module; per module its content tabs and a Quiz tab; 'Forrige'/'Neste'; 'Neste modul' on the
 * last tab once the quiz is passed (or at once for a module without a quiz). Opening a module
 * tells the server; the quiz is graded there and the progress comes back from it.
 * The parts: ModuleList (side panel), ContentView (one content item), Quiz.
 * With `preview` (the administrators' 'Forhåndsvis') nothing is sent: opening a module is not
 * recorded and the quiz is graded in the browser from the answer key (preview.ts).
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Glyph } from '@/components/ui/Glyph';
import { useToast } from '@/components/ui/toast/ToastProvider';
import type { PublicModule, PublicQuestion } from '@/lib/courses/service';
import { CONTENT_ICONS, ContentView } from './ContentView';
import { ModuleList } from './ModuleList';
import { gradePreview, type PreviewKey } from './preview';
import { allAnswered, Quiz, QUIZ_TOASTS, quizPassed, sendAnswers, type Answers, type QuizResults } from './Quiz';
import styles from './courses.module.css';

export type DetailQuestion = PublicQuestion;
export type DetailModule = PublicModule;

export interface DetailProgress {
  progress: number;
  completedAt: string | null;
  moduleProgress: { moduleId: number; completed: boolean }[];
}

export function CourseDetail({
  courseId,
  imageUrl,
  modules,
  initialProgress,
  preview,
}: {
  courseId: number;
  imageUrl: string | null;
  modules: DetailModule[];
  initialProgress: DetailProgress;
  /** 'Forhåndsvis': the answer key; no progress or answers are sent to the server. */
  preview?: PreviewKey;
}) {
  const { toast } = useToast();
  const [progress, setProgress] = useState(initialProgress);
  const completed = useCallback((moduleId: number) => progress.moduleProgress.some((m) => m.moduleId === moduleId && m.completed), [progress]);
  const [moduleId, setModuleId] = useState<number | null>(
    () => (modules.find((m) => !initialProgress.moduleProgress.some((p) => p.moduleId === m.id && p.completed)) ?? modules[0])?.id ?? null,
  );
  const [tab, setTab] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [results, setResults] = useState<QuizResults | null>(null);
  const [sending, setSending] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const current = modules.find((m) => m.id === moduleId) ?? null;

  // Opening a module is recorded on the server, which answers with the progress.
  useEffect(() => {
    if (moduleId === null || preview) return;
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
  }, [courseId, moduleId, preview]);

  if (!current) return <p className={styles.empty}>Ingen modul valgt</p>;

  const hasQuiz = current.questions.length > 0;
  const tabs = [
    ...current.contents.map((c) => ({ key: `c${c.id}`, label: c.title, icon: CONTENT_ICONS[c.contentType] ?? CONTENT_ICONS.text })),
    ...(hasQuiz ? [{ key: 'quiz', label: 'Quiz', icon: CONTENT_ICONS.quiz }] : []),
  ];
  const lastTab = tab >= tabs.length - 1;
  const passed = quizPassed(results);
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
    if (!allAnswered(current.questions, answers)) {
      toast({ ...QUIZ_TOASTS.incomplete, variant: 'destructive' });
      return;
    }
    if (preview) {
      const graded = gradePreview(
        current.questions.map((q) => q.id),
        answers,
        preview,
      );
      const allRight = quizPassed(graded);
      setResults(graded);
      if (allRight) {
        // Shown as done in this preview only; nothing is stored.
        setProgress((p) => ({
          ...p,
          moduleProgress: [...p.moduleProgress.filter((m) => m.moduleId !== current.id), { moduleId: current.id, completed: true }],
        }));
      }
      toast(allRight ? QUIZ_TOASTS.passed : { ...QUIZ_TOASTS.failed, variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      const body = await sendAnswers<DetailProgress>(current.id, answers);
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
      <ModuleList
        courseId={courseId}
        imageUrl={imageUrl}
        modules={modules}
        currentId={current.id}
        progress={progress.progress}
        completedAt={progress.completedAt}
        completed={completed}
        onSelect={selectModule}
      />

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
                <Quiz
                  questions={current.questions}
                  answers={answers}
                  results={results}
                  sending={sending}
                  onAnswer={(questionId, value) => setAnswers((a) => ({ ...a, [String(questionId)]: value }))}
                  onSubmit={() => void submit()}
                  onRetry={retry}
                />
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
          {/* aria-disabled on the first tab: going back to it keeps the focus here (WCAG 2.4.3). */}
          <button type="button" className="btn-outlined" onClick={() => tab > 0 && goTab(tab - 1)} aria-disabled={tab === 0}>
            Forrige
          </button>
          {!lastTab ? (
            <button type="button" className="btn" onClick={() => goTab(tab + 1)}>
              Neste
            </button>
          ) : (
            nextModule && (
              <button type="button" className="btn" onClick={() => selectModule(nextModule.id)} disabled={hasQuiz && !passed && !completed(current.id)}>
                Neste modul
              </button>
            )
          )}
        </div>
      </section>
    </div>
  );
}
