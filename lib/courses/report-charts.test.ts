import { averageScorePerModule, chartRows, completionPerCourse, completionsOverTime, formatCount, formatPercent, monthLabel } from './report-charts';
import type { CourseOverviewRow, ModuleFigures } from './reports';

const NBSP = '\u00a0';

describe('nb-NO figures', () => {
  it('writes percentages with a decimal comma and a no-break space before %', () => {
    expect(formatPercent(67)).toBe(`67${NBSP}%`);
    expect(formatPercent(58.3)).toBe(`58,3${NBSP}%`);
    expect(formatPercent(0)).toBe(`0${NBSP}%`);
    expect(formatPercent(100)).toBe(`100${NBSP}%`);
    expect(formatPercent(null)).toBe('–');
  });

  it('writes counts with a Norwegian thousands separator', () => {
    expect(formatCount(3)).toBe('3');
    expect(formatCount(12345)).toMatch(/^12\s345$/);
    expect(formatCount(null)).toBe('–');
  });

  it('names months in Norwegian and leaves anything else alone', () => {
    expect(monthLabel('2026-01')).toBe('jan. 2026');
    expect(monthLabel('2026-12')).toBe('des. 2026');
    expect(monthLabel('januar')).toBe('januar');
  });
});

describe('chart data from the reports', () => {
  const overview: CourseOverviewRow[] = [
    { id: 1, title: 'Grunnkurs', isActive: true, archived: false, started: 3, completed: 2, completionRate: 67 },
    { id: 2, title: 'Lær', isActive: false, archived: false, started: 0, completed: 0, completionRate: 0 },
    { id: 3, title: 'Gammelt', isActive: false, archived: true, started: 1, completed: 1, completionRate: 100 },
  ];

  it('completion per course: every course (archived ones marked) with its rate', () => {
    const chart = completionPerCourse(overview);
    expect(chart).toEqual({
      kind: 'bar',
      unit: 'percent',
      categories: ['Grunnkurs', 'Lær', 'Gammelt (arkivert)'],
      series: [{ label: 'Fullføringsgrad', values: [67, 0, 100] }],
    });
    expect(chartRows(chart)).toEqual([
      ['Grunnkurs', `67${NBSP}%`],
      ['Lær', `0${NBSP}%`],
      ['Gammelt (arkivert)', `100${NBSP}%`],
    ]);
  });

  it('average score per module: null (shown as –) for a module without attempts', () => {
    const modules: ModuleFigures[] = [
      { moduleId: 10, title: 'Modul én', visible: true, archived: false, attempts: 4, dealers: 3, averageScore: 58.3 },
      { moduleId: 11, title: 'Modul to', visible: false, archived: true, attempts: 0, dealers: 0, averageScore: null },
    ];
    const chart = averageScorePerModule({ modules });
    expect(chart.categories).toEqual(['Modul én', 'Modul to (arkivert)']);
    expect(chart.series).toEqual([{ label: 'Gjennomsnittlig poengsum', values: [58.3, null] }]);
    expect(chartRows(chart)).toEqual([
      ['Modul én', `58,3${NBSP}%`],
      ['Modul to (arkivert)', '–'],
    ]);
  });

  it('completions over time: per month and the running total', () => {
    const chart = completionsOverTime({
      completionsByMonth: [
        { month: '2025-12', completions: 2 },
        { month: '2026-01', completions: 0 },
        { month: '2026-02', completions: 3 },
      ],
    });
    expect(chart.kind).toBe('line');
    expect(chart.unit).toBe('count');
    expect(chart.categories).toEqual(['des. 2025', 'jan. 2026', 'feb. 2026']);
    expect(chart.series).toEqual([
      { label: 'Fullført i måneden', values: [2, 0, 3] },
      { label: 'Fullført totalt', values: [2, 2, 5] },
    ]);
    expect(chartRows(chart)).toEqual([
      ['des. 2025', '2', '2'],
      ['jan. 2026', '0', '2'],
      ['feb. 2026', '3', '5'],
    ]);
  });

  it('no completions: an empty chart (the screen shows its empty text instead)', () => {
    const chart = completionsOverTime({ completionsByMonth: [] });
    expect(chart.categories).toEqual([]);
    expect(chartRows(chart)).toEqual([]);
  });
});
