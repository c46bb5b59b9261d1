import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';
import { createDealer, csvRows, DEMO_ADMIN, DEMO_DEALER, signIn, signedInRequest, toast } from './helpers';
import { zipEntryNames } from '../tests/support/zip';

/**
 * Safety data sheets end to end (docs/product.md: Produktfakta, Dokumenter; Sikkerhetsdatablader):
 * without JavaScript the product page links its demo SDS, which answers a PDF; an administrator
 * publishes a new revision of 3010 in 'Datablader' and the outbox holds one e-mail per active
 * dealer; a dealer of this spec's own (other specs open the portal as the demo dealer, which moves
 * its 'Ny revisjon' mark) sees 'Ny revisjon' in the portal and downloads it; the administrator sees
 * it downloaded; the zip holds every current sheet.
 */

/** A small, real PDF (its header and its end: the server checks both). */
const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% ${text}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/produkt/3010 links its safety data sheet, which answers 200 application/pdf', async ({ page }) => {
    await page.goto('/produkt/3010');
    const link = page.locator('a[href="/produkt/3010/sikkerhetsdatablad"]').first();
    await expect(link).toBeVisible();
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^inline; filename="3010-sikkerhetsdatablad-no-rev-[\w-]+\.pdf"/);
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a product without one answers a Norwegian 404 page', async ({ page }) => {
    const response = await page.goto('/produkt/1010/sikkerhetsdatablad');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Sikkerhetsdatablad ikke funnet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tilbake til produktet' })).toHaveAttribute('href', '/produkt/1010');
  });
});

test.describe.serial('a new revision reaches the dealers', () => {
  const revision = `E2E-${Date.now() % 100000}`;
  /** This spec's own dealer, created before the revision is published (so it is sent it). */
  let dealer: Awaited<ReturnType<typeof createDealer>>;

  test('the administrator publishes it; the outbox holds one e-mail per active dealer', async ({ page, baseURL, playwright }) => {
    test.setTimeout(180_000);
    dealer = await createDealer((options) => playwright.request.newContext(options), baseURL, 'sdsmottaker');
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?q=3010');
    await page
      .getByRole('link', { name: /^Dokumenter for / })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: /^Dokumenter: .+ \(3010\)$/ })).toBeVisible();

    const form = page.getByRole('form', { name: 'Last opp ny revisjon' });
    await expect(form.getByLabel('Produkt')).toHaveValue(/\d+/);
    await form.getByLabel('Revisjon', { exact: true }).fill(revision);
    await form.getByLabel('Endringsnotat (valgfritt)').fill('Oppdatert avsnitt 8 (e2e)');
    // Not a PDF: refused under the file field, nothing published.
    await form.getByLabel('PDF-fil').setInputFiles({ name: 'sds.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>ikke pdf</html>') });
    await form.getByRole('button', { name: 'Last opp ny revisjon' }).click();
    await expect(form.getByText('Filen er ikke en PDF')).toBeVisible();

    await form.getByLabel('PDF-fil').setInputFiles({ name: 'sds.pdf', mimeType: 'application/pdf', buffer: pdf(revision) });
    await form.getByRole('button', { name: 'Last opp ny revisjon' }).click();
    await expect(toast(page)).toContainText('Revisjon publisert');
    const table = page.getByRole('table', { name: /^Dokumenter: / });
    const row = table.getByRole('row').filter({ hasText: revision });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('gjeldende');
    await expect(row).toContainText('lastet ned av 0');

    // One e-mail per active dealer account, waiting in the outbox (no SMTP in the e2e server). Other
    // specs create dealers meanwhile: the count is the revision's own, checked against its record.
    await row.getByText(/sendt til \d+ forhandlere?/).waitFor();
    const sentTo = Number((await row.textContent())!.match(/sendt til (\d+) forhandler/)![1]);
    expect(sentTo).toBeGreaterThanOrEqual(2);
    const admin = await signedInRequest(baseURL!, DEMO_ADMIN);
    const records = await csvRows(admin, (await row.getByRole('link', { name: /^Mottakere \(CSV\): / }).getAttribute('href'))!);
    const recipients = records.slice(1);
    expect(recipients).toHaveLength(sentTo);
    for (const email of [DEMO_DEALER.email, dealer.email]) expect(recipients.find((r) => r[0] === email)?.[3]).toBe('venter');
    await admin.dispose();
  });

  test("the dealer sees 'Ny revisjon', downloads it, and the administrator sees it downloaded", async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const dealerContext = await browser.newContext({ baseURL });
    const page = await dealerContext.newPage();
    await signIn(page, dealer);
    await page.goto('/dealer-portal');
    await page.getByRole('link', { name: 'Se sikkerhetsdatablader' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sikkerhetsdatablader' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Sikkerhetsdatablader' });
    const item = list.getByRole('listitem').filter({ hasText: `revisjon ${revision}` });
    await expect(item).toHaveCount(1);
    await expect(item.getByText('Ny revisjon', { exact: true })).toBeVisible();
    // The mark is its own word, not part of the product's name.
    await expect(item.locator('strong')).not.toContainText('Ny revisjon');
    await expect(item).toContainText('Art.nr. 3010');

    const downloading = page.waitForEvent('download');
    await item.getByRole('link', { name: /^Last ned sikkerhetsdatablad for / }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`3010-sikkerhetsdatablad-no-rev-${revision.toLowerCase()}.pdf`);

    // Filtering keeps the page working without a script (a GET form); the empty state.
    const filter = page.getByRole('search', { name: 'Filtrer sikkerhetsdatablader' });
    await filter.getByLabel('Søk').fill('finnes-ikke-xyz');
    await filter.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/\?.*q=finnes-ikke-xyz/);
    await expect(page.getByText('Ingen sikkerhetsdatablader passer til søket.')).toBeVisible();

    // The zip: every current sheet.
    await page.goto('/dealer-portal/sikkerhetsdatablader');
    const count = await list.getByRole('listitem').count();
    expect(count).toBeGreaterThan(0);
    await expect(list.getByText('Ny revisjon', { exact: true })).toHaveCount(0);
    const zipping = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Last ned alle (zip)' }).click();
    const zip = await zipping;
    expect(zip.suggestedFilename()).toMatch(/-sikkerhetsdatablader\.zip$/);
    const names = zipEntryNames(readFileSync((await zip.path())!));
    expect(names).toHaveLength(count);
    expect(names).toContain(`3010-sikkerhetsdatablad-no-rev-${revision.toLowerCase()}.pdf`);
    expect(names.every((n: string) => n.endsWith('.pdf'))).toBe(true);
    await dealerContext.close();

    // The administrator's record: downloaded by 1, and the dealers as CSV.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);
    await admin.goto('/admin?fane=datablader');
    const row = admin
      .getByRole('table', { name: /^Revisjoner/ })
      .getByRole('row')
      .filter({ hasText: revision });
    await expect(row).toContainText('lastet ned av 1');
    const csv = await admin.request.get((await row.getByRole('link', { name: /^Mottakere \(CSV\): / }).getAttribute('href'))!);
    expect(csv.status()).toBe(200);
    const text = (await csv.body()).toString('utf8');
    expect(text).toContain('E-post;Firma;Lagt i utboks;E-poststatus;Sendt;Første nedlasting;Siste nedlasting;Antall nedlastinger');
    expect(text).toContain(`${dealer.email};${dealer.company};`);
    await adminContext.close();
  });
});
