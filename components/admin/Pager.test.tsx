/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { Pager } from './Pager';

describe('Pager', () => {
  it('renders nothing when the list fits on one page', () => {
    const { container } = render(<Pager total={50} page={1} pageSize={50} params={{ fane: 'produkter' }} />);
    expect(container.innerHTML).toBe('');
  });

  it('links to the neighbouring pages and keeps the filters', () => {
    render(<Pager total={120} page={2} pageSize={50} params={{ fane: 'produkter', q: 'olje', kategori: undefined }} />);
    expect(screen.getByText('Side 2 av 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forrige' }).getAttribute('href')).toBe('/admin?fane=produkter&q=olje&page=1');
    expect(screen.getByRole('link', { name: 'Neste' }).getAttribute('href')).toBe('/admin?fane=produkter&q=olje&page=3');
  });

  it('offers the way back from a page past the end', () => {
    render(<Pager total={10} page={7} pageSize={50} params={{ fane: 'meldinger' }} />);
    expect(screen.getByText('Side 1 av 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forrige' }).getAttribute('href')).toBe('/admin?fane=meldinger&page=1');
    expect(screen.queryByRole('link', { name: 'Neste' })).toBeNull();
  });
});
