/**
 * Course authoring and learning reports (docs/product.md: Course authoring) against the test
 * database: the admin API's access rules and answers (401, 403, 400, 404, 409, 413, 415), inactive
 * and archived courses invisible in every dealer API and the course page, attempts kept and not
 * regraded after a question is edited or deleted, completion kept after a module is added,
 * deletion with progress archived only when confirmed, the preview writing nothing, uploads
 * checked by content and files removed when unused, and the reports' figures and CSV on a fixture.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { GET as coursesGET, POST as coursesPOST } from '@/app/api/courses/route';
import { GET as courseGET, PATCH as coursePATCH, DELETE as courseDELETE } from '@/app/api/courses/[id]/route';
import { GET as modulesGET, POST as modulesPOST } from '@/app/api/courses/[id]/modules/route';
import { GET as certificateGET } from '@/app/api/courses/[id]/certificate/route';
import { GET as reportGET } from '@/app/api/courses/[id]/report/route';
import { GET as dealersReportGET } from '@/app/api/courses/reports/dealers/route';
import { PATCH as modulePATCH, DELETE as moduleDELETE } from '@/app/api/courses/modules/[moduleId]/route';
import { GET as contentsGET, POST as contentsPOST } from '@/app/api/courses/modules/[moduleId]/contents/route';
import { GET as questionsGET, POST as questionsPOST } from '@/app/api/courses/modules/[moduleId]/questions/route';
import { PATCH as contentPATCH, DELETE as contentDELETE } from '@/app/api/courses/contents/[id]/route';
import { PATCH as questionPATCH, DELETE as questionDELETE } from '@/app/api/courses/questions/[id]/route';
import { GET as progressListGET } from '@/app/api/courses/progress/route';
import { GET as progressGET } from '@/app/api/courses/progress/[id]/route';
import { POST as updatePOST } from '@/app/api/courses/progress/update/route';
import { POST as submitPOST } from '@/app/api/courses/quiz/submit/route';
import { listCourseCategories, moveContent, previewCourse, reorderModules } from '@/lib/admin/courses/service';
import { MAX_COURSE_IMAGE_BYTES } from '@/lib/admin/courses/limits';
import { audioClip } from '@/prisma/seed/media';
import { courseReport, courseReportCsv, dealerReport, dealerReportCsv } from '@/lib/courses/reports';
import { getCourseDetail } from '@/lib/courses/service';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { cloneTemplateDatabase, multipartRequest, signedIn, type TestDatabase } from '../support/harness';
import { createTestProduct } from '../support/products';

let db: TestDatabase;
let storageDir: string;
let admin: { id: number; cookie: string };
let dealer: { id: number; cookie: string };
let other: { id: number; cookie: string };

const URL_BASE = 'http://127.0.0.1/api/courses/x';
const ctx = <T extends Record<string, string | number>>(value: T) => ({
  params: Promise.resolve(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)])) as { [K in keyof T]: string }),
});

function req(method: string, who?: string, body?: unknown, query = '') {
  return new Request(`${URL_BASE}${query}`, {
    method,
    headers: { ...(who ? { cookie: who } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const multipart = (method: string, who: string, fields: Record<string, string | Blob>) => multipartRequest(method, '/api/courses/x', fields, { cookie: who });

const account = (email: string, role: 'ADMIN' | 'DEALER', name = 'Ola Nordmann', company = 'Bjørk Møbler AS') =>
  signedIn(db, role === 'ADMIN' ? 'admin' : 'dealer', { email, name, company });

const json = async (response: Response) => ({ status: response.status, body: await response.json() });

/** A course built through the API as an administrator: two modules (the first with a two-question quiz, the second with text only). */
async function buildCourse(title: string, isActive = true) {
  const course = await json(await coursesPOST(req('POST', admin.cookie, { title, description: 'Om pleie av tre', category: 'Treolje', isActive })));
  expect(course.status).toBe(201);
  const m1 = (await json(await modulesPOST(req('POST', admin.cookie, { title: 'Grunnleggende', estimatedTimeMinutes: 10 }), ctx({ id: course.body.id })))).body;
  const m2 = (await json(await modulesPOST(req('POST', admin.cookie, { title: 'Viderekommen' }), ctx({ id: course.body.id })))).body;
  await contentsPOST(req('POST', admin.cookie, { contentType: 'text', title: 'Innledning', html: '<p>Olje <b>trekker</b> inn</p>' }), ctx({ moduleId: m1.id }));
  await contentsPOST(req('POST', admin.cookie, { contentType: 'text', title: 'Mer', html: '<p>Mer om olje</p>' }), ctx({ moduleId: m2.id }));
  const q1 = (
    await json(
      await questionsPOST(
        req('POST', admin.cookie, {
          questionType: 'multiple_choice',
          questionText: 'Hva bruker du på eik?',
          options: [
            { text: 'Teakolje', correct: false },
            { text: 'Hardvoksolje', correct: true },
            { text: 'Vann', correct: false },
          ],
          explanation: 'Hardvoksolje passer eik.',
          points: 2,
        }),
        ctx({ moduleId: m1.id }),
      ),
    )
  ).body;
  const q2 = (
    await json(
      await questionsPOST(req('POST', admin.cookie, { questionType: 'true_false', questionText: 'Olje må tørke.', correct: true }), ctx({ moduleId: m1.id })),
    )
  ).body;
  return { id: course.body.id as number, m1: m1.id as number, m2: m2.id as number, q1: q1.id as number, q2: q2.id as number };
}

