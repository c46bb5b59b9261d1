/**
 * Product facts in the admin (docs/product.md: Admin panel, Produktfakta): an administrator adds a
 * use term and a statement in the Produktfakta tab, edits a product's facts in the product dialog
 * (the new term, a task, coverage, the new P statement, a size's net quantity), saves, reopens and
 * finds them kept; a malformed UFI is answered under its field with the input kept; a statement's
 * new wording reaches the public API. The product, term and statement are this spec's own (other
 * specs assert on the demo products and the seeded catalogue) and are removed after.
 */
import { test, expect } from './fixtures';
import { DEMO_ADMIN, deleteProducts, signIn, toast } from './helpers';

const ARTICLE = 'E2E-FAKTA-1';
const TERM = 'E2E Terrassebord';
const TERM_SLUG = 'e2e-terrassebord';
/** A combination code: its '+' travels percent-encoded in the API's address. */
const CODE = 'P403+P235';
const WORDING = 'Oppbevares på et godt ventilert sted. Oppbevares kjølig (E2E).';
const UFI_MESSAGE = 'UFI må være fire grupper på fire tegn (0–9 og A–Z uten B, I, L, O, Z), f.eks. E600-30P1-S00Y-5079';

test.describe('admin: product facts', () => {
  test('an administrator adds a use term and a statement, edits a product’s facts, sees them kept, and a new wording reaches the public API', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, DEMO_ADMIN);
    const api = page.request;
    try {
      const created = await api.post('/api/products', {
        data: {
          name: 'E2E Faktaolje',
          category: 'Treolje',
          imageUrl: 'https://cdn.example/e2e-fakta.jpg',
          variants: [{ articleNumber: ARTICLE, sizeLabel: '500 ml', recommendedPriceNok: '149' }],
        },
      });
      expect(created.status()).toBe(201);

      // Produktfakta › Bruksområder: a new term at the end of the list.
      await page.goto('/admin?fane=produktfakta');
      await page.getByRole('button', { name: 'Legg til bruksområde' }).click();
      const termDialog = page.getByRole('dialog', { name: 'Legg til bruksområde' });
      await termDialog.getByLabel('Navn').fill(TERM);
      await termDialog.getByRole('button', { name: 'Lagre' }).click();
      await expect(toast(page)).toContainText('Bruksområde lagt til');
      const terms = page.getByRole('table', { name: /Bruksområder/ });
      await expect(terms.getByRole('row', { name: new RegExp(TERM) })).toContainText(TERM_SLUG);

      // Produktfakta › Faresetninger: a new P statement, its code typed loosely.
      await page.goto('/admin?fane=produktfakta&del=faresetninger');
      await page.getByRole('button', { name: 'Legg til setning' }).click();
      const phraseDialog = page.getByRole('dialog', { name: 'Legg til setning' });
      await phraseDialog.getByLabel('Kode').fill(' p403 + p235 ');
      await phraseDialog.getByLabel('Ordlyd (norsk)').fill(WORDING);
      await phraseDialog.getByRole('button', { name: 'Lagre' }).click();
      await expect(toast(page)).toContainText('Setning lagt til');
      await expect(page.getByRole('table', { name: /Faresetninger/ }).getByRole('row', { name: /P403\+P235/ })).toContainText(WORDING);

      // The product's dialog: the facts in three folded groups.
      await page.goto(`/admin?q=${ARTICLE}`);
      await page.getByRole('button', { name: 'Rediger E2E Faktaolje' }).click();
      let dialog = page.getByRole('dialog', { name: 'Rediger E2E Faktaolje' });
      const useGroup = dialog.getByRole('button', { name: /^Bruk/ });
      await expect(useGroup).toHaveAttribute('aria-expanded', 'false');
      await useGroup.click();
      await expect(useGroup).toHaveAttribute('aria-expanded', 'true');
      await dialog.getByRole('combobox', { name: 'Passer til' }).fill('E2E');
      await page.getByRole('option', { name: TERM }).click();
      await dialog.getByRole('checkbox', { name: 'Beskytte' }).check();
      await dialog.getByRole('button', { name: /^Tekniske data/ }).click();
      await dialog.getByLabel('Dekkevne fra').fill('8');
      await dialog.getByLabel('Dekkevne til').fill('12,5');
      // The hazard group opened with the keyboard.
      await dialog.getByRole('button', { name: /^Faremerking/ }).focus();
      await page.keyboard.press('Enter');
      await dialog.getByRole('combobox', { name: 'Sikkerhetssetninger (P)' }).fill('P235');
      await page.getByRole('option', { name: /P403\+P235/ }).click();
      await dialog.getByLabel('Nettoinnhold (valgfri)').fill('500');
      await dialog.getByLabel('Enhet').selectOption('ml');
      await dialog.getByRole('button', { name: 'Lagre endringer' }).click();
      await expect(toast(page)).toContainText('Produkt oppdatert');
      await expect(dialog).toBeHidden();

      // Reopened: everything kept.
      await page.getByRole('button', { name: 'Rediger E2E Faktaolje' }).click();
      dialog = page.getByRole('dialog', { name: 'Rediger E2E Faktaolje' });
      await expect(dialog.getByRole('button', { name: /^Bruk/ })).toContainText('2 utfylt');
      await dialog.getByRole('button', { name: /^Bruk/ }).click();
      await expect(dialog.getByText(TERM, { exact: true })).toBeVisible(); // the chip
      await expect(dialog.getByRole('checkbox', { name: 'Beskytte' })).toBeChecked();
      await dialog.getByRole('button', { name: /^Tekniske data/ }).click();
      await expect(dialog.getByLabel('Dekkevne fra')).toHaveValue('8');
      await expect(dialog.getByLabel('Dekkevne til')).toHaveValue('12,5');
      await dialog.getByRole('button', { name: /^Faremerking/ }).click();
      await expect(dialog.getByText(`${CODE} ${WORDING}`)).toBeVisible();
      await expect(dialog.getByLabel('Nettoinnhold (valgfri)')).toHaveValue('500');
      await expect(dialog.getByLabel('Enhet')).toHaveValue('ml');

      // A malformed UFI: the Norwegian message under the field, the input kept, nothing saved.
      await dialog.getByLabel('UFI (valgfri)').fill('E600-30P1-S00Y');
      await dialog.getByRole('button', { name: 'Lagre endringer' }).click();
      await expect(dialog.getByLabel('UFI (valgfri)')).toHaveAccessibleDescription(UFI_MESSAGE);
      await expect(dialog.getByLabel('UFI (valgfri)')).toHaveValue('E600-30P1-S00Y');
      await expect(dialog.getByRole('button', { name: /^Faremerking/ })).toContainText('har feil');
      await dialog.getByRole('button', { name: 'Avbryt' }).click();

      // The server refuses it too (the same schema), with the field named.
      const list = (await (await api.get(`/api/products?q=${ARTICLE}`)).json()) as { items: { id: number; ufi: string | null }[] };
      expect(list.items[0].ufi).toBeNull();
      const refused = await api.patch(`/api/products/${list.items[0].id}`, { data: { ufi: 'E600-30P1-S00Y' } });
      expect(refused.status()).toBe(400);
      expect(((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.ufi).toEqual([UFI_MESSAGE]);

      // A new wording: the public API answers it at once.
      await page.goto('/admin?fane=produktfakta&del=faresetninger&q=P235');
      await page.getByRole('button', { name: `Endre ordlyd: ${CODE}` }).click();
      const edit = page.getByRole('dialog', { name: `Endre ordlyden til ${CODE}` });
      await edit.getByLabel('Ordlyd (norsk)').fill('Oppbevares kjølig på et godt ventilert sted (E2E).');
      await edit.getByRole('button', { name: 'Lagre' }).click();
      await expect(toast(page)).toContainText('Ordlyden er endret');
      const detail = (await (await api.get(`/api/products/public/${ARTICLE}`)).json()) as {
        statements: { code: string; text: string }[];
        useLabels: { code: string; text: string }[];
      };
      expect(detail.statements).toEqual([{ code: CODE, text: 'Oppbevares kjølig på et godt ventilert sted (E2E).' }]);
      expect(detail.useLabels).toEqual([{ code: TERM_SLUG, text: TERM }]);

      // In use: the term cannot be deleted, and the confirmation says why.
      await page.goto('/admin?fane=produktfakta');
      await page.getByRole('button', { name: `Slett ${TERM}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Er du sikker?' });
      await expect(confirm).toContainText('brukes av 1 produkt');
      await confirm.getByRole('button', { name: 'Slett' }).click();
      await expect(confirm.getByRole('alert')).toContainText('Ordet brukes av 1 produkt og kan ikke slettes');
      await confirm.getByRole('button', { name: 'Avbryt' }).click();

      // Once no product uses them, both go (the code's '+' percent-encoded in the address).
      await deleteProducts(api, ARTICLE);
      expect((await api.delete(`/api/hazard-phrases/${encodeURIComponent(CODE)}`)).status()).toBe(200);
      expect((await api.delete(`/api/use-terms/${TERM_SLUG}`)).status()).toBe(200);
    } finally {
      await deleteProducts(api, ARTICLE);
      await api.delete(`/api/use-terms/${TERM_SLUG}`);
      await api.delete(`/api/hazard-phrases/${encodeURIComponent(CODE)}`);
    }
  });
});
