import { deleteQuestionOperation, updateQuestionOperation } from '@/lib/admin/courses/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/** PATCH /api/courses/questions/{id} (administrators): any fields; past attempts keep what they were asked and their grade. */
export const PATCH = operationRoute(updateQuestionOperation);

/** DELETE /api/courses/questions/{id} (administrators): past attempts stay in the reports (questionId null). */
export const DELETE = operationRoute(deleteQuestionOperation);
