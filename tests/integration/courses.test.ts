/**
 * The course calls against the seeded test database: who may call them, no answers leaking from
 * the questions API, grading and progress written only by the server, every attempt kept, bad
 * input refused with nothing written, one dealer's progress out of another's reach, and the
 * certificate.
 */
import { GET as coursesGET } from '@/app/api/courses/route';
import { GET as courseGET } from '@/app/api/courses/[id]/route';
import { GET as modulesGET } from '@/app/api/courses/[id]/modules/route';
import { GET as certificateGET } from '@/app/api/courses/[id]/certificate/route';
import { GET as progressListGET } from '@/app/api/courses/progress/route';
import { GET as progressGET } from '@/app/api/courses/progress/[id]/route';
import { POST as updatePOST } from '@/app/api/courses/progress/update/route';
import { GET as contentsGET } from '@/app/api/courses/modules/[moduleId]/contents/route';
import { GET as questionsGET } from '@/app/api/courses/modules/[moduleId]/questions/route';
import { POST as submitPOST } from '@/app/api/courses/quiz/submit/route';
import { courseProgress, getCourseDetail } from '@/lib/courses/service';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { runDemoSeed } from '@/prisma/seed';
import { PrismaPg } from '@prisma/adapter-pg';
import { LocalStorage } from '@/lib/storage';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cloneTemplateDatabase, sessionOf, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let dir: string;
let dealer: { id: number; cookie: string };
let other: { id: number; cookie: string };

