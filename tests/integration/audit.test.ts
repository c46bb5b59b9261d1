/**
 * The audit log against the real test database (docs/operations.md: Audit log): an entry is
 * stored bounded and a failed write never fails the caller; the list's filters (user, entity,
 * date range) and paging; the 365-day purge in batches; one entry per admin server action and per
 * admin API write (with the administrator, the object and a summary that never shows a
 * password), none for a refused or read-only call; sign-in success, failure and slowed; logout.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { GET as auditGET } from '@/app/api/audit-events/route';
import { POST as loginPOST } from '@/app/api/auth/login/route';
import { POST as logoutPOST } from '@/app/api/auth/logout/route';
import { POST as productsPOST } from '@/app/api/products/route';
import { PATCH as productPATCH, DELETE as productDELETE } from '@/app/api/products/[id]/route';
import { POST as imagePOST } from '@/app/api/products/[id]/image/route';
import { POST as dealersPOST } from '@/app/api/dealers/route';
import { PATCH as dealerPATCH, DELETE as dealerDELETE } from '@/app/api/dealers/[id]/route';
import { DELETE as messageDELETE } from '@/app/api/contact-messages/[id]/route';
import { DELETE as inquiryDELETE } from '@/app/api/partner-inquiries/[id]/route';
import * as contentActions from '@/lib/admin/content/actions';
import * as courseActions from '@/lib/admin/courses/actions';
import * as adminActions from '@/lib/admin/admins/actions';
import * as dealerActions from '@/lib/admin/dealers/actions';
import * as documentActions from '@/lib/admin/documents/actions';
import * as locationActions from '@/lib/admin/locations/actions';
import * as messageActions from '@/lib/admin/messages/actions';
import * as productFactActions from '@/lib/admin/product-facts/actions';
import * as productActions from '@/lib/admin/products/actions';
import * as retailerActions from '@/lib/admin/retailers/actions';
import * as outboxActions from '@/lib/admin/outbox/actions';
import * as productDocumentActions from '@/lib/admin/product-documents/actions';
import { pageFrom } from '@/lib/pagination';
import { auditFilterFrom } from '@/lib/audit/filter';
import { listAuditEvents, purgeOldAuditEvents, recordAudit } from '@/lib/audit/service';
import { sessionCookieName } from '@/lib/auth/config';
import { authOptions } from '@/lib/auth/options';
import type { PrismaClient } from '@/lib/db';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { exportedActionNames } from '../support/admin-actions';
import { cloneTemplateDatabase, formData, setNextRequest, signedIn, type TestDatabase } from '../support/harness';

const actions = {
  ...productActions,
  ...productFactActions,
  ...dealerActions,
  ...locationActions,
  ...documentActions,
  ...messageActions,
  ...courseActions,
  ...retailerActions,
  ...adminActions,
  ...outboxActions,
  ...contentActions,
  ...productDocumentActions,
};

let db: TestDatabase;
let storageDir: string;
let adminToken: string;
let dealerToken: string;
let adminId: number;
let ipCounter = 0;
const nextIp = () => `198.18.0.${++ipCounter}`;

const ADMIN = { email: 'logg-admin@example.no', password: 'admin-password-12' };
const DEALER = { email: 'logg-dealer@example.no', password: 'dealer-password-1' };

/** The session (a token, or none) the actions read through next/headers, and the address they come from. */
const actAs = (token?: string) => setNextRequest({ 'x-forwarded-for': '203.0.113.9', ...(token ? { cookie: `${sessionCookieName()}=${token}` } : {}) });

/** The entries written since `after` (an id), oldest first. */
const entriesAfter = (after: number) => db.prisma.auditEvent.findMany({ where: { id: { gt: after } }, orderBy: { id: 'asc' } });
const lastId = async () => (await db.prisma.auditEvent.findFirst({ orderBy: { id: 'desc' }, select: { id: true } }))?.id ?? 0;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'audit-'));
  process.env.STORAGE_DIR = storageDir;
  db = await cloneTemplateDatabase('audit');
  process.env.DATABASE_URL = db.url;
  const admin = await signedIn(db, 'admin', ADMIN);
  adminId = admin.id;
  adminToken = admin.token;
  dealerToken = (await signedIn(db, 'dealer', DEALER)).token;
  actAs();
});

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
  await rm(storageDir, { recursive: true, force: true });
});

