/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react';
import { RetailerLinks } from './RetailerLinks';

const SHOPS = [
  { name: 'Byggmakker', logoUrl: null, productUrl: 'https://www.byggmakker.example/produkt/1010?utm_source=pleie' },
  { name: 'Jernia', logoUrl: '/media/retailers/jernia.png', productUrl: 'https://www.jernia.example/produkt/1010' },
];

describe('RetailerLinks (the product page\'s "Kjøp på nett")', () => {
  it('is a region headed "Kjøp på nett" (h2) listing every shop, links opening in a new tab unchanged', () => {
    render(<RetailerLinks retailers={SHOPS} />);
    const region = screen.getByRole('region', { name: 'Kjøp på nett' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Kjøp på nett' })).toBeTruthy();
    const links = within(within(region).getByRole('list')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(SHOPS.map((s) => s.productUrl));
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
    expect(links[0].getAttribute('aria-label')).toBe('Kjøp hos Byggmakker (åpnes i ny fane)');
    expect(links[0].textContent).toBe('Byggmakker');
    expect(within(links[1]).getByRole('img', { name: 'Jernia' }).getAttribute('src')).toBe('/media/retailers/jernia.png');
  });

  it('renders nothing, no heading either, without shops', () => {
    const { container } = render(<RetailerLinks retailers={[]} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('heading', { name: 'Kjøp på nett' })).toBeNull();
  });
});
