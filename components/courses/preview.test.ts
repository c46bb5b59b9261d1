import type { AdminModule } from '@/lib/admin/courses/service';
import type { PublicModule } from '@/lib/courses/service';
import { gradePreview, previewKey } from './preview';

const PUBLIC: PublicModule[] = [
  {
    id: 10,
    title: 'M',
    description: null,
    estimatedTimeMinutes: 5,
    contents: [],
    questions: [
      { id: 1, questionText: 'Tåler lakk vann?', questionType: 'true_false', options: null, imageUrl: null, multipleAnswers: false },
      // Seeded shape: { id, text } objects, answered by id.
      {
        id: 2,
        questionText: 'Glans?',
        questionType: 'multiple_choice',
        options: [
          { id: 'a', text: 'Voks' },
          { id: 'b', text: 'Såpe' },
        ],
        imageUrl: null,
        multipleAnswers: false,
      },
      // Authored shape: strings, answered by text.
      { id: 3, questionText: 'Klut?', questionType: 'multiple_choice', options: ['Mikrofiber', 'Stålull', 'Bomull'], imageUrl: null, multipleAnswers: false },
    ],
  },
];

const base = { moduleId: 10, sortOrder: 0, imageUrl: null, points: 1 };
const AUTHORED = [
  {
    id: 10,
    questions: [
      { ...base, id: 1, questionText: 'Tåler lakk vann?', explanation: 'Nei.', questionType: 'true_false', correct: false },
      {
        ...base,
        id: 2,
        questionText: 'Glans?',
        explanation: null,
        questionType: 'multiple_choice',
        options: [
          { text: 'Voks', correct: true },
          { text: 'Såpe', correct: false },
        ],
      },
      {
        ...base,
        id: 3,
        questionText: 'Klut?',
        explanation: null,
        questionType: 'multiple_choice',
        options: [
          { text: 'Mikrofiber', correct: true },
          { text: 'Stålull', correct: false },
          { text: 'Bomull', correct: true },
        ],
      },
    ],
  },
] as unknown as AdminModule[];

describe('course preview grading', () => {
  const key = previewKey(PUBLIC, AUTHORED);

  it('builds the key with the values the dealer page sends (ids for seeded options, texts for authored)', () => {
    expect(key['1'].correctAnswers).toEqual(['false']);
    expect(key['2'].correctAnswers).toEqual(['a']);
    expect(key['3'].correctAnswers).toEqual(['Mikrofiber', 'Bomull']);
    expect(key['1'].explanation).toBe('Nei.');
  });

  it('passes only when every answer is right, as the server grades', () => {
    const right = gradePreview([1, 2, 3], { '1': false, '2': 'a', '3': ['Bomull', 'Mikrofiber'] } as never, key);
    expect(right.results).toEqual({ '1': true, '2': true, '3': true });
    expect(right.explanations['1']).toBe('Nei.');

    const wrong = gradePreview([1, 2, 3], { '1': true, '2': 'b', '3': 'Mikrofiber' }, key);
    expect(wrong.results).toEqual({ '1': false, '2': false, '3': false });
  });

  it('counts an unanswered or unknown question as wrong', () => {
    expect(gradePreview([1, 99], { '99': true }, key).results).toEqual({ '1': false, '99': false });
  });
});
