import { answerFits, gradeAnswer, optionValues } from './grade';
import { courseButtonLabel, courseProgressPercent, passed, progressSummary } from './progress';

const tf = (correct: string) => ({ questionType: 'true_false' as const, options: null, correctAnswers: [correct] });
const mcText = {
  questionType: 'multiple_choice' as const,
  options: ['På tvers av årene', 'Langs fiberretningen', 'I små sirkler'],
  correctAnswers: ['Langs fiberretningen'],
};
const mcIds = {
  questionType: 'multiple_choice' as const,
  options: [
    { id: 'a', text: 'Klebrig hinne' },
    { id: 'b', text: 'Løser opp lakken' },
    { id: 'c', text: 'Gjør lakken sterkere' },
  ],
  correctAnswers: ['a'],
};

describe('gradeAnswer', () => {
  it('true/false: booleans or their strings', () => {
    expect(gradeAnswer(tf('true'), true)).toBe(true);
    expect(gradeAnswer(tf('true'), 'true')).toBe(true);
    expect(gradeAnswer(tf('true'), false)).toBe(false);
    expect(gradeAnswer(tf('false'), false)).toBe(true);
    expect(gradeAnswer(tf('false'), 'Usant')).toBe(false);
    expect(gradeAnswer(tf('true'), ['true'])).toBe(false);
  });

  it('multiple choice with string options: the option text', () => {
    expect(gradeAnswer(mcText, 'Langs fiberretningen')).toBe(true);
    expect(gradeAnswer(mcText, ' langs fiberretningen ')).toBe(true);
    expect(gradeAnswer(mcText, 'I små sirkler')).toBe(false);
    expect(gradeAnswer(mcText, 'Noe annet')).toBe(false);
  });

  it('multiple choice with {id, text} options: the option id, not its text', () => {
    expect(gradeAnswer(mcIds, 'a')).toBe(true);
    expect(gradeAnswer(mcIds, 'b')).toBe(false);
    expect(gradeAnswer(mcIds, 'Klebrig hinne')).toBe(false);
  });

  it('several correct options: exactly that set', () => {
    const multi = { ...mcIds, correctAnswers: ['a', 'c'] };
    expect(gradeAnswer(multi, ['c', 'a'])).toBe(true);
    expect(gradeAnswer(multi, ['a'])).toBe(false);
    expect(gradeAnswer(multi, ['a', 'b', 'c'])).toBe(false);
    expect(gradeAnswer(multi, 'a')).toBe(false);
  });

  it('numbers in the correct answers compare as their text', () => {
    const numeric = {
      questionType: 'multiple_choice' as const,
      options: [
        { id: 1, text: 'En' },
        { id: 2, text: 'To' },
      ],
      correctAnswers: [2],
    };
    expect(gradeAnswer(numeric, 2)).toBe(true);
    expect(gradeAnswer(numeric, '2')).toBe(true);
    expect(gradeAnswer(numeric, 1)).toBe(false);
  });

  it('never passes a question without correct answers or of an unsupported type', () => {
    expect(gradeAnswer({ ...mcText, correctAnswers: [] }, 'Langs fiberretningen')).toBe(false);
    expect(gradeAnswer({ questionType: 'matching', options: [], correctAnswers: ['x'] }, 'x')).toBe(false);
  });
});

describe('answerFits and optionValues', () => {
  it('checks the shape of an answer', () => {
    expect(answerFits(tf('true'), true)).toBe(true);
    expect(answerFits(tf('true'), 'kanskje')).toBe(false);
    expect(answerFits(mcText, 'x')).toBe(true);
    expect(answerFits(mcText, '')).toBe(false);
    expect(answerFits(mcText, { a: 1 })).toBe(false);
    expect(answerFits(mcText, [])).toBe(false);
  });

  it('lists option values: ids for objects, text for strings', () => {
    expect(optionValues(mcIds.options)).toEqual(['a', 'b', 'c']);
    expect(optionValues(mcText.options)).toEqual(mcText.options);
    expect(optionValues(null)).toEqual([]);
  });
});

describe('progress rules', () => {
  it('rounds completed over active modules to a percent', () => {
    expect(courseProgressPercent(0, 4)).toBe(0);
    expect(courseProgressPercent(1, 3)).toBe(33);
    expect(courseProgressPercent(2, 3)).toBe(67);
    expect(courseProgressPercent(3, 3)).toBe(100);
    expect(courseProgressPercent(5, 3)).toBe(100);
    expect(courseProgressPercent(0, 0)).toBe(0);
  });

  it('passes only when every result is right', () => {
    expect(passed([true, true])).toBe(true);
    expect(passed([true, false])).toBe(false);
    expect(passed([])).toBe(false);
  });

  it('labels the course button by progress', () => {
    expect(courseButtonLabel(0)).toBe('Start kurs');
    expect(courseButtonLabel(1)).toBe('Fortsett kurs');
    expect(courseButtonLabel(99)).toBe('Fortsett kurs');
    expect(courseButtonLabel(100)).toBe('Vis kurs');
  });

  it('sums up Din fremgang', () => {
    const done = new Date();
    expect(
      progressSummary(
        [1, 2, 3],
        [
          { courseId: 1, progress: 100, completedAt: done },
          { courseId: 2, progress: 50, completedAt: null },
          { courseId: 9, progress: 100, completedAt: done },
        ],
      ),
    ).toEqual({ available: 3, started: 2, completed: 1, completionRate: 33 });
  });
});
