/**
 * Each admin operation declared once (docs/architecture.md §4) against the test database: the
 * server action and the route handler made from one declaration answer and audit alike; one
 * failure mapping turns a ZodError, P2025, P2002 or an unknown failure into the action's
 * `{ ok: false, status, error, fieldErrors?, requestId? }` as the route answers it; and two defects
 * of the operator's walk: a true/false question comes back with the options the seed gives
 * (['true','false']), and an administrator is never counted as a dealer (no progress written for
 * them; counts, reports and the delete confirmation count dealers only).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { POST as coursesPOST } from '@/app/api/courses/route';
import { DELETE as courseDELETE } from '@/app/api/courses/[id]/route';
import { POST as modulesPOST } from '@/app/api/courses/[id]/modules/route';
import { GET as questionsGET, POST as questionsPOST } from '@/app/api/courses/modules/[moduleId]/questions/route';
import { POST as updatePOST } from '@/app/api/courses/progress/update/route';
import { POST as submitPOST } from '@/app/api/courses/quiz/submit/route';
import { PATCH as dealerPATCH } from '@/app/api/dealers/[id]/route';
import * as courseActions from '@/lib/admin/courses/actions';
import { listAdminCourses, getCourseForEdit } from '@/lib/admin/courses/service';
import * as dealerActions from '@/lib/admin/dealers/actions';
import * as productActions from '@/lib/admin/products/actions';
import { defineOperation, operationAction } from '@/lib/admin/shared/operation';
import { courseOverview, courseReport, dealerReport } from '@/lib/courses/reports';
import { Prisma } from '@/lib/generated/prisma/client';
import { HTTP_MESSAGES } from '@/lib/http/messages';
import { logger } from '@/lib/logger';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { z } from 'zod';
import { cloneTemplateDatabase, setNextRequest, signedIn, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let storageDir: string;
let admin: { id: number; token: string; cookie: string };
let dealer: { id: number; token: string; cookie: string };

const account = (email: string, role: 'ADMIN' | 'DEALER') => signedIn(db, role === 'ADMIN' ? 'admin' : 'dealer', { email, company: `${email} AS` });

/** The actions' request (next/headers): the administrator's session, and the request id a proxy set. */
const asAdmin = (requestId?: string) => setNextRequest({ cookie: admin.cookie, ...(requestId ? { 'x-request-id': requestId } : {}) });

const ctx = <T extends Record<string, number>>(value: T) => ({
  params: Promise.resolve(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)])) as { [K in keyof T]: string }),
});

function req(method: string, cookie: string, body?: unknown, query = '') {
  return new Request(`http://127.0.0.1/api/x${query}`, {
    method,
    headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const json = async (response: Response) => ({ status: response.status, body: await response.json() });

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'operations-'));
  process.env.STORAGE_DIR = storageDir;
  db = await cloneTemplateDatabase('operations');
  process.env.DATABASE_URL = db.url;
  admin = await account('admin@operasjon.no', 'ADMIN');
  dealer = await account('forhandler@operasjon.no', 'DEALER');
}, 120_000);

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
  await rm(storageDir, { recursive: true, force: true });
});

beforeEach(() => asAdmin());

/** A course with one module holding one true/false question, built through the API. */
async function course(title: string) {
  const created = await json(await coursesPOST(req('POST', admin.cookie, { title, description: 'Om pleie', category: 'Treolje', isActive: true })));
  const mod = await json(await modulesPOST(req('POST', admin.cookie, { title: 'Modul' }), ctx({ id: created.body.id })));
  const question = await json(
    await questionsPOST(
      req('POST', admin.cookie, { questionType: 'true_false', questionText: 'Olje må tørke.', correct: true }),
      ctx({ moduleId: mod.body.id }),
    ),
  );
  return { id: created.body.id as number, moduleId: mod.body.id as number, questionId: question.body.id as number };
}

describe('a true/false question', () => {
  it('is stored and answered with the options the seed gives it, whether created by the API or the editor', async () => {
    const c = await course('Sant eller usant');
    const viaAction = await courseActions.createQuestionAction(c.moduleId, { questionType: 'true_false', questionText: 'Lakk forsegler.', correct: false });
    expect(viaAction.ok).toBe(true);
    const listed = await json(await questionsGET(req('GET', dealer.cookie), ctx({ moduleId: c.moduleId })));
    expect(listed.status).toBe(200);
    expect(listed.body.map((q: { options: unknown }) => q.options)).toEqual([
      ['true', 'false'],
      ['true', 'false'],
    ]);
    const stored = await db.prisma.quizQuestion.findMany({ where: { moduleId: c.moduleId }, select: { options: true } });
    expect(stored.map((q) => q.options)).toEqual([
      ['true', 'false'],
      ['true', 'false'],
    ]);
  });

  it('stored without options by an earlier version still comes back with them', async () => {
    const c = await course('Eldre spørsmål');
    await db.prisma.quizQuestion.update({ where: { id: c.questionId }, data: { options: Prisma.DbNull } });
    const listed = await json(await questionsGET(req('GET', dealer.cookie), ctx({ moduleId: c.moduleId })));
    expect(listed.body[0].options).toEqual(['true', 'false']);
  });
});

