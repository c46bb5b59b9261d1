/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react';
import type { CourseOverviewRow, CourseReport } from '@/lib/courses/reports';
import { CourseReportSection } from './CourseReportSection';
import { OverviewSection } from './OverviewSection';

// The chart island loads MUI X Charts in a browser; its figures are in the tables tested here.
jest.mock('./ReportChart', () => ({ ReportChart: () => null }));

const NBSP = '\u00a0';
const OVERVIEW: CourseOverviewRow[] = [
  { id: 1, title: 'Grunnkurs', isActive: true, archived: false, started: 2, completed: 0, completionRate: 0 },
  { id: 2, title: 'Gammelt kurs', isActive: false, archived: true, started: 1, completed: 1, completionRate: 100 },
];
const REPORT: CourseReport = {
  course: { id: 1, title: 'Grunnkurs', category: 'Treverk', isActive: true, archived: false },
  started: 2,
  completed: 0,
  completionRate: 0,
  modules: [
    { moduleId: 10, title: 'Rengjøring', visible: true, archived: false, attempts: 4, dealers: 2, averageScore: 75 },
    { moduleId: 11, title: 'Oljing', visible: true, archived: false, attempts: 0, dealers: 0, averageScore: null },
  ],
  mostMissed: [{ questionId: 7, moduleId: 10, moduleTitle: 'Rengjøring', questionText: 'Hvilken klut?', answers: 3, wrong: 1, wrongRate: 33.3 }],
  completionsByMonth: [],
  dealers: [
    { dealerId: 5, name: 'Kari', company: 'Møbel AS', email: 'kari@example.no', progress: 50, startedAt: new Date('2026-11-02T10:00:00Z'), completedAt: null },
  ],
};

describe('Rapporter', () => {
  it("writes percentages as '0 %', the average score with one decimal ('75,0 %') and '–' without attempts", () => {
    render(<CourseReportSection overview={OVERVIEW} picked={OVERVIEW[0]} report={REPORT} />);
    const figures = screen.getByRole('region', { name: 'Grunnkurs' }).querySelector('dl');
    expect(figures?.textContent).toContain(`Fullføringsgrad0${NBSP}%`);
    const modules = screen.getByRole('table', { name: 'Moduler' });
    expect(within(modules).getByRole('row', { name: /Rengjøring/ }).textContent).toContain(`75,0${NBSP}%`);
    expect(within(modules).getByRole('row', { name: /Oljing/ }).textContent).toContain('–');
    const missed = screen.getByRole('table', { name: 'Spørsmål flest svarer feil på' });
    expect(within(missed).getByRole('row', { name: /Hvilken klut/ }).textContent).toContain(`33,3${NBSP}%`);
    const dealers = screen.getByRole('table', { name: 'Forhandlere i kurset' });
    expect(within(dealers).getByRole('row', { name: /Kari/ }).textContent).toContain('02.11.2026');
  });

  it("shows each course's status capitalised like every other tab: 'Aktiv', 'Arkivert'", () => {
    render(<OverviewSection overview={OVERVIEW} />);
    const table = screen.getByRole('table', { name: 'Fullføring per kurs' });
    expect(within(table).getByRole('row', { name: /Grunnkurs/ }).textContent).toContain('Aktiv');
    expect(within(table).getByRole('row', { name: /Gammelt kurs/ }).textContent).toContain('Arkivert');
    expect(within(table).getByRole('row', { name: /Gammelt kurs/ }).textContent).toContain(`100${NBSP}%`);
  });
});
