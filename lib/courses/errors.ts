/** Course failures the route layer answers as JSON with their status and Norwegian message. */
import { HttpError } from '../http/errors';

export const COURSE_MESSAGES = {
  courseNotFound: 'Kurset ble ikke funnet',
  moduleNotFound: 'Modulen ble ikke funnet',
  moduleNotInCourse: 'Modulen hører ikke til kurset',
  noQuiz: 'Modulen har ingen quiz',
  missingAnswers: 'Svar på alle spørsmål',
  foreignQuestion: 'Svaret gjelder et spørsmål som ikke hører til modulen',
  invalidAnswer: 'Ugyldig svar',
  notCompleted: 'Kursbeviset er tilgjengelig når kurset er fullført',
  replayed: 'Disse svarene er allerede sendt inn. Vent litt før du prøver igjen.',
} as const;

/** A course failure (400 bad input, 403 not yet allowed, 404 unknown or inactive, 409 replay). */
export class CourseError extends HttpError {
  constructor(status: 400 | 403 | 404 | 409, message: string) {
    super(status, message);
    this.name = 'CourseError';
  }
}
