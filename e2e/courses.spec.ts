import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_DEALER, signIn, toast } from './helpers';
import { demoCourses } from '../prisma/seed/data/courses';

const COURSE = demoCourses[0];

/** The label of the right (or a wrong) option of a seeded question, found by its text. */
function optionLabel(questionText: string, right: boolean): string {
  const question = demoCourses.flatMap((c) => c.modules.flatMap((m) => m.questions ?? [])).find((q) => q.questionText === questionText);
  if (!question) throw new Error(`No seeded question "${questionText}"`);
  const correct = question.correctAnswers.map(String);
  if (question.questionType === 'true_false') return (correct[0] === 'true') === right ? 'Sant' : 'Usant';
  const options = (question.options ?? []).map((o) => (typeof o === 'string' ? { id: o, text: o } : { id: String(o.id), text: o.text }));
  const pick = options.find((o) => correct.includes(o.id) === right);
  if (!pick) throw new Error('No option to pick');
  return pick.text;
}

async function answerQuiz(quiz: Locator, right: boolean) {
  for (const fieldset of await quiz.getByRole('group').all()) {
    const legend = (await fieldset.locator('legend').textContent()) ?? '';
    await fieldset.getByLabel(optionLabel(legend.trim(), right), { exact: true }).check();
  }
}

