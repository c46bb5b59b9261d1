import sharp from 'sharp';
import { test, expect } from './fixtures';
import { DEMO_ADMIN, deleteProducts, signIn, toast } from './helpers';

/** A real 400×300 PNG, made here so the test needs no fixture file. */
async function productPng(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

test.describe('admin: editing products, locations and documents', () => {
  test('an administrator adds a product with rich text, an image and a retailer link, sees it in the catalogue, edits it and deletes it', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO_ADMIN);
    try {
      await page.goto('/admin');
      // 'Legg til produkt' opens the product form in a dialog (the list stays first on the tab).
      await page.getByRole('button', { name: 'Legg til produkt' }).click();
      const form = page.getByRole('dialog', { name: 'Legg til produkt' });

      // The shared schema speaks before anything is sent.
      await form.getByRole('button', { name: 'Legg til produkt' }).click();
      await expect(form.getByLabel('Produktnavn')).toHaveAccessibleDescription('Produktnavn må være 1–200 tegn');

      await form.getByLabel('Artikkelnummer').fill('E2E-RT-1');
      await form.getByLabel('Produktnavn').fill('Rik testolje & «glans»');
      await form.getByLabel('Kategori').fill('Treolje');
      await form.getByLabel('Veiledende pris (kr, valgfri)').fill('249,90');

      // A text file is refused by content; a real image is stored and previewed.
      const upload = form.getByLabel(/^Last opp bilde/);
      await upload.setInputFiles({ name: 'bilde.png', mimeType: 'image/png', buffer: Buffer.from('ikke et bilde') });
      await expect(form.getByLabel('Bilde-URL')).toHaveAccessibleDescription(/Filen er ikke et bilde/);
      // The toast too (shown, but hidden from screen readers behind the open dialog, as the page is).
      await expect(page.locator('section[aria-label="Varsler (F8)"]')).toContainText('Feil ved opplasting');
      await upload.setInputFiles({ name: 'testolje.png', mimeType: 'image/png', buffer: await productPng() });
      await expect(form.getByLabel('Bilde-URL')).toHaveValue(/^\/media\/products\/.+\.jpg$/);
      await expect(form.getByRole('img', { name: 'Forhåndsvisning av produktbildet' })).toBeVisible();

      // Rich text: a bold phrase and a bulleted list, through the toolbar.
      const description = form.getByRole('textbox', { name: 'Beskrivelse', exact: true });
      await expect(description).toHaveCSS('height', '200px');
      const tools = form.getByRole('toolbar', { name: 'Beskrivelse' });
      await description.click();
      await page.keyboard.type('Gir treet ');
      await tools.getByRole('button', { name: 'Fet' }).click();
      await expect(tools.getByRole('button', { name: 'Fet' })).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.type('dyp glans');
      await tools.getByRole('button', { name: 'Fet' }).click();
      await page.keyboard.type('.');
      await page.keyboard.press('Enter');
      await tools.getByRole('button', { name: 'Punktliste' }).click();
      await page.keyboard.type('Rist godt');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Påfør tynt');
      await expect(description.locator('ul li')).toHaveCount(2);

      await form.getByRole('button', { name: 'Legg til nettbutikk' }).click();
      await form.getByLabel('Produktlenke').fill('https://butikk.example/rik-testolje');

      await form.getByRole('button', { name: 'Legg til produkt' }).click();
      await expect(toast(page)).toContainText('Produkt lagt til');
      // The dialog closes; opened again, the form is empty.
      await expect(form).toBeHidden();
      await page.getByRole('button', { name: 'Legg til produkt' }).click();
      await expect(form.getByLabel('Artikkelnummer')).toHaveValue('');
      await expect(form.getByRole('textbox', { name: 'Beskrivelse', exact: true })).toHaveText('');
      await form.getByRole('button', { name: 'Avbryt' }).click();

      // The public product page shows it at once (the catalogue cache was revalidated).
      await page.goto('/produkt/E2E-RT-1');
      await expect(page.getByRole('heading', { level: 1, name: 'Rik testolje & «glans»' })).toBeVisible();
      await expect(page.locator('strong, b').filter({ hasText: 'dyp glans' }).first()).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'Påfør tynt' })).toBeVisible();
      const image = page.getByRole('img', { name: /Rik testolje/ }).first();
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(page.locator('a[href="https://butikk.example/rik-testolje"]')).toBeVisible();

      // Edit: the article number is locked, the editor loads the stored HTML.
      await page.goto('/admin?q=E2E-RT-1');
      await page.getByRole('button', { name: 'Rediger Rik testolje & «glans»' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rediger Rik testolje & «glans»' });
      await expect(dialog.getByLabel('Artikkelnummer')).toHaveAttribute('readonly', '');
      await expect(dialog.getByRole('textbox', { name: 'Beskrivelse', exact: true }).locator('strong, b').first()).toHaveText('dyp glans');
      // Loading the stored texts leaves the focus where it was: the dialog stays at its top.
      await expect(dialog.getByRole('textbox', { name: 'Beskrivelse', exact: true })).not.toBeFocused();
      await expect(dialog.getByRole('textbox', { name: 'Bruksanvisning', exact: true })).not.toBeFocused();
      await expect(dialog.getByLabel('Produktlenke')).toHaveValue('https://butikk.example/rik-testolje');
      await dialog.getByLabel('Produktnavn').fill('Rik testolje Pluss');
      await dialog.getByRole('button', { name: 'Fjern nettbutikk 1' }).click();
      await dialog.getByRole('button', { name: 'Lagre endringer' }).click();
      await expect(toast(page)).toContainText('Produkt oppdatert');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('row', { name: /Rik testolje Pluss/ })).toBeVisible();

      await page.goto('/produkt/E2E-RT-1');
      await expect(page.getByRole('heading', { level: 1, name: 'Rik testolje Pluss' })).toBeVisible();
      await expect(page.locator('strong, b').filter({ hasText: 'dyp glans' }).first()).toBeVisible();
      await expect(page.locator('a[href="https://butikk.example/rik-testolje"]')).toHaveCount(0);

      // Delete: gone from the catalogue.
      await page.goto('/admin?q=E2E-RT-1');
      await page.getByRole('button', { name: 'Slett Rik testolje Pluss' }).click();
      await page.getByRole('dialog', { name: 'Er du sikker?' }).getByRole('button', { name: 'Slett' }).click();
      await expect(toast(page)).toContainText('Produkt slettet');
      expect((await page.request.get('/produkt/E2E-RT-1')).status()).toBe(404);
    } finally {
      await deleteProducts(page.request, 'E2E-RT-1');
    }
  });

  test('sizes: a product added with two sizes; edited: a third added, moved up, one removed; each error on its row', async ({ page }) => {
    test.slow();
    await signIn(page, DEMO_ADMIN);
    // Another product holding an article number, for the server's 409 on the row.
    const other = await page.request.post('/api/products', {
      data: {
        name: 'Annen størrelsesolje',
        category: 'Treolje',
        imageUrl: 'https://cdn.example/a.jpg',
        variants: [{ articleNumber: 'E2E-STR-9', gtin: '96385074' }],
      },
    });
    expect(other.status()).toBe(201);
    try {
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Legg til produkt' }).click();
      const form = page.getByRole('dialog', { name: 'Legg til produkt' });
      await form.getByLabel('Produktnavn').fill('Størrelsesolje E2E');
      await form.getByLabel('Kategori').fill('Treolje');
      await form.getByLabel('Bilde-URL').fill('https://cdn.example/str.jpg');
      // The sizes: a fieldset, each row a group named 'Størrelse N' for screen readers.
      const sizes = form.getByRole('group', { name: 'Størrelser', exact: true });
      const row = (n: number) => sizes.getByRole('group', { name: `Størrelse ${n}`, exact: true });
      await expect(row(1).getByLabel('Artikkelnummer')).toHaveAccessibleDescription('Første størrelse: blir produktets eget artikkelnummer');
      await row(1).getByLabel('Artikkelnummer').fill('E2E-STR-1');
      await row(1).getByLabel('Størrelse (f.eks. 500 ml)').fill('250 ml');
      await row(1).getByLabel('Veiledende pris (kr, valgfri)').fill('149');
      await sizes.getByRole('button', { name: 'Legg til størrelse' }).click();
      // The new row's article number takes the focus.
      await expect(row(2).getByLabel('Artikkelnummer')).toBeFocused();
      await page.keyboard.type('E2E-STR-2');
      await row(2).getByLabel('Størrelse (f.eks. 500 ml)').fill('500 ml');
      await row(2).getByLabel('Veiledende pris (kr, valgfri)').fill('229,50');
      await row(2).getByLabel('GTIN (strekkode)').fill('7038010009458');
      await form.getByRole('button', { name: 'Legg til produkt' }).click();
      // The check digit is checked in the browser, on the size that has it.
      await expect(row(2).getByLabel('GTIN (strekkode)')).toHaveAccessibleDescription('Ugyldig GTIN: kontrollsifferet stemmer ikke');
      await expect(row(1).getByLabel('GTIN (strekkode)')).not.toHaveAttribute('aria-invalid', 'true');
      await row(2).getByLabel('GTIN (strekkode)').fill('7038010009457');
      await form.getByRole('button', { name: 'Legg til produkt' }).click();
      await expect(toast(page)).toContainText('Produkt lagt til');
      await expect(form).toBeHidden();

      await page.goto('/admin?q=E2E-STR-1');
      const listed = page.getByRole('row', { name: /Størrelsesolje E2E/ });
      await expect(listed).toContainText('250 ml · 500 ml');
      await expect(listed).toContainText(/Fra 149,00\skr/);

      await page.getByRole('button', { name: 'Rediger Størrelsesolje E2E' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rediger Størrelsesolje E2E' });
      const edit = dialog.getByRole('group', { name: 'Størrelser', exact: true });
      const editRow = (n: number) => edit.getByRole('group', { name: `Størrelse ${n}`, exact: true });
      // Saved sizes: article numbers locked; the main size has no 'Fjern'.
      await expect(editRow(1).getByLabel('Artikkelnummer')).toHaveValue('E2E-STR-1');
      await expect(editRow(1).getByLabel('Artikkelnummer')).toHaveAttribute('readonly', '');
      await expect(editRow(1).getByLabel('Artikkelnummer')).toHaveAccessibleDescription('Produktets eget artikkelnummer: størrelsen kan ikke fjernes');
      await expect(editRow(1).getByRole('button', { name: 'Fjern størrelse 1' })).toHaveCount(0);
      await expect(editRow(2).getByLabel('Artikkelnummer')).toHaveAttribute('readonly', '');
      await expect(editRow(2).getByLabel('GTIN (strekkode)')).toHaveValue('7038010009457');

      await edit.getByRole('button', { name: 'Legg til størrelse' }).click();
      await expect(editRow(3).getByLabel('Artikkelnummer')).toBeFocused();
      await page.keyboard.type('E2E-STR-9');
      await editRow(3).getByLabel('Størrelse (f.eks. 500 ml)').fill('1 l');
      await editRow(3).getByLabel('Veiledende pris (kr, valgfri)').fill('399');
      // Moved up with the keyboard: the focus follows the row, the move is read out.
      await editRow(3).getByRole('button', { name: 'Flytt størrelse 3 opp' }).focus();
      await page.keyboard.press('Enter');
      await expect(editRow(2).getByLabel('Artikkelnummer')).toHaveValue('E2E-STR-9');
      await expect(editRow(2).getByRole('button', { name: 'Flytt størrelse 2 opp' })).toBeFocused();
      await expect(edit.getByRole('status').filter({ hasText: 'Størrelse 3 flyttet til plass 2' })).toHaveCount(1);
      // The other product has that article number: the server's 409 lands on this row.
      await dialog.getByRole('button', { name: 'Lagre endringer' }).click();
      await expect(editRow(2).getByLabel('Artikkelnummer')).toHaveAccessibleDescription('Et produkt med dette artikkelnummeret finnes allerede');
      await expect(editRow(3).getByLabel('Artikkelnummer')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(dialog).toBeVisible();
      await editRow(2).getByLabel('Artikkelnummer').fill('E2E-STR-3');
      // Remove 500 ml (now the third): the focus stays in the list.
      await editRow(3).getByRole('button', { name: 'Fjern størrelse 3' }).click();
      await expect(edit.getByRole('group', { name: /^Størrelse \d+$/ })).toHaveCount(2);
      await expect(editRow(2).getByLabel('Artikkelnummer')).toBeFocused();
      await dialog.getByRole('button', { name: 'Lagre endringer' }).click();
      await expect(toast(page)).toContainText('Produkt oppdatert');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('row', { name: /Størrelsesolje E2E/ })).toContainText('250 ml · 1 l');

      const stored = await (await page.request.get('/api/products?q=E2E-STR-1&page=1&pageSize=50')).json();
      expect(
        stored.items[0].variants.map((v: { articleNumber: string; sizeLabel: string; recommendedPriceNok: number | null }) => [
          v.articleNumber,
          v.sizeLabel,
          v.recommendedPriceNok,
        ]),
      ).toEqual([
        ['E2E-STR-1', '250 ml', 149],
        ['E2E-STR-3', '1 l', 399],
      ]);
      // The removed size's address no longer answers; the new one opens the product.
      expect((await page.request.get('/produkt/E2E-STR-2')).status()).toBe(404);
      await page.goto('/produkt/E2E-STR-3');
      await expect(page.getByRole('heading', { level: 1, name: /Størrelsesolje E2E/ })).toBeVisible();
    } finally {
      await deleteProducts(page.request, 'E2E-STR');
    }
  });

  test('dealer locations: add, edit, CSV import (refused with line errors, then accepted), delete', async ({ page }) => {
    // Several pages and server round trips: triple time on a loaded machine (no timing assertions).
    test.slow();
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=forhandlere&del=steder');
    const form = page.getByRole('form', { name: 'Legg til forhandlersted' });
    await form.getByLabel('Id').fill('e2e-sted-1');
    await form.getByLabel('Navn').fill('TESTBUTIKKEN OG SØNN');
    await form.getByLabel('Adresse').fill('Storgata 1, 0155 Oslo');
    await form.getByLabel('Breddegrad (valgfri)').fill('59,91');
    await form.getByRole('button', { name: 'Legg til forhandlersted' }).click();
    await expect(form.getByLabel('Breddegrad (valgfri)')).toHaveAccessibleDescription('Fyll ut både breddegrad og lengdegrad, eller ingen av dem');
    await form.getByLabel('Lengdegrad (valgfri)').fill('10,75');
    await form.getByRole('button', { name: 'Legg til forhandlersted' }).click();
    await expect(toast(page)).toContainText('Forhandlersted lagt til');

    await page.getByRole('searchbox', { name: 'Søk', exact: true }).fill('e2e-sted');
    await page.getByRole('button', { name: 'Filtrer', exact: true }).click();
    const row = page.getByRole('row', { name: /Testbutikken og Sønn/ });
    // nb-NO decimals, the two numbers parted by a semicolon.
    await expect(row).toContainText('59,9100; 10,7500');

    await row.getByRole('button', { name: 'Rediger Testbutikken og Sønn' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rediger Testbutikken og Sønn' });
    await dialog.getByLabel('Adresse').fill('Storgata 2, 0155 Oslo');
    // What it carries: none ticked (everything) until the operator narrows it.
    const sortiment = dialog.getByRole('group', { name: 'Sortiment' });
    await expect(sortiment.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await sortiment.getByRole('checkbox', { name: 'Lærpleie' }).check();
    await dialog.getByLabel('Enkeltprodukter (valgfri)').fill('1030');
    await dialog.getByRole('button', { name: 'Lagre endringer' }).click();
    await expect(toast(page)).toContainText('Forhandlersted oppdatert');
    await expect(page.getByRole('row', { name: /Testbutikken og Sønn/ })).toContainText('Storgata 2');
    await expect(page.getByRole('row', { name: /Testbutikken og Sønn/ })).toContainText('Lærpleie, 1030');

    const importForm = page.getByRole('form', { name: 'Importer forhandlersteder' });
    const file = importForm.getByLabel(/^CSV-fil/);
    await file.setInputFiles({
      name: 'steder.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('e2e-sted-2;Ny butikk;Vei 1, 5003 Bergen;60,39;5,32\ne2e-sted-3;Mangler koordinat;Vei 2;60,1\n', 'utf8'),
    });
    await importForm.getByRole('button', { name: 'Importer' }).click();
    await expect(importForm.getByRole('alert')).toContainText('Linje 2: Forventet 5 til 7 felt');
    await file.setInputFiles({
      name: 'steder.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('e2e-sted-2;NY BUTIKK I BERGEN;Vei 1, 5003 Bergen;60,39;5,32;Treolje\n', 'utf8'),
    });
    await importForm.getByRole('button', { name: 'Importer' }).click();
    await expect(toast(page)).toContainText('1 nye og 0 oppdaterte forhandlersteder.');
    await page.goto('/admin?fane=forhandlere&del=steder&q=e2e-sted');
    await expect(page.getByRole('row', { name: /Ny Butikk i Bergen/ })).toBeVisible();

    // The finder shows the new place.
    const finder = await page.request.get('/api/dealer-locations/nearby?postnummer=5003');
    expect(JSON.stringify(await finder.json())).toContain('Ny Butikk i Bergen');
    // Only for what it carries (the CSV's sixth field).
    expect(JSON.stringify(await (await page.request.get('/api/dealer-locations/nearby?postnummer=5003&category=Treolje')).json())).toContain(
      'Ny Butikk i Bergen',
    );
    expect(JSON.stringify(await (await page.request.get('/api/dealer-locations/nearby?postnummer=5003&category=L%C3%A6rpleie')).json())).not.toContain(
      'Ny Butikk i Bergen',
    );

    for (const name of ['Testbutikken og Sønn', 'Ny Butikk i Bergen']) {
      await page.getByRole('button', { name: `Slett ${name}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Er du sikker?' });
      await expect(confirm).toContainText(`Dette vil permanent slette forhandlerstedet "${name}".`);
      await confirm.getByRole('button', { name: 'Slett' }).click();
      await expect(toast(page)).toContainText('Forhandlersted slettet');
      await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    }
  });

  test('dealer documents: a file that is not what its name says is refused; a PDF is uploaded, listed for dealers, deleted', async ({ page }) => {
    // Several pages and server round trips: triple time on a loaded machine (no timing assertions).
    test.slow();
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin?fane=forhandlere&del=dokumenter');
    const form = page.getByRole('form', { name: 'Last opp dokument' });
    await form.getByLabel('Tittel').fill('Prisliste høst E2E');
    const file = form.getByLabel(/^Fil/);
    await file.setInputFiles({ name: 'prisliste.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>ikke pdf</html>') });
    await form.getByRole('button', { name: 'Last opp dokument' }).click();
    await expect(form.getByLabel(/^Fil/)).toHaveAccessibleDescription('Filens innhold stemmer ikke med filendelsen');

    await file.setInputFiles({
      name: 'prisliste høst.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1'),
    });
    await form.getByRole('button', { name: 'Last opp dokument' }).click();
    await expect(toast(page)).toContainText('Dokument lastet opp');
    const row = page.getByRole('row', { name: /Prisliste høst E2E/ });
    await expect(row).toContainText('prisliste høst.pdf');

    const listed = await page.request.get('/api/dealer-documents');
    expect(JSON.stringify(await listed.json())).toContain('Prisliste høst E2E');

    await row.getByRole('button', { name: 'Slett Prisliste høst E2E' }).click();
    await page.getByRole('dialog', { name: 'Er du sikker?' }).getByRole('button', { name: 'Slett' }).click();
    await expect(toast(page)).toContainText('Dokument slettet');
    await expect(page.getByRole('row', { name: /Prisliste høst E2E/ })).toHaveCount(0);
  });
});
