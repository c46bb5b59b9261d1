import { test, expect } from './fixtures';
import { axeViolations, csvRows, DEMO_ADMIN, postFrom, signIn, toast } from './helpers';

/**
 * Message handling in the Meldinger tab (docs/product.md: Admin panel; issue 18 item 8): a visitor's
 * contact message arrives through the public API, the administrator marks it 'Besvart' with an
 * internal note, filters by 'Besvart' and finds it, 'Svar' opens the mail program with the subject,
 * and the CSV of the filter holds its row with 'Besvart'. axe on the tab and the note dialog.
 */

/**
 * POST /api/contact-messages from the loopback address 127.0.0.4 (a real socket with that source,
 * as e2e/client-address.spec.ts does): the form's rate limit counted here is not the one of the
 * contact specs, whose requests come from 127.0.0.1. Answers the status.
 */
async function sendContactMessage(baseURL: string, body: unknown): Promise<number> {
  return (await postFrom(baseURL, '127.0.0.4', '/api/contact-messages', body)).status;
}

test.describe('message handling (Meldinger)', () => {
  test('a message marked Besvart with a note, filtered, answered by e-mail and exported; axe finds nothing', async ({ page, baseURL }) => {
    // A server render per step, two axe runs and a download on a loaded machine (no timing assertions).
    test.slow();
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const name = `Kari Meldingsbehandling ${stamp}`;
    const email = `kari-${stamp}@example.no`;
    const note = `Ringt tilbake, sendt tilbud på møbelolje ${stamp}`;

    expect(await sendContactMessage(baseURL!, { name, email, message: 'Hvordan pleier jeg et eikebord?', antiSpamAnswer: '4' })).toBe(201);

    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=meldinger');
    const filter = page.getByRole('search', { name: 'Filtrer etter status' });
    await expect(filter.getByLabel('Status')).toHaveValue('');
    const messages = page.getByRole('region', { name: /^Meldinger \(\d+\)$/ });
    const row = messages.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    const status = row.getByRole('combobox', { name: `Status for ${name}` });
    await expect(status).toHaveValue('new');
    await expect(status.locator('option:checked')).toHaveText('Ny');
    expect(await axeViolations(page)).toEqual([]);

    // The status saves at once.
    await status.selectOption({ label: 'Besvart' });
    await expect(toast(page).filter({ hasText: 'Status oppdatert' })).toBeVisible();
    await expect(row.getByRole('combobox', { name: `Status for ${name}` })).toHaveValue('answered');

    // The internal note in its dialog.
    await row.getByRole('button', { name: `Internt notat for ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Internt notat for ${name}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Internt notat (vises ikke for avsenderen)').fill(note);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Lagre' }).click();
    await expect(toast(page).filter({ hasText: 'Notat lagret' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(note)).toBeVisible();

    // Filtered by 'Besvart' (on the server): the message is there, with its status and note.
    await filter.getByLabel('Status').selectOption({ label: 'Besvart' });
    await filter.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/[?&]status=answered(&|$)/);
    await expect(filter.getByLabel('Status')).toHaveValue('answered');
    const filtered = page
      .getByRole('region', { name: /^Meldinger \(\d+\)$/ })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(filtered).toHaveCount(1);
    await expect(filtered.getByRole('combobox', { name: `Status for ${name}` })).toHaveValue('answered');
    await expect(filtered.getByText(note)).toBeVisible();
    // Every row the filter shows is 'Besvart'.
    const selects = page.getByRole('region', { name: /^Meldinger \(\d+\)$/ }).getByRole('combobox');
    for (const value of await selects.evaluateAll((els) => els.map((el) => (el as HTMLSelectElement).value))) expect(value).toBe('answered');

    // 'Svar': the visitor's address with the subject in the mail program.
    await expect(filtered.getByRole('link', { name: `Svar ${name} på e-post` })).toHaveAttribute(
      'href',
      `mailto:${email}?subject=${encodeURIComponent('Sv: Henvendelse til Nordisk Pleie AS')}`,
    );

    // 'Last ned CSV' of the filter: the message's row with 'Besvart' and the note.
    const csvLink = page.getByRole('region', { name: /^Meldinger \(\d+\)$/ }).getByRole('link', { name: 'Last ned CSV' });
    await expect(csvLink).toHaveAttribute('href', '/api/contact-messages?format=csv&status=answered');
    const rows = await csvRows(page.request, (await csvLink.getAttribute('href'))!);
    expect(rows[0]).toEqual(['Dato', 'Navn', 'E-post', 'Melding', 'Status', 'Notat', 'Status endret', 'Emne']);
    const exported = rows.find((r) => r[1] === name);
    expect(exported).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      name,
      email,
      'Hvordan pleier jeg et eikebord?',
      'Besvart',
      note,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      'Generelt',
    ]);
    expect(rows.slice(1).every((r) => r[4] === 'Besvart')).toBe(true);

    // Under another filter it is not listed.
    await filter.getByLabel('Status').selectOption({ label: 'Ny' });
    await filter.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/[?&]status=new(&|$)/);
    await expect(
      page
        .getByRole('region', { name: /^Meldinger \(\d+\)$/ })
        .getByRole('row')
        .filter({ hasText: name }),
    ).toHaveCount(0);
  });
});
