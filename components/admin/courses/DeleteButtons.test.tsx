/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { deleteCourseAction, deleteModuleAction, loadCourseDeleteInfoAction, loadModuleDeleteInfoAction } from '@/lib/admin/courses/actions';
import { ArchiveOrDeleteButton } from './DeleteButtons';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/lib/admin/courses/actions', () => ({
  loadCourseDeleteInfoAction: jest.fn(),
  loadModuleDeleteInfoAction: jest.fn(),
  deleteCourseAction: jest.fn(),
  deleteModuleAction: jest.fn(),
  deleteContentAction: jest.fn(),
  deleteQuestionAction: jest.fn(),
}));

const loadCourse = loadCourseDeleteInfoAction as jest.MockedFunction<typeof loadCourseDeleteInfoAction>;
const loadModule = loadModuleDeleteInfoAction as jest.MockedFunction<typeof loadModuleDeleteInfoAction>;
const deleteCourse = deleteCourseAction as jest.MockedFunction<typeof deleteCourseAction>;
const deleteModule = deleteModuleAction as jest.MockedFunction<typeof deleteModuleAction>;

function open(kind: 'course' | 'module', name: string) {
  render(
    <ToastProvider>
      <ArchiveOrDeleteButton kind={kind} id={5} name={name} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: `Slett ${name}` }));
  return screen.getByRole('dialog', { name: 'Er du sikker?' });
}

describe('the course delete that archives', () => {
  beforeEach(() => jest.clearAllMocks());

  it("reads 'Arkiver' (not 'Slett') when dealers have progress, sends the confirmation and says 'Kurs arkivert'", async () => {
    loadCourse.mockResolvedValue({ ok: true, data: { id: 5, title: 'Oljing', progressCount: 1 } });
    deleteCourse.mockResolvedValue({ ok: true, data: { id: 5, archived: true, progressCount: 1 } });
    const dialog = open('course', 'Oljing');
    expect(
      await within(dialog).findByText(
        '1 forhandler har fremgang i kurset. Kurset arkiveres i stedet for å slettes: resultatene blir tatt vare på, ikke slettet.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Slett' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Arkiver' }));
    await waitFor(() => expect(deleteCourse).toHaveBeenCalledWith(5, { confirm: true }));
    expect((await screen.findByRole('status')).textContent).toContain('Kurs arkivert');
  });

  it("deletes a module nobody has progress in with 'Slett', unconfirmed", async () => {
    loadModule.mockResolvedValue({ ok: true, data: { id: 5, title: 'Eik', progressCount: 0 } });
    deleteModule.mockResolvedValue({ ok: true, data: { id: 5, archived: false, progressCount: 0 } });
    const dialog = open('module', 'modulen Eik');
    expect(await within(dialog).findByText('«modulen Eik» slettes for godt.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(deleteModule).toHaveBeenCalledWith(5, { confirm: false }));
    expect((await screen.findByRole('status')).textContent).toContain('Modul slettet');
  });
});
