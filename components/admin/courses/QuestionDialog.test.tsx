/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { createQuestionAction } from '@/lib/admin/courses/actions';
import { QuestionDialog } from './QuestionDialog';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/lib/admin/courses/actions', () => ({
  createQuestionAction: jest.fn(async () => ({ ok: true, data: { id: 1 } })),
  updateQuestionAction: jest.fn(),
  uploadCourseMediaAction: jest.fn(),
}));

const create = createQuestionAction as jest.MockedFunction<typeof createQuestionAction>;

function renderDialog() {
  const onClose = jest.fn();
  render(
    <ToastProvider>
      <QuestionDialog moduleId={7} onClose={onClose} />
    </ToastProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Nytt spørsmål' }), onClose };
}

function chooseType(dialog: HTMLElement, name: string) {
  const select = within(dialog).getByRole('combobox', { name: 'Spørsmålstype' });
  const option = within(select).getByRole('option', { name });
  fireEvent.change(select, { target: { value: option.getAttribute('value') } });
}

describe('QuestionDialog', () => {
  beforeEach(() => create.mockClear());

  it('sends a true/false question with the chosen answer as a boolean (Sant → true)', async () => {
    const { dialog, onClose } = renderDialog();
    chooseType(dialog, 'Sant/usant');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Spørsmål/ }), { target: { value: 'Eik kan oljes.' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Sant' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(7, expect.objectContaining({ questionType: 'true_false', questionText: 'Eik kan oljes.', correct: true, points: 1 }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses a multiple-choice question without a right option at the options, sending nothing', async () => {
    const { dialog } = renderDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Spørsmål/ }), { target: { value: 'Hvilken klut?' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Svaralternativ 1/ }), { target: { value: 'Bomull' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Svaralternativ 2/ }), { target: { value: 'Stålull' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText('Merk minst ett riktig svar')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Riktig (svaralternativ 1)' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Riktig (svaralternativ 2)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      7,
      expect.objectContaining({
        questionType: 'multiple_choice',
        options: [
          { text: 'Bomull', correct: true },
          { text: 'Stålull', correct: true },
        ],
      }),
    );
  });
});