describe('recordAudit', () => {
  it('stores an entry with its fields bounded and cleaned', async () => {
    const before = await lastId();
    await recordAudit(db.prisma, {
      action: 'update',
      entity: 'product',
      entityId: 7,
      actorId: adminId,
      actorEmail: 'Logg-Admin@Example.no',
      summary: `name: «x\u0000y» ${'z'.repeat(2000)}`,
      ip: '203.0.113.1',
    });
    await recordAudit(db.prisma, { action: 'sign_in_failure', entity: 'session', actorEmail: `${'a'.repeat(400)}@x.no`, ip: 'unknown' });
    const [first, second] = await entriesAfter(before);
    expect(first).toMatchObject({
      action: 'update',
      entity: 'product',
      entityId: '7',
      actorId: adminId,
      actorEmail: 'logg-admin@example.no',
      ip: '203.0.113.1',
    });
    expect(first.summary.startsWith('name: «x y» zzz')).toBe(true);
    expect(Array.from(first.summary)).toHaveLength(1000);
    expect(second).toMatchObject({ actorId: null, entityId: null, ip: null, summary: '' });
    expect(Array.from(second.actorEmail ?? '')).toHaveLength(254);
  });

  it('never throws into the caller: a write that fails is logged and the work goes on', async () => {
    const broken = { auditEvent: { create: () => Promise.reject(new Error('database down')) } } as unknown as PrismaClient;
    await expect(recordAudit(broken, { action: 'delete', entity: 'dealer', entityId: 1 })).resolves.toBeUndefined();
  });
});

describe('listAuditEvents and purgeOldAuditEvents', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const day = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    await db.prisma.auditEvent.deleteMany({});
    const rows = [
      { at: new Date(now.getTime() - 400 * day), actorEmail: 'gammel@example.no', action: 'delete', entity: 'product' },
      { at: new Date(now.getTime() - 366 * day), actorEmail: 'gammel@example.no', action: 'update', entity: 'dealer' },
      { at: new Date(now.getTime() - 364 * day), actorEmail: 'ny@example.no', action: 'update', entity: 'dealer' },
      ...Array.from({ length: 5 }, (_, i) => ({
        at: new Date('2026-11-10T10:00:00Z'),
        actorEmail: 'ola@example.no',
        action: 'create',
        entity: 'product',
        entityId: String(i),
      })),
      { at: new Date('2026-11-20T23:30:00Z'), actorEmail: 'kari@example.no', action: 'delete', entity: 'location' },
      { at: new Date('2026-11-22T09:00:00Z'), actorEmail: 'kari@example.no', action: 'update', entity: 'product' },
    ];
    await db.prisma.auditEvent.createMany({ data: rows });
  });

  it('lists newest first with server-side paging', async () => {
    const first = await listAuditEvents(db.prisma, pageFrom(new URLSearchParams('pageSize=4')));
    expect(first.total).toBe(10);
    expect(first.items.map((e) => e.actorEmail)).toEqual(['kari@example.no', 'kari@example.no', 'ola@example.no', 'ola@example.no']);
    const third = await listAuditEvents(db.prisma, pageFrom(new URLSearchParams('pageSize=4&page=3')));
    expect(third.items.map((e) => e.actorEmail)).toEqual(['gammel@example.no', 'gammel@example.no']);
    expect((await listAuditEvents(db.prisma, pageFrom(new URLSearchParams('pageSize=4&page=9')))).items).toEqual([]);
  });

  it('filters by user (part of the e-mail, any case), entity and whole days in Norway', async () => {
    const list = (filter: Record<string, string>) => listAuditEvents(db.prisma, { page: 1, pageSize: 50 }, auditFilterFrom(filter));
    expect((await list({ user: 'KARI' })).total).toBe(2);
    expect((await list({ entity: 'dealer' })).items.map((e) => e.actorEmail)).toEqual(['ny@example.no', 'gammel@example.no']);
    expect((await list({ user: 'ola', entity: 'product' })).total).toBe(5);
    // 23:30 UTC on 20 November is 00:30 on 21 November in Oslo.
    expect((await list({ from: '2026-11-21', to: '2026-11-21' })).items.map((e) => e.entity)).toEqual(['location']);
    expect((await list({ from: '2026-11-21' })).total).toBe(2);
    expect((await list({ to: '2026-11-10' })).total).toBe(8);
    expect((await list({ entity: 'ukjent', user: '\u0000', from: 'i går' })).total).toBe(10);
  });

  it('GET /api/audit-events: administrators only (401, 403), with the same filters and paging', async () => {
    const get = (query: string, who?: string) =>
      auditGET(new Request(`http://127.0.0.1/api/audit-events?${query}`, { headers: who ? { cookie: `${sessionCookieName()}=${who}` } : {} }));
    expect((await get('')).status).toBe(401);
    expect((await get('', dealerToken)).status).toBe(403);
    const all = await get('pageSize=2&page=2', adminToken);
    expect(all.status).toBe(200);
    expect(await all.json()).toMatchObject({ total: 10, page: 2, pageSize: 2, items: [{ actorEmail: 'ola@example.no' }, { actorEmail: 'ola@example.no' }] });
    const some = await (await get('user=kari&entity=location&from=2026-11-21&to=2026-11-21', adminToken)).json();
    expect(some.items.map((e: { entity: string; at: string }) => [e.entity, e.at])).toEqual([['location', '2026-11-20T23:30:00.000Z']]);
    expect((await get('user=%00&entity=%00&from=%00', adminToken)).status).toBe(200);
  });

  it('purges the entries older than 365 days in bounded batches and keeps the rest', async () => {
    await db.prisma.auditEvent.createMany({
      data: Array.from({ length: 7 }, () => ({ at: new Date(now.getTime() - 500 * day), action: 'delete', entity: 'product' })),
    });
    expect(await purgeOldAuditEvents(db.prisma, now, 3)).toBe(9);
    expect(await db.prisma.auditEvent.count()).toBe(8);
    expect(await db.prisma.auditEvent.count({ where: { at: { lt: new Date(now.getTime() - 365 * day) } } })).toBe(0);
    expect(await purgeOldAuditEvents(db.prisma, now)).toBe(0);
  });
});

