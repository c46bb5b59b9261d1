/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { PublicQuestion } from '@/lib/courses/service';
import { allAnswered, Quiz, QUIZ_UNANSWERED, quizPassed, type Answers, type QuizResults } from './Quiz';

const QUESTIONS: PublicQuestion[] = [
  { id: 1, questionText: 'Tåler lakk vann?', questionType: 'true_false', options: null, imageUrl: null, multipleAnswers: false },
  {
    id: 2,
    questionText: 'Hva gir dyp glans?',
    questionType: 'multiple_choice',
    options: [
      { id: 'a', text: 'Voks' },
      { id: 'b', text: 'Såpe' },
    ],
    imageUrl: null,
    multipleAnswers: false,
  },
  { id: 3, questionText: 'Hvilken klut?', questionType: 'multiple_choice', options: ['Mikrofiber', 'Stålull'], imageUrl: null, multipleAnswers: false },
];

function renderQuiz(props: { answers?: Answers; results?: QuizResults | null; sending?: boolean } = {}) {
  const handlers = { onAnswer: jest.fn(), onSubmit: jest.fn(), onRetry: jest.fn() };
  render(<Quiz questions={QUESTIONS} answers={props.answers ?? {}} results={props.results ?? null} sending={props.sending ?? false} {...handlers} />);
  return handlers;
}