const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const get = (cookie?: string) => new Request('http://127.0.0.1/api/courses', { headers: cookie ? { cookie } : {} });
const post = (body: unknown, cookie: string) =>
  new Request('http://127.0.0.1/api/courses/x', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function account(email: string) {
  const user =
    (await db.prisma.user.findUnique({ where: { email } })) ??
    (await db.prisma.user.create({ data: { email, passwordHash: 'x', name: 'Ola Nordmann', company: 'Ola Møbler AS' } }));
  return { id: user.id, cookie: (await sessionOf(db, user)).cookie };
}

/** The first course and its first module with its questions and their right answers. */
async function firstModule() {
  const course = await db.prisma.course.findFirstOrThrow({ where: { isActive: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
  const modules = await db.prisma.courseModule.findMany({ where: { courseId: course.id, isActive: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
  const questions = await db.prisma.quizQuestion.findMany({ where: { moduleId: modules[0].id }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
  const right = Object.fromEntries(
    questions.map((q) => {
      const correct = (q.correctAnswers as string[])[0];
      return [String(q.id), q.questionType === 'true_false' ? correct === 'true' : correct];
    }),
  );
  return { course, modules, questions, right };
}

beforeAll(async () => {
  db = await cloneTemplateDatabase('courses');
  process.env.DATABASE_URL = db.url;
  dir = await mkdtemp(path.join(os.tmpdir(), 'courses-storage-'));
  await runDemoSeed(db.prisma, new LocalStorage(dir));
  dealer = await account('forhandler@example.com');
  other = await account('annen.forhandler@example.com');
}, 120_000);

afterAll(async () => {
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('access', () => {
  it('every course call answers 401 without a session', async () => {
    const { course, modules } = await firstModule();
    const anonymous = get();
    expect((await coursesGET(anonymous)).status).toBe(401);
    expect((await courseGET(get(), params({ id: String(course.id) }))).status).toBe(401);
    expect((await modulesGET(get(), params({ id: String(course.id) }))).status).toBe(401);
    expect((await progressListGET(get())).status).toBe(401);
    expect((await progressGET(get(), params({ id: String(course.id) }))).status).toBe(401);
    expect((await contentsGET(get(), params({ moduleId: String(modules[0].id) }))).status).toBe(401);
    expect((await questionsGET(get(), params({ moduleId: String(modules[0].id) }))).status).toBe(401);
    expect((await certificateGET(get(), params({ id: String(course.id) }))).status).toBe(401);
    const noSession = new Request('http://127.0.0.1/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect((await updatePOST(noSession)).status).toBe(401);
    expect((await submitPOST(noSession.clone())).status).toBe(401);
  });

  it('hides inactive courses and modules; unknown and non-numeric ids answer 404', async () => {
    const { course, modules } = await firstModule();
    const list = await (await coursesGET(get(dealer.cookie))).json();
    expect(list.map((c: { id: number }) => c.id)).toContain(course.id);
    await db.prisma.course.update({ where: { id: course.id }, data: { isActive: false } });
    try {
      const hidden = await (await coursesGET(get(dealer.cookie))).json();
      expect(hidden.map((c: { id: number }) => c.id)).not.toContain(course.id);
      const gone = await courseGET(get(dealer.cookie), params({ id: String(course.id) }));
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ error: 'Kurset ble ikke funnet', code: 'not_found' });
      expect((await questionsGET(get(dealer.cookie), params({ moduleId: String(modules[0].id) }))).status).toBe(404);
    } finally {
      await db.prisma.course.update({ where: { id: course.id }, data: { isActive: true } });
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999']) {
      expect((await courseGET(get(dealer.cookie), params({ id }))).status).toBe(404);
    }
    await db.prisma.courseModule.update({ where: { id: modules[1].id }, data: { isActive: false } });
    try {
      const visible = await (await modulesGET(get(dealer.cookie), params({ id: String(course.id) }))).json();
      expect(visible.map((m: { id: number }) => m.id)).not.toContain(modules[1].id);
    } finally {
      await db.prisma.courseModule.update({ where: { id: modules[1].id }, data: { isActive: true } });
    }
  });
});

describe('questions', () => {
  it('never carry the correct answers or the explanations', async () => {
    const { modules, questions } = await firstModule();
    const response = await questionsGET(get(dealer.cookie), params({ moduleId: String(modules[0].id) }));
    const body = await response.json();
    expect(body).toHaveLength(questions.length);
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/correctAnswers|explanation/);
    for (const q of questions) {
      if (q.explanation) expect(text).not.toContain(q.explanation.slice(0, 30));
    }
    expect(Object.keys(body[0]).sort()).toEqual(['id', 'imageUrl', 'moduleId', 'multipleAnswers', 'options', 'points', 'questionText', 'questionType']);
  });

  it('say when several options are correct (checkboxes), and such a question is right only with all of them', async () => {
    const { modules, right } = await firstModule();
    const several = await db.prisma.quizQuestion.create({
      data: {
        moduleId: modules[0].id,
        questionText: 'Hvilke passer til lær?',
        questionType: 'multiple_choice',
        options: ['Lærbalsam', 'Salmiakk', 'Lærsåpe'],
        correctAnswers: ['Lærbalsam', 'Lærsåpe'],
        sortOrder: 99,
      },
    });
    const taker = await account('flervalg@example.com'); // a dealer of its own: its progress touches no other test
    try {
      const body = (await (await questionsGET(get(taker.cookie), params({ moduleId: String(modules[0].id) }))).json()) as Array<{
        id: number;
        multipleAnswers: boolean;
      }>;
      expect(body.find((q) => q.id === several.id)?.multipleAnswers).toBe(true);
      expect(body.filter((q) => q.id !== several.id).every((q) => q.multipleAnswers === false)).toBe(true);
      expect(JSON.stringify(body)).not.toContain('correctAnswers');
      const submit = async (answer: string[]) =>
        (await (await submitPOST(post({ moduleId: modules[0].id, answers: { ...right, [several.id]: answer } }, taker.cookie))).json()) as {
          results: Record<string, boolean>;
        };
      expect((await submit(['Lærbalsam'])).results[several.id]).toBe(false);
      expect((await submit(['Lærsåpe', 'Lærbalsam'])).results[several.id]).toBe(true);
    } finally {
      await db.prisma.quizResult.deleteMany({ where: { questionId: several.id } });
      await db.prisma.quizQuestion.delete({ where: { id: several.id } });
    }
  });

  it('contents come with text as sanitised HTML', async () => {
    const { modules } = await firstModule();
    const text = await db.prisma.moduleContent.findFirstOrThrow({ where: { moduleId: modules[0].id, contentType: 'text' } });
    await db.prisma.moduleContent.update({ where: { id: text.id }, data: { content: `${text.content}<script>alert(1)</script><img src=x onerror=alert(2)>` } });
    const body = await (await contentsGET(get(dealer.cookie), params({ moduleId: String(modules[0].id) }))).json();
    const item = body.find((c: { id: number }) => c.id === text.id);
    expect(item.html).not.toMatch(/<script|onerror/);
  });
});

describe('quiz and progress', () => {
  it('refuses bad submissions with 400 and writes nothing', async () => {
    const { modules, questions, right } = await firstModule();
    const otherModuleQuestion = await db.prisma.quizQuestion.findFirstOrThrow({ where: { moduleId: { not: modules[0].id } } });
    const count = () => db.prisma.quizResult.count();
    const before = await count();
    const cases: [unknown, string][] = [
      [{ moduleId: modules[0].id, answers: {} }, 'Svar på alle spørsmål'],
      [{ moduleId: modules[0].id, answers: { [questions[0].id]: right[questions[0].id] } }, 'Svar på alle spørsmål'],
      [{ moduleId: modules[0].id, answers: { ...right, [otherModuleQuestion.id]: 'x' } }, 'Svaret gjelder et spørsmål som ikke hører til modulen'],
      [{ moduleId: modules[0].id, answers: { ...right, [questions[0].id]: { nested: true } } }, 'Ugyldig svar'],
      [{ moduleId: 'one', answers: right }, 'Ugyldig svar'],
      // Issue 15: U+0000 or a lone surrogate in an answer was a 500.
      [{ moduleId: modules[0].id, answers: { ...right, [questions[0].id]: 'a\u0000' } }, 'Ugyldig svar'],
      [{ moduleId: modules[0].id, answers: { ...right, [questions[0].id]: '\ud800' } }, 'Ugyldig svar'],
      [{ moduleId: modules[0].id, answers: { ...right, [questions[0].id]: ['\u0000', '\udfff'] } }, 'Ugyldig svar'],
    ];
    for (const [body, error] of cases) {
      const response = await submitPOST(post(body, dealer.cookie));
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe(error);
    }
    expect((await submitPOST(post('not json', dealer.cookie))).status).toBe(400);
    expect((await submitPOST(post({ moduleId: 99999999, answers: {} }, dealer.cookie))).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('a wrong answer keeps the module open; all right completes it; every attempt is stored', async () => {
    const { course, modules, questions, right } = await firstModule();
    // Opening the module records an incomplete progress update (the client's claims are ignored).
    const opened = await updatePOST(post({ courseId: course.id, moduleId: modules[0].id, completed: true, progress: 100 }, dealer.cookie));
    expect(opened.status).toBe(200);
    const afterOpen = await opened.json();
    expect(afterOpen.progress).toBe(0);
    expect(afterOpen.moduleProgress[0]).toEqual({ moduleId: modules[0].id, completed: false });

    const wrong = { ...right, [questions[0].id]: questions[0].questionType === 'true_false' ? !right[questions[0].id] : 'feil svar' };
    const failed = await (await submitPOST(post({ moduleId: modules[0].id, answers: wrong }, dealer.cookie))).json();
    expect(failed.passed).toBe(false);
    expect(failed.results[String(questions[0].id)]).toBe(false);
    expect(failed.explanations[String(questions[0].id)]).toBe(questions[0].explanation);
    expect(failed.courseProgress.progress).toBe(0);

    const ok = await (await submitPOST(post({ moduleId: modules[0].id, answers: right }, dealer.cookie))).json();
    expect(ok.passed).toBe(true);
    expect(Object.values(ok.results).every(Boolean)).toBe(true);
    expect(ok.courseProgress.progress).toBe(Math.round(100 / modules.length));
    expect(ok.courseProgress.moduleProgress[0]).toEqual({ moduleId: modules[0].id, completed: true });

    // The same answers again at once are a replay: 409, nothing written.
    const replay = await submitPOST(post({ moduleId: modules[0].id, answers: right }, dealer.cookie));
    expect(replay.status).toBe(409);
    expect((await replay.json()).error).toBe('Disse svarene er allerede sendt inn. Vent litt før du prøver igjen.');

    const rows = await db.prisma.quizResult.findMany({ where: { dealerId: dealer.id, moduleId: modules[0].id } });
    expect(rows).toHaveLength(questions.length * 2);
    const progress = await db.prisma.moduleProgress.findUniqueOrThrow({ where: { dealerId_moduleId: { dealerId: dealer.id, moduleId: modules[0].id } } });
    expect(progress).toMatchObject({ completed: true, quizScore: questions.reduce((s, q) => s + q.points, 0) });

    // A later wrong attempt is stored but does not undo the completed module.
    await submitPOST(post({ moduleId: modules[0].id, answers: wrong }, dealer.cookie));
    const still = await (await progressGET(get(dealer.cookie), params({ id: String(course.id) }))).json();
    expect(still.moduleProgress[0].completed).toBe(true);
  });

  it("one dealer's progress is out of another's reach", async () => {
    const { course } = await firstModule();
    const mine = await (await progressGET(get(other.cookie), params({ id: String(course.id) }))).json();
    expect(mine.progress).toBe(0);
    expect(mine.moduleProgress.every((m: { completed: boolean }) => !m.completed)).toBe(true);
    const list = await (await progressListGET(get(other.cookie))).json();
    expect(list).toEqual([]);
    const dealerList = await (await progressListGET(get(dealer.cookie))).json();
    expect(dealerList.map((p: { courseId: number }) => p.courseId)).toEqual([course.id]);
  });

  it('completing every module completes the course and unlocks the certificate', async () => {
    const { course, modules } = await firstModule();
    const locked = await certificateGET(get(dealer.cookie), params({ id: String(course.id) }));
    expect(locked.status).toBe(403);
    expect(await locked.json()).toEqual({ error: 'Kursbeviset er tilgjengelig når kurset er fullført', code: 'forbidden' });

    let last: { courseProgress: { progress: number; completedAt: string | null } } | undefined;
    for (const mod of modules) {
      const questions = await db.prisma.quizQuestion.findMany({ where: { moduleId: mod.id } });
      if (questions.length === 0) {
        // A module without a quiz is completed by opening it.
        last = { courseProgress: await (await updatePOST(post({ courseId: course.id, moduleId: mod.id }, dealer.cookie))).json() };
        continue;
      }
      const answers = Object.fromEntries(
        questions.map((q) => {
          const c = (q.correctAnswers as string[])[0];
          return [String(q.id), q.questionType === 'true_false' ? c === 'true' : c];
        }),
      );
      last = await (await submitPOST(post({ moduleId: mod.id, answers }, dealer.cookie))).json();
    }
    expect(last?.courseProgress.progress).toBe(100);
    expect(last?.courseProgress.completedAt).not.toBeNull();
    const record = await db.prisma.courseProgress.findUniqueOrThrow({ where: { dealerId_courseId: { dealerId: dealer.id, courseId: course.id } } });
    expect(record.completedAt).not.toBeNull();

    const pdf = await certificateGET(get(dealer.cookie), params({ id: String(course.id) }));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="kursbevis-[a-z0-9-]+\.pdf"/);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await certificateGET(get(other.cookie), params({ id: String(course.id) }))).status).toBe(403);
  });
});

describe('the course page loader', () => {
  it('gives an active course with its active modules, contents, questions without answers and the progress', async () => {
    const { course, modules } = await firstModule();
    const detail = await getCourseDetail(db.prisma, dealer.id, course.id);
    expect(detail).not.toBeNull();
    expect(detail!.course).toEqual({
      id: course.id,
      title: course.title,
      description: course.description,
      category: course.category,
      imageUrl: course.imageUrl,
      isActive: true,
      moduleCount: modules.length,
    });
    expect(detail!.modules.map((m) => m.id)).toEqual(modules.map((m) => m.id));
    for (const mod of detail!.modules) {
      const contents = await db.prisma.moduleContent.findMany({ where: { moduleId: mod.id }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
      expect(mod.contents.map((c) => c.id)).toEqual(contents.map((c) => c.id));
      const questions = await db.prisma.quizQuestion.findMany({ where: { moduleId: mod.id }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
      expect(mod.questions.map((q) => q.id)).toEqual(questions.map((q) => q.id));
      for (const q of mod.questions) expect(Object.keys(q).sort()).toEqual(['id', 'imageUrl', 'multipleAnswers', 'options', 'questionText', 'questionType']);
    }
    expect(JSON.stringify(detail!.modules)).not.toMatch(/correctAnswers|explanation|<script|onerror/);

    // The same progress as the progress call gives, for each user.
    for (const user of [dealer, other]) {
      const mine = await getCourseDetail(db.prisma, user.id, course.id);
      const { progress, completedAt, moduleProgress } = await courseProgress(db.prisma, user.id, course.id);
      expect(mine!.progress).toEqual({ progress, completedAt, moduleProgress });
    }
    expect((await getCourseDetail(db.prisma, other.id, course.id))!.progress.progress).toBe(0);
  });

  it('gives null for an unknown or inactive course and leaves inactive modules out', async () => {
    const { course, modules } = await firstModule();
    expect(await getCourseDetail(db.prisma, dealer.id, 99999999)).toBeNull();
    await db.prisma.course.update({ where: { id: course.id }, data: { isActive: false } });
    try {
      expect(await getCourseDetail(db.prisma, dealer.id, course.id)).toBeNull();
    } finally {
      await db.prisma.course.update({ where: { id: course.id }, data: { isActive: true } });
    }
    await db.prisma.courseModule.update({ where: { id: modules[1].id }, data: { isActive: false } });
    try {
      const detail = await getCourseDetail(db.prisma, dealer.id, course.id);
      expect(detail!.modules.map((m) => m.id)).not.toContain(modules[1].id);
      expect(detail!.course.moduleCount).toBe(modules.length - 1);
      expect(detail!.progress.moduleProgress.map((m) => m.moduleId)).not.toContain(modules[1].id);
    } finally {
      await db.prisma.courseModule.update({ where: { id: modules[1].id }, data: { isActive: true } });
    }
  });

  it('reads a course in as many SQL statements for ten modules as for one', async () => {
    const statements: string[] = [];
    const counted = new PrismaClient({ adapter: new PrismaPg({ connectionString: db.url }), log: [{ emit: 'event', level: 'query' }] });
    counted.$on('query', (event) => statements.push(event.query));
    const course = await db.prisma.course.create({ data: { title: 'Telt kurs', description: 'Spørringer', category: 'Test' } });
    const addModule = (n: number) =>
      db.prisma.courseModule.create({
        data: {
          courseId: course.id,
          title: `Modul ${n}`,
          sortOrder: n,
          contents: { create: [{ contentType: 'text', title: 'Tekst', content: '<p>Hei</p>' }] },
          questions: { create: [{ questionText: `Spørsmål ${n}`, questionType: 'true_false', correctAnswers: ['true'] }] },
          progress: { create: { dealerId: dealer.id, completed: n % 2 === 0 } },
        },
      });
    try {
      await addModule(0);
      const read = async () => {
        statements.length = 0;
        const detail = await getCourseDetail(counted, dealer.id, course.id);
        return { detail, count: statements.length };
      };
      const one = await read();
      expect(one.detail!.modules).toHaveLength(1);
      for (let n = 1; n < 10; n++) await addModule(n);
      const ten = await read();
      expect(ten.detail!.modules).toHaveLength(10);
      expect(ten.detail!.progress.moduleProgress.filter((m) => m.completed)).toHaveLength(5);
      expect(ten.count).toBe(one.count);
      expect(one.count).toBeLessThanOrEqual(6);
    } finally {
      await counted.$disconnect();
      await db.prisma.course.delete({ where: { id: course.id } });
    }
  });
});
