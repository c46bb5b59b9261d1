import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_ADMIN, DEMO_DEALER, forwardFrom, signIn, toast } from './helpers';

/**
 * The e-mail outbox in the panel (Admin › E-post; docs/operations.md §5): a message sent on
 * /kontakt becomes a notification in the outbox ('Venter': the e2e server has no SMTP, so the
 * notice says so), the administrator reads it in the dialog (the visitor's text as plain text, the
 * panel link clickable, the HTML part in a sandboxed frame), filters by status and finds it through
 * GET /api/outbox. axe on the tab and the dialog.
 */

/**
 * WCAG 2.1 A and AA rules (axe-core), as e2e/accessibility.spec.ts runs them, without the HTML
 * part's sandboxed frame: no script runs there, axe's neither (the frame element itself, e.g. its
 * title, is checked in the page).
 */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe[sandbox]').analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

// The form's POST is passed on from 127.0.0.6 (forwardFrom, e2e/helpers.ts): the contact form's per-IP limit
// counted here is not the one of the contact specs, whose browsers post from 127.0.0.1.

/**
 * Where the addresses in the 'Til' column wrap, each as 'before|after': the text of the cell with a
 * bar at every line break (found from the characters' positions).
 */
async function addressBreaks(section: Locator): Promise<string[]> {
  return section.locator('tbody tr td:nth-child(2)').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const chars: { ch: string; top: number }[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          chars.push({ ch: text[i], top: range.getBoundingClientRect().top });
        }
      }
      const text = chars.map((c) => c.ch).join('');
      return chars.flatMap((c, i) => (i > 0 && c.top > chars[i - 1].top + 2 ? [`${text.slice(0, i)}|${text.slice(i)}`] : []));
    }),
  );
}

test.describe('e-mail outbox (E-post)', () => {
  test('a contact message becomes a notification the administrator reads, filters and finds in the API; axe finds nothing', async ({ page, consoleErrors }) => {
    // A production build on a shared machine: several server renders, two axe runs.
    test.setTimeout(120_000);
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const name = `Åse Utboks ${stamp}`;
    const text = `Tåler eik <b>såpe</b>? ${stamp}`;
    const subject = `Ny melding fra ${name}`;

    // The visitor writes on /kontakt.
    await page.route('**/api/contact-messages', forwardFrom('127.0.0.6'));
    await page.goto('/kontakt');
    const form = page.getByRole('form', { name: 'Kontaktskjema' });
    await form.getByLabel('Navn', { exact: true }).fill(name);
    await form.getByLabel('E-post').fill(`ase-${stamp}@example.no`);
    await form.getByLabel('Melding').fill(text);
    await form.getByLabel('Hva er 2 + 2?').fill('4');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact-messages'));
    await form.getByRole('button', { name: 'Send melding' }).click();
    expect((await sent).status()).toBe(201);
    await expect(toast(page)).toContainText('Melding sendt!');

    // The administrator finds the notification in the outbox.
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=epost');
    await expect(page.getByRole('link', { name: 'E-post' })).toHaveAttribute('aria-current', 'page');
    const section = page.getByRole('region', { name: /^E-post \(\d+\)$/ });
    await expect(section.getByText('E-post sendes ikke: SMTP er ikke satt opp. Meldingene kan leses her.')).toBeVisible();
    const filter = section.getByRole('search', { name: 'Filtrer på status' });
    await expect(filter.getByLabel('Status')).toHaveValue('');
    const row = section.getByRole('row').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: 'Varsel om kontaktmelding' })).toBeVisible();
    await expect(row.getByText('Venter', { exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // The addresses wrap only after the '@', before a dot or after a hyphen — never inside a word.
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect((await addressBreaks(section)).filter((at) => !/[@-]\||\|\./.test(at))).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // Read it.
    const read = row.getByRole('button', { name: `Les «${subject}»` });
    await read.click();
    const dialog = page.getByRole('dialog', { name: subject });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`ase-${stamp}@example.no`, { exact: true })).toBeVisible(); // Svar til
    const body = dialog.getByTestId('outbox-text');
    await expect(body).toContainText(`Navn: ${name}`);
    await expect(body).toContainText(text); // the visitor's markup as plain text
    const panelLink = body.getByRole('link', { name: /\/admin\?fane=meldinger$/ });
    await expect(panelLink).toHaveAttribute('href', /^https?:\/\/[^/]+\/admin\?fane=meldinger$/);
    await expect(panelLink).toHaveAttribute('target', '_blank');
    expect(await violations(page)).toEqual([]);

    // The HTML part in a sandboxed frame: shown, never run; the visitor's markup escaped there too.
    await dialog.getByRole('button', { name: 'Vis HTML-versjon' }).click();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveAttribute('title', `HTML-versjonen av «${subject}»`);
    await expect(page.frameLocator(`iframe[title="HTML-versjonen av «${subject}»"]`).getByText(text)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Skjul HTML-versjon' })).toHaveAttribute('aria-expanded', 'true');
    expect(await violations(page)).toEqual([]);
    // axe tried to enter the frame and the sandbox refused its script: the console says so.
    const blocked = consoleErrors.filter((e) => e.startsWith("Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed"));
    expect(blocked.length).toBeGreaterThan(0);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !blocked.includes(e)));
    await dialog.getByRole('button', { name: 'Lukk' }).click();
    await expect(dialog).toBeHidden();
    await expect(read).toBeFocused();

    // The status filter, on the server.
    await filter.getByLabel('Status').selectOption({ label: 'Sendt' });
    await filter.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/fane=epost&status=sent$/);
    await expect(filter.getByLabel('Status')).toHaveValue('sent');
    await expect(section.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
    await expect(section.getByText('Ingen e-poster med status «Sendt».')).toBeVisible();
    await filter.getByLabel('Status').selectOption({ label: 'Venter' });
    await filter.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/fane=epost&status=pending$/);
    await expect(section.getByRole('row').filter({ hasText: subject })).toHaveCount(1);

    // The same message through GET /api/outbox (administrators).
    const api = await page.request.get('/api/outbox?status=pending&pageSize=200');
    expect(api.status()).toBe(200);
    const list = (await api.json()) as { items: { subject: string; kind: string; replyTo: string; status: string }[] };
    expect(list.items.find((m) => m.subject === subject)).toMatchObject({
      kind: 'contact_notification',
      replyTo: `ase-${stamp}@example.no`,
      status: 'pending',
    });
  });

  test('GET /api/outbox refuses visitors and dealers', async ({ playwright, baseURL }) => {
    const context = await playwright.request.newContext({ baseURL });
    try {
      expect((await context.get('/api/outbox')).status()).toBe(401);
      expect((await context.post('/api/auth/login', { data: DEMO_DEALER })).status()).toBe(200);
      expect((await context.get('/api/outbox')).status()).toBe(403);
    } finally {
      await context.dispose();
    }
  });
});
