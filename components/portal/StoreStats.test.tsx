/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react';
import { noCounts } from '@/lib/dealers/stats-figures';
import { STORE_STATS_TEXTS, StoreStats } from './StoreStats';

const NOW = new Date('2026-11-28T12:00:00Z');

describe('StoreStats', () => {
  it('shows each kind in a table: the last 30 days, the 30 before and the change', () => {
    render(
      <StoreStats
        storeId="d001"
        storeName="Berg Interiør"
        now={NOW}
        figures={{ current: { ...noCounts(), views: 15, directions: 2 }, previous: { ...noCounts(), views: 12, phone: 1 } }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Tall for Berg Interiør: de siste 30 dagene mot de 30 dagene før' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Hva', 'Siste 30 dager', '30 dager før', 'Endring']);
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(
      within(row('Visninger av butikksiden'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['15', '12', '+3 (+25 %)']);
    expect(
      within(row('Klikk på «Vis vei»'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2', '0', '+2']);
    expect(
      within(row('Klikk på telefonnummeret'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['0', '1', '−1 (−100 %)']);
    expect(
      within(row('Klikk på «Nettside»'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['0', '0', 'Uendret']);
    expect(screen.getByRole('region', { name: STORE_STATS_TEXTS.heading }).textContent).toContain('30. okt. 2026–28. nov. 2026');
  });

  it('says so when nothing was counted in either window, without a table', () => {
    render(<StoreStats storeId="d001" storeName="Berg Interiør" now={NOW} figures={{ current: noCounts(), previous: noCounts() }} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(STORE_STATS_TEXTS.empty).tagName).toBe('P');
  });
});