describe('an administrator is not a dealer in any figure', () => {
  it('opening a module or answering its quiz as an administrator writes no progress and no result', async () => {
    const c = await course('Admin ser på');
    expect((await updatePOST(req('POST', admin.cookie, { courseId: c.id, moduleId: c.moduleId }))).status).toBe(200);
    const quiz = await json(await submitPOST(req('POST', admin.cookie, { moduleId: c.moduleId, answers: { [c.questionId]: true } })));
    expect(quiz.status).toBe(200);
    expect(quiz.body.passed).toBe(true);
    expect(await db.prisma.courseProgress.count({ where: { dealerId: admin.id } })).toBe(0);
    expect(await db.prisma.moduleProgress.count({ where: { dealerId: admin.id } })).toBe(0);
    expect(await db.prisma.quizResult.count({ where: { dealerId: admin.id } })).toBe(0);
    // A dealer doing the same is recorded.
    expect((await updatePOST(req('POST', dealer.cookie, { courseId: c.id, moduleId: c.moduleId }))).status).toBe(200);
    expect(await db.prisma.courseProgress.count({ where: { dealerId: dealer.id, courseId: c.id } })).toBe(1);
  });

  it('an administrator progress row from before is left out of the editor, the reports and the delete confirmation', async () => {
    const c = await course('Gammel adminfremgang');
    // As an earlier version wrote it when an administrator opened the dealer's course page.
    await db.prisma.courseProgress.create({ data: { dealerId: admin.id, courseId: c.id, progress: 100, completedAt: new Date() } });
    await db.prisma.moduleProgress.create({ data: { dealerId: admin.id, moduleId: c.moduleId, completed: true, completedAt: new Date() } });
    await db.prisma.quizResult.create({
      data: {
        dealerId: admin.id,
        moduleId: c.moduleId,
        questionId: c.questionId,
        userAnswer: true,
        isCorrect: true,
        questionText: 'Olje må tørke.',
        questionType: 'true_false',
        correctAnswers: ['true'],
        points: 1,
      },
    });
    // And one dealer who started.
    expect((await submitPOST(req('POST', dealer.cookie, { moduleId: c.moduleId, answers: { [c.questionId]: false } }))).status).toBe(200);

    const listed = (await listAdminCourses(db.prisma)).find((x) => x.id === c.id);
    expect(listed).toMatchObject({ progressCount: 1, completedCount: 0 });
    const edited = await getCourseForEdit(db.prisma, c.id);
    expect(edited.progressCount).toBe(1);
    expect(edited.modules[0].progressCount).toBe(1);

    const report = await courseReport(db.prisma, c.id);
    expect(report).toMatchObject({ started: 1, completed: 0, completionRate: 0 });
    expect(report.dealers.map((d) => d.dealerId)).toEqual([dealer.id]);
    expect(report.modules[0]).toMatchObject({ attempts: 1, dealers: 1 });
    expect((await courseOverview(db.prisma)).find((x) => x.id === c.id)).toMatchObject({ started: 1, completed: 0 });
    expect((await dealerReport(db.prisma)).map((r) => r.id)).not.toContain(admin.id);

    // Only the administrator had progress in this one: 'Slett' deletes it for real.
    const solo = await course('Bare admin');
    await db.prisma.courseProgress.create({ data: { dealerId: admin.id, courseId: solo.id, progress: 100, completedAt: new Date() } });
    expect(await courseActions.loadCourseDeleteInfoAction(solo.id)).toEqual({ ok: true, data: { id: solo.id, title: 'Bare admin', progressCount: 0 } });
    expect(await json(await courseDELETE(req('DELETE', admin.cookie), ctx({ id: solo.id })))).toEqual({
      status: 200,
      body: { id: solo.id, archived: false, progressCount: 0 },
    });
    expect(await db.prisma.course.count({ where: { id: solo.id } })).toBe(0);
  });
});

