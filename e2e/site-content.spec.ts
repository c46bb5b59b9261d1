import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { DEMO_ADMIN, signIn, toast } from './helpers';

/**
 * The admin panel's 'Innhold' tab (docs/product.md: Innhold; issue 18 item 7): the hero figures
 * and the company phone edited there show on / at once (the home page is in the full-route
 * cache), a privacy text edit moves 'Sist oppdatert' to today, a field error and the
 * unsaved-changes question, axe on the tab. Other specs read the home page, the footer and the
 * privacy date, so this one runs in its own Playwright project after 'desktop'
 * (playwright.config.ts), and it puts the hero and the company back at the end.
 */

const today = () => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
};

test.describe('site content (Innhold)', () => {
  test('hero figures and phone show on / at once; a privacy edit moves its date; errors and unsaved changes', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, DEMO_ADMIN);
    const original = (await (await page.request.get('/api/site-content')).json()) as { hero: unknown; company: { phone: string } };
    const unique = String(Date.now()).slice(-4);
    const figure = `${unique}+`;
    const phone = `+47 23 45 ${unique.slice(0, 2)} ${unique.slice(2)}`;

    try {
      await page.goto('/admin?fane=innhold');
      const hero = page.getByRole('form', { name: 'Forside' });
      await expect(hero).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Personvern' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Personvernerklæring', exact: true })).toContainText('Behandlingsansvarlig');
      // Loading the texts into the editors is no change.
      await expect(page.getByText('Ulagrede endringer')).toHaveCount(0);

      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

      // A field error from the shared schema, in Norwegian, at the field.
      const title = hero.getByRole('textbox', { name: 'Overskrift', exact: true });
      const oldTitle = await title.inputValue();
      await title.fill('');
      await hero.getByRole('button', { name: 'Lagre forside' }).click();
      await expect(hero.getByText('Oppgi en overskrift (maks 120 tegn)')).toBeVisible();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await title.fill(oldTitle);

      // Unsaved changes: following a link asks first; 'Avbryt' stays on the tab.
      await hero.getByRole('textbox', { name: 'Tall 1', exact: true }).fill(figure);
      await hero.getByRole('textbox', { name: 'Tekst under tall 1', exact: true }).fill('års håndverk');
      await expect(hero.getByText('Ulagrede endringer')).toBeVisible();
      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await page.getByRole('link', { name: 'Logg', exact: true }).click();
      expect(asked).toEqual(['Du har endringer som ikke er lagret. Vil du forlate siden likevel?']);
      await expect(page).toHaveURL(/fane=innhold/);
      await expect(hero.getByRole('textbox', { name: 'Tall 1', exact: true })).toHaveValue(figure);

      await hero.getByRole('button', { name: 'Lagre forside' }).click();
      await expect(toast(page).filter({ hasText: 'Forside lagret' })).toBeVisible();
      await expect(hero.getByText('Ulagrede endringer')).toBeHidden();

      const company = page.getByRole('form', { name: 'Firma' });
      await company.getByRole('textbox', { name: 'Telefon', exact: true }).fill(phone);
      await company.getByRole('button', { name: 'Lagre firma' }).click();
      await expect(toast(page).filter({ hasText: 'Firma lagret' })).toBeVisible();

      // The home page (full-route cache) shows both on the next request.
      await page.goto('/');
      const claims = page.locator('#hero-title ~ ul li');
      await expect(claims.first()).toHaveText(`${figure}års håndverk`);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^+\d]/g, '')}`);

      // The privacy text: an edit moves 'Sist oppdatert' to today, in the panel and on the page.
      await page.goto('/admin?fane=innhold');
      const privacy = page.getByRole('form', { name: 'Personvern' });
      const updated = privacy.getByRole('textbox', { name: 'Sist oppdatert' });
      await expect(updated).toHaveAttribute('readonly', '');
      const editor = privacy.getByRole('textbox', { name: 'Personvernerklæring', exact: true });
      await editor.click();
      await page.keyboard.press('Control+End');
      const sentence = `Testsetning ${unique}.`;
      await page.keyboard.type(` ${sentence}`);
      await privacy.getByRole('button', { name: 'Lagre personvern' }).click();
      await expect(toast(page).filter({ hasText: 'Personvern lagret' })).toBeVisible();
      await expect(updated).toHaveValue(today());

      await page.goto('/personvern');
      const main = page.getByRole('main');
      await expect(main.getByText(`Sist oppdatert ${today()}`)).toBeVisible();
      await expect(main.getByText(sentence)).toBeVisible();
      await expect(main.locator('section').last().locator('address')).toContainText(phone);
    } finally {
      // Put the hero and the company back (the privacy day stays today: it follows any text change).
      const restored = await page.request.put('/api/site-content', { data: { hero: original.hero, company: original.company } });
      expect(restored.status()).toBe(200);
    }
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: original.company.phone })).toBeVisible();
  });

  test('opening the tab stays at its top (1440 and 390 px); Omtaler shows the rating with a decimal comma and its labels whole', async ({ page }) => {
    test.slow();
    await signIn(page, DEMO_ADMIN);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin?fane=innhold');
      // Once the editors hold their texts, nothing has moved the page or taken the focus.
      await expect(page.getByRole('textbox', { name: 'Personvernerklæring', exact: true })).toContainText('Behandlingsansvarlig');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.closest('[contenteditable]') ?? null)).toBeNull();
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    const reviews = page.getByRole('form', { name: 'Omtaler' });
    await expect(reviews.getByRole('textbox', { name: /^Vurdering 1/ })).toHaveValue(/^\d,\d$/);
    // Every field's label fits its field (MUI cuts a long one off with an ellipsis).
    const cut = await reviews.locator('label').evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
    expect(cut).toEqual([]);
  });
});
