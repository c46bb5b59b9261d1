import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { createDealer, csvRows, DEMO_ADMIN, DEMO_DEALER, signIn } from './helpers';
import { demoCourses } from '../prisma/seed/data/courses';

/**
 * Kurs → Rapporter (docs/product.md: Course authoring, learning reports). The fixture comes from
 * the real flow: a dealer of the test's own takes the second demo course through the dealer API (the first
 * module's quiz answered all wrong once, then right; the other modules right), so the course is
 * completed and the first module's average score is 50 %. The administrator then reads the
 * report on the screen, in the charts' tables and in both CSV files.
 */
const COURSE = demoCourses[1];
const NBSP = '\u00a0';
const seededQuestions = demoCourses.flatMap((c) => c.modules.flatMap((m) => m.questions ?? []));

type Question = { id: number; questionText: string; questionType: string };

/** The answer to a seeded question: its right answer, or one that is wrong. */
function answerFor(q: Question, right: boolean): string | boolean {
  const seeded = seededQuestions.find((s) => s.questionText === q.questionText);
  if (!seeded) throw new Error(`No seeded question "${q.questionText}"`);
  const correct = seeded.correctAnswers.map(String);
  if (seeded.questionType === 'true_false') return (correct[0] === 'true') === right;
  if (right) return correct[0];
  const ids = (seeded.options ?? []).map((o) => (typeof o === 'string' ? o : String(o.id)));
  const wrong = ids.find((id) => !correct.includes(id));
  if (!wrong) throw new Error('No wrong option');
  return wrong;
}