/** Every dealer call about a course and its first module, as the dealer: status codes, and whether the lists name it. */
async function dealerView(c: { id: number; m1: number; q1: number; q2: number }, who = dealer.cookie) {
  const listed = ((await (await coursesGET(req('GET', who))).json()) as { id: number }[]).some((x) => x.id === c.id);
  const inProgress = ((await (await progressListGET(req('GET', who))).json()) as { courseId: number }[]).some((x) => x.courseId === c.id);
  return {
    listed,
    inProgress,
    course: (await courseGET(req('GET', who), ctx({ id: c.id }))).status,
    modules: (await modulesGET(req('GET', who), ctx({ id: c.id }))).status,
    contents: (await contentsGET(req('GET', who), ctx({ moduleId: c.m1 }))).status,
    questions: (await questionsGET(req('GET', who), ctx({ moduleId: c.m1 }))).status,
    progress: (await progressGET(req('GET', who), ctx({ id: c.id }))).status,
    opened: (await updatePOST(req('POST', who, { courseId: c.id, moduleId: c.m1 }))).status,
    submitted: (await submitPOST(req('POST', who, { moduleId: c.m1, answers: { [c.q1]: 'Vann', [c.q2]: false } }))).status,
    certificate: (await certificateGET(req('GET', who), ctx({ id: c.id }))).status,
    page: (await getCourseDetail(db.prisma, dealer.id, c.id)) !== null,
  };
}

const HIDDEN = {
  listed: false,
  inProgress: false,
  course: 404,
  modules: 404,
  contents: 404,
  questions: 404,
  progress: 404,
  opened: 404,
  submitted: 404,
  certificate: 404,
  page: false,
};

/** Completes the course as `who`: module 1's quiz right, module 2 opened. */
async function complete(c: { id: number; m1: number; m2: number; q1: number; q2: number }, who: string) {
  const quiz = await json(await submitPOST(req('POST', who, { moduleId: c.m1, answers: { [c.q1]: 'Hardvoksolje', [c.q2]: true } })));
  expect(quiz.body.passed).toBe(true);
  return json(await updatePOST(req('POST', who, { courseId: c.id, moduleId: c.m2 })));
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'course-authoring-'));
  process.env.STORAGE_DIR = storageDir;
  db = await cloneTemplateDatabase('course_authoring');
  process.env.DATABASE_URL = db.url;
  admin = await account('admin@kurs.no', 'ADMIN', 'Admin', 'Firma AS');
  dealer = await account('forhandler@kurs.no', 'DEALER');
  other = await account('annen@kurs.no', 'DEALER', 'Kari', 'Kari Interiør');
}, 120_000);

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
  await rm(storageDir, { recursive: true, force: true });
});