describe('administrator changes', () => {
  it('every admin server action writes one entry for an administrator, none when refused or only reading', async () => {
    const p = db.prisma;
    await p.onlineRetailer.create({ data: { slug: 'butikk-a', name: 'Butikk A', websiteUrl: 'https://a.example' } });
    const dealer = await p.user.create({ data: { email: 'slett@example.no', passwordHash: 'x', name: 'Slett', company: 'Slett AS', role: 'DEALER' } });
    const keep = await p.user.create({ data: { email: 'behold@example.no', passwordHash: 'x', name: 'Behold', company: 'Behold AS', role: 'DEALER' } });
    const message = await p.contactMessage.create({ data: { name: 'A', email: 'a@b.no', message: 'Hei', antiSpamAnswer: '4' } });
    const inquiry = await p.partnerInquiry.create({
      data: { name: 'A', company: 'B', email: 'a@b.no', phone: '12345678', industry: 'Annet', productInterest: [], message: 'Hei', antiSpamAnswer: '4' },
    });
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const failedMail = await p.outboxMessage.create({
      data: { kind: 'invitation', to: 'a@b.no', subject: 'S', text: 'T', html: '<p>T</p>', status: 'failed', attempts: 6 },
    });
    let productId = 0;
    let documentId = 0;
    const ids = { course: 0, module: 0, content: 0, question: 0, url: '', retailer: 0, pendingDealer: 0, admin: 0, importToken: '' };
    const importFile = () => new File(['Artikkelnummer;Produktnavn;Kategori;Bilde-URL\nLOGG-9;Loggsåpe;Såpe;https://cdn.example/s.jpg\n'], 'logg.csv');

    type Call = [name: string, call: () => Promise<{ ok: boolean; data?: unknown }>, expected: { entity: string; action: string; entityId?: string } | null];
    const calls: Call[] = [
      [
        'addProductAction',
        () =>
          actions.addProductAction({ name: 'Loggolje', category: 'Treolje', imageUrl: 'https://cdn.example/l.jpg', variants: [{ articleNumber: 'LOGG-1' }] }),
        { entity: 'product', action: 'create' },
      ],
      ['loadProductAction', () => actions.loadProductAction(productId), null],
      [
        'updateProductAction',
        () => actions.updateProductAction(productId, { name: 'Loggolje 2', category: 'Treolje' }),
        { entity: 'product', action: 'update' },
      ],
      [
        'uploadProductImageAction',
        () => actions.uploadProductImageAction(formData({ image: new File([new Uint8Array(png)], 'b.png'), articleNumber: 'LOGG-1' })),
        { entity: 'product', action: 'upload' },
      ],
      ['previewProductImportAction', () => actions.previewProductImportAction(formData({ file: importFile() })), null],
      [
        'importProductsAction',
        () => actions.importProductsAction(formData({ file: importFile(), token: ids.importToken })),
        { entity: 'product', action: 'import' },
      ],
      [
        'publishProductDocumentAction',
        // Another product than the one deleted next: a product with documents cannot be deleted (409).
        async () =>
          actions.publishProductDocumentAction(
            formData({
              productId: String(
                (
                  await db.prisma.product.upsert({
                    where: { articleNumber: 'LOGG-DOK' },
                    create: { articleNumber: 'LOGG-DOK', name: 'Dokumentprodukt', category: 'Treolje', imageUrl: 'https://cdn.example/d.jpg' },
                    update: {},
                    select: { id: true },
                  })
                ).id,
              ),
              kind: 'DATA_SHEET',
              language: 'no',
              revision: '1',
              revisionDate: '2026-01-01',
              file: new File(['%PDF-1.4\n%%EOF\n'], 'd.pdf'),
            }),
          ),
        { entity: 'product_document', action: 'upload' },
      ],
      ['deleteProductAction', () => actions.deleteProductAction(productId), { entity: 'product', action: 'delete' }],
      ['addDealerAction', () => actions.addDealerAction({ email: 'ny-logg@example.no', name: 'Ny', company: 'Ny AS' }), { entity: 'dealer', action: 'create' }],
      ['resendDealerInvitationAction', () => actions.resendDealerInvitationAction(ids.pendingDealer), { entity: 'dealer', action: 'invite' }],
      ['searchStoreOptionsAction', () => actions.searchStoreOptionsAction('d00'), null],
      [
        'updateDealerAction',
        () => actions.updateDealerAction(keep.id, { isActive: false, name: 'Behold' }),
        { entity: 'dealer', action: 'update', entityId: String(keep.id) },
      ],
      ['inviteAdminAction', () => actions.inviteAdminAction({ email: 'ny-admin-logg@example.no', name: 'Ny Admin' }), { entity: 'admin', action: 'create' }],
      ['resendAdminInvitationAction', () => actions.resendAdminInvitationAction(ids.admin), { entity: 'admin', action: 'invite' }],
      ['setAdminActiveAction', () => actions.setAdminActiveAction(ids.admin, { isActive: false }), { entity: 'admin', action: 'update' }],
      [
        'createInquiryAccountAction',
        () => actions.createInquiryAccountAction(inquiry.id, { email: 'soknad-logg@example.no', name: 'Siri Søker', company: 'Søker AS' }),
        { entity: 'dealer', action: 'create' },
      ],
      ['deleteDealerAction', () => actions.deleteDealerAction(dealer.id), { entity: 'dealer', action: 'delete', entityId: String(dealer.id) }],
      [
        'addLocationAction',
        () => actions.addLocationAction({ id: 'logg-1', name: 'Logg', address: 'Vei 1', lat: '', lng: '' }),
        { entity: 'location', action: 'create', entityId: 'logg-1' },
      ],
      [
        'updateLocationAction',
        () => actions.updateLocationAction('logg-1', { name: 'Logg', address: 'Vei 2', lat: '', lng: '' }),
        { entity: 'location', action: 'update', entityId: 'logg-1' },
      ],
      [
        'importLocationsAction',
        () => actions.importLocationsAction(formData({ file: new File(['logg-2;Logg To;Vei 3;;\n'], 'steder.csv') })),
        { entity: 'location', action: 'import' },
      ],
      ['deleteLocationAction', () => actions.deleteLocationAction('logg-1'), { entity: 'location', action: 'delete', entityId: 'logg-1' }],
      [
        'uploadDocumentAction',
        () => actions.uploadDocumentAction(formData({ kind: 'PRICE_LIST', title: 'Prisliste', file: new File(['a;b\n'], 'pris.csv') })),
        { entity: 'document', action: 'upload' },
      ],
      ['deleteDocumentAction', () => actions.deleteDocumentAction(documentId), { entity: 'document', action: 'delete' }],
      [
        'updateMessageAction',
        () => actions.updateMessageAction(message.id, { status: 'answered', note: 'Svart på e-post' }),
        { entity: 'contact_message', action: 'update', entityId: String(message.id) },
      ],
      [
        'updateInquiryAction',
        () => actions.updateInquiryAction(inquiry.id, { status: 'archived' }),
        { entity: 'partner_inquiry', action: 'update', entityId: String(inquiry.id) },
      ],
      ['deleteMessageAction', () => actions.deleteMessageAction(message.id), { entity: 'contact_message', action: 'delete', entityId: String(message.id) }],
      ['deleteInquiryAction', () => actions.deleteInquiryAction(inquiry.id), { entity: 'partner_inquiry', action: 'delete', entityId: String(inquiry.id) }],
      [
        'createRetailerAction',
        () =>
          actions.createRetailerAction(formData({ name: 'Loggbutikk', websiteUrl: 'https://logg.example', logo: new File([new Uint8Array(png)], 'logo.png') })),
        { entity: 'retailer', action: 'create' },
      ],
      [
        'updateRetailerAction',
        () => actions.updateRetailerAction(ids.retailer, formData({ websiteUrl: 'https://logg2.example' })),
        { entity: 'retailer', action: 'update' },
      ],
      ['deleteRetailerAction', () => actions.deleteRetailerAction(ids.retailer), { entity: 'retailer', action: 'delete' }],
      // The product facts' vocabularies (Produktfakta): keyed by slug and code.
      ['createUseTermAction', () => actions.createUseTermAction({ label: 'Loggord' }), { entity: 'use_term', action: 'create', entityId: 'loggord' }],
      [
        'renameUseTermAction',
        () => actions.renameUseTermAction('loggord', { label: 'Loggord 2' }),
        { entity: 'use_term', action: 'update', entityId: 'loggord' },
      ],
      ['moveUseTermAction', () => actions.moveUseTermAction('loggord', { direction: 'up' }), { entity: 'use_term', action: 'update', entityId: 'loggord' }],
      [
        'setUseTermTasksAction',
        () => actions.setUseTermTasksAction('loggord', { taskOrder: ['rengjore', 'beskytte'] }),
        { entity: 'use_term', action: 'update', entityId: 'loggord' },
      ],
      ['deleteUseTermAction', () => actions.deleteUseTermAction('loggord'), { entity: 'use_term', action: 'delete', entityId: 'loggord' }],
      [
        'createHazardPhraseAction',
        () => actions.createHazardPhraseAction({ code: 'h330', text: 'Dødelig ved innånding.' }),
        { entity: 'hazard_phrase', action: 'create', entityId: 'H330' },
      ],
      [
        'updateHazardPhraseAction',
        () => actions.updateHazardPhraseAction('H330', { text: 'Dødelig ved innånding (logg).' }),
        { entity: 'hazard_phrase', action: 'update', entityId: 'H330' },
      ],
      ['deleteHazardPhraseAction', () => actions.deleteHazardPhraseAction('H330'), { entity: 'hazard_phrase', action: 'delete', entityId: 'H330' }],
      [
        'resendOutboxMessageAction',
        () => actions.resendOutboxMessageAction(failedMail.id),
        { entity: 'outbox_message', action: 'update', entityId: String(failedMail.id) },
      ],
      [
        'updateSiteContentAction',
        () =>
          actions.updateSiteContentAction({
            company: {
              companyName: 'Logg AS',
              email: 'post@logg.no',
              phone: '+47 22 00 00 00',
              organisationNumber: '999 999 999',
              street: 'Gata 1',
              postalCode: '0150',
              city: 'Oslo',
              country: 'Norge',
            },
          }),
        { entity: 'site_content', action: 'update', entityId: 'company' },
      ],
      // Courses: built, changed and taken apart again (the uploaded image goes with the course).
      [
        'createCourseAction',
        () => actions.createCourseAction({ title: 'Loggkurs', description: 'Om logging', category: 'Treolje' }),
        { entity: 'course', action: 'create' },
      ],
      ['listCoursesAction', () => actions.listCoursesAction(), null],
      ['loadCourseAction', () => actions.loadCourseAction(ids.course), null],
      ['listCourseCategoriesAction', () => actions.listCourseCategoriesAction(), null],
      ['previewCourseAction', () => actions.previewCourseAction(ids.course), null],
      ['loadCourseDeleteInfoAction', () => actions.loadCourseDeleteInfoAction(ids.course), null],
      ['courseOverviewAction', () => actions.courseOverviewAction(), null],
      ['courseReportAction', () => actions.courseReportAction(ids.course), null],
      ['dealerReportAction', () => actions.dealerReportAction(), null],
      [
        'uploadCourseMediaAction',
        () => actions.uploadCourseMediaAction(formData({ kind: 'image', file: new File([new Uint8Array(png)], 'kurs.png') })),
        { entity: 'course_content', action: 'upload' },
      ],
      ['updateCourseAction', () => actions.updateCourseAction(ids.course, { imageUrl: ids.url, isActive: true }), { entity: 'course', action: 'update' }],
      ['moveCourseAction', () => actions.moveCourseAction(ids.course, 'up'), { entity: 'course', action: 'update' }],
      ['reorderCoursesAction', () => actions.reorderCoursesAction([ids.course]), { entity: 'course', action: 'update' }],
      ['createModuleAction', () => actions.createModuleAction(ids.course, { title: 'Modul' }), { entity: 'course_module', action: 'create' }],
      ['updateModuleAction', () => actions.updateModuleAction(ids.module, { estimatedTimeMinutes: 20 }), { entity: 'course_module', action: 'update' }],
      ['moveModuleAction', () => actions.moveModuleAction(ids.module, 'down'), { entity: 'course_module', action: 'update' }],
      ['reorderModulesAction', () => actions.reorderModulesAction(ids.course, [ids.module]), { entity: 'course_module', action: 'update' }],
      ['loadModuleDeleteInfoAction', () => actions.loadModuleDeleteInfoAction(ids.module), null],
      [
        'createContentAction',
        () => actions.createContentAction(ids.module, { contentType: 'text', title: 'Tekst', html: '<p>Hei</p>' }),
        { entity: 'course_content', action: 'create' },
      ],
      ['updateContentAction', () => actions.updateContentAction(ids.content, { title: 'Tekst 2' }), { entity: 'course_content', action: 'update' }],
      ['moveContentAction', () => actions.moveContentAction(ids.content, 'up'), { entity: 'course_content', action: 'update' }],
      ['reorderContentsAction', () => actions.reorderContentsAction(ids.module, [ids.content]), { entity: 'course_content', action: 'update' }],
      ['deleteContentAction', () => actions.deleteContentAction(ids.content), { entity: 'course_content', action: 'delete' }],
      [
        'createQuestionAction',
        () => actions.createQuestionAction(ids.module, { questionType: 'true_false', questionText: 'Sant?', correct: true }),
        { entity: 'quiz_question', action: 'create' },
      ],
      ['updateQuestionAction', () => actions.updateQuestionAction(ids.question, { points: 3 }), { entity: 'quiz_question', action: 'update' }],
      ['moveQuestionAction', () => actions.moveQuestionAction(ids.question, 'down'), { entity: 'quiz_question', action: 'update' }],
      ['reorderQuestionsAction', () => actions.reorderQuestionsAction(ids.module, [ids.question]), { entity: 'quiz_question', action: 'update' }],
      ['deleteQuestionAction', () => actions.deleteQuestionAction(ids.question), { entity: 'quiz_question', action: 'delete' }],
      ['deleteModuleAction', () => actions.deleteModuleAction(ids.module), { entity: 'course_module', action: 'delete' }],
      ['deleteCourseAction', () => actions.deleteCourseAction(ids.course), { entity: 'course', action: 'delete' }],
    ];
    // A new action exported from lib/admin/<entity>/actions.ts fails here until it is listed (and logged).
    expect(calls.map(([name]) => name).sort()).toEqual(await exportedActionNames());

    // Refused callers change nothing and write nothing.
    const start = await lastId();
    for (const who of [undefined, dealerToken]) {
      actAs(who);
      for (const [, call] of calls) expect((await call()).ok).toBe(false);
    }
    expect(await entriesAfter(start)).toEqual([]);

    actAs(adminToken);
    for (const [name, call, expected] of calls) {
      const before = await lastId();
      const result = await call();
      expect({ name, ok: result.ok }).toEqual({ name, ok: true });
      if (name === 'addProductAction') productId = (result.data as { id: number }).id;
      if (name === 'previewProductImportAction') ids.importToken = (result.data as { token: string }).token;
      if (name === 'uploadDocumentAction') documentId = (result.data as { id: number }).id;
      if (name === 'createRetailerAction') ids.retailer = (result.data as { id: number }).id;
      if (name === 'addDealerAction') ids.pendingDealer = (result.data as { id: number }).id;
      if (name === 'inviteAdminAction') ids.admin = (result.data as { id: number }).id;
      if (name === 'createCourseAction') ids.course = (result.data as { id: number }).id;
      if (name === 'createModuleAction') ids.module = (result.data as { id: number }).id;
      if (name === 'createContentAction') ids.content = (result.data as { id: number }).id;
      if (name === 'createQuestionAction') ids.question = (result.data as { id: number }).id;
      if (name === 'uploadCourseMediaAction') ids.url = (result.data as { url: string }).url;
      const written = await entriesAfter(before);
      if (!expected) {
        expect({ name, written }).toEqual({ name, written: [] });
        continue;
      }
      expect({ name, count: written.length }).toEqual({ name, count: 1 });
      expect(written[0]).toMatchObject({ ...expected, actorId: adminId, actorEmail: ADMIN.email, ip: '203.0.113.9' });
      if (
        !expected.entityId &&
        !['uploadProductImageAction', 'importProductsAction', 'importLocationsAction', 'uploadCourseMediaAction', 'reorderCoursesAction'].includes(name)
      )
        expect(written[0].entityId).toMatch(/^\d+$/);
    }

    const entries = await p.auditEvent.findMany({ where: { id: { gt: start } }, orderBy: { id: 'asc' } });
    const summary = (action: string, entity: string) => entries.find((e) => e.action === action && e.entity === entity)?.summary;
    expect(summary('update', 'product')).toBe('name: «Loggolje 2»');
    expect(summary('update', 'dealer')).toBe('isActive: nei');
    expect(summary('create', 'dealer')).toBe('email: «ny-logg@example.no»; name: «Ny»; company: «Ny AS»; invitasjon: «sendt»');
    expect(summary('invite', 'dealer')).toBe('email: «ny-logg@example.no»');
    expect(summary('update', 'admin')).toBe('email: «ny-admin-logg@example.no»; isActive: nei');
    expect(summary('update', 'location')).toBe('address: «Vei 2»');
    expect(summary('import', 'product')).toBe('file: «logg.csv»; groupsCreated: 1; variantsCreated: 1; rowsChanged: 0; articleNumbers: «LOGG-9»');
    expect(summary('import', 'location')).toBe('file: «steder.csv»; created: 1; updated: 0; errors: 0');
    expect(summary('delete', 'product')).toBe('articleNumber: «LOGG-1»; name: «Loggolje 2»');
    expect(summary('update', 'retailer')).toBe('websiteUrl: «https://logg2.example»');
    expect(summary('delete', 'retailer')).toBe('name: «Loggbutikk»; linkCount: 0');
    for (const e of entries) expect(e.summary).not.toMatch(/hemmelig|argon2/);

    // A refused change by an administrator (404, 400) writes nothing either.
    const after = await lastId();
    expect((await actions.deleteProductAction(productId)).ok).toBe(false);
    expect((await actions.addLocationAction({ id: 'bad id', name: '', address: '' })).ok).toBe(false);
    expect(await entriesAfter(after)).toEqual([]);
  });

  it('every admin API write (POST/PATCH/DELETE) writes one entry; a refused one none', async () => {
    const cookie = `${sessionCookieName()}=${adminToken}`;
    const dealerCookie = `${sessionCookieName()}=${dealerToken}`;
    const req = (method: string, body?: unknown, who = cookie) =>
      new Request('http://127.0.0.1/api/x', {
        method,
        headers: { cookie: who, 'x-forwarded-for': '203.0.113.7', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
    const step = async (response: Promise<Response>, status: number, expected: Record<string, unknown> | null) => {
      const before = await lastId();
      const res = await response;
      expect(res.status).toBe(status);
      const written = await entriesAfter(before);
      if (expected) {
        expect(written).toHaveLength(1);
        expect(written[0]).toMatchObject({ actorId: adminId, actorEmail: ADMIN.email, ip: '203.0.113.7', ...expected });
      } else expect(written).toEqual([]);
      return res;
    };

    const product = { name: 'API-olje', category: 'Treolje', imageUrl: 'https://cdn.example/a.jpg', variants: [{ articleNumber: 'API-LOGG' }] };
    await step(productsPOST(req('POST', product, dealerCookie)), 403, null);
    const created = await (await step(productsPOST(req('POST', product)), 201, { entity: 'product', action: 'create' })).json();
    await step(productsPOST(req('POST', product)), 409, null);
    await step(productPATCH(req('PATCH', { category: 'Voks' }), ctx(created.id)), 200, {
      entity: 'product',
      action: 'update',
      entityId: String(created.id),
      summary: 'category: «Voks»',
    });
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#224488' } })
      .png()
      .toBuffer();
    const upload = new FormData();
    upload.set('image', new File([new Uint8Array(png)], 'x.png'));
    await step(
      imagePOST(
        new Request('http://127.0.0.1/api/x', { method: 'POST', headers: { cookie, 'x-forwarded-for': '203.0.113.7' }, body: upload }),
        ctx(created.id),
      ),
      200,
      { entity: 'product', action: 'upload', entityId: String(created.id) },
    );
    await step(productDELETE(req('DELETE'), ctx(created.id)), 200, { entity: 'product', action: 'delete', entityId: String(created.id) });
    await step(productDELETE(req('DELETE'), ctx(created.id)), 404, null);

    // A password in the body is refused: the dealer chooses it through the invitation.
    await step(dealersPOST(req('POST', { email: 'api-logg@example.no', password: 'api-passord-123', name: 'Api', company: 'Api AS' })), 400, null);
    const newDealer = await (
      await step(dealersPOST(req('POST', { email: 'api-logg@example.no', name: 'Api', company: 'Api AS' })), 201, { entity: 'dealer', action: 'create' })
    ).json();
    await step(dealerPATCH(req('PATCH', { password: 'api-passord-456' }), ctx(newDealer.id)), 400, null);
    await step(dealerPATCH(req('PATCH', { name: 'Api To' }), ctx(newDealer.id)), 200, { entity: 'dealer', action: 'update', summary: 'name: «Api To»' });
    await step(dealerDELETE(req('DELETE'), ctx(newDealer.id)), 200, { entity: 'dealer', action: 'delete', entityId: String(newDealer.id) });

    const message = await db.prisma.contactMessage.create({ data: { name: 'A', email: 'a@b.no', message: 'Hei', antiSpamAnswer: '4' } });
    const inquiry = await db.prisma.partnerInquiry.create({
      data: { name: 'A', company: 'B', email: 'a@b.no', phone: '12345678', industry: 'Annet', productInterest: [], message: 'Hei', antiSpamAnswer: '4' },
    });
    await step(messageDELETE(req('DELETE'), ctx(message.id)), 200, { entity: 'contact_message', action: 'delete', entityId: String(message.id) });
    await step(inquiryDELETE(req('DELETE'), ctx(inquiry.id)), 200, { entity: 'partner_inquiry', action: 'delete', entityId: String(inquiry.id) });
  });
});

describe('sign-ins and logouts', () => {
  const login = (body: unknown, ip = nextIp()) =>
    loginPOST(
      new Request('http://127.0.0.1:3000/api/auth/login', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      }),
    );

  it('records a success with the user, a failure with the e-mail as typed (never the password), a logout', async () => {
    const before = await lastId();
    const ok = await login({ email: ' Logg-Dealer@Example.no ', password: DEALER.password }, '198.18.1.1');
    expect(ok.status).toBe(200);
    const cookie = `${sessionCookieName()}=${new RegExp(`${sessionCookieName()}=([^;]+)`).exec(ok.headers.get('set-cookie') ?? '')?.[1]}`;
    expect((await login({ email: 'ukjent@example.no', password: 'feil-passord-1' }, '198.18.1.2')).status).toBe(401);
    expect((await login({ email: DEALER.email, password: 'feil-passord-2' }, '198.18.1.3')).status).toBe(401);
    const out = await logoutPOST(
      new Request('http://127.0.0.1:3000/api/auth/logout', { method: 'POST', headers: { cookie, 'x-forwarded-for': '198.18.1.1' } }),
    );
    expect(out.status).toBe(200);
    // A logout without a session names nobody and is not logged.
    expect((await logoutPOST(new Request('http://127.0.0.1:3000/api/auth/logout', { method: 'POST' }))).status).toBe(200);

    const dealer = await db.prisma.user.findUniqueOrThrow({ where: { email: DEALER.email } });
    const entries = await entriesAfter(before);
    expect(entries.map(({ action, entity, actorId, actorEmail, ip, summary }) => ({ action, entity, actorId, actorEmail, ip, summary }))).toEqual([
      { action: 'sign_in_success', entity: 'session', actorId: dealer.id, actorEmail: DEALER.email, ip: '198.18.1.1', summary: 'portal: forhandler' },
      { action: 'sign_in_failure', entity: 'session', actorId: null, actorEmail: 'ukjent@example.no', ip: '198.18.1.2', summary: 'portal: forhandler' },
      { action: 'sign_in_failure', entity: 'session', actorId: null, actorEmail: DEALER.email, ip: '198.18.1.3', summary: 'portal: forhandler' },
      { action: 'logout', entity: 'session', actorId: dealer.id, actorEmail: DEALER.email, ip: '198.18.1.1', summary: '' },
    ]);
    for (const e of entries) expect(JSON.stringify(e)).not.toMatch(/feil-passord|dealer-password/);
  });

  it('records next-auth sign-ins (credentials provider) and its sign-out event', async () => {
    const provider = authOptions().providers[0] as unknown as {
      options: { authorize: (c: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown> };
    };
    const before = await lastId();
    expect(
      await provider.options.authorize({ email: ADMIN.email, password: ADMIN.password, portal: 'admin' }, { headers: { 'x-forwarded-for': '198.18.2.1' } }),
    ).toBeTruthy();
    expect(
      await provider.options.authorize({ email: DEALER.email, password: DEALER.password, portal: 'admin' }, { headers: { 'x-forwarded-for': '198.18.2.2' } }),
    ).toBeNull();
    await authOptions().events?.signOut?.({ token: { sub: String(adminId), email: ADMIN.email }, session: null as never });
    const entries = await entriesAfter(before);
    expect(entries.map(({ action, actorEmail, ip, summary }) => ({ action, actorEmail, ip, summary }))).toEqual([
      { action: 'sign_in_success', actorEmail: ADMIN.email, ip: '198.18.2.1', summary: 'portal: admin' },
      { action: 'sign_in_failure', actorEmail: DEALER.email, ip: '198.18.2.2', summary: 'portal: admin' },
      { action: 'logout', actorEmail: ADMIN.email, ip: null, summary: '' },
    ]);
  });

  it('records a sign-in refused by the back-off as slowed', async () => {
    const ip = '198.18.3.1';
    const before = await lastId();
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i++) status = (await login({ email: 'bremset@example.no', password: `feil-${i}-passord` }, ip)).status;
    expect(status).toBe(429);
    const actions = (await entriesAfter(before)).map((e) => e.action);
    expect(actions.at(-1)).toBe('sign_in_slowed');
    expect(actions.slice(0, -1).every((a) => a === 'sign_in_failure')).toBe(true);
  });
});
