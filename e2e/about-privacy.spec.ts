import { test, expect } from './fixtures';

test.describe('about page', () => {
  test('shows the hero, the key figures, the six sections and links to the contact page', async ({ page }) => {
    await page.goto('/om-oss');
    await expect(page).toHaveTitle('Om oss | Nordisk Pleie');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/om-oss$/);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

    const stats = main.getByRole('list', { name: 'Nøkkeltall' }).getByRole('listitem');
    await expect(stats).toHaveText(['100+ års erfaring', '1915 grunnlagt i Gøteborg', '#1 i kvalitet og innovasjon']);
    await expect(stats.first()).toBeVisible();

    const sections = ['Vår Visjon', 'Vår Historie', 'Kvalitet og Innovasjon', 'Miljøansvar', 'Kundeorientering', 'Fremtiden'];
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(sections);
    for (const name of sections) {
      await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }

    const contact = main.getByRole('link', { name: 'Kontakt oss', exact: true });
    await expect(contact).toHaveAttribute('href', '/kontakt');
    await expect(main.getByRole('link', { name: 'Ta kontakt med oss' })).toHaveAttribute('href', '/kontakt');
    // The header marks this page as the current one.
    await expect(page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Om oss', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('privacy page', () => {
  test('shows the dated policy with seven sections and the real company details', async ({ page }) => {
    await page.goto('/personvern');
    await expect(page).toHaveTitle('Personvern | Nordisk Pleie');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/personvern$/);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Personvernerklæring');
    await expect(main.getByText('Sist oppdatert 28.11.2026')).toBeVisible();
    // The demand insight's counts (docs/product.md: Oversikt): aggregates only, kept 365 days; the
    // advisor's answers without a product and the calculator's use; once per address and day by a hash.
    await expect(main.getByRole('heading', { level: 3, name: 'Søk, produktveileder og mengdekalkulator' })).toBeVisible();
    await expect(main.getByText(/aldri adresse, IP-adresse, informasjonskapsel eller hvem det var/)).toBeVisible();
    await expect(main.getByText(/når produktveilederen ikke finner noe produkt/)).toBeVisible();
    await expect(main.getByText(/hvor ofte mengdekalkulatoren .* brukes for hvert produkt/)).toBeVisible();
    // The stores' figures (docs/product.md: What the site does for each store): what, no personal data, how long.
    await expect(main.getByRole('heading', { level: 3, name: 'Tall for forhandlernes butikker' })).toBeVisible();
    await expect(main.getByText(/ingen adresse, IP-adresse, informasjonskapsel eller konto\. Hver besøkende telles høyst én gang per butikk/)).toBeVisible();
    await expect(main.getByText(/Tallene slettes etter 400 dager/)).toBeVisible();
    await expect(main.getByText(/høyst én gang per IP-adresse per døgn.*saltet kontrollsum/)).toBeVisible();

    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      '1. Behandlingsansvarlig',
      '2. Hvilke opplysninger vi behandler',
      '3. Formål med behandlingen',
      '4. Rettslig grunnlag',
      '5. Dine rettigheter',
      '6. Informasjonssikkerhet',
      '7. Kontakt oss',
    ]);

    // Sections 1 and 7 carry the company details from the site configuration.
    for (const id of ['behandlingsansvarlig', 'kontakt-oss']) {
      const details = main.locator(`section#${id} address`);
      await expect(details).toBeVisible();
      await expect(details).toContainText('Nordisk Pleie AS');
      await expect(details).toContainText('919 150 115');
      await expect(details).toContainText('Kvarnbygatan 15, 431 34 Mölndal, Sverige');
      await expect(details.getByRole('link', { name: 'post@nordiskpleie.example' })).toHaveAttribute('href', 'mailto:post@nordiskpleie.example');
      await expect(details.getByRole('link', { name: '+47 22 12 19 15' })).toHaveAttribute('href', 'tel:+4722121915');
    }

    // The original left an unfilled placeholder in the contact section.
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/\[|\{|TODO|placeholder|plassholder/i);
  });
});