describe('who may call the course authoring API', () => {
  const calls: [string, (who?: string) => Promise<Response>][] = [
    ['POST /api/courses', (who) => coursesPOST(req('POST', who, { title: 'X', description: 'X', category: 'X' }))],
    ['PATCH /api/courses/1', (who) => coursePATCH(req('PATCH', who, { title: 'Y' }), ctx({ id: 1 }))],
    ['DELETE /api/courses/1', (who) => courseDELETE(req('DELETE', who, undefined, '?confirm=true'), ctx({ id: 1 }))],
    ['POST /api/courses/1/modules', (who) => modulesPOST(req('POST', who, { title: 'M' }), ctx({ id: 1 }))],
    ['PATCH /api/courses/modules/1', (who) => modulePATCH(req('PATCH', who, { title: 'M' }), ctx({ moduleId: 1 }))],
    ['DELETE /api/courses/modules/1', (who) => moduleDELETE(req('DELETE', who, undefined, '?confirm=true'), ctx({ moduleId: 1 }))],
    [
      'POST /api/courses/modules/1/contents',
      (who) => contentsPOST(req('POST', who, { contentType: 'text', title: 'T', html: '<p>T</p>' }), ctx({ moduleId: 1 })),
    ],
    [
      'POST /api/courses/modules/1/questions',
      (who) => questionsPOST(req('POST', who, { questionType: 'true_false', questionText: 'S?', correct: true }), ctx({ moduleId: 1 })),
    ],
    ['PATCH /api/courses/contents/1', (who) => contentPATCH(req('PATCH', who, { title: 'T' }), ctx({ id: 1 }))],
    ['DELETE /api/courses/contents/1', (who) => contentDELETE(req('DELETE', who), ctx({ id: 1 }))],
    ['PATCH /api/courses/questions/1', (who) => questionPATCH(req('PATCH', who, { points: 3 }), ctx({ id: 1 }))],
    ['DELETE /api/courses/questions/1', (who) => questionDELETE(req('DELETE', who), ctx({ id: 1 }))],
    ['GET /api/courses/1/report', (who) => reportGET(req('GET', who), ctx({ id: 1 }))],
    ['GET /api/courses/reports/dealers', (who) => dealersReportGET(req('GET', who, undefined, '?format=csv'))],
  ];

  it.each(calls)('%s: 401 for nobody, 403 for a dealer, nothing changed', async (_name, call) => {
    const counts = () =>
      Promise.all([db.prisma.course.count(), db.prisma.courseModule.count(), db.prisma.moduleContent.count(), db.prisma.quizQuestion.count()]);
    const before = await counts();
    const anonymous = await call();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Du må logge inn', code: 'unauthenticated' });
    const forbidden = await call(dealer.cookie);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: 'Du har ikke tilgang til dette', code: 'forbidden' });
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for unknown and malformed ids, 400 for invalid bodies, 415 for bodies that are not JSON', async () => {
    const c = await buildCourse('Feilkurs');
    for (const id of [999999, 'abc', '0']) {
      expect((await coursePATCH(req('PATCH', admin.cookie, { title: 'Y' }), ctx({ id }))).status).toBe(404);
      expect((await courseDELETE(req('DELETE', admin.cookie), ctx({ id }))).status).toBe(404);
      expect((await modulesPOST(req('POST', admin.cookie, { title: 'M' }), ctx({ id }))).status).toBe(404);
      expect((await modulePATCH(req('PATCH', admin.cookie, { title: 'M' }), ctx({ moduleId: id }))).status).toBe(404);
      expect((await contentsPOST(req('POST', admin.cookie, { contentType: 'text', title: 'T', html: '<p>T</p>' }), ctx({ moduleId: id }))).status).toBe(404);
      expect(
        (await questionsPOST(req('POST', admin.cookie, { questionType: 'true_false', questionText: 'S?', correct: true }), ctx({ moduleId: id }))).status,
      ).toBe(404);
      expect((await contentPATCH(req('PATCH', admin.cookie, { title: 'T' }), ctx({ id }))).status).toBe(404);
      expect((await questionDELETE(req('DELETE', admin.cookie), ctx({ id }))).status).toBe(404);
      expect((await reportGET(req('GET', admin.cookie), ctx({ id }))).status).toBe(404);
    }
    const invalid = await json(await coursesPOST(req('POST', admin.cookie, { title: '', description: 'x', category: 'x', imageUrl: 'javascript:alert(1)' })));
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fieldErrors).sort()).toEqual(['imageUrl', 'title']);
    const options = await json(
      await questionsPOST(
        req('POST', admin.cookie, { questionType: 'multiple_choice', questionText: 'Hva?', options: [{ text: 'A', correct: false }], points: 101 }),
        ctx({ moduleId: c.m1 }),
      ),
    );
    expect(options.status).toBe(400);
    expect(options.body.fieldErrors).toEqual({
      options: ['Et flervalgsspørsmål har 2–8 svaralternativer', 'Merk minst ett riktig svar'],
      points: ['Poeng må være et helt tall fra 1 til 100'],
    });
    const nine = Array.from({ length: 9 }, (_, i) => ({ text: `Svar ${i}`, correct: i === 0 }));
    expect(
      (await questionsPOST(req('POST', admin.cookie, { questionType: 'multiple_choice', questionText: 'Hva?', options: nine }), ctx({ moduleId: c.m1 })))
        .status,
    ).toBe(400);
    const video = await json(
      await contentsPOST(
        req('POST', admin.cookie, { contentType: 'video', title: 'Film', url: 'https://youtube.com.evil.example/watch?v=abcdefghijk' }),
        ctx({ moduleId: c.m1 }),
      ),
    );
    expect(video).toEqual({
      status: 400,
      body: {
        error: 'Skjemaet inneholder feil',
        code: 'validation_failed',
        fieldErrors: { url: ['Lim inn en YouTube-adresse (youtube.com/watch?v=… eller youtu.be/…)'] },
      },
    });
    const goodVideo = await json(
      await contentsPOST(req('POST', admin.cookie, { contentType: 'video', title: 'Film', url: 'https://youtu.be/dQw4w9WgXcQ' }), ctx({ moduleId: c.m1 })),
    );
    expect(goodVideo.status).toBe(201);
    const typeChange = await json(await contentPATCH(req('PATCH', admin.cookie, { contentType: 'text', html: '<p>x</p>' }), ctx({ id: goodVideo.body.id })));
    expect(typeChange.status).toBe(400);
    const text = new Request(URL_BASE, { method: 'POST', headers: { cookie: admin.cookie, 'content-type': 'text/plain' }, body: 'hei' });
    expect((await coursesPOST(text)).status).toBe(415);
    expect((await contentsPOST(text.clone(), ctx({ moduleId: c.m1 }))).status).toBe(415);
  });
});

