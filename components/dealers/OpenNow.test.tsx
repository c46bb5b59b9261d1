/**
 * @jest-environment jsdom
 */
// 'Open now' (docs/product.md: Åpningstider): nothing in the server's HTML (a cached page must not
// claim a stale state), the state at the browser's own time once it runs, with the holidays the
// server passed as dates (a public holiday closes the store).
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { WeeklyHours } from '@/lib/dealers/hours-core';
import { OpenNow, PublicHolidaysProvider } from './OpenNow';

const nine = [{ opens: '09:00', closes: '17:00' }];
const WEEK: WeeklyHours = [nine, nine, nine, nine, nine, [], []];

afterEach(() => jest.useRealTimers());

describe('OpenNow', () => {
  it('renders nothing on the server', () => {
    expect(renderToString(<OpenNow weeklyHours={WEEK} specialDays={[]} />)).toBe('');
  });

  it("shows the state at the browser's time, Europe/Oslo", () => {
    jest.useFakeTimers({ now: new Date('2026-01-13T09:00:00Z') }); // Tuesday 10:00 in Oslo
    render(<OpenNow weeklyHours={WEEK} specialDays={[]} />);
    expect(screen.getByTestId('open-now').textContent).toBe('Åpent nå · stenger 17:00');
    expect(screen.getByTestId('open-now').getAttribute('data-open')).toBe('true');
  });

  it('is closed on a public holiday passed by the server, through the provider or the prop', () => {
    jest.useFakeTimers({ now: new Date('2027-05-17T08:00:00Z') }); // Monday 17 May 2027, 10:00
    const holidays = [{ date: '2027-05-17', name: 'Grunnlovsdagen' }];
    const { unmount } = render(
      <PublicHolidaysProvider holidays={holidays}>
        <OpenNow weeklyHours={WEEK} specialDays={[]} />
      </PublicHolidaysProvider>,
    );
    expect(screen.getByTestId('open-now').textContent).toBe('Stengt · åpner i morgen 09:00');
    unmount();
    render(
      <OpenNow weeklyHours={WEEK} specialDays={[{ date: '2027-05-17', periods: [{ opens: '10:00', closes: '14:00' }], note: null }]} holidays={holidays} />,
    );
    expect(screen.getByTestId('open-now').textContent).toBe('Åpent nå · stenger 14:00');
  });
});