async function submit(request: APIRequestContext, moduleId: number, questions: Question[], right: boolean) {
  const answers = Object.fromEntries(questions.map((q) => [String(q.id), answerFor(q, right)]));
  const response = await request.post('/api/courses/quiz/submit', { data: { moduleId, answers } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { passed: boolean };
}

/** Today in Oslo as the CSV writes dates (YYYY-MM-DD). */
const todayInOslo = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

test.describe('learning reports (Kurs → Rapporter)', () => {
  test('a dealer completes a course; the report, its charts and both CSV files show it; axe finds nothing', async ({ page, browser, playwright, baseURL }) => {
    // Dealer API calls, an admin page with three charts, two downloads and an axe run on a loaded
    // machine: a generous limit (no timing assertions).
    test.setTimeout(180_000);
    // A dealer of its own: the demo dealer's figures are read by e2e/courses.spec.ts in parallel.
    const DEALER = await createDealer((options) => playwright.request.newContext(options), baseURL, 'rapport');

    // The dealer takes the course through the dealer API.
    const dealerContext = await browser.newContext();
    const dealer = await dealerContext.newPage();
    await signIn(dealer, DEALER);
    const courses = (await (await dealer.request.get('/api/courses')).json()) as { id: number; title: string }[];
    const course = courses.find((c) => c.title === COURSE.title)!;
    expect(course).toBeDefined();
    const modules = (await (await dealer.request.get(`/api/courses/${course.id}/modules`)).json()) as { id: number; title: string }[];
    let firstWithQuiz: { id: number; title: string } | undefined;
    for (const mod of modules) {
      const questions = (await (await dealer.request.get(`/api/courses/modules/${mod.id}/questions`)).json()) as Question[];
      if (questions.length === 0) {
        expect((await dealer.request.post('/api/courses/progress/update', { data: { courseId: course.id, moduleId: mod.id } })).status()).toBe(200);
        continue;
      }
      if (!firstWithQuiz) {
        firstWithQuiz = mod;
        expect((await submit(dealer.request, mod.id, questions, false)).passed).toBe(false);
      }
      expect((await submit(dealer.request, mod.id, questions, true)).passed).toBe(true);
    }
    expect(firstWithQuiz).toBeDefined();
    const progress = await (await dealer.request.get(`/api/courses/progress/${course.id}`)).json();
    expect(progress.progress).toBe(100);
    // A dealer may not read the reports.
    expect((await dealer.request.get(`/api/courses/${course.id}/report?format=csv`)).status()).toBe(403);
    await dealerContext.close();

    // The administrator: the figures the report API answers are the ones the screen must show.
    await signIn(page, DEMO_ADMIN);
    const report = await (await page.request.get(`/api/courses/${course.id}/report`)).json();
    expect(report.completed).toBeGreaterThanOrEqual(1);
    const firstModule = report.modules.find((m: { moduleId: number }) => m.moduleId === firstWithQuiz!.id);
    expect(firstModule.averageScore).toBe(50);

    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Faner' }).getByRole('link', { name: 'Kurs' }).click();
    await page.getByRole('navigation', { name: 'Kurs' }).getByRole('link', { name: 'Rapporter' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Læringsrapporter' })).toBeVisible();

    // Overview: the course's row with its figures.
    const overview = page.getByRole('table', { name: 'Fullføring per kurs' });
    const overviewRow = overview.getByRole('row').filter({ has: page.getByRole('link', { name: COURSE.title, exact: true }) });
    await expect(overviewRow.getByRole('cell')).toHaveText([
      COURSE.title,
      'Aktiv',
      String(report.started),
      String(report.completed),
      `${report.completionRate}${NBSP}%`,
    ]);
    // The completion chart's table holds the same rate.
    const completionTable = page.getByRole('table', { name: 'Fullføringsgrad per kurs: tallene i diagrammet' });
    await expect(
      completionTable
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: COURSE.title, exact: true }) })
        .getByRole('cell'),
    ).toHaveText([`${report.completionRate}${NBSP}%`]);

    // The course picker → this course's report.
    await page.getByLabel('Velg kurs').selectOption({ label: COURSE.title });
    await page.getByRole('button', { name: 'Vis rapport' }).click();
    await expect(page).toHaveURL(new RegExp(`kurs=${course.id}`));
    const courseSection = page.getByRole('region', { name: 'Rapport for ett kurs' });
    await expect(courseSection.getByRole('heading', { level: 4, name: COURSE.title })).toBeVisible();
    const figure = (label: string) => courseSection.locator('dl > div', { has: page.getByText(label, { exact: true }) }).locator('dd');
    await expect(figure('Påbegynt')).toHaveText(String(report.started));
    await expect(figure('Fullført')).toHaveText(String(report.completed));
    await expect(figure('Fullføringsgrad')).toHaveText(`${report.completionRate}${NBSP}%`);
    // The dealer in the course's list, completed.
    const courseDealer = courseSection
      .getByRole('table', { name: 'Forhandlere i kurset' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: DEALER.name, exact: true }) });
    await expect(courseDealer.getByRole('cell').nth(2)).toHaveText(`100${NBSP}%`);
    await expect(courseDealer.getByRole('cell').nth(4)).not.toHaveText('Ikke fullført');
    // Average score per module (one decimal, docs/product.md): the chart is drawn, and its table has the first module at 50,0 %.
    const moduleChart = courseSection.getByRole('figure', { name: 'Gjennomsnittlig poengsum per modul' });
    await expect(moduleChart.locator('svg').first()).toBeVisible();
    const moduleTable = courseSection.getByRole('table', { name: 'Gjennomsnittlig poengsum per modul: tallene i diagrammet' });
    await expect(
      moduleTable
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: firstWithQuiz!.title, exact: true }) })
        .getByRole('cell'),
    ).toHaveText([`50,0${NBSP}%`]);
    // Questions most often answered wrong: the first module's questions, each wrong once in two answers at least.
    const missed = courseSection.getByRole('table', { name: 'Spørsmål flest svarer feil på' });
    await expect(missed.getByRole('row').filter({ hasText: firstWithQuiz!.title }).first()).toBeVisible();
    // Completions over time: this month's row counts the completions.
    const months = courseSection.getByRole('table', { name: 'Forhandlere som fullfører over tid: tallene i diagrammet' });
    const lastMonth = report.completionsByMonth.at(-1);
    await expect(months.getByRole('row').last().getByRole('cell')).toHaveText([String(lastMonth.completions), String(report.completed)]);
    await expect(courseSection.getByRole('figure', { name: 'Forhandlere som fullfører over tid' }).locator('svg').first()).toBeVisible();

    // Per dealer: the dealer with this course, completed, certificate yes.
    const dealerRow = page.getByRole('table', { name: 'Per forhandler' }).getByRole('row').filter({ hasText: DEALER.email }).filter({ hasText: COURSE.title });
    await expect(dealerRow.getByRole('cell')).toHaveText([
      new RegExp(`^${DEALER.name}.*${DEALER.email}$`),
      DEALER.company,
      COURSE.title,
      `100${NBSP}%`,
      /^\d{2}\.\d{2}\.\d{4}$/,
      'Ja',
    ]);

    // The download links point at the report API.
    await expect(courseSection.getByRole('link', { name: 'Last ned kursrapport (CSV)' })).toHaveAttribute(
      'href',
      `/api/courses/${course.id}/report?format=csv`,
    );
    await expect(page.getByRole('link', { name: 'Last ned forhandlerrapport (CSV)' })).toHaveAttribute('href', '/api/courses/reports/dealers?format=csv');

    // The course CSV: the summary row and the dealer's row.
    const courseCsv = await csvRows(page.request, `/api/courses/${course.id}/report?format=csv`);
    expect(courseCsv[0]).toEqual(['Kurs', 'Status', 'Påbegynt', 'Fullført', 'Fullføringsgrad (%)']);
    expect(courseCsv[1]).toEqual([COURSE.title, 'aktiv', String(report.started), String(report.completed), String(report.completionRate)]);
    expect(courseCsv).toContainEqual([firstWithQuiz!.title, expect.any(String), expect.any(String), '50']);
    const csvDealer = courseCsv.find((r) => r[2] === DEALER.email);
    expect(csvDealer).toEqual([DEALER.name, DEALER.company, DEALER.email, '100', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), todayInOslo()]);

    // The dealer CSV: the dealer's row for this course.
    const dealerCsv = await csvRows(page.request, '/api/courses/reports/dealers?format=csv');
    expect(dealerCsv[0]).toEqual(['Forhandler', 'Firma', 'E-post', 'Kurs', 'Fremgang (%)', 'Startet', 'Fullført', 'Kursbevis']);
    expect(dealerCsv.find((r) => r[2] === DEALER.email && r[3] === COURSE.title)).toEqual([
      DEALER.name,
      DEALER.company,
      DEALER.email,
      COURSE.title,
      '100',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      todayInOslo(),
      'ja',
    ]);

    // axe (WCAG 2.1 AA) on the section with its charts drawn.
    await expect(page.getByRole('figure', { name: 'Fullføringsgrad per kurs' }).locator('svg').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      ),
    ).toEqual([]);
  });

  test('on a phone (390 px) the report fits the screen and the bar chart keeps its width, its labels apart', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=kurs&del=rapporter');
    const chart = page.getByRole('figure', { name: 'Fullføringsgrad per kurs' });
    const svg = chart.locator('svg').first();
    await expect(svg).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), 'the page is no wider than the phone').toBeLessThanOrEqual(390);
    expect((await svg.boundingBox())!.width, 'the chart takes the width of the screen').toBeGreaterThanOrEqual(300);
    // The bars get most of the width, the course names never overlap each other.
    const valueAxis = await chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-line').first().boundingBox();
    expect(valueAxis!.width, 'the bars have most of the width').toBeGreaterThanOrEqual(200);
    const labels = await chart
      .locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, left: r.left })));
    expect(labels.length).toBeGreaterThan(1);
    for (const [i, a] of labels.entries()) {
      expect(a.left, 'a label inside the screen').toBeGreaterThanOrEqual(0);
      for (const b of labels.slice(i + 1)) expect(a.bottom <= b.top || b.bottom <= a.top, 'labels apart').toBe(true);
    }
  });

  test('the reports are for administrators: a dealer signed in is sent away from the admin panel', async ({ page }) => {
    await signIn(page, DEMO_DEALER);
    await page.goto('/admin?fane=kurs&del=rapporter');
    await expect(page).not.toHaveURL(/\/admin/);
  });
});
