/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import type { AdminCourse } from '@/lib/admin/courses/service';
import { CourseEditor } from './CourseEditor';
import { plainText } from './summary';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/lib/admin/courses/actions', () => ({}));

const base = { courseId: 3, estimatedTimeMinutes: 10, isActive: true, sortOrder: 0, description: null };
const COURSE: AdminCourse = {
  id: 3,
  title: 'Oljing av eik',
  description: 'Slik oljer du eik.',
  category: 'Treverk',
  imageUrl: null,
  isActive: false,
  sortOrder: 0,
  updatedAt: new Date('2026-11-01T10:00:00Z'),
  progressCount: 1,
  modules: [
    {
      ...base,
      id: 11,
      title: 'Grunnleggende om eik',
      progressCount: 1,
      contents: [
        { id: 21, moduleId: 11, sortOrder: 0, contentType: 'text', title: 'Om eik', html: '<p><strong>Eik</strong>, ask og <em>bjørk</em> &amp; lønn.</p>' },
        { id: 22, moduleId: 11, sortOrder: 1, contentType: 'audio', title: 'Lytt', url: '/media/courses/audio/oljing-3fa2b9c1de.mp3', transcript: 'Hei' },
      ],
      questions: [
        {
          id: 31,
          moduleId: 11,
          sortOrder: 0,
          questionText: 'Eik kan oljes.',
          explanation: null,
          imageUrl: null,
          points: 1,
          questionType: 'true_false',
          correct: true,
        },
      ],
    },
    { ...base, id: 12, title: 'Test deg selv', progressCount: 2, isActive: false, contents: [], questions: [] },
  ],
};

function renderEditor() {
  render(
    <ToastProvider>
      <CourseEditor course={COURSE} categories={['Treverk']} />
    </ToastProvider>,
  );
}

describe('CourseEditor', () => {
  it("agrees the noun with the count: '1 forhandler med fremgang', '2 forhandlere med fremgang'", () => {
    renderEditor();
    const fields = screen.getByRole('region', { name: 'Oljing av eik' });
    expect(fields.textContent).toContain('Treverk · 1 forhandler med fremgang');
    expect(screen.getByRole('article', { name: /Grunnleggende om eik/ }).textContent).toContain('10 min · 1 forhandler med fremgang');
    expect(screen.getByRole('article', { name: /Test deg selv/ }).textContent).toContain('10 min · 2 forhandlere med fremgang');
    expect(document.body.textContent).not.toContain('1 forhandlere');
  });

  it("names an audio item's file and gives it a player, never the raw /media/ address", () => {
    renderEditor();
    const contents = screen.getByRole('table', { name: 'Innhold (2)' });
    const row = within(contents).getByRole('row', { name: /Lyd: Lytt/ });
    expect(row.textContent).toContain('Lydfil: oljing-3fa2b9c1de.mp3');
    expect(row.textContent).not.toContain('/media/');
    expect(row.querySelector('audio')?.getAttribute('aria-label')).toBe('Lydfil: Lytt');
  });

  it('shows the lists as tables with their row actions, and the statuses as chips', () => {
    renderEditor();
    expect(screen.getByText('Utkast')).toBeTruthy();
    expect(screen.getByText('Skjult')).toBeTruthy();
    const quiz = screen.getByRole('table', { name: 'Quiz (1)' });
    expect(within(quiz).getByRole('button', { name: 'Rediger spørsmål 1' })).toBeTruthy();
    expect(within(quiz).getByRole('button', { name: 'Slett spørsmål 1' })).toBeTruthy();
    expect(within(quiz).getByText('Sant/usant · Riktig svar: Sant · 1 poeng')).toBeTruthy();
  });
});

describe('plainText', () => {
  it('drops inline tags without a space before punctuation, decodes entities', () => {
    expect(plainText('<p><strong>Eik</strong>, ask og <em>bjørk</em> &amp; lønn.</p><p>Neste</p>')).toBe('Eik, ask og bjørk & lønn. Neste');
  });
});