describe('the edges (issue 25)', () => {
  it('refuses media URLs with dot segments, also percent-encoded, when created and when edited', async () => {
    const c = await buildCourse('Kantkurs');
    for (const url of [
      '/media/../api/download-images',
      '/media/courses/../../api/download-images',
      '/media/%2e%2e/api/download-images',
      '/media/./courses/a.mp3',
      '/media/courses/.skjult.mp3',
    ]) {
      const created = await json(
        await contentsPOST(req('POST', admin.cookie, { contentType: 'audio', title: 'lyd', url, transcript: 't' }), ctx({ moduleId: c.m1 })),
      );
      expect(created).toEqual({
        status: 400,
        body: { error: 'Skjemaet inneholder feil', code: 'validation_failed', fieldErrors: { url: ['Last opp filen først'] } },
      });
      const image = await json(await coursesPOST(req('POST', admin.cookie, { title: 'K', description: 'x', category: 'x', imageUrl: url })));
      expect(image.status).toBe(400);
    }
    const good = await json(
      await contentsPOST(
        req('POST', admin.cookie, { contentType: 'audio', title: 'lyd', url: '/media/courses/lyd.mp3', transcript: 't' }),
        ctx({ moduleId: c.m1 }),
      ),
    );
    expect(good.status).toBe(201);
    expect((await contentPATCH(req('PATCH', admin.cookie, { url: '/media/../api/download-images' }), ctx({ id: good.body.id }))).status).toBe(400);
  });

  it('refuses multipart and JSON writes from another site with 403, even with the administrator cookie', async () => {
    const c = await buildCourse('Kryss');
    const foreign: Record<string, string>[] = [
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const upload = multipartRequest(
        'POST',
        '/api/courses/x',
        { contentType: 'audio', title: 'Lyd', transcript: 't', file: new File([new Uint8Array(audioClip(1))], 'a.wav') },
        { cookie: admin.cookie, headers },
      );
      const answer = await json(await contentsPOST(upload, ctx({ moduleId: c.m1 })));
      expect(answer).toEqual({ status: 403, body: { error: 'Forespørselen kommer fra et annet nettsted og er avvist', code: 'cross_site' } });
      const jsonWrite = new Request(URL_BASE, {
        method: 'POST',
        headers: { cookie: admin.cookie, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ title: 'X', description: 'x', category: 'x' }),
      });
      expect((await coursesPOST(jsonWrite)).status).toBe(403);
    }
    expect((await json(await contentsGET(req('GET', admin.cookie), ctx({ moduleId: c.m1 })))).body).toHaveLength(1);
    const same = multipartRequest(
      'POST',
      '/api/courses/x',
      { contentType: 'audio', title: 'Lyd', transcript: 't', file: new File([new Uint8Array(audioClip(1))], 'a.wav') },
      { cookie: admin.cookie, headers: { origin: 'http://127.0.0.1:3000' } },
    );
    const stored = await json(await contentsPOST(same, ctx({ moduleId: c.m1 })));
    expect(stored.status).toBe(201);
    // Deleting it removes its file: the upload test below counts the stored files.
    expect((await contentDELETE(req('DELETE', admin.cookie), ctx({ id: stored.body.id }))).status).toBe(200);
  });
});

describe('visibility to dealers', () => {
  it('a new course starts inactive: administrators see it marked, dealers nowhere until it is activated', async () => {
    const c = await buildCourse('Utkastkurs', false);
    expect((await db.prisma.course.findUniqueOrThrow({ where: { id: c.id } })).isActive).toBe(false);
    expect(await dealerView(c)).toEqual(HIDDEN);
    const adminList = (await (await coursesGET(req('GET', admin.cookie))).json()) as { id: number; isActive: boolean }[];
    expect(adminList.find((x) => x.id === c.id)).toMatchObject({ isActive: false, moduleCount: 2 });
    expect(await json(await courseGET(req('GET', admin.cookie), ctx({ id: c.id })))).toMatchObject({ status: 200, body: { id: c.id, isActive: false } });

    expect((await coursePATCH(req('PATCH', admin.cookie, { isActive: true }), ctx({ id: c.id }))).status).toBe(200);
    const visible = await dealerView(c);
    expect(visible).toMatchObject({
      listed: true,
      course: 200,
      modules: 200,
      contents: 200,
      questions: 200,
      progress: 200,
      opened: 200,
      submitted: 200,
      page: true,
    });
    expect(visible.certificate).toBe(403); // not completed yet
  });

  it('deactivating a course a dealer completed hides it in every dealer API (list, progress, certificate included)', async () => {
    const c = await buildCourse('Deaktiveres');
    expect((await complete(c, dealer.cookie)).body.completedAt).not.toBeNull();
    expect((await certificateGET(req('GET', dealer.cookie), ctx({ id: c.id }))).status).toBe(200);
    await coursePATCH(req('PATCH', admin.cookie, { isActive: false }), ctx({ id: c.id }));
    expect(await dealerView(c)).toEqual(HIDDEN);
    // Refused calls wrote nothing: the earlier completion stands.
    expect(
      (await db.prisma.courseProgress.findUniqueOrThrow({ where: { dealerId_courseId: { dealerId: dealer.id, courseId: c.id } } })).completedAt,
    ).not.toBeNull();
  });

  it('an inactive or archived module is hidden from its module calls', async () => {
    const c = await buildCourse('Modulsynlighet');
    await modulePATCH(req('PATCH', admin.cookie, { isActive: false }), ctx({ moduleId: c.m1 }));
    const view = await dealerView(c);
    expect(view).toMatchObject({ listed: true, course: 200, modules: 200, contents: 404, questions: 404, opened: 404, submitted: 404 });
    const listed = (await (await modulesGET(req('GET', dealer.cookie), ctx({ id: c.id }))).json()) as { id: number }[];
    expect(listed.map((m) => m.id)).toEqual([c.m2]);
    await modulePATCH(req('PATCH', admin.cookie, { isActive: true }), ctx({ moduleId: c.m1 }));
    await db.prisma.courseModule.update({ where: { id: c.m1 }, data: { archivedAt: new Date() } });
    expect(await dealerView(c)).toMatchObject({ contents: 404, questions: 404, opened: 404, submitted: 404 });
    expect((await getCourseDetail(db.prisma, dealer.id, c.id))?.modules.map((m) => m.id)).toEqual([c.m2]);
  });
});

