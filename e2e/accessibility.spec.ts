import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeViolations, DEMO_ADMIN, DEMO_DEALER, signIn } from './helpers';

/**
 * One test per page, tab or dialog. axe walks the whole DOM in the browser (the dealer finder,
 * the admin tables, the Lexical editors), and a signed-in page costs a sign-in and a server
 * render first: on a loaded machine one page took up to 17 s, so every test here gets triple
 * Playwright's 30 s default (test.slow()). No timing assertions.
 */
test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  test.beforeEach(() => {
    test.slow();
  });

  for (const path of [
    '/',
    '/produkt/1010',
    // The catalogue's pages (docs/product.md: Category pages): a category, a further page, an unknown category.
    '/produkter/laerpleie',
    '/produkter/alle/side/2',
    '/produkter/finnes-ikke',
    '/om-oss',
    '/personvern',
    '/tilgjengelighet',
    '/kontakt',
    '/kontakt?emne=tilgjengelighet',
    '/kontakt?tab=partner',
    // After a form sent without JavaScript: the success text in the form.
    '/kontakt?tab=partner&sendt=partner',
    '/forhandlere',
    '/forhandlere?postnummer=5003&produkt=1030',
    '/forhandlere?produkt=E-720%2C3010',
    // The store pages (docs/product.md: Store pages): with hours, map and nearest stores; without coordinates.
    '/forhandlere/grensen-fargehandel-oslo',
    '/forhandlere/mobelhuset-pa-skarnes',
    // The place pages: the index and a place.
    '/forhandlere/sted',
    '/forhandlere/sted/bergen',
    // The Produktveileder: its three steps, an answer with products and one without.
    '/veileder',
    '/veileder/teak-og-hardved-ute',
    '/veileder/teak-og-hardved-ute/ute',
    '/veileder/teak-og-hardved-ute/ute/beskytte',
    '/veileder/messing-og-metall/inne/beskytte',
    '/kontakt?melding=Hei%21%20Jeg%20fant%20ikke%20noe%20produkt.',
    '/auth',
    '/admin/auth',
    // 'Glemt passord?' and the one-time link after a post without JavaScript.
    '/auth/glemt-passord?sendt=1',
    '/auth/nytt-passord?satt=forhandler',
    '/sok?q=tekolje',
    '/sok?q=skonolje%20xq',
    '/finnes-ikke',
    '/produkt/1010/sikkerhetsdatablad',
    // The quantity calculator's answer and a refused input (rendered per request).
    '/produkt/3010?areal=20&strok=2',
    '/produkt/3010?areal=-5&strok=2',
  ]) {
    test(`public page ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the header search with its suggestions open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const field = page.getByRole('combobox', { name: 'Søk etter produkter' });
    await field.pressSequentially('olje');
    const first = page.getByRole('listbox', { name: 'Forslag' }).getByRole('option').first();
    await expect(first).toBeVisible();
    await field.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('signed-in dealer', () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page, DEMO_DEALER);
    });

    test('the portal', async ({ page }) => {
      await page.goto('/dealer-portal');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the portal with the gallery open', async ({ page }) => {
      await page.goto('/dealer-portal');
      await page.getByRole('button', { name: 'Se bildegalleri' }).click();
      await expect(page.getByRole('dialog', { name: 'Produktbilder' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("'Min butikk', with a field error shown", async ({ page }) => {
      await page.goto('/dealer-portal/min-butikk');
      expect(await axeViolations(page)).toEqual([]);
      const form = page.getByRole('form', { name: /^Min butikk: / }).first();
      await form.getByRole('textbox', { name: 'Nettsted' }).fill('ikke en adresse');
      await form.getByRole('button', { name: 'Lagre endringer' }).click();
      await expect(form.getByRole('alert').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("'Sikkerhetsdatablader'", async ({ page }) => {
      await page.goto('/dealer-portal/sikkerhetsdatablader');
      expect(await axeViolations(page)).toEqual([]);
    });

    test("'Sikkerhetsdatablader' filtered to nothing (the empty state)", async ({ page }) => {
      await page.goto('/dealer-portal/sikkerhetsdatablader?q=finnes-ikke-xyz');
      await expect(page.getByText('Ingen sikkerhetsdatablader passer til søket.')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the course list', async ({ page }) => {
      await page.goto('/dealer/courses');
      expect(await axeViolations(page)).toEqual([]);
    });

    /**
     * Opens the n-th course (0-based) at its first module not yet completed. Not the first: the
     * course-flow spec works through that one in parallel; and one course per test, so that two
     * tests never record the same module as opened at once.
     */
    async function openCourse(page: Page, n: number) {
      await page.goto('/dealer/courses');
      const href = await page.getByRole('article').nth(n).getByRole('link').getAttribute('href');
      await page.goto(href!);
      await page.waitForLoadState('networkidle');
    }

    test('a course', async ({ page }) => {
      await openCourse(page, 1);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a course with its quiz tab open', async ({ page }) => {
      await openCourse(page, 2);
      await page.getByRole('tab', { name: 'Quiz' }).click();
      await expect(page.getByRole('form', { name: 'Quiz' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('an unknown course', async ({ page }) => {
      await page.goto('/dealer/courses/99999');
      await expect(page.getByRole('heading', { name: 'Kurset ble ikke funnet' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test.describe('signed-in administrator', () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page, DEMO_ADMIN);
    });

    for (const path of [
      '/admin',
      '/admin?fane=forhandlere',
      '/admin?fane=forhandlere&del=steder',
      '/admin?fane=forhandlere&del=dokumenter',
      '/admin?fane=produktfakta',
      '/admin?fane=produktfakta&del=faresetninger',
      '/admin?fane=nettbutikker',
      '/admin?fane=datablader',
      '/admin?fane=datablader&type=alle',
      '/admin?fane=meldinger',
      '/admin?fane=innhold',
      '/admin?fane=epost',
      '/admin?fane=administratorer',
      '/admin?fane=logg',
      '/admin/feeds',
    ]) {
      test(`admin page ${path}`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the product edit dialog with its editors', async ({ page }) => {
      await page.goto('/admin?q=1010');
      await page
        .getByRole('button', { name: /^Rediger / })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Beskrivelse', exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  // A product with sizes at another size's URL: the size picker (docs/product.md: Sizes).
  for (const path of ['/produkt/1020', '/produkt/3010']) {
    test(`product with sizes ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
