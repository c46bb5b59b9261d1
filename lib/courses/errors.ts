/** Course failures the route layer answers as JSON with their status and Norwegian message. */
import { NextResponse } from 'next/server';

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

export class CourseError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'CourseError';
  }
}

export function courseErrorResponse(error: CourseError): NextResponse {
  return NextResponse.json({ error: error.message }, { status: error.status, headers: { 'Cache-Control': 'no-store' } });
}
