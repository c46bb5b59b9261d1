/**
 * What the course authoring modules share (docs/product.md: Course authoring): the 409 of a
 * delete that needs confirmation, the order helpers and the dealers' progress counts. Server-only.
 */
import 'server-only';
import type { PrismaClient } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { DEALERS_ONLY } from '../../courses/dealers';
import { HttpError } from '../../http/errors';
import { COURSE_ADMIN_MESSAGES as M, type MoveDirection } from './schema';

export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;

/** The 409 of a delete that needs confirmation; the API answers `{ error, progressCount }`. */
export class ProgressConflict extends HttpError {
  constructor(
    message: string,
    readonly progressCount: number,
  ) {
    super(409, message, undefined, { progressCount });
    this.name = 'ProgressConflict';
  }
}

export const notFound = (message: string) => new HttpError(404, message);

/** What `delete` answers: the id, whether it was archived (dealers had progress) and how many had. */
export interface DeleteResult {
  id: number;
  archived: boolean;
  progressCount: number;
}

// ── Progress counts (the delete confirmation) ───────────────────────────────────────────────────

/** Dealers with progress per module: a progress record or a quiz attempt there. */
export async function moduleProgressCounts(prisma: Db | Tx, moduleIds: number[]): Promise<Map<number, number>> {
  if (moduleIds.length === 0) return new Map();
  const [progress, results] = await Promise.all([
    prisma.moduleProgress.findMany({ where: { moduleId: { in: moduleIds }, ...DEALERS_ONLY }, select: { moduleId: true, dealerId: true } }),
    prisma.quizResult.findMany({
      where: { moduleId: { in: moduleIds }, ...DEALERS_ONLY },
      distinct: ['moduleId', 'dealerId'],
      select: { moduleId: true, dealerId: true },
    }),
  ]);
  const dealers = new Map<number, Set<number>>();
  for (const { moduleId, dealerId } of [...progress, ...results]) {
    if (!dealers.has(moduleId)) dealers.set(moduleId, new Set());
    dealers.get(moduleId)!.add(dealerId);
  }
  return new Map([...dealers].map(([moduleId, set]) => [moduleId, set.size]));
}

// ── Order ───────────────────────────────────────────────────────────────────────────────────────

/** The next position after the last sibling. */
export const nextPosition = (max: number | null | undefined) => (max ?? -1) + 1;

/**
 * Writes positions 0…n-1 in the given order. `ids` must name every sibling exactly once (else
 * 400); `write` updates one row's sortOrder.
 */
export async function applyOrder(current: number[], ids: number[], write: (id: number, sortOrder: number) => Promise<unknown>) {
  const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
  if (!same) throw new HttpError(400, M.order, { order: [M.order] });
  for (const [index, id] of ids.entries()) await write(id, index);
  return ids;
}

/** The siblings' ids in their new order after moving `id` one step (unchanged at either end). */
export function moved(current: number[], id: number, direction: MoveDirection): number[] {
  const order = [...current];
  const at = order.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return order;
  [order[at], order[to]] = [order[to], order[at]];
  return order;
}

/** Every media URL a course's rows name (the course image, content files, question images). */
export async function courseMediaUrls(prisma: Db, where: Prisma.CourseModuleWhereInput): Promise<string[]> {
  const [contents, questions] = await Promise.all([
    prisma.moduleContent.findMany({ where: { module: where, contentType: { in: ['image', 'audio'] } }, select: { content: true } }),
    prisma.quizQuestion.findMany({ where: { module: where, imageUrl: { not: null } }, select: { imageUrl: true } }),
  ]);
  return [...contents.map((c) => c.content), ...questions.map((q) => q.imageUrl ?? '')];
}
