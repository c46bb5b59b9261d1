/**
 * Course authoring end to end (issue 17; docs/product.md: Course authoring): an administrator
 * builds a course of two modules — text and an uploaded image; a quiz of two multiple-choice
 * questions and one true/false — activates it and previews it (nothing written); a dealer of its own
 * takes it, passes the quiz and downloads the certificate; deactivated, the course is gone for
 * the dealer; confirmed, the delete archives it (the dialog names the dealer with progress). axe
 * (WCAG 2.1 AA) on the course list, the editor and the preview. Titles are unique
 * per run, so the spec runs again on the same database.
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { axeViolations, createDealer, csvRows, DEMO_ADMIN, signIn, toast } from './helpers';

/** Unique per run and per repetition (--repeat-each), set before the first test. */
let COURSE = '';
const MODULE_1 = 'Grunnleggende om eik';
const MODULE_2 = 'Test deg selv';
const QUESTIONS = [
  { text: 'Hvilken klut bruker du til å påføre olje?', options: ['Lofri bomullsklut', 'Stålull', 'Papirtørkle'], right: 'Lofri bomullsklut' },
  { text: 'Hvor lenge skal oljen trekke før overskuddet tørkes av?', options: ['15–20 minutter', 'Tre dager'], right: '15–20 minutter' },
];
const TRUE_FALSE = { text: 'Eik kan oljes med treolje.', right: 'Sant' };

let courseId = 0;
/** A dealer of the spec's own (the demo dealer's figures are read by e2e/courses.spec.ts in parallel). */
let dealer: { email: string; password: string } | null = null;

async function saved(page: Page, dialog: Locator, message: string) {
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page).filter({ hasText: message }).first()).toBeVisible();
}

function moduleCard(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
}

