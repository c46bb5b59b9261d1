/**
 * @jest-environment node
 */
// A store's hours on a server-rendered page (docs/product.md: Åpningstider): the week with today's
// row marked as computed at render, the coming special days and closed public holidays, and no
// 'open now' in the HTML (the island computes it in the browser).
import { renderToString } from 'react-dom/server';
import type { WeeklyHours } from '@/lib/dealers/hours-core';
import { OpeningHours } from './OpeningHours';

const nine = [{ opens: '09:00', closes: '17:00' }];
const WEEK: WeeklyHours = [nine, nine, nine, nine, nine, [{ opens: '10:00', closes: '15:00' }], []];

describe('OpeningHours', () => {
  it("marks today's row, lists the special days and closed holidays, and leaves 'open now' to the browser", () => {
    const html = renderToString(
      <OpeningHours
        weeklyHours={WEEK}
        specialDays={[{ date: '2026-12-24', periods: [{ opens: '10:00', closes: '13:00' }], note: 'Julaften' }]}
        now={new Date('2026-12-22T11:00:00Z')}
      />,
    );
    // Tuesday 22 December 2026.
    expect(html).toMatch(/<tr[^>]*aria-current="date"[^>]*><th scope="row">Tirsdag<span[^>]*> \(<!-- -->i dag<!-- -->\)<\/span><\/th><td>09:00–17:00<\/td>/);
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html).toContain('<li>24. desember (Julaften): 10:00–13:00</li>');
    expect(html).toContain('<li>25. desember (Første juledag): Stengt</li>');
    expect(html).toContain('<li>26. desember (Andre juledag): Stengt</li>');
    expect(html).toContain('<td>Stengt</td>');
    expect(html).not.toContain('open-now');
  });

  it("says today's real hours with the date on a public holiday, and does not mark the weekday's row", () => {
    // Monday 17 May 2027, 10:00 in Oslo: the weekday says 09:00–17:00, the holiday closes the store.
    const html = renderToString(<OpeningHours weeklyHours={WEEK} specialDays={[]} now={new Date('2027-05-17T08:00:00Z')} />);
    expect(html).toContain('data-testid="hours-today">I dag, mandag 17. mai (Grunnlovsdagen): Stengt</p>');
    expect(html).not.toContain('aria-current');
    expect(html).not.toMatch(/i dag<!-- -->\)/);
    expect(html).toContain('<li>17. mai (Grunnlovsdagen): Stengt</li>');
  });

  it("says a special day's hours as today's (Julaften 10:00–13:00, not the Thursday's 09:00–17:00)", () => {
    const eve = { date: '2026-12-24', periods: [{ opens: '10:00', closes: '13:00' }], note: 'Julaften' };
    const html = renderToString(<OpeningHours weeklyHours={WEEK} specialDays={[eve]} now={new Date('2026-12-24T07:30:00Z')} />);
    expect(html).toContain('data-testid="hours-today">I dag, torsdag 24. desember (Julaften): 10:00–13:00</p>');
    expect(html).not.toContain('aria-current');
  });

  it('prints the date it was rendered for on a regular day, with the row marked', () => {
    const html = renderToString(<OpeningHours weeklyHours={WEEK} specialDays={[]} now={new Date('2026-12-19T09:00:00Z')} />);
    expect(html).toContain('data-testid="hours-today">I dag, lørdag 19. desember: 10:00–15:00</p>');
    expect(html).toMatch(/<tr[^>]*aria-current="date"[^>]*><th scope="row">Lørdag/);
  });

  it('shows nothing when the hours are unknown and there are no special days', () => {
    expect(renderToString(<OpeningHours weeklyHours={null} specialDays={[]} />)).toBe('');
  });

  it('lists the special days alone when the week is unknown', () => {
    const eve = { date: '2026-12-24', periods: [], note: 'Julaften' };
    const html = renderToString(<OpeningHours weeklyHours={null} specialDays={[eve]} now={new Date('2026-12-20T11:00:00Z')} />);
    expect(html).toContain('<li>24. desember (Julaften): Stengt</li>');
    // No public holidays: without a week it is not known whether the store would have been open.
    expect(html).not.toContain('Første juledag');
    expect(html).not.toContain('opening-hours');
    expect(html).not.toContain('hours-today');
  });
});
