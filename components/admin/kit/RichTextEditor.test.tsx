/**
 * @jest-environment jsdom
 */
import { act, render, screen, within } from '@testing-library/react';
import { isAllowedLink, RichTextEditor } from './RichTextEditor';

const STORED =
  '<h2>Bruk</h2><p>Gir <strong>dyp glans</strong> og <em>vern</em>.</p><ul><li>Rist godt</li><li>Påfør tynt</li></ul><p><a href="https://nordisk.example/">Les mer</a></p>';

describe('RichTextEditor', () => {
  it('loads stored HTML into the editor: headings, bold, italic, lists and links', async () => {
    render(<RichTextEditor label="Beskrivelse" value={STORED} onChange={() => {}} />);
    const box = await screen.findByRole('textbox', { name: 'Beskrivelse' });
    await act(async () => {});
    expect(box.querySelector('h2')?.textContent).toBe('Bruk');
    expect(within(box).getByText('dyp glans').closest('strong, b')).not.toBeNull();
    expect(within(box).getByText('vern').closest('em, i')).not.toBeNull();
    expect([...box.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Rist godt', 'Påfør tynt']);
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://nordisk.example/');
    expect(box.style.height).toBe('200px');
  });

  it('loads stored HTML without taking the focus (a page or dialog with editors stays where it opened)', async () => {
    render(
      <>
        <RichTextEditor label="Beskrivelse" value={STORED} onChange={() => {}} />
        <RichTextEditor label="Bruksanvisning" value={STORED} onChange={() => {}} />
      </>,
    );
    const boxes = [await screen.findByRole('textbox', { name: 'Beskrivelse' }), await screen.findByRole('textbox', { name: 'Bruksanvisning' })];
    await act(async () => {});
    expect(boxes[1].querySelector('h2')?.textContent).toBe('Bruk');
    expect(boxes).not.toContain(document.activeElement);
    expect(document.getSelection()?.rangeCount ?? 0).toBe(0);
  });

  it('has a labelled toolbar with the fixed tools, each with a pressed state and a name (icons, no emoji)', async () => {
    render(<RichTextEditor label="Bruksanvisning" value="" onChange={() => {}} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Bruksanvisning' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-pressed')]);
    expect(names).toEqual([
      ['Fet', 'false'],
      ['Kursiv', 'false'],
      ['Overskrift H2', 'false'],
      ['Overskrift H3', 'false'],
      ['Avsnitt', 'true'],
      ['Punktliste', 'false'],
      ['Nummerert liste', 'false'],
      ['Lenke', 'false'],
    ]);
    // The link tool draws an icon: an emoji renders as an empty box without an emoji font.
    const link = within(toolbar).getByRole('button', { name: 'Lenke' });
    expect(link.textContent).toBe('');
    expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows an error under the editor and ties it to the text box', async () => {
    render(<RichTextEditor label="Beskrivelse" value="" onChange={() => {}} error="Teksten er for lang (maks 50 000 tegn)" />);
    const box = await screen.findByRole('textbox', { name: 'Beskrivelse' });
    const alert = screen.getByRole('alert');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(alert.id);
    expect(alert.textContent).toBe('Teksten er for lang (maks 50 000 tegn)');
  });
});

describe('isAllowedLink', () => {
  it.each(['https://a.no/x', 'http://a.no', 'mailto:post@a.no', 'tel:+47 22 00 00 00'])('allows %s', (url) => {
    expect(isAllowedLink(url)).toBe(true);
  });
  it.each(['javascript:alert(1)', 'data:text/html,x', '//a.no', 'a.no', 'https://a b.no'])('refuses %s', (url) => {
    expect(isAllowedLink(url)).toBe(false);
  });
});