describe('changing a course dealers have taken', () => {
  it('keeps past attempts and their grades after a question is edited and after it is deleted', async () => {
    const c = await buildCourse('Snapshot');
    const first = await json(await submitPOST(req('POST', dealer.cookie, { moduleId: c.m1, answers: { [c.q1]: 'Teakolje', [c.q2]: true } })));
    expect(first.body).toMatchObject({ passed: false, score: 1 });
    const rows = () => db.prisma.quizResult.findMany({ where: { dealerId: dealer.id, moduleId: c.m1 }, orderBy: { id: 'asc' } });
    const before = await rows();
    expect(before.map((r) => [r.questionText, r.isCorrect, r.points])).toEqual([
      ['Hva bruker du på eik?', false, 2],
      ['Olje må tørke.', true, 1],
    ]);
    expect(before[0].options).toEqual(['Teakolje', 'Hardvoksolje', 'Vann']);
    expect(before[0].correctAnswers).toEqual(['Hardvoksolje']);

    // The administrator makes 'Teakolje' the right answer and rewrites the question: the old attempt is not regraded.
    const edited = await json(
      await questionPATCH(
        req('PATCH', admin.cookie, {
          questionText: 'Hva bruker du på teak?',
          options: [
            { text: 'Teakolje', correct: true },
            { text: 'Vann', correct: false },
          ],
        }),
        ctx({ id: c.q1 }),
      ),
    );
    expect(edited).toMatchObject({
      status: 200,
      body: {
        questionType: 'multiple_choice',
        points: 2,
        options: [
          { text: 'Teakolje', correct: true },
          { text: 'Vann', correct: false },
        ],
      },
    });
    expect(await rows()).toEqual(before);

    // The question deleted: its results stay, with what was asked, and count in the report.
    expect((await questionDELETE(req('DELETE', admin.cookie), ctx({ id: c.q1 }))).status).toBe(200);
    const after = await rows();
    expect(after.map((r) => ({ ...r, questionId: null }))).toEqual(
      before.map((r) => (r.questionId === c.q1 ? { ...r, questionId: null } : { ...r, questionId: null })),
    );
    expect(after.find((r) => r.questionText === 'Hva bruker du på eik?')?.questionId).toBeNull();
    expect(after.find((r) => r.questionText === 'Olje må tørke.')?.questionId).toBe(c.q2);
    const report = await courseReport(db.prisma, c.id);
    expect(report.mostMissed).toEqual([
      { questionId: null, moduleId: c.m1, moduleTitle: 'Grunnleggende', questionText: 'Hva bruker du på eik?', answers: 1, wrong: 1, wrongRate: 100 },
    ]);
    expect(report.modules[0]).toMatchObject({ attempts: 1, dealers: 1, averageScore: 33.3 });
  });

  it('keeps completion when a module is added; the new module shows as not done and the percent drops', async () => {
    const c = await buildCourse('Klebrig');
    const done = await complete(c, dealer.cookie);
    expect(done.body).toMatchObject({ progress: 100 });
    const completedAt = done.body.completedAt;
    expect(completedAt).not.toBeNull();
    const added = await json(await modulesPOST(req('POST', admin.cookie, { title: 'Ny modul' }), ctx({ id: c.id })));
    expect(added.status).toBe(201);
    const progress = await json(await progressGET(req('GET', dealer.cookie), ctx({ id: c.id })));
    expect(progress.body).toMatchObject({
      progress: 67,
      completedAt,
      moduleProgress: [
        { moduleId: c.m1, completed: true },
        { moduleId: c.m2, completed: true },
        { moduleId: added.body.id, completed: false },
      ],
    });
    expect((await certificateGET(req('GET', dealer.cookie), ctx({ id: c.id }))).status).toBe(200);
    // Opening the new module (no quiz) completes it; completedAt is still the first one.
    const again = await json(await updatePOST(req('POST', dealer.cookie, { courseId: c.id, moduleId: added.body.id })));
    expect(again.body).toMatchObject({ progress: 100, completedAt });
  });

  it('deleting a course or module with progress answers 409 with the count, archives when confirmed, and the report stays readable', async () => {
    const c = await buildCourse('Arkiveres');
    await complete(c, dealer.cookie);
    await submitPOST(req('POST', other.cookie, { moduleId: c.m1, answers: { [c.q1]: 'Vann', [c.q2]: true } }));

    const conflict = await json(await moduleDELETE(req('DELETE', admin.cookie), ctx({ moduleId: c.m1 })));
    expect(conflict).toEqual({
      status: 409,
      body: { error: '2 forhandlere har fremgang i modulen. Bekreft for å arkivere den: resultatene blir tatt vare på.', code: 'conflict', progressCount: 2 },
    });
    // A module without progress is deleted for real.
    const empty = await json(await modulesPOST(req('POST', admin.cookie, { title: 'Tom', isActive: false }), ctx({ id: c.id })));
    expect(await json(await moduleDELETE(req('DELETE', admin.cookie), ctx({ moduleId: empty.body.id })))).toEqual({
      status: 200,
      body: { id: empty.body.id, archived: false, progressCount: 0 },
    });
    expect(await db.prisma.courseModule.findUnique({ where: { id: empty.body.id } })).toBeNull();

    const refused = await json(await courseDELETE(req('DELETE', admin.cookie), ctx({ id: c.id })));
    expect(refused).toEqual({
      status: 409,
      body: { error: '2 forhandlere har fremgang i kurset. Bekreft for å arkivere det: resultatene blir tatt vare på.', code: 'conflict', progressCount: 2 },
    });
    expect((await db.prisma.course.findUniqueOrThrow({ where: { id: c.id } })).archivedAt).toBeNull();

    const archived = await json(await courseDELETE(req('DELETE', admin.cookie, undefined, '?confirm=true'), ctx({ id: c.id })));
    expect(archived).toEqual({ status: 200, body: { id: c.id, archived: true, progressCount: 2 } });
    expect(await dealerView(c)).toEqual(HIDDEN);
    const adminList = (await (await coursesGET(req('GET', admin.cookie))).json()) as { id: number }[];
    expect(adminList.some((x) => x.id === c.id)).toBe(false);
    expect(await db.prisma.quizResult.count({ where: { moduleId: c.m1 } })).toBe(4);

    const report = await json(await reportGET(req('GET', admin.cookie), ctx({ id: c.id })));
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ course: { id: c.id, archived: true }, started: 2, completed: 1, completionRate: 50 });
    expect(report.body.dealers.map((d: { dealerId: number; completedAt: string | null }) => [d.dealerId, d.completedAt !== null])).toEqual([
      [dealer.id, true],
      [other.id, false],
    ]);
    // Archived: no more edits (404), the rows stay.
    expect((await coursePATCH(req('PATCH', admin.cookie, { title: 'Nei' }), ctx({ id: c.id }))).status).toBe(404);
  });

  it('the preview shows an inactive course as a dealer would see it and writes no progress', async () => {
    const c = await buildCourse('Forhåndsvisning', false);
    const before = await Promise.all([db.prisma.courseProgress.count(), db.prisma.moduleProgress.count(), db.prisma.quizResult.count()]);
    const preview = await previewCourse(db.prisma, c.id);
    expect(preview.course).toMatchObject({ id: c.id, title: 'Forhåndsvisning', isActive: false, moduleCount: 2 });
    expect(preview.modules.map((m) => m.id)).toEqual([c.m1, c.m2]);
    expect(JSON.stringify(preview)).not.toMatch(/correctAnswers|Hardvoksolje passer/);
    expect(preview.progress).toEqual({
      progress: 0,
      completedAt: null,
      moduleProgress: [
        { moduleId: c.m1, completed: false },
        { moduleId: c.m2, completed: false },
      ],
    });
    // The same shape the dealer's course page gets once it is active.
    await db.prisma.course.update({ where: { id: c.id }, data: { isActive: true } });
    expect(await getCourseDetail(db.prisma, other.id, c.id)).toEqual({ ...preview, course: { ...preview.course, isActive: true } });
    expect(await Promise.all([db.prisma.courseProgress.count(), db.prisma.moduleProgress.count(), db.prisma.quizResult.count()])).toEqual(before);
  });

  it('reorders modules by a full order list and content a step at a time', async () => {
    const c = await buildCourse('Rekkefølge');
    expect(await reorderModules(db.prisma, c.id, [c.m2, c.m1])).toEqual([c.m2, c.m1]);
    expect(((await (await modulesGET(req('GET', dealer.cookie), ctx({ id: c.id }))).json()) as { id: number }[]).map((m) => m.id)).toEqual([c.m2, c.m1]);
    await expect(reorderModules(db.prisma, c.id, [c.m1])).rejects.toMatchObject({ status: 400 });
    const second = (
      await json(await contentsPOST(req('POST', admin.cookie, { contentType: 'text', title: 'Andre', html: '<p>2</p>' }), ctx({ moduleId: c.m1 })))
    ).body;
    const items = await db.prisma.moduleContent.findMany({ where: { moduleId: c.m1 }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
    expect(items.map((i) => i.id).at(-1)).toBe(second.id);
    const order = await moveContent(db.prisma, second.id, 'up');
    expect(order).toEqual([second.id, items[0].id]);
    expect(await moveContent(db.prisma, second.id, 'up')).toEqual(order); // already first
  });
});