test.describe('course platform', () => {
  // One demo dealer's progress runs through these tests in order.
  test.describe.configure({ mode: 'serial' });

  test('the course list: search, category tabs, cards and Din fremgang', async ({ page }) => {
    await signIn(page, DEMO_DEALER);
    await page.goto('/dealer/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Kursplattform' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tilbake til portalen' })).toHaveAttribute('href', '/dealer-portal');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(demoCourses.length);
    const first = page.getByRole('article', { name: COURSE.title });
    await expect(first.getByText('0% ferdig')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Start kurs' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Søk på kursnavn' }).fill('finnes-ikke-xyz');
    await expect(page.getByText('Ingen kurs funnet')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Søk på kursnavn' }).fill('');
    await page.getByRole('tab', { name: COURSE.category }).click();
    await expect(cards).toHaveCount(demoCourses.filter((c) => c.category === COURSE.category).length);
    await page.getByRole('tab', { name: 'Alle kurs' }).click();
    await expect(cards).toHaveCount(demoCourses.length);

    const figures = page.getByRole('region', { name: 'Din fremgang' });
    await expect(figures.getByText('Tilgjengelige kurs')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kommer snart' })).toBeVisible();
  });

  test('a dealer moves through a module, fails the quiz, retries, passes and sees the progress', async ({ page }) => {
    // Several pages and server round trips: triple time on a loaded machine (no timing assertions).
    test.slow();
    await signIn(page, DEMO_DEALER);
    await page.goto('/dealer/courses');
    await page.getByRole('article', { name: COURSE.title }).getByRole('link', { name: /kurs$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
    await expect(page.getByText(`${COURSE.modules.length} moduler`)).toBeVisible();
    await expect(page.getByTestId('course-progress')).toHaveText('0%');
    const firstModule = COURSE.modules[0];
    await expect(page.getByRole('heading', { level: 2, name: firstModule.title })).toBeVisible();
    await expect(page.getByRole('button', { name: firstModule.title })).toHaveAttribute('aria-current', 'step');

    // Content tabs, then the quiz.
    const tabs = page.getByRole('tablist', { name: 'Innhold i modulen' }).getByRole('tab');
    await expect(tabs).toHaveCount(firstModule.contents.length + 1);
    await expect(page.getByRole('button', { name: 'Forrige' })).toBeDisabled();
    for (let i = 0; i < firstModule.contents.length; i++) {
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('button', { name: 'Neste', exact: true }).click();
    }
    await expect(page.getByRole('tab', { name: 'Quiz' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Neste modul' })).toBeDisabled();

    const quiz = page.getByRole('form', { name: 'Quiz' });
    // Nothing is sent while answers are missing.
    let submits = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/courses/quiz/submit')) submits++;
    });
    await quiz.getByRole('button', { name: 'Send inn svar' }).click();
    await expect(toast(page)).toContainText('Svar på alle spørsmål');
    await expect(toast(page)).toContainText('Du må svare på alle spørsmål før du kan sende inn.');
    expect(submits).toBe(0);

    await answerQuiz(quiz, false);
    await quiz.getByRole('button', { name: 'Send inn svar' }).click();
    await expect(toast(page)).toContainText('Du må svare riktig på alle spørsmål for å fullføre modulen.');
    await expect(quiz.getByText('Feil svar').first()).toBeVisible();
    const explanation = firstModule.questions?.[0]?.explanation;
    if (explanation) await expect(quiz.getByText(explanation)).toBeVisible();
    await expect(quiz.getByRole('radio').first()).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Neste modul' })).toBeDisabled();

    await quiz.getByRole('button', { name: 'Prøv igjen' }).click();
    await expect(quiz.getByRole('radio').first()).toBeEnabled();
    await answerQuiz(quiz, true);
    await quiz.getByRole('button', { name: 'Send inn svar' }).click();
    // docs/product.md §8: title 'Gratulerer! …', text 'Kursmodul fullført!'.
    await expect(toast(page).getByText('Gratulerer! Du har bestått alle spørsmål.')).toBeVisible();
    await expect(toast(page)).toContainText('Kursmodul fullført!');
    await expect(quiz.getByText('Riktig svar!')).toHaveCount(firstModule.questions?.length ?? 0);
    const percent = `${Math.round(100 / COURSE.modules.length)}%`;
    await expect(page.getByTestId('course-progress')).toHaveText(percent);
    await expect(page.getByRole('button', { name: `${firstModule.title} (fullført)` })).toBeVisible();

    await page.getByRole('button', { name: 'Neste modul' }).click();
    await expect(page.getByRole('heading', { level: 2, name: COURSE.modules[1].title })).toBeVisible();

    await page.getByRole('link', { name: 'Tilbake til kurs' }).click();
    const card = page.getByRole('article', { name: COURSE.title });
    await expect(card.getByText(`${percent.replace('%', '')}% ferdig`)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Fortsett kurs' })).toBeVisible();
    const figure = (label: string) =>
      page
        .getByRole('region', { name: 'Din fremgang' })
        .locator('div', { has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await expect(figure('Tilgjengelige kurs')).toHaveText(String(demoCourses.length));
    await expect(figure('Påbegynte kurs')).toHaveText('1');
    await expect(figure('Fullførte kurs')).toHaveText('0');
    await expect(figure('Fullføringsgrad')).toHaveText('0%');
  });

  test('completing the course unlocks the certificate download', async ({ page }) => {
    // Several pages and server round trips: triple time on a loaded machine (no timing assertions).
    test.slow();
    await signIn(page, DEMO_DEALER);
    const courses = await (await page.request.get('/api/courses')).json();
    const course = courses.find((c: { title: string }) => c.title === COURSE.title);
    const modules = await (await page.request.get(`/api/courses/${course.id}/modules`)).json();
    const before = await (await page.request.get(`/api/courses/progress/${course.id}`)).json();
    const done = new Set(before.moduleProgress.filter((m: { completed: boolean }) => m.completed).map((m: { moduleId: number }) => m.moduleId));
    for (const mod of modules) {
      if (done.has(mod.id)) continue; // passed in the test before
      const questions = await (await page.request.get(`/api/courses/modules/${mod.id}/questions`)).json();
      if (questions.length === 0) {
        await page.request.post('/api/courses/progress/update', { data: { courseId: course.id, moduleId: mod.id } });
        continue;
      }
      const seeded = demoCourses.flatMap((c) => c.modules.flatMap((m) => m.questions ?? []));
      const answers = Object.fromEntries(
        questions.map((q: { id: number; questionText: string; questionType: string }) => {
          const s = seeded.find((x) => x.questionText === q.questionText)!;
          const correct = String(s.correctAnswers[0]);
          return [String(q.id), q.questionType === 'true_false' ? correct === 'true' : correct];
        }),
      );
      const result = await (await page.request.post('/api/courses/quiz/submit', { data: { moduleId: mod.id, answers } })).json();
      expect(result.passed).toBe(true);
    }
    await page.goto(`/dealer/courses/${course.id}`);
    await expect(page.getByTestId('course-progress')).toHaveText('100%');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Last ned kursbevis' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^kursbevis-grunnkurs-i-mobelpleie\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/dealer/courses');
    await expect(page.getByRole('article', { name: COURSE.title }).getByText('Fullført')).toBeVisible();
    await expect(page.getByRole('article', { name: COURSE.title }).getByRole('link', { name: 'Vis kurs' })).toBeVisible();
    const completedFigure = page
      .getByRole('region', { name: 'Din fremgang' })
      .locator('div', { has: page.getByText('Fullførte kurs', { exact: true }) })
      .locator('dd');
    await expect(completedFigure).toHaveText('1');
  });

  for (const id of ['99999', 'abc', '0']) {
    test(`an unknown or invalid course id (${id}) answers 404 with the not-found text and the way back`, async ({ page }) => {
      await signIn(page, DEMO_DEALER);
      const response = await page.goto(`/dealer/courses/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Kurset ble ikke funnet' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Gå tilbake til kurslisten' })).toHaveAttribute('href', '/dealer/courses');
    });
  }
});