describe('one declaration, two callers', () => {
  it('the action and the route of one operation answer alike and write the same audit entry', async () => {
    const target = await account('endre@operasjon.no', 'DEALER');
    const viaRoute = await json(await dealerPATCH(req('PATCH', admin.cookie, { company: 'Via rute AS' }), ctx({ id: target.id })));
    expect(viaRoute.status).toBe(200);
    expect(await dealerActions.updateDealerAction(target.id, { company: 'Via handling AS' })).toEqual({ ok: true, data: undefined });
    const entries = await db.prisma.auditEvent.findMany({ where: { entity: 'dealer', action: 'update', entityId: String(target.id) }, orderBy: { id: 'asc' } });
    expect(entries.map((e) => e.summary)).toEqual(['company: «Via rute AS»', 'company: «Via handling AS»']);

    // The same refusal through both: 400 with the same field errors.
    const badRoute = await json(await dealerPATCH(req('PATCH', admin.cookie, { email: 'ikke-en-adresse' }), ctx({ id: target.id })));
    const badAction = await dealerActions.updateDealerAction(target.id, { email: 'ikke-en-adresse' });
    expect(badAction).toEqual({ ok: false, status: 400, code: 'validation_failed', error: badRoute.body.error, fieldErrors: badRoute.body.fieldErrors });
    expect(badRoute.status).toBe(400);
  });

  it('a missing record is 404 through both', async () => {
    const viaRoute = await json(await dealerPATCH(req('PATCH', admin.cookie, { company: 'X AS' }), ctx({ id: 999_999 })));
    expect(viaRoute.status).toBe(404);
    const viaAction = await dealerActions.updateDealerAction(999_999, { company: 'X AS' });
    expect(viaAction).toMatchObject({ ok: false, status: 404, code: 'not_found', error: viaRoute.body.error });
  });
});

/** An action made from an operation whose work fails with `work`'s failure. */
const failing = (work: () => Promise<never>) => operationAction(defineOperation({ who: 'admin', run: work, audit: { entity: 'product', action: 'update' } }))();

describe('the action frame maps every failure as the route frame does', () => {
  const prismaError = (code: string) => new Prisma.PrismaClientKnownRequestError(`failed (${code})`, { code, clientVersion: Prisma.prismaVersion.client });

  it('ZodError 400 with field errors, P2025 404, P2002 409', async () => {
    const zod = z.object({ name: z.string().min(2, 'For kort') }).safeParse({ name: 'x' });
    expect(zod.success).toBe(false);
    expect(await failing(async () => Promise.reject(zod.error))).toEqual({
      ok: false,
      status: 400,
      code: 'validation_failed',
      error: HTTP_MESSAGES.invalid,
      fieldErrors: { name: ['For kort'] },
    });
    expect(await failing(async () => Promise.reject(prismaError('P2025')))).toEqual({
      ok: false,
      status: 404,
      code: 'not_found',
      error: HTTP_MESSAGES.notFound,
    });
    expect(await failing(async () => Promise.reject(prismaError('P2002')))).toEqual({
      ok: false,
      status: 409,
      code: 'conflict',
      error: HTTP_MESSAGES.conflict,
    });
  });

  it("anything else is a logged 500 naming the request id (the proxy's when it set one)", async () => {
    const log = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      asAdmin('req-123');
      const failed = await failing(async () => Promise.reject(new Error('boom')));
      expect(failed).toEqual({ ok: false, status: 500, code: 'internal_error', error: HTTP_MESSAGES.serverError, requestId: 'req-123' });
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ requestId: 'req-123' }), 'Server action failed');
      asAdmin();
      const fresh = await failing(async () => Promise.reject(new Error('boom')));
      expect(fresh).toMatchObject({ ok: false, status: 500, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    } finally {
      log.mockRestore();
    }
  });

  it('Next.js control flow (notFound, redirect) is rethrown, not answered', async () => {
    const { notFound } = await import('next/navigation');
    await expect(failing(async () => notFound())).rejects.toThrow();
  });

  it('a duplicate through an operation is 409 with its message, nothing audited twice', async () => {
    const product = {
      name: 'Operasjonsolje',
      category: 'Treolje',
      imageUrl: 'https://cdn.example/olje.jpg',
      description: '<p>Lang</p>',
      variants: [{ articleNumber: 'OP-1', recommendedPriceNok: '199,00' }],
    };
    const first = await productActions.addProductAction(product);
    expect(first).toEqual({ ok: true, data: expect.objectContaining({ articleNumber: 'OP-1' }) });
    const second = await productActions.addProductAction(product);
    expect(second).toMatchObject({ ok: false, status: 409 });
    expect(await db.prisma.auditEvent.count({ where: { entity: 'product', action: 'create' } })).toBe(1);
  });
});