describe('uploads', () => {
  const png = () =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: '#8b5a2b' } })
      .png()
      .toBuffer();

  it('stores images and audio checked by content; refuses a renamed text file (415), too large (413); removes files no row uses', async () => {
    const c = await buildCourse('Medier');
    const image = await json(
      await contentsPOST(
        multipart('POST', admin.cookie, { contentType: 'image', title: 'Eik', alt: 'Eikebord', file: new File([new Uint8Array(await png())], 'eik.png') }),
        ctx({ moduleId: c.m1 }),
      ),
    );
    expect(image.status).toBe(201);
    expect(image.body).toMatchObject({
      contentType: 'image',
      alt: 'Eikebord',
      url: expect.stringMatching(/^\/media\/courses\/images\/eik-[0-9a-f]{10}\.jpg$/),
    });
    const audio = await json(
      await contentsPOST(
        multipart('POST', admin.cookie, {
          contentType: 'audio',
          title: 'Lydguide',
          transcript: 'Hei og velkommen',
          file: new File([new Uint8Array(audioClip(3))], 'guide.wav'),
        }),
        ctx({ moduleId: c.m1 }),
      ),
    );
    expect(audio.status).toBe(201);
    expect(audio.body.url).toMatch(/^\/media\/courses\/audio\/lydguide-[0-9a-f]{10}\.wav$/);
    const files = async () => (await readdir(storageDir, { recursive: true })).filter((f) => /\.(jpg|wav|mp3)$/.test(String(f))).sort();
    expect(await files()).toHaveLength(2);

    const fake = await json(
      await contentsPOST(
        multipart('POST', admin.cookie, {
          contentType: 'audio',
          title: 'Falsk',
          transcript: 'x',
          file: new File(['Dette er bare tekst, ikke lyd.\n'.repeat(50)], 'lyd.mp3', { type: 'audio/mpeg' }),
        }),
        ctx({ moduleId: c.m1 }),
      ),
    );
    expect(fake).toEqual({ status: 415, body: { error: 'Filen er ikke en lydfil (MP3, M4A, OGG eller WAV)', code: 'unsupported_media_type' } });
    const notImage = await contentsPOST(
      multipart('POST', admin.cookie, { contentType: 'image', title: 'X', alt: 'X', file: new File(['<svg/>'], 'x.png') }),
      ctx({ moduleId: c.m1 }),
    );
    expect(notImage.status).toBe(415);
    const big = new Uint8Array(MAX_COURSE_IMAGE_BYTES + 1);
    const tooLarge = await contentsPOST(
      multipart('POST', admin.cookie, { contentType: 'image', title: 'Stor', alt: 'Stor', file: new File([big], 'stor.png') }),
      ctx({ moduleId: c.m1 }),
    );
    expect(tooLarge.status).toBe(413);
    expect(await files()).toHaveLength(2);
    expect(await db.prisma.moduleContent.count({ where: { moduleId: c.m1 } })).toBe(3);

    // Two items name the same image: deleting one keeps the file, deleting the other removes it.
    const copy = await json(
      await contentsPOST(req('POST', admin.cookie, { contentType: 'image', title: 'Kopi', url: image.body.url, alt: 'Kopi' }), ctx({ moduleId: c.m2 })),
    );
    expect(copy.status).toBe(201);
    expect((await contentDELETE(req('DELETE', admin.cookie), ctx({ id: image.body.id }))).status).toBe(200);
    expect(await files()).toHaveLength(2);
    expect((await contentDELETE(req('DELETE', admin.cookie), ctx({ id: copy.body.id }))).status).toBe(200);
    expect(await files()).toEqual([expect.stringMatching(/lydguide-[0-9a-f]{10}\.wav$/)]);

    // Replacing the audio file by PATCH (multipart) removes the old one.
    const replaced = await json(
      await contentPATCH(multipart('PATCH', admin.cookie, { file: new File([new Uint8Array(audioClip(4))], 'ny.wav') }), ctx({ id: audio.body.id })),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.url).not.toBe(audio.body.url);
    expect(replaced.body.url).toMatch(/^\/media\/courses\/audio\/ny-[0-9a-f]{10}\.wav$/);
    expect(await files()).toEqual([replaced.body.url.replace('/media/', '')]);
  });
});

