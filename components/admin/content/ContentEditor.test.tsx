/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import type { SiteContent } from '@/lib/content/schema';
import { ContentEditor } from './ContentEditor';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
const save = jest.fn();
jest.mock('@/lib/admin/content/actions', () => ({ updateSiteContentAction: (input: unknown) => save(input) }));

const CONTENT: SiteContent = {
  hero: {
    title: 'Pleie for tre',
    lead: 'Oljer og voks.',
    figures: [
      { figure: '30+', label: 'år' },
      { figure: '200', label: 'forhandlere' },
      { figure: '4,8', label: 'snitt' },
    ],
  },
  reviews: { items: [{ source: 'Trustpilot', score: 4.8, count: 1234, url: 'https://trustpilot.example/pleie' }] },
  about: { html: '<p>Om oss.</p>' },
  privacy: { html: '<h2>Behandlingsansvarlig</h2><p>Firmaet.</p>', updatedAt: '2026-11-01' },
  company: {
    companyName: 'Nordisk Pleie AS',
    email: 'post@pleie.example',
    phone: '+47 23 45 67 89',
    organisationNumber: '999 888 777',
    street: 'Storgata 1',
    postalCode: '0155',
    city: 'Oslo',
    country: 'Norge',
  },
  stored: ['company'],
};

async function renderEditor() {
  render(
    <ToastProvider>
      <ContentEditor content={CONTENT} />
    </ToastProvider>,
  );
  const privacy = await screen.findByRole('textbox', { name: 'Personvernerklæring' });
  await waitFor(() => expect(privacy.textContent).toContain('Behandlingsansvarlig'));
  await act(async () => {});
  return privacy;
}

describe('ContentEditor (Innhold)', () => {
  beforeEach(() => save.mockReset());

  it('loads the texts without putting the caret into an editor (the page jumped to the last one)', async () => {
    await renderEditor();
    const selection = document.getSelection();
    const inEditor = (node: Node | null | undefined) =>
      Boolean(node && (node instanceof Element ? node : node.parentElement)?.closest('[contenteditable="true"]'));
    expect(inEditor(selection?.anchorNode)).toBe(false);
    expect(inEditor(document.activeElement)).toBe(false);
  });

  it('gives every element its own id and a text field no text-area-only autofill token', async () => {
    const { container } = render(
      <ToastProvider>
        <ContentEditor content={CONTENT} />
      </ToastProvider>,
    );
    await act(async () => {});
    const ids = [...container.querySelectorAll('[id]')].map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const input of container.querySelectorAll('input')) expect(input.getAttribute('autocomplete')).not.toBe('street-address');
    expect(screen.getByRole('textbox', { name: 'Gateadresse' }).getAttribute('autocomplete')).toBe('address-line1');
  });

  it('shows a rating with a decimal comma and saves one typed with a comma', async () => {
    save.mockResolvedValue({
      ok: true,
      data: { content: { ...CONTENT, reviews: { items: [{ ...CONTENT.reviews.items[0], score: 4.5 }] } }, changed: ['reviews'] },
    });
    await renderEditor();
    const reviews = screen.getByRole('form', { name: 'Omtaler' });
    const score = within(reviews).getByRole('textbox', { name: /^Vurdering 1/ });
    expect((score as HTMLInputElement).value).toBe('4,8');
    fireEvent.change(score, { target: { value: '4,5' } });
    fireEvent.click(within(reviews).getByRole('button', { name: 'Lagre omtaler' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ reviews: { items: [{ source: 'Trustpilot', score: 4.5, count: 1234, url: 'https://trustpilot.example/pleie' }] } }),
    );
    await waitFor(() => expect((score as HTMLInputElement).value).toBe('4,5'));
  });

  it("puts the server's field errors on this section's fields", async () => {
    save.mockResolvedValue({
      ok: false,
      status: 400,
      code: 'validation_failed',
      error: 'Ugyldig innhold',
      fieldErrors: { 'company.phone': ['Oppgi et gyldig telefonnummer'] },
    });
    await renderEditor();
    const company = screen.getByRole('form', { name: 'Firma' });
    fireEvent.click(within(company).getByRole('button', { name: 'Lagre firma' }));
    const phone = within(company).getByRole('textbox', { name: /^Telefon/ });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(within(company).getByText('Oppgi et gyldig telefonnummer')).toBeTruthy();
  });
});