test.describe('course authoring', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(() => {
    COURSE = `Oljing av eik ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    courseId = 0;
  });

  test('an administrator builds, activates and previews a course', async ({ page }) => {
    // Many dialogs, uploads and server round trips on a shared machine: a generous limit, no timing assertions.
    test.setTimeout(240_000);
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=kurs');
    await expect(page.getByRole('heading', { level: 2, name: /^Kurs \(\d+\)$/ })).toBeVisible();
    expect(await axeViolations(page), 'axe on the course list').toEqual([]);

    // The course: a draft until activated.
    await page.getByRole('button', { name: 'Nytt kurs' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nytt kurs' });
    await dialog.getByRole('button', { name: 'Opprett kurs' }).click();
    await expect(dialog.getByText('Tittel må være 1–200 tegn')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Tittel' }).fill(COURSE);
    await dialog.getByRole('textbox', { name: 'Beskrivelse' }).fill('Slik gir du eikemøbler et vakkert og slitesterkt oljet preg.');
    await dialog.getByRole('combobox', { name: 'Kategori' }).fill('Treverk');
    await dialog.getByRole('button', { name: 'Opprett kurs' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page).filter({ hasText: 'Kurs opprettet' }).first()).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: COURSE });
    await expect(row.getByText('Utkast')).toBeVisible();

    await row.getByRole('link', { name: COURSE }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rediger kurs' })).toBeVisible();
    courseId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(courseId).toBeGreaterThan(0);

    // Two modules.
    for (const title of [MODULE_1, MODULE_2]) {
      await page.getByRole('button', { name: 'Ny modul' }).click();
      dialog = page.getByRole('dialog', { name: 'Ny modul' });
      await dialog.getByRole('textbox', { name: 'Modultittel' }).fill(title);
      await dialog.getByRole('spinbutton', { name: 'Beregnet tid (minutter)' }).fill('10');
      await saved(page, dialog, 'Modul lagret');
      await expect(moduleCard(page, title)).toBeVisible();
    }

    // Module 1: a text item and an uploaded image with its alternative text.
    const first = moduleCard(page, MODULE_1);
    await first.getByRole('button', { name: `Nytt innhold i ${MODULE_1}` }).click();
    dialog = page.getByRole('dialog', { name: 'Nytt innhold' });
    await dialog.getByRole('textbox', { name: 'Tittel' }).fill('Om eik');
    await dialog.getByRole('textbox', { name: 'Tekst', exact: true }).click();
    await page.keyboard.type('Eik er et hardt treslag med tydelige porer.');
    await saved(page, dialog, 'Innhold lagret');
    await expect(first.getByText('Tekst: Om eik')).toBeVisible();

    await first.getByRole('button', { name: `Nytt innhold i ${MODULE_1}` }).click();
    dialog = page.getByRole('dialog', { name: 'Nytt innhold' });
    await dialog.getByRole('combobox', { name: 'Innholdstype' }).selectOption({ label: 'Bilde' });
    await dialog.getByRole('textbox', { name: 'Tittel' }).fill('Oljet eikeplate');
    // Course images are checked like product images (at least 200 × 200 pixels).
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8d6446' } })
      .png()
      .toBuffer();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'eik.png', mimeType: 'image/png', buffer: png });
    await expect(dialog.getByRole('img', { name: 'Forhåndsvisning av bildet' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Alternativ tekst' }).fill('En nyoljet eikeplate');
    await saved(page, dialog, 'Innhold lagret');
    await expect(first.getByText('Bilde: Oljet eikeplate')).toBeVisible();

    // Module 2: two multiple-choice questions and one true/false.
    const second = moduleCard(page, MODULE_2);
    for (const q of QUESTIONS) {
      await second.getByRole('button', { name: `Nytt spørsmål i ${MODULE_2}` }).click();
      dialog = page.getByRole('dialog', { name: 'Nytt spørsmål' });
      await dialog.getByRole('textbox', { name: 'Spørsmål' }).fill(q.text);
      for (let i = 2; i < q.options.length; i++) await dialog.getByRole('button', { name: 'Legg til svaralternativ' }).click();
      for (const [i, option] of q.options.entries()) {
        await dialog.getByRole('textbox', { name: `Svaralternativ ${i + 1}` }).fill(option);
        if (option === q.right) await dialog.getByRole('checkbox', { name: `Riktig (svaralternativ ${i + 1})` }).check();
      }
      await saved(page, dialog, 'Spørsmål lagret');
    }
    await second.getByRole('button', { name: `Nytt spørsmål i ${MODULE_2}` }).click();
    dialog = page.getByRole('dialog', { name: 'Nytt spørsmål' });
    await dialog.getByRole('combobox', { name: 'Spørsmålstype' }).selectOption({ label: 'Sant/usant' });
    await dialog.getByRole('textbox', { name: 'Spørsmål' }).fill(TRUE_FALSE.text);
    await dialog.getByRole('button', { name: 'Lagre' }).click();
    await expect(dialog.getByText('Velg om påstanden er sann eller usann')).toBeVisible();
    await dialog.getByRole('radio', { name: TRUE_FALSE.right, exact: true }).check();
    await dialog.getByRole('textbox', { name: /^Forklaring/ }).fill('Treolje trekker godt inn i eik.');
    await saved(page, dialog, 'Spørsmål lagret');
    await expect(second.getByRole('heading', { level: 4, name: 'Quiz (3)' })).toBeVisible();

    expect(await axeViolations(page), 'axe on the course editor').toEqual([]);

    // Activate, then preview: nothing is sent to the dealer progress or quiz APIs.
    await page.getByRole('button', { name: 'Aktiver kurset' }).click();
    await expect(toast(page).filter({ hasText: 'Kurset er aktivt' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deaktiver kurset' })).toBeVisible();

    const dealerCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/courses\/(progress|quiz)/.test(new URL(request.url()).pathname)) dealerCalls.push(request.url());
    });
    await page.getByRole('link', { name: 'Forhåndsvis' }).click();
    await expect(page.getByText('Forhåndsvisning – fremdrift lagres ikke')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: MODULE_1 })).toBeVisible();
    await page.getByRole('button', { name: 'Neste', exact: true }).click();
    await expect(page.getByRole('img', { name: 'En nyoljet eikeplate' })).toBeVisible();
    expect(await axeViolations(page), 'axe on the preview').toEqual([]);
    await page.getByRole('button', { name: 'Neste modul' }).click();
    await expect(page.getByRole('heading', { level: 2, name: MODULE_2 })).toBeVisible();
    await answerQuiz(page.getByRole('form', { name: 'Quiz' }));
    await page.getByRole('button', { name: 'Send inn svar' }).click();
    await expect(page.getByText('Riktig svar!')).toHaveCount(3);
    await expect(page.getByText('Treolje trekker godt inn i eik.')).toBeVisible();
    await expect(page.getByTestId('course-progress')).toHaveText('0%');
    expect(dealerCalls, 'the preview writes no progress').toEqual([]);
  });

  test('on a phone (390 px) the course list, the editor and the question dialog fit the screen', async ({ page }) => {
    test.setTimeout(120_000);
    expect(courseId).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=kurs');
    const row = page.getByRole('row').filter({ hasText: COURSE });
    await expect(row).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    expect(await pageWidth(page), 'the course list is no wider than the phone').toBeLessThanOrEqual(390);
    // The status and the row's buttons are on the screen, not scrolled off to the right.
    for (const target of [
      row.getByText('Aktiv', { exact: true }),
      row.getByRole('button', { name: `Slett ${COURSE}` }),
      row.getByRole('button', { name: `Rediger ${COURSE}` }),
    ]) {
      await expect(target).toBeInViewport({ ratio: 1 });
    }

    await page.goto(`/admin/kurs/${courseId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rediger kurs' })).toBeVisible();
    expect(await pageWidth(page), 'the course editor is no wider than the phone').toBeLessThanOrEqual(390);

    await moduleCard(page, MODULE_2)
      .getByRole('button', { name: `Nytt spørsmål i ${MODULE_2}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Nytt spørsmål' });
    const answer = dialog.getByRole('textbox', { name: 'Svaralternativ 1' });
    await expect(answer).toBeVisible();
    // Full screen, each answer on a row of its own: the field keeps most of the width.
    expect((await answer.boundingBox())!.width, 'the answer field is not squeezed').toBeGreaterThanOrEqual(280);
    await expect(dialog.getByRole('checkbox', { name: 'Riktig (svaralternativ 2)' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Fjern svaralternativ 2' })).toBeInViewport();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a dealer takes the course, passes the quiz and downloads the certificate', async ({ page, playwright, baseURL }) => {
    test.setTimeout(240_000);
    expect(courseId).toBeGreaterThan(0);
    dealer = await createDealer((options) => playwright.request.newContext(options), baseURL, 'kursbygger');
    await signIn(page, dealer);
    await page.goto('/dealer/courses');
    await page.getByRole('article', { name: COURSE }).getByRole('link', { name: /kurs$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
    await expect(page.getByText('2 moduler')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: MODULE_1 })).toBeVisible();
    await expect(page.getByText('Eik er et hardt treslag med tydelige porer.')).toBeVisible();
    await page.getByRole('button', { name: 'Neste', exact: true }).click();
    await expect(page.getByRole('img', { name: 'En nyoljet eikeplate' })).toBeVisible();
    // A module without a quiz is completed by opening it.
    await expect(page.getByTestId('course-progress')).toHaveText('50%');
    await page.getByRole('button', { name: 'Neste modul' }).click();
    await expect(page.getByRole('heading', { level: 2, name: MODULE_2 })).toBeVisible();
    await answerQuiz(page.getByRole('form', { name: 'Quiz' }));
    await page.getByRole('button', { name: 'Send inn svar' }).click();
    await expect(page.getByText('Riktig svar!')).toHaveCount(3);
    await expect(page.getByTestId('course-progress')).toHaveText('100%');

    const certificate = page.getByRole('link', { name: 'Last ned kursbevis' });
    await expect(certificate).toHaveAttribute('href', `/api/courses/${courseId}/certificate`);
    const response = await page.request.get(`/api/courses/${courseId}/certificate`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the learning report shows the dealer as completed, and its CSV holds the same figures', async ({ page }) => {
    test.setTimeout(120_000);
    expect(dealer).not.toBeNull();
    await signIn(page, DEMO_ADMIN);
    await page.goto(`/admin?fane=kurs&del=rapporter&kurs=${courseId}`);
    const section = page.getByRole('region', { name: 'Rapport for ett kurs' });
    await expect(section.getByRole('heading', { level: 4, name: COURSE })).toBeVisible();
    const figure = (label: string) => section.locator('dl > div', { has: page.getByText(label, { exact: true }) }).locator('dd');
    await expect(figure('Påbegynt')).toHaveText('1');
    await expect(figure('Fullført')).toHaveText('1');
    await expect(figure('Fullføringsgrad')).toHaveText('100\u00a0%');
    const row = page.getByRole('table', { name: 'Per forhandler' }).getByRole('row').filter({ hasText: dealer!.email }).filter({ hasText: COURSE });
    await expect(row.getByRole('cell').last()).toHaveText('Ja');

    const csv = await csvRows(page.request, `/api/courses/${courseId}/report?format=csv`);
    expect(csv[1]).toEqual([COURSE, 'aktiv', '1', '1', '100']);
    expect(csv.find((r) => r[2] === dealer!.email)?.[3]).toBe('100');
  });

  test('the administrator deactivates the course; the delete dialog names the dealer with progress', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=kurs');
    const row = page.getByRole('row').filter({ hasText: COURSE });
    await expect(row.getByRole('cell', { name: '1', exact: true })).toHaveCount(1); // dealers with progress
    await row.getByRole('button', { name: `Deaktiver ${COURSE}` }).click();
    await expect(toast(page).filter({ hasText: 'Kurset er et utkast' }).first()).toBeVisible();
    await expect(row.getByText('Utkast')).toBeVisible();

    await row.getByRole('button', { name: `Slett ${COURSE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Er du sikker?' });
    await expect(
      dialog.getByText('1 forhandler har fremgang i kurset. Kurset arkiveres i stedet for å slettes: resultatene blir tatt vare på, ikke slettet.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();
  });

  test('a deactivated course is invisible to the dealer', async ({ page }) => {
    test.setTimeout(120_000);
    expect(dealer).not.toBeNull();
    await signIn(page, dealer!);
    await page.goto('/dealer/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Kursplattform' })).toBeVisible();
    await expect(page.getByRole('article', { name: COURSE })).toHaveCount(0);
    const response = await page.goto(`/dealer/courses/${courseId}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Kurset ble ikke funnet' })).toBeVisible();
  });

  test('confirmed, the delete archives the course: gone from the list, its editor a 404', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO_ADMIN);
    expect((await page.goto('/admin/kurs/999999999'))?.status()).toBe(404);
    await page.goto('/admin?fane=kurs');
    const row = page.getByRole('row').filter({ hasText: COURSE });
    await row.getByRole('button', { name: `Slett ${COURSE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Er du sikker?' });
    await expect(dialog.getByText(/^1 forhandler har fremgang i kurset/)).toBeVisible();
    // The dialog archives: its button says so.
    await expect(dialog.getByRole('button', { name: 'Slett' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Arkiver' }).click();
    await expect(toast(page).filter({ hasText: 'Kurs arkivert' }).first()).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await page.goto(`/admin/kurs/${courseId}`))?.status()).toBe(404);
  });
});

/** How wide the page is laid out (wider than the viewport when something overflows). */
function pageWidth(page: Page) {
  return page.evaluate(() => document.scrollingElement!.scrollWidth);
}

/** Picks the right answer of each question in the quiz form. */
async function answerQuiz(quiz: Locator) {
  for (const q of QUESTIONS) {
    await quiz.getByRole('group', { name: q.text }).getByLabel(q.right, { exact: true }).check();
  }
  await quiz.getByRole('group', { name: TRUE_FALSE.text }).getByLabel(TRUE_FALSE.right, { exact: true }).check();
}
