/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchField } from './SearchField';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

interface Found {
  articleNumber: string;
  name: string;
}

interface Pending {
  url: string;
  signal: AbortSignal;
  resolve: (products: Found[]) => void;
}

let pending: Pending[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
  pending = [];
  global.fetch = jest.fn(
    (url: string, init: RequestInit) =>
      new Promise((resolve) => {
        pending.push({
          url,
          signal: init.signal!,
          resolve: (products) =>
            resolve({
              ok: true,
              json: async () => ({ query: '', products: products.map((p) => ({ ...p, imageUrl: '/x.jpg', category: null, exact: false })) }),
            } as Response),
        });
      }),
  ) as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

const TEAK = [
  { articleNumber: '3010', name: 'Teakolje Natur' },
  { articleNumber: 'E-710', name: 'Hagemøbelolje 1 l' },
];

function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } });
}

/** Answers the i-th request the field made. */
async function answer(i: number, products: Found[]) {
  await act(async () => {
    pending[i].resolve(products);
  });
}

describe('SearchField (the header search combobox)', () => {
  it('asks once, 150 ms after the last keystroke, and aborts a request still running', async () => {
    render(<SearchField id="sok-header" variant="header" />);
    const field = screen.getByRole('combobox', { name: 'Søk etter produkter' });
    type(field, 't');
    type(field, 'te');
    type(field, 'tek');
    act(() => void jest.advanceTimersByTime(149));
    expect(fetch).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(pending[0].url).toBe('/api/products/search?q=tek');
    type(field, 'tekolje');
    act(() => void jest.advanceTimersByTime(150));
    expect(pending[0].signal.aborted).toBe(true);
    expect(pending[1].url).toBe('/api/products/search?q=tekolje');
    // A late answer to the aborted request shows nothing.
    await answer(0, [{ articleNumber: '9999', name: 'Feil' }]);
    expect(screen.queryByRole('option')).toBeNull();
    await answer(1, TEAK);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Teakolje NaturArt.nr: 3010',
      'Hagemøbelolje 1 lArt.nr: E-710',
      'Vis alle treff på «tekolje»',
    ]);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.parentElement!.querySelector('[aria-live="polite"]')?.textContent).toBe('2 forslag');
  });

  it('moves with the arrow keys, opens the chosen product with Enter, and submits without a choice', async () => {
    render(<SearchField id="sok-header" variant="header" />);
    const field = screen.getByRole('combobox', { name: 'Søk etter produkter' });
    type(field, 'teak');
    act(() => void jest.advanceTimersByTime(150));
    await answer(0, TEAK);
    // Enter with no option chosen is left to the form (GET /sok?q=).
    expect(fireEvent.keyDown(field, { key: 'Enter' })).toBe(true);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe('sok-header-forslag-1');
    expect(screen.getAllByRole('option')[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    // From the first option ArrowUp wraps to the last ('Vis alle treff').
    expect(field.getAttribute('aria-activedescendant')).toBe('sok-header-forslag-2');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(fireEvent.keyDown(field, { key: 'Enter' })).toBe(false);
    expect(push).toHaveBeenCalledWith('/produkt/3010');
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape (without letting the drawer see it) and with a click outside', async () => {
    render(
      <div>
        <SearchField id="sok-drawer" variant="drawer" />
        <p>Utenfor</p>
      </div>,
    );
    const field = screen.getByRole('combobox', { name: 'Søk etter produkter' });
    type(field, 'olje');
    act(() => void jest.advanceTimersByTime(150));
    await answer(0, TEAK);
    const outer = jest.fn();
    document.addEventListener('keydown', outer);
    fireEvent.keyDown(field, { key: 'Escape' });
    document.removeEventListener('keydown', outer);
    expect(outer).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('Utenfor'));
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the ids of two fields apart (the header and the drawer)', async () => {
    const { container } = render(
      <>
        <SearchField id="sok-header" variant="header" />
        <SearchField id="sok-drawer" variant="drawer" />
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids).toEqual(['sok-header', 'sok-header-forslag', 'sok-drawer', 'sok-drawer-forslag']);
    for (const field of screen.getAllByRole('combobox')) expect(field.getAttribute('aria-controls')).toBe(`${field.id}-forslag`);
  });
});
