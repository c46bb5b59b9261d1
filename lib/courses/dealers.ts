/**
 * Who counts in the course figures (docs/product.md: Course authoring, Reports): dealers only. An
 * administrator may open a dealer's course page, but no progress is written for them
 * (service.ts) and rows an earlier version wrote are left out of every count and report.
 */
import type { Prisma } from '../generated/prisma/client';

/** The where-clause of a progress record or quiz result that belongs to a dealer. */
export const DEALERS_ONLY = { dealer: { role: 'DEALER' } } satisfies Prisma.CourseProgressWhereInput &
  Prisma.ModuleProgressWhereInput &
  Prisma.QuizResultWhereInput;

/** Who takes a course: progress is stored for a dealer, never for an administrator. */
export interface Learner {
  id: number;
  isAdmin: boolean;
}
