/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { SizePicker, type SizeChoice } from './SizePicker';

// next/link needs the app router; a plain anchor with the same props is what its HTML is.
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({
    href,
    scroll,
    prefetch,
    ref,
    ...rest
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; scroll?: boolean; prefetch?: boolean; ref?: Ref<HTMLAnchorElement> }) => {
    void scroll;
    void prefetch;
    return (
      <a
        href={href}
        ref={ref}
        {...rest}
        onClick={(e) => {
          e.preventDefault();
          rest.onClick?.(e);
        }}
      />
    );
  },
}));

const NBSP = '\u00a0';
const SIZES: SizeChoice[] = [
  { articleNumber: '3020', href: '/produkt/3020', label: '500 ml', price: `189,00${NBSP}kr` },
  { articleNumber: '3010', href: '/produkt/3010', label: '1 l', price: `329,00${NBSP}kr` },
  { articleNumber: '3030', href: '/produkt/3030', label: '2,5 l', price: null },
];

describe("SizePicker (the product page's sizes)", () => {
  it("is a navigation 'Størrelse' with a link per size to its own URL, named by size and price", () => {
    render(<SizePicker sizes={SIZES} selected="3010" />);
    const nav = screen.getByRole('navigation', { name: 'Størrelse' });
    expect(within(nav).getByRole('heading', { level: 2, name: 'Størrelse' })).toBeTruthy();
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/produkt/3020', '/produkt/3010', '/produkt/3030']);
    expect(links.map((a) => a.textContent)).toEqual([`500 ml 189,00${NBSP}kr`, `1 l 329,00${NBSP}kr`, '2,5 l ']);
  });

  it('shows each size’s unit price under its price, in the link’s name', () => {
    render(<SizePicker sizes={[{ ...SIZES[0], unitPrice: `378,00${NBSP}kr/l` }, { ...SIZES[1], unitPrice: `329,00${NBSP}kr/l` }, SIZES[2]]} selected="3010" />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      `500 ml 189,00${NBSP}kr 378,00${NBSP}kr/l`,
      `1 l 329,00${NBSP}kr 329,00${NBSP}kr/l`,
      '2,5 l ',
    ]);
  });

  it('marks the selected size, and only it, as the current page', () => {
    render(<SizePicker sizes={SIZES} selected="3010" />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });

  it('gives the focus back to the chosen size once its page shows, and only then', () => {
    const { unmount } = render(<SizePicker sizes={SIZES} selected="3020" />);
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('link', { name: /^1 l/ }));
    // The new page: a new picker with the chosen size selected.
    unmount();
    const next = render(<SizePicker sizes={SIZES} selected="3010" />);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /^1 l/ }));
    // A later page that was not chosen here (a visit by URL) takes no focus.
    (document.activeElement as HTMLElement).blur();
    next.unmount();
    render(<SizePicker sizes={SIZES} selected="3030" />);
    expect(document.activeElement).toBe(document.body);
  });
});
