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

  it('shows nothing when the hours are unknown', () => {
    expect(renderToString(<OpeningHours weeklyHours={null} specialDays={[]} />)).toBe('');
  });
});