describe('reports', () => {
  /** A fixture with known figures, written directly: three dealers, two modules, three questions. */
  async function fixture() {
    const course = await db.prisma.course.create({ data: { title: 'Rapportkurs', description: 'R', category: 'Lær', isActive: true, sortOrder: 99 } });
    const [m1, m2] = await Promise.all(
      ['Modul én', 'Modul to'].map((title, i) => db.prisma.courseModule.create({ data: { courseId: course.id, title, sortOrder: i } })),
    );
    const q = (moduleId: number, questionText: string, points: number) =>
      db.prisma.quizQuestion.create({ data: { moduleId, questionText, questionType: 'true_false', correctAnswers: ['true'], points } });
    const [q1, q2, q3] = [await q(m1.id, 'Spørsmål 1', 2), await q(m1.id, 'Spørsmål 2', 1), await q(m2.id, 'Spørsmål 3', 1)];
    const d1 = await account('d1@rapport.no', 'DEALER', '=HYPERLINK("http://x")', 'Bjørk Møbler AS');
    const d2 = await account('d2@rapport.no', 'DEALER', 'Per', 'Ås Interiør');
    const d3 = await account('d3@rapport.no', 'DEALER', 'Åse', '+47 Firma');
    await account('d4@rapport.no', 'DEALER', 'Lise', 'Lønn AS'); // no progress at all
    const day = (iso: string) => new Date(iso);
    await db.prisma.courseProgress.createMany({
      data: [
        { dealerId: d1.id, courseId: course.id, progress: 100, startedAt: day('2026-01-10T10:00:00Z'), completedAt: day('2026-01-15T10:00:00Z') },
        { dealerId: d2.id, courseId: course.id, progress: 100, startedAt: day('2026-02-01T10:00:00Z'), completedAt: day('2026-03-02T10:00:00Z') },
        { dealerId: d3.id, courseId: course.id, progress: 50, startedAt: day('2026-03-05T10:00:00Z') },
      ],
    });
    let minute = 0;
    const attempt = async (dealerId: number, answers: [{ id: number; questionText: string; points: number; moduleId: number }, boolean][]) => {
      const attemptedAt = new Date(Date.UTC(2026, 0, 10, 12, minute++));
      await db.prisma.quizResult.createMany({
        data: answers.map(([question, isCorrect]) => ({
          dealerId,
          moduleId: question.moduleId,
          questionId: question.id,
          userAnswer: isCorrect,
          isCorrect,
          attemptedAt,
          questionText: question.questionText,
          questionType: 'true_false' as const,
          correctAnswers: ['true'],
          points: question.points,
        })),
      });
    };
    await attempt(d1.id, [
      [q1, false],
      [q2, true],
    ]); // 1/3
    await attempt(d1.id, [
      [q1, true],
      [q2, true],
    ]); // 3/3
    await attempt(d2.id, [
      [q1, true],
      [q2, true],
    ]); // 3/3
    await attempt(d3.id, [
      [q1, false],
      [q2, false],
    ]); // 0/3
    await attempt(d1.id, [[q3, true]]); // 1/1
    await attempt(d2.id, [[q3, false]]); // 0/1
    await attempt(d2.id, [[q3, true]]); // 1/1
    return { course, m1, m2, q1, q2, q3, d1, d2, d3 };
  }

  it('per course: started, completed, rate, average score per module, most missed questions, completions per month', async () => {
    const f = await fixture();
    const report = await courseReport(db.prisma, f.course.id);
    expect(report).toMatchObject({ course: { id: f.course.id, title: 'Rapportkurs', archived: false }, started: 3, completed: 2, completionRate: 67 });
    expect(report.modules).toEqual([
      { moduleId: f.m1.id, title: 'Modul én', visible: true, archived: false, attempts: 4, dealers: 3, averageScore: 58.3 },
      { moduleId: f.m2.id, title: 'Modul to', visible: true, archived: false, attempts: 3, dealers: 2, averageScore: 66.7 },
    ]);
    expect(report.mostMissed.map((m) => [m.questionText, m.answers, m.wrong, m.wrongRate])).toEqual([
      ['Spørsmål 1', 4, 2, 50],
      ['Spørsmål 3', 3, 1, 33.3],
      ['Spørsmål 2', 4, 1, 25],
    ]);
    expect(report.completionsByMonth).toEqual([
      { month: '2026-01', completions: 1 },
      { month: '2026-02', completions: 0 },
      { month: '2026-03', completions: 1 },
    ]);
    expect(report.dealers.map((d) => [d.dealerId, d.progress])).toEqual([
      [f.d1.id, 100],
      [f.d2.id, 100],
      [f.d3.id, 50],
    ]);
  });

  it('per dealer: each course with progress, completion date and certificate; CSV with BOM, formula-safe, ø intact', async () => {
    const rows = await dealerReport(db.prisma);
    const d1 = rows.find((r) => r.email === 'd1@rapport.no')!;
    expect(d1.courses).toEqual([
      {
        courseId: expect.any(Number),
        title: 'Rapportkurs',
        archived: false,
        progress: 100,
        startedAt: new Date('2026-01-10T10:00:00Z'),
        completedAt: new Date('2026-01-15T10:00:00Z'),
        certificate: true,
      },
    ]);
    expect(rows.find((r) => r.email === 'd3@rapport.no')!.courses[0]).toMatchObject({ progress: 50, completedAt: null, certificate: false });

    const response = await dealersReportGET(req('GET', admin.cookie, undefined, '?format=csv'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="forhandlerrapport-kurs-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(csv).toBe(dealerReportCsv(rows));
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Forhandler;Firma;E-post;Kurs;Fremgang (%);Startet;Fullført;Kursbevis');
    expect(lines).toContain(`"'=HYPERLINK(""http://x"")";Bjørk Møbler AS;d1@rapport.no;Rapportkurs;100;2026-01-10;2026-01-15;ja`);
    expect(lines).toContain(`Åse;'+47 Firma;d3@rapport.no;Rapportkurs;50;2026-03-05;;nei`);
    // A dealer without progress has one row with the course columns empty.
    expect(lines).toContain('Lise;Lønn AS;d4@rapport.no;;;;;');

    const course = await courseReport(db.prisma, rows.find((r) => r.email === 'd1@rapport.no')!.courses[0].courseId);
    const courseCsv = courseReportCsv(course);
    expect(courseCsv.startsWith('\uFEFFKurs;Status;Påbegynt;Fullført;Fullføringsgrad (%)\r\nRapportkurs;aktiv;3;2;67\r\n')).toBe(true);
    expect(courseCsv).toContain('\r\nModul én;4;3;58,3\r\n');
    expect(courseCsv).toContain('\r\nSpørsmål 3;Modul to;3;1;33,3\r\n');
    expect(courseCsv).toContain('\r\n2026-02;0\r\n');
    const viaApi = await reportGET(req('GET', admin.cookie, undefined, '?format=csv'), ctx({ id: course.course.id }));
    expect(await viaApi.text()).toBe(courseCsv.slice(1)); // Response.text() drops the BOM; the bytes carry it
    expect((await reportGET(req('GET', admin.cookie, undefined, '?format=xml'), ctx({ id: course.course.id }))).status).toBe(400);
  });
});

describe("the course form's categories", () => {
  it("offers the courses' and the products' categories once each, a product in several sizes counting once, blanks left out", async () => {
    const sized = await createTestProduct(db.prisma, {
      articleNumber: 'KAT-1',
      category: 'Ålesund-olje',
      sizes: [
        { articleNumber: 'KAT-1', sizeLabel: '250 ml' },
        { articleNumber: 'KAT-2', sizeLabel: '500 ml' },
        { articleNumber: 'KAT-3', sizeLabel: '1 l' },
      ],
    });
    const blank = await createTestProduct(db.prisma, { articleNumber: 'KAT-9', category: '   ' });
    const course = await db.prisma.course.create({ data: { title: 'Kategorikurs', description: 'x', category: 'Lærpleie', imageUrl: '/media/x.jpg' } });
    try {
      const categories = await listCourseCategories(db.prisma);
      expect(categories.filter((c) => c === 'Ålesund-olje')).toHaveLength(1);
      expect(categories).toContain('Lærpleie');
      expect(categories.some((c) => c.trim() === '')).toBe(false);
      expect(categories).toEqual([...categories].sort((a, b) => a.localeCompare(b, 'nb')));
      expect(categories.at(-1)).toBe('Ålesund-olje');
    } finally {
      await db.prisma.course.delete({ where: { id: course.id } });
      await db.prisma.product.deleteMany({ where: { id: { in: [sized.id, blank.id] } } });
    }
  });
});