describe('Quiz', () => {
  it('offers checkboxes when several options are correct, answered with the list of the checked ones', () => {
    const several: PublicQuestion = {
      id: 4,
      questionText: 'Hva passer til lær?',
      questionType: 'multiple_choice',
      options: ['Lærbalsam', 'Salmiakk', 'Lærsåpe'],
      imageUrl: null,
      multipleAnswers: true,
    };
    const onAnswer = jest.fn();
    const { rerender } = render(
      <Quiz questions={[several]} answers={{}} results={null} sending={false} onAnswer={onAnswer} onSubmit={jest.fn()} onRetry={jest.fn()} />,
    );
    expect(screen.getByText('Velg alle riktige svar.')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('Lærbalsam'));
    expect(onAnswer).toHaveBeenLastCalledWith(4, ['Lærbalsam']);
    rerender(
      <Quiz questions={[several]} answers={{ 4: ['Lærbalsam'] }} results={null} sending={false} onAnswer={onAnswer} onSubmit={jest.fn()} onRetry={jest.fn()} />,
    );
    fireEvent.click(screen.getByLabelText('Lærsåpe'));
    expect(onAnswer).toHaveBeenLastCalledWith(4, ['Lærbalsam', 'Lærsåpe']);
    fireEvent.click(screen.getByLabelText('Lærbalsam'));
    expect(onAnswer).toHaveBeenLastCalledWith(4, []);
    expect(allAnswered([several], { 4: [] })).toBe(false);
    expect(allAnswered([several], { 4: ['Lærsåpe'] })).toBe(true);
  });

  it('asks each question as a radio group: Sant/Usant, option texts by id, or plain strings', () => {
    const { onAnswer, onSubmit } = renderQuiz();
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual(QUESTIONS.map((q) => q.questionText));
    expect(
      within(groups[0])
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Sant', 'Usant']);
    expect(
      within(groups[1])
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Voks', 'Såpe']);

    fireEvent.click(screen.getByLabelText('Usant'));
    expect(onAnswer).toHaveBeenLastCalledWith(1, false);
    fireEvent.click(screen.getByLabelText('Voks'));
    expect(onAnswer).toHaveBeenLastCalledWith(2, 'a');
    fireEvent.click(screen.getByLabelText('Stålull'));
    expect(onAnswer).toHaveBeenLastCalledWith(3, 'Stålull');

    fireEvent.click(screen.getByRole('button', { name: 'Send inn svar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the chosen answers and a button that keeps the focus but ignores clicks while sending', () => {
    renderQuiz({ answers: { 1: true, 2: 'b' }, sending: true });
    expect((screen.getByLabelText('Sant') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Såpe') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Mikrofiber') as HTMLInputElement).checked).toBe(false);
    const button = screen.getByRole('button', { name: 'Sender...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('an incomplete submission marks each unanswered question, linked to its message, and focuses the first', () => {
    const { onSubmit } = renderQuiz({ answers: { 1: false } });
    fireEvent.click(screen.getByRole('button', { name: 'Send inn svar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const groups = screen.getAllByRole('group');
    expect(groups[0].getAttribute('aria-invalid')).toBeNull();
    for (const group of groups.slice(1)) {
      expect(group.getAttribute('aria-invalid')).toBe('true');
      const message = document.getElementById(group.getAttribute('aria-describedby') ?? '');
      expect(message?.textContent).toBe(QUIZ_UNANSWERED);
      expect(group.contains(message)).toBe(true);
    }
    expect(document.activeElement).toBe(within(groups[1]).getAllByRole('radio')[0]);
    // The inputs carry the mark too (a group's state is rarely announced).
    for (const group of groups.slice(1)) {
      for (const input of within(group).getAllByRole('radio')) {
        expect(input.getAttribute('aria-invalid')).toBe('true');
        expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(QUIZ_UNANSWERED);
      }
    }
    expect(within(groups[0]).getAllByRole('radio')[0].getAttribute('aria-invalid')).toBeNull();
  });

  it('focuses the first unanswered question only once it is rendered marked invalid', () => {
    renderQuiz({ answers: { 1: false } });
    const target = within(screen.getAllByRole('group')[1]).getAllByRole('radio')[0];
    const atFocus: (string | null)[] = [];
    target.addEventListener('focus', () => atFocus.push(target.getAttribute('aria-invalid')));
    fireEvent.click(screen.getByRole('button', { name: 'Send inn svar' }));
    expect(atFocus).toEqual(['true']);
  });

  it('moves the focus to the summary when the results come', () => {
    const props = {
      questions: QUESTIONS,
      answers: { 1: true, 2: 'a', 3: 'Mikrofiber' },
      sending: false,
      onAnswer: jest.fn(),
      onSubmit: jest.fn(),
      onRetry: jest.fn(),
    };
    const { rerender } = render(<Quiz {...props} results={null} />);
    rerender(<Quiz {...props} results={{ results: { 1: true, 2: true, 3: true }, explanations: {} }} />);
    expect(document.activeElement?.textContent).toBe('Gratulerer! Du har bestått alle spørsmål. Kursmodul fullført!');
  });

  it('after a failed attempt: the verdicts with explanations, locked answers and Prøv igjen', () => {
    const { onRetry } = renderQuiz({
      answers: { 1: true, 2: 'a', 3: 'Mikrofiber' },
      results: { results: { 1: false, 2: true, 3: true }, explanations: { 1: 'Lakk tåler lite vann.', 2: null, 3: null } },
    });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Feil svarLakk tåler lite vann.', 'Riktig svar!', 'Riktig svar!']);
    for (const group of screen.getAllByRole('group')) expect((group as HTMLFieldSetElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Send inn svar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('after a passed attempt: no button at all', () => {
    renderQuiz({ results: { results: { 1: true, 2: true, 3: true }, explanations: {} } });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('quiz rules', () => {
  it('every question needs an answer; false counts as one', () => {
    expect(allAnswered(QUESTIONS, { 1: false, 2: 'a' })).toBe(false);
    expect(allAnswered(QUESTIONS, { 1: false, 2: 'a', 3: 'Stålull' })).toBe(true);
  });

  it('passes only when every answer is right', () => {
    expect(quizPassed(null)).toBe(false);
    expect(quizPassed({ results: { 1: true, 2: false }, explanations: {} })).toBe(false);
    expect(quizPassed({ results: { 1: true, 2: true }, explanations: {} })).toBe(true);
  });
});
