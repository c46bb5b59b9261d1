/**
 * The admin panel's server actions against the real test database: every action refuses an
 * anonymous caller (401) and a dealer (403) with nothing changed; for an administrator, products
 * (sanitised rich text, retailer links, 409 duplicate, locked article number, concurrent edits),
 * image upload (type by content, size cap), dealer accounts, dealer locations (CSV import all or
 * nothing, finder revalidated), dealer documents (type by content, file removed on delete) and
 * messages.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { revalidateTag } from 'next/cache';
import sharp from 'sharp';
import * as adminActions from '@/lib/admin/admins/actions';
import * as contentActions from '@/lib/admin/content/actions';
import * as courseActions from '@/lib/admin/courses/actions';
import * as dealerActions from '@/lib/admin/dealers/actions';
import * as documentActions from '@/lib/admin/documents/actions';
import * as locationActions from '@/lib/admin/locations/actions';
import * as messageActions from '@/lib/admin/messages/actions';
import * as outboxActions from '@/lib/admin/outbox/actions';
import * as productDocumentActions from '@/lib/admin/product-documents/actions';
import * as productFactActions from '@/lib/admin/product-facts/actions';
import * as productActions from '@/lib/admin/products/actions';
import * as retailerActions from '@/lib/admin/retailers/actions';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { exportedActionNames } from '../support/admin-actions';
import { createTestProduct } from '../support/products';
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
let adminCookie: string;
let dealerCookie: string;

/** The session the actions read through next/headers (a Cookie header), or none. */
const as = (who: string | undefined) => setNextRequest(who ? { cookie: who } : undefined);

const PRODUCT = {
  name: 'Handlingsolje <b>&</b> «voks»',
  category: 'Treolje',
  imageUrl: 'https://cdn.example/bilde.jpg',
  description: '<h2>Bruk</h2><p>Gir <strong>glans</strong> <a href="javascript:alert(1)">klikk</a></p><script>alert(1)</script><ul><li>Rist</li></ul>',
  instructions: '<p onclick="alert(1)">Påfør tynt</p>',
  variants: [{ articleNumber: 'AKT-100', recommendedPriceNok: '199,00' }],
};
/** The product with one size of this article number. */
const withNumber = (articleNumber: string) => ({ ...PRODUCT, variants: [{ articleNumber, recommendedPriceNok: '199,00' }] });

const png = (size = 300) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'admin-actions-'));
  process.env.STORAGE_DIR = storageDir;
  db = await cloneTemplateDatabase('admin_actions');
  process.env.DATABASE_URL = db.url;
  adminCookie = (await signedIn(db, 'admin', { email: 'admin@actions.no' })).cookie;
  dealerCookie = (await signedIn(db, 'dealer', { email: 'dealer@actions.no' })).cookie;
  // The template database holds the schema only: a little of everything the actions touch.
  const p = db.prisma;
  await p.onlineRetailer.createMany({
    data: [
      { slug: 'butikk-a', name: 'Butikk A', websiteUrl: 'https://a.example' },
      { slug: 'butikk-b', name: 'Butikk B', websiteUrl: 'https://b.example' },
    ],
  });
  await createTestProduct(p, { articleNumber: '1010', name: 'Møbelpolish', category: 'Møbelpolish', imageUrl: 'https://cdn.example/m.jpg' });
  await p.dealerLocation.create({ data: { id: 'd001', name: 'Fargerike Sentrum', address: 'Gate 1, 0150 Oslo', lat: 59.91, lng: 10.75 } });
  await p.dealerDocument.create({
    data: { kind: 'MARKETING', title: 'Plakat', fileName: 'plakat.png', storageKey: 'private/documents/plakat.png', contentType: 'image/png', sizeBytes: 1 },
  });
});

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
  await rm(storageDir, { recursive: true, force: true });
});

async function snapshot() {
  const p = db.prisma;
  const [products, links, users, locations, documents, messages, inquiries, firstProduct, retailers, outbox, siteContent] = await Promise.all([
    p.product.count(),
    p.retailerLink.count(),
    p.user.findMany({ select: { id: true, email: true, isActive: true, passwordHash: true }, orderBy: { id: 'asc' } }),
    p.dealerLocation.findMany({ select: { id: true, name: true, address: true, dealerId: true }, orderBy: { id: 'asc' } }),
    p.dealerDocument.count(),
    p.contactMessage.count(),
    p.partnerInquiry.count(),
    p.product.findFirst({ orderBy: { id: 'asc' }, select: { id: true, name: true, description: true } }),
    p.onlineRetailer.findMany({ select: { id: true, name: true, websiteUrl: true, logoUrl: true }, orderBy: { id: 'asc' } }),
    p.outboxMessage.count(),
    p.siteContent.count(),
  ]);
  return { products, links, users, locations, documents, messages, inquiries, firstProduct, retailers, outbox, siteContent };
}

/** Every course action with arguments an administrator's call would accept (ids need not exist: refused first). */
function courseActionCalls(image: File): [string, () => Promise<{ ok: boolean; status?: number }>][] {
  const course = { title: 'Nei', description: 'Nei', category: 'Treolje' };
  return [
    ['listCoursesAction', () => actions.listCoursesAction()],
    ['loadCourseAction', () => actions.loadCourseAction(1)],
    ['listCourseCategoriesAction', () => actions.listCourseCategoriesAction()],
    ['previewCourseAction', () => actions.previewCourseAction(1)],
    ['loadCourseDeleteInfoAction', () => actions.loadCourseDeleteInfoAction(1)],
    ['loadModuleDeleteInfoAction', () => actions.loadModuleDeleteInfoAction(1)],
    ['courseReportAction', () => actions.courseReportAction(1)],
    ['courseOverviewAction', () => actions.courseOverviewAction()],
    ['dealerReportAction', () => actions.dealerReportAction()],
    ['uploadCourseMediaAction', () => actions.uploadCourseMediaAction(formData({ kind: 'image', file: image }))],
    ['createCourseAction', () => actions.createCourseAction(course)],
    ['updateCourseAction', () => actions.updateCourseAction(1, { isActive: true })],
    ['moveCourseAction', () => actions.moveCourseAction(1, 'up')],
    ['reorderCoursesAction', () => actions.reorderCoursesAction([1])],
    ['deleteCourseAction', () => actions.deleteCourseAction(1, { confirm: true })],
    ['createModuleAction', () => actions.createModuleAction(1, { title: 'Nei' })],
    ['updateModuleAction', () => actions.updateModuleAction(1, { title: 'Nei' })],
    ['moveModuleAction', () => actions.moveModuleAction(1, 'down')],
    ['reorderModulesAction', () => actions.reorderModulesAction(1, [1])],
    ['deleteModuleAction', () => actions.deleteModuleAction(1, { confirm: true })],
    ['createContentAction', () => actions.createContentAction(1, { contentType: 'text', title: 'Nei', html: '<p>Nei</p>' })],
    ['updateContentAction', () => actions.updateContentAction(1, { title: 'Nei' })],
    ['moveContentAction', () => actions.moveContentAction(1, 'up')],
    ['reorderContentsAction', () => actions.reorderContentsAction(1, [1])],
    ['deleteContentAction', () => actions.deleteContentAction(1)],
    ['createQuestionAction', () => actions.createQuestionAction(1, { questionType: 'true_false', questionText: 'Nei?', correct: true })],
    ['updateQuestionAction', () => actions.updateQuestionAction(1, { points: 2 })],
    ['moveQuestionAction', () => actions.moveQuestionAction(1, 'up')],
    ['reorderQuestionsAction', () => actions.reorderQuestionsAction(1, [1])],
    ['deleteQuestionAction', () => actions.deleteQuestionAction(1)],
  ];
}

describe('who may call the admin server actions', () => {
  it('refuses anonymous callers (401) and dealers (403) in every action of every entity, with nothing changed', async () => {
    const p = db.prisma;
    const product = await p.product.findFirstOrThrow({ select: { id: true } });
    const location = await p.dealerLocation.findFirstOrThrow({ select: { id: true } });
    const doc = await p.dealerDocument.findFirstOrThrow({ select: { id: true } });
    const dealer = await p.user.findFirstOrThrow({ where: { role: 'DEALER' }, select: { id: true } });
    const message = await p.contactMessage.create({ data: { name: 'A', email: 'a@b.no', message: 'Hei', antiSpamAnswer: '4' } });
    const inquiry = await p.partnerInquiry.create({
      data: { name: 'A', company: 'B', email: 'a@b.no', phone: '12345678', industry: 'Annet', productInterest: [], message: 'Hei', antiSpamAnswer: '4' },
    });
    const image = new File([new Uint8Array(await png())], 'b.png', { type: 'image/png' });
    const retailer = await p.onlineRetailer.findFirstOrThrow({ select: { id: true } });
    const failedMail = await p.outboxMessage.create({
      data: { kind: 'invitation', to: 'a@b.no', subject: 'S', text: 'T', html: '<p>T</p>', status: 'failed', attempts: 6 },
    });
    const calls: [string, () => Promise<{ ok: boolean; status?: number }>][] = [
      ['addProductAction', () => actions.addProductAction(withNumber('NEI-1'))],
      ['updateProductAction', () => actions.updateProductAction(product.id, { name: 'Endret' })],
      ['deleteProductAction', () => actions.deleteProductAction(product.id)],
      ['loadProductAction', () => actions.loadProductAction(product.id)],
      ['uploadProductImageAction', () => actions.uploadProductImageAction(formData({ image, articleNumber: 'X' }))],
      ['previewProductImportAction', () => actions.previewProductImportAction(formData({ file: new File(['Artikkelnummer\nNEI-2\n'], 'p.csv') }))],
      ['importProductsAction', () => actions.importProductsAction(formData({ file: new File(['Artikkelnummer\nNEI-2\n'], 'p.csv'), token: 'a'.repeat(32) }))],
      ['addDealerAction', () => actions.addDealerAction({ email: 'ny@x.no', name: 'Ny', company: 'Ny AS' })],
      ['updateDealerAction', () => actions.updateDealerAction(dealer.id, { isActive: false, stores: [location.id] })],
      ['resendDealerInvitationAction', () => actions.resendDealerInvitationAction(dealer.id)],
      ['searchStoreOptionsAction', () => actions.searchStoreOptionsAction('d00')],
      ['inviteAdminAction', () => actions.inviteAdminAction({ email: 'ny-admin@x.no', name: 'Ny' })],
      ['setAdminActiveAction', () => actions.setAdminActiveAction(1, { isActive: false })],
      ['resendAdminInvitationAction', () => actions.resendAdminInvitationAction(1)],
      ['createInquiryAccountAction', () => actions.createInquiryAccountAction(inquiry.id, {})],
      ['deleteDealerAction', () => actions.deleteDealerAction(dealer.id)],
      ['addLocationAction', () => actions.addLocationAction({ id: 'nei-1', name: 'Nei', address: 'Vei 1', lat: '', lng: '' })],
      ['updateLocationAction', () => actions.updateLocationAction(location.id, { name: 'Endret', address: 'Vei 2', lat: '', lng: '' })],
      ['deleteLocationAction', () => actions.deleteLocationAction(location.id)],
      ['importLocationsAction', () => actions.importLocationsAction(formData({ file: new File(['nei-2;Nei;Vei;;\n'], 'a.csv') }))],
      ['uploadDocumentAction', () => actions.uploadDocumentAction(formData({ kind: 'PRICE_LIST', title: 'Nei', file: new File(['a;b\n'], 'a.csv') }))],
      ['deleteDocumentAction', () => actions.deleteDocumentAction(doc.id)],
      [
        'publishProductDocumentAction',
        () =>
          actions.publishProductDocumentAction(
            formData({
              productId: String(product.id),
              kind: 'SDS',
              language: 'no',
              revision: '9',
              revisionDate: '2026-01-01',
              file: new File(['%PDF-1.4\n%%EOF\n'], 'a.pdf'),
            }),
          ),
      ],
      ['updateMessageAction', () => actions.updateMessageAction(message.id, { status: 'answered', note: 'Nei' })],
      ['updateInquiryAction', () => actions.updateInquiryAction(inquiry.id, { status: 'archived' })],
      ['deleteMessageAction', () => actions.deleteMessageAction(message.id)],
      ['deleteInquiryAction', () => actions.deleteInquiryAction(inquiry.id)],
      ['createRetailerAction', () => actions.createRetailerAction(formData({ name: 'Nei', websiteUrl: 'https://nei.example', logo: image }))],
      ['updateRetailerAction', () => actions.updateRetailerAction(retailer.id, formData({ name: 'Endret', logo: image }))],
      ['deleteRetailerAction', () => actions.deleteRetailerAction(retailer.id)],
      ['resendOutboxMessageAction', () => actions.resendOutboxMessageAction(failedMail.id)],
      ['createUseTermAction', () => actions.createUseTermAction({ label: 'Nei' })],
      ['renameUseTermAction', () => actions.renameUseTermAction('nei', { label: 'Nei' })],
      ['moveUseTermAction', () => actions.moveUseTermAction('nei', { direction: 'up' })],
      ['setUseTermTasksAction', () => actions.setUseTermTasksAction('nei', { taskOrder: ['rengjore'] })],
      ['deleteUseTermAction', () => actions.deleteUseTermAction('nei')],
      ['createHazardPhraseAction', () => actions.createHazardPhraseAction({ code: 'H330', text: 'Nei' })],
      ['updateHazardPhraseAction', () => actions.updateHazardPhraseAction('H330', { text: 'Nei' })],
      ['deleteHazardPhraseAction', () => actions.deleteHazardPhraseAction('H330')],
      [
        'updateSiteContentAction',
        () => actions.updateSiteContentAction({ hero: { title: 'Nei', lead: 'Nei', figures: [1, 2, 3].map((n) => ({ figure: String(n), label: 'nei' })) } }),
      ],
      ...courseActionCalls(image),
    ];
    expect(calls.map(([name]) => name).sort()).toEqual(await exportedActionNames());

    const before = await snapshot();
    const files = await readdir(storageDir, { recursive: true }).catch(() => []);
    for (const [who, status] of [
      [undefined, 401],
      [dealerCookie, 403],
    ] as const) {
      as(who);
      for (const [name, call] of calls) {
        const result = await call();
        expect({ name, ok: result.ok, status: result.status }).toEqual({ name, ok: false, status });
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(await p.outboxMessage.findUniqueOrThrow({ where: { id: failedMail.id } })).toMatchObject({ status: 'failed', attempts: 6 });
    expect(await readdir(storageDir, { recursive: true }).catch(() => [])).toEqual(files);
  });
});

describe('products', () => {
  beforeEach(() => as(adminCookie));

  it('adds a product with sanitised rich text and retailer links; a duplicate article number is a 409 on the field', async () => {
    const retailers = await db.prisma.onlineRetailer.findMany({ orderBy: { id: 'asc' }, take: 2 });
    const result = await actions.addProductAction({
      ...PRODUCT,
      retailerLinks: retailers.map((r) => ({ retailerId: String(r.id), productUrl: `https://${r.slug}.example/akt-100` })),
    });
    expect(result.ok).toBe(true);
    const stored = await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: 'AKT-100' }, include: { retailerLinks: true, variants: true } });
    expect(stored.name).toBe('Handlingsolje <b>&</b> «voks»');
    expect(stored.description).toBe('<h2>Bruk</h2><p>Gir <strong>glans</strong> <a>klikk</a></p><ul><li>Rist</li></ul>');
    expect(stored.instructions).toBe('<p>Påfør tynt</p>');
    expect(stored.variants.map((v) => [v.articleNumber, v.recommendedPriceNok?.toNumber()])).toEqual([['AKT-100', 199]]);
    expect(stored.retailerLinks).toHaveLength(2);
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });

    const duplicate = await actions.addProductAction(PRODUCT);
    expect(duplicate).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { 'variants.0.articleNumber': ['Et produkt med dette artikkelnummeret finnes allerede'] },
    });

    const invalid = await actions.addProductAction({
      ...withNumber('AKT-101'),
      imageUrl: 'javascript:alert(1)',
      retailerLinks: [{ retailerId: 1, productUrl: 'http://usikker.example' }],
    });
    expect(invalid).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys((invalid as { fieldErrors: object }).fieldErrors).sort()).toEqual(['imageUrl', 'retailerLinks.0.productUrl']);
    expect(await db.prisma.product.count({ where: { articleNumber: 'AKT-101' } })).toBe(0);
  });

  it('edits with every field optional, keeps the article number locked, replaces the links and refuses unknown retailers', async () => {
    const product = await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: 'AKT-100' } });
    const loaded = await actions.loadProductAction(product.id);
    expect(loaded.ok && loaded.data.retailerLinks).toHaveLength(2);

    expect(await actions.updateProductAction(product.id, { variants: [{ articleNumber: 'AKT-999' }] })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { variants: [expect.any(String)] },
    });
    expect(await actions.updateProductAction(product.id, { retailerLinks: [{ retailerId: 999_999, productUrl: 'https://x.example/' }] })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { retailerLinks: ['Ukjent nettbutikk'] },
    });
    expect(await db.prisma.retailerLink.count({ where: { productId: product.id } })).toBe(2);

    expect(
      await actions.updateProductAction(product.id, { name: 'Ny navn', variants: [{ articleNumber: 'AKT-100', recommendedPriceNok: '' }], retailerLinks: [] }),
    ).toMatchObject({ ok: true });
    const after = await db.prisma.product.findUniqueOrThrow({ where: { id: product.id }, include: { retailerLinks: true, variants: true } });
    expect(after).toMatchObject({
      name: 'Ny navn',
      articleNumber: 'AKT-100',
      category: 'Treolje',
      variants: [{ articleNumber: 'AKT-100', recommendedPriceNok: null }],
      retailerLinks: [],
    });
    expect(after.description).toBe(product.description);
    expect(await actions.updateProductAction(999_999, { name: 'X' })).toMatchObject({ ok: false, status: 404 });
  });

  it('concurrent edits of one product: the later write wins whole, the links are never a mix', async () => {
    const product = await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: 'AKT-100' } });
    const [a, b] = await db.prisma.onlineRetailer.findMany({ orderBy: { id: 'asc' }, take: 2 });
    const edit = (name: string, retailerId: number) =>
      actions.updateProductAction(product.id, { name, retailerLinks: [{ retailerId, productUrl: `https://${name}.example/` }] });
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all([edit('alfa', a.id), edit('beta', b.id), edit('alfa', a.id), edit('beta', b.id)]);
      expect(results.every((r) => r.ok)).toBe(true);
      const after = await db.prisma.product.findUniqueOrThrow({ where: { id: product.id }, include: { retailerLinks: true } });
      expect(after.retailerLinks).toHaveLength(1);
      expect(after.retailerLinks[0].productUrl).toBe(`https://${after.name}.example/`);
      expect(after.retailerLinks[0].retailerId).toBe(after.name === 'alfa' ? a.id : b.id);
    }
  });

  it('uploads an image checked by content: a real image becomes a /media JPEG, text is 415, over 10 MB is 413', async () => {
    const ok = await actions.uploadProductImageAction(
      formData({ image: new File([new Uint8Array(await png(500))], 'x.gif', { type: 'image/gif' }), articleNumber: 'AKT-100' }),
    );
    expect(ok.ok).toBe(true);
    const url = ok.ok ? ok.data.imageUrl : '';
    expect(url).toMatch(/^\/media\/products\/akt-100-[0-9a-f]+\.jpg$/);
    const meta = await sharp(path.join(storageDir, url.replace('/media/', ''))).metadata();
    expect(meta.format).toBe('jpeg');

    const text = await actions.uploadProductImageAction(formData({ image: new File(['<svg onload=alert(1)>'], 'x.png', { type: 'image/png' }) }));
    expect(text).toMatchObject({ ok: false, status: 415, fieldErrors: { image: ['Filen er ikke et bilde (JPEG, PNG, WebP, AVIF, GIF eller TIFF)'] } });
    const big = await actions.uploadProductImageAction(formData({ image: new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'x.png') }));
    expect(big).toMatchObject({ ok: false, status: 413 });
    const none = await actions.uploadProductImageAction(formData({ articleNumber: 'X' }));
    expect(none).toMatchObject({ ok: false, status: 400 });
  });

  it('deletes a product with its retailer links', async () => {
    const product = await db.prisma.product.findUniqueOrThrow({ where: { articleNumber: 'AKT-100' } });
    expect(await actions.deleteProductAction(product.id)).toMatchObject({ ok: true });
    expect(await db.prisma.retailerLink.count({ where: { productId: product.id } })).toBe(0);
    expect(await actions.deleteProductAction(product.id)).toMatchObject({ ok: false, status: 404 });
    expect(await actions.deleteProductAction('1; DROP TABLE')).toMatchObject({ ok: false, status: 404 });
  });
});

describe('product sizes (docs/product.md: Sizes)', () => {
  beforeEach(() => as(adminCookie));

  const GROUP = { name: 'Størrelsesolje', category: 'Treolje', imageUrl: 'https://cdn.example/s.jpg' };
  /** Valid GTINs (GS1 check digit). */
  const G1 = '7038010009457';
  const G2 = '96385074';
  const G3 = '5901234123457';
  const sizesOf = (productId: number) =>
    db.prisma.productVariant.findMany({
      where: { productId },
      orderBy: { position: 'asc' },
      select: { articleNumber: true, sizeLabel: true, gtin: true, position: true, sortKey: true, imageUrl: true },
    });
  const rows = (list: { articleNumber: string; sizeLabel: string | null; gtin: string | null }[]) => list.map((v) => [v.articleNumber, v.sizeLabel, v.gtin]);
  let id: number;

  it('adds a product with three sizes in their order: the first is the main size, the sort key the lowest', async () => {
    const result = await actions.addProductAction({
      ...GROUP,
      variants: [
        { articleNumber: 'ST-3020', sizeLabel: '500 ml', recommendedPriceNok: '229,00', gtin: G1 },
        { articleNumber: 'ST-3010', sizeLabel: '250 ml', recommendedPriceNok: '149', imageUrl: '/media/products/st-3010.jpg' },
        { articleNumber: 'ST-3030', sizeLabel: '1 l', recommendedPriceNok: '' },
      ],
    });
    expect(result).toMatchObject({ ok: true, data: { articleNumber: 'ST-3020' } });
    id = result.ok ? result.data.id : 0;
    const product = await db.prisma.product.findUniqueOrThrow({ where: { id } });
    expect(product).toMatchObject({ articleNumber: 'ST-3020', sortKey: 3010 });
    expect(await sizesOf(id)).toEqual([
      { articleNumber: 'ST-3020', sizeLabel: '500 ml', gtin: G1, position: 0, sortKey: 3020, imageUrl: null },
      { articleNumber: 'ST-3010', sizeLabel: '250 ml', gtin: null, position: 1, sortKey: 3010, imageUrl: '/media/products/st-3010.jpg' },
      { articleNumber: 'ST-3030', sizeLabel: '1 l', gtin: null, position: 2, sortKey: 3030, imageUrl: null },
    ]);
    const loaded = await actions.loadProductAction(id);
    expect(loaded.ok && loaded.data.variants.map((v) => [v.articleNumber, v.recommendedPriceNok])).toEqual([
      ['ST-3020', 229],
      ['ST-3010', 149],
      ['ST-3030', null],
    ]);
    const entry = await db.prisma.auditEvent.findFirstOrThrow({ where: { entity: 'product', action: 'create' }, orderBy: { id: 'desc' } });
    // Each size with its label, price, GTIN and whether it has an image, in order (cut at 60 characters like every value).
    expect(entry.summary).toContain(`variants: «ST-3020 500 ml 229 ${G1} · ST-3010 250 ml 149 bilde…»`);
  });

  it('reorders, removes a size and adds one in one save, with an audit entry naming the new order', async () => {
    const before = await db.prisma.auditEvent.count();
    const result = await actions.updateProductAction(id, {
      variants: [
        { articleNumber: 'ST-3030', sizeLabel: '1 l' },
        { articleNumber: 'ST-3020', sizeLabel: '500 ml', recommendedPriceNok: 229, gtin: G1 },
        { articleNumber: 'ST-3040', sizeLabel: '2,5 l', recommendedPriceNok: '899,90' },
      ],
    });
    expect(result).toMatchObject({ ok: true });
    expect(rows(await sizesOf(id))).toEqual([
      ['ST-3030', '1 l', null],
      ['ST-3020', '500 ml', G1],
      ['ST-3040', '2,5 l', null],
    ]);
    expect((await sizesOf(id)).map((v) => v.position)).toEqual([0, 1, 2]);
    expect(await db.prisma.productVariant.count({ where: { articleNumber: 'ST-3010' } })).toBe(0);
    // The removed size had the lowest number: the sort key follows.
    expect(await db.prisma.product.findUniqueOrThrow({ where: { id } })).toMatchObject({ articleNumber: 'ST-3020', sortKey: 3020 });
    const entries = await db.prisma.auditEvent.findMany({
      where: { id: { gt: 0 } },
      orderBy: { id: 'desc' },
      take: (await db.prisma.auditEvent.count()) - before,
    });
    expect(entries).toEqual([
      expect.objectContaining({
        entity: 'product',
        action: 'update',
        entityId: String(id),
        summary: `variants: «ST-3030 1 l · ST-3020 500 ml 229 ${G1} · ST-3040 2,…»`,
      }),
    ]);
    // The same sizes again: no change to name in the entry.
    expect(
      await actions.updateProductAction(id, {
        name: 'Størrelsesolje',
        variants: [
          { articleNumber: 'ST-3030', sizeLabel: '1 l' },
          { articleNumber: 'ST-3020', sizeLabel: '500 ml', recommendedPriceNok: 229, gtin: G1 },
          { articleNumber: 'ST-3040', sizeLabel: '2,5 l', recommendedPriceNok: 899.9 },
        ],
      }),
    ).toMatchObject({ ok: true });
    expect((await db.prisma.auditEvent.findFirstOrThrow({ orderBy: { id: 'desc' } })).summary).toBe('');
  });

  it('refuses removing the main size (400 on the list), nothing changed', async () => {
    const before = await sizesOf(id);
    const result = await actions.updateProductAction(id, {
      variants: [
        { articleNumber: 'ST-3030', sizeLabel: '1 l' },
        { articleNumber: 'ST-3040', sizeLabel: '2,5 l' },
      ],
    });
    expect(result).toEqual({
      ok: false,
      status: 400,
      error: 'Størrelsen med produktets eget artikkelnummer kan ikke fjernes',
      code: 'validation_failed',
      fieldErrors: { variants: ['Størrelsen med produktets eget artikkelnummer kan ikke fjernes'] },
    });
    expect(await sizesOf(id)).toEqual(before);
  });

  it("answers an article number or GTIN another product has with 409 on that size's field, nothing changed", async () => {
    const other = await createTestProduct(db.prisma, {
      articleNumber: 'ST-9000',
      sizes: [
        { articleNumber: 'ST-9000', sizeLabel: '1 l', gtin: G3 },
        { articleNumber: 'ST-9001', sizeLabel: '5 l' },
      ],
    });
    const before = await sizesOf(id);
    const sizes = (third: Record<string, unknown>) => [
      { articleNumber: 'ST-3030', sizeLabel: '1 l' },
      { articleNumber: 'ST-3020', sizeLabel: '500 ml', gtin: G1 },
      { sizeLabel: '2,5 l', ...third },
    ];

    const number = await actions.updateProductAction(id, { variants: sizes({ articleNumber: 'ST-9001' }) });
    expect(number).toEqual({
      ok: false,
      status: 409,
      error: 'Et produkt med dette artikkelnummeret finnes allerede',
      code: 'conflict',
      fieldErrors: { 'variants.2.articleNumber': ['Et produkt med dette artikkelnummeret finnes allerede'] },
    });
    const gtin = await actions.updateProductAction(id, { variants: sizes({ articleNumber: 'ST-3040', gtin: G3 }) });
    expect(gtin).toEqual({
      ok: false,
      status: 409,
      error: 'Et annet produkt har allerede denne GTIN-en',
      code: 'conflict',
      fieldErrors: { 'variants.2.gtin': ['Et annet produkt har allerede denne GTIN-en'] },
    });
    // Both at once: each on its own row.
    const both = await actions.updateProductAction(id, {
      variants: [
        { articleNumber: 'ST-3020', sizeLabel: '500 ml', gtin: G3 },
        { articleNumber: 'ST-9000', sizeLabel: '1 l' },
      ],
    });
    expect(both).toMatchObject({ status: 409, fieldErrors: { 'variants.0.gtin': [expect.any(String)], 'variants.1.articleNumber': [expect.any(String)] } });
    // A new product whose second size is taken: the same answer on that row, no product written.
    const added = await actions.addProductAction({
      ...GROUP,
      variants: [
        { articleNumber: 'ST-5000', sizeLabel: 'a' },
        { articleNumber: 'ST-9001', sizeLabel: 'b' },
      ],
    });
    expect(added).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { 'variants.1.articleNumber': ['Et produkt med dette artikkelnummeret finnes allerede'] },
    });
    expect(await db.prisma.product.count({ where: { articleNumber: 'ST-5000' } })).toBe(0);
    expect(await db.prisma.productVariant.count({ where: { articleNumber: 'ST-5000' } })).toBe(0);
    // The main size of another product too.
    const main = await actions.addProductAction({ ...GROUP, variants: [{ articleNumber: 'ST-9000' }] });
    expect(main).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { 'variants.0.articleNumber': ['Et produkt med dette artikkelnummeret finnes allerede'] },
    });
    expect(await sizesOf(id)).toEqual(before);
    expect(rows(await sizesOf(other.id))).toEqual([
      ['ST-9000', '1 l', G3],
      ['ST-9001', '5 l', null],
    ]);
  });

  it('checks the GTIN check digit of each size, and a number or GTIN twice in one product, on the row', async () => {
    const wrong = await actions.updateProductAction(id, {
      variants: [
        { articleNumber: 'ST-3020', sizeLabel: '500 ml', gtin: G1 },
        { articleNumber: 'ST-3030', sizeLabel: '1 l', gtin: '7038010009458' },
      ],
    });
    expect(wrong).toMatchObject({ ok: false, status: 400, fieldErrors: { 'variants.1.gtin': ['Ugyldig GTIN: kontrollsifferet stemmer ikke'] } });
    const twice = await actions.updateProductAction(id, {
      variants: [
        { articleNumber: 'ST-3020', sizeLabel: '500 ml', gtin: G1 },
        { articleNumber: 'ST-3030', sizeLabel: '1 l', gtin: G1 },
      ],
    });
    expect(twice).toMatchObject({ ok: false, status: 400, fieldErrors: { 'variants.1.gtin': ['GTIN-en står to ganger'] } });
    const number = await actions.updateProductAction(id, {
      variants: [
        { articleNumber: 'ST-3020', sizeLabel: '500 ml' },
        { articleNumber: 'ST-3020', sizeLabel: '1 l' },
      ],
    });
    expect(number).toMatchObject({ ok: false, status: 400, fieldErrors: { 'variants.1.articleNumber': ['Artikkelnummeret står to ganger'] } });
    const label = await actions.updateProductAction(id, { variants: [{ articleNumber: 'ST-3020', sizeLabel: '500 ml' }, { articleNumber: 'ST-3030' }] });
    expect(label).toMatchObject({ ok: false, status: 400, fieldErrors: { 'variants.1.sizeLabel': ['Oppgi størrelse når produktet har flere størrelser'] } });
  });

  it('swaps the GTINs of two sizes in one save', async () => {
    expect(
      await actions.updateProductAction(id, {
        variants: [
          { articleNumber: 'ST-3020', sizeLabel: '500 ml', gtin: G1 },
          { articleNumber: 'ST-3030', sizeLabel: '1 l', gtin: G2 },
        ],
      }),
    ).toMatchObject({ ok: true });
    expect(
      await actions.updateProductAction(id, {
        variants: [
          { articleNumber: 'ST-3020', sizeLabel: '500 ml', gtin: G2 },
          { articleNumber: 'ST-3030', sizeLabel: '1 l', gtin: G1 },
        ],
      }),
    ).toMatchObject({ ok: true });
    expect(rows(await sizesOf(id))).toEqual([
      ['ST-3020', '500 ml', G2],
      ['ST-3030', '1 l', G1],
    ]);
    // A GTIN moved from a size removed in the same save is free for another.
    expect(await actions.updateProductAction(id, { variants: [{ articleNumber: 'ST-3020', sizeLabel: '500 ml', gtin: G1 }] })).toMatchObject({ ok: true });
    expect(rows(await sizesOf(id))).toEqual([['ST-3020', '500 ml', G1]]);
  });

  it('two saves at once naming one new size: one wins, the other is a 409, never a size moved between products', async () => {
    for (let round = 0; round < 4; round++) {
      const shared = { articleNumber: `ST-70${round}9`, sizeLabel: '5 l' };
      const add = (main: string) => actions.addProductAction({ ...GROUP, variants: [{ articleNumber: main, sizeLabel: '1 l' }, shared] });
      const results = await Promise.all([add(`ST-70${round}1`), add(`ST-70${round}2`)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, status: 409 });
      const winner = results.find((r) => r.ok);
      const stored = await db.prisma.productVariant.findUniqueOrThrow({ where: { articleNumber: shared.articleNumber }, include: { product: true } });
      expect(stored.product.articleNumber).toBe(winner?.ok ? winner.data.articleNumber : '');
      expect(await db.prisma.productVariant.count({ where: { productId: stored.productId } })).toBe(2);
      await db.prisma.product.delete({ where: { id: stored.productId } });
    }
  });

  it('deleting the product deletes its sizes; their article numbers are free again', async () => {
    expect(await actions.deleteProductAction(id)).toMatchObject({ ok: true });
    expect(await db.prisma.productVariant.count({ where: { productId: id } })).toBe(0);
    const again = await actions.addProductAction({ ...GROUP, variants: [{ articleNumber: 'ST-3020', gtin: G1 }] });
    expect(again).toMatchObject({ ok: true });
    if (again.ok) await actions.deleteProductAction(again.data.id);
  });
});

describe('dealer accounts', () => {
  beforeEach(() => as(adminCookie));

  it('adds without a password (the invitation in the outbox), refuses a password, a duplicate e-mail and bad fields, edits, resends, deletes', async () => {
    expect(await actions.addDealerAction({ email: ' Ny@Forhandler.no ', name: 'Nina', company: 'Nina AS' })).toMatchObject({ ok: true });
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email: 'ny@forhandler.no' } });
    expect(user.passwordHash).toBeNull();
    expect(await db.prisma.outboxMessage.count({ where: { to: 'ny@forhandler.no', kind: 'invitation' } })).toBe(1);
    expect(await actions.addDealerAction({ email: 'ny@forhandler.no', name: 'Nina', company: 'Nina AS' })).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { email: ['En konto med denne e-postadressen finnes allerede'] },
    });
    expect(await actions.addDealerAction({ email: 'annen@forhandler.no', password: 'hemmelig-1', name: 'Nina', company: 'Nina AS' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { password: ['Administratoren setter ikke passord. Kontoens eier velger passord selv via invitasjonslenken.'] },
    });
    expect(await actions.addDealerAction({ email: 'feil', name: 'N', company: 'N' })).toMatchObject({ ok: false, status: 400 });
    expect(await db.prisma.user.count({ where: { email: 'annen@forhandler.no' } })).toBe(0);
    expect(await actions.updateDealerAction(user.id, { company: 'Nina Møbler AS' })).toMatchObject({ ok: true });
    expect(await actions.updateDealerAction(user.id, { password: 'hemmelig-2' })).toMatchObject({ ok: false, status: 400 });
    const edited = await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(edited.company).toBe('Nina Møbler AS');
    expect(edited.passwordHash).toBeNull();
    expect(await actions.resendDealerInvitationAction(user.id)).toMatchObject({ ok: true });
    expect(await db.prisma.outboxMessage.count({ where: { to: 'ny@forhandler.no', kind: 'invitation' } })).toBe(2);
    expect(await actions.deleteDealerAction(user.id)).toMatchObject({ ok: true });
    const adminUser = await db.prisma.user.findUniqueOrThrow({ where: { email: 'admin@actions.no' } });
    expect(await actions.deleteDealerAction(adminUser.id)).toMatchObject({ ok: false, status: 404 });
    expect(await actions.resendDealerInvitationAction(adminUser.id)).toMatchObject({ ok: false, status: 404 });
  });
});

describe('dealer locations', () => {
  beforeEach(() => {
    as(adminCookie);
    jest.mocked(revalidateTag).mockClear();
  });

  it('adds (name re-cased), refuses a duplicate id and half coordinates, edits (Places details dropped on a move), deletes', async () => {
    expect(await actions.addLocationAction({ id: 'akt-1', name: 'BUTIKK OG SØNN', address: 'Gate 1, 0150 Oslo', lat: '59,9', lng: '10,7' })).toMatchObject({
      ok: true,
    });
    expect(revalidateTag).toHaveBeenCalledWith('dealers', { expire: 0 });
    const row = await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'akt-1' } });
    expect(row).toMatchObject({ name: 'Butikk og Sønn', lat: 59.9, lng: 10.7 });
    expect(await actions.addLocationAction({ id: 'akt-1', name: 'X', address: 'Y', lat: '', lng: '' })).toMatchObject({ ok: false, status: 409 });
    expect(await actions.addLocationAction({ id: 'akt-2', name: 'X', address: 'Y', lat: '60', lng: '' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { lat: ['Fyll ut både breddegrad og lengdegrad, eller ingen av dem'] },
    });

    await db.prisma.dealerLocation.update({ where: { id: 'akt-1' }, data: { placeId: 'abc', phoneNumber: '123', lastUpdated: new Date() } });
    expect(await actions.updateLocationAction('akt-1', { name: 'Butikk og Sønn', address: 'Gate 1, 0150 Oslo', lat: '59,95', lng: '10,7' })).toMatchObject({
      ok: true,
    });
    expect(await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'akt-1' } })).toMatchObject({ lat: 59.95, placeId: 'abc', phoneNumber: '123' });
    expect(await actions.updateLocationAction('akt-1', { name: 'Butikk og Sønn', address: 'Gate 9, 0150 Oslo', lat: '', lng: '' })).toMatchObject({ ok: true });
    expect(await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'akt-1' } })).toMatchObject({
      lat: null,
      placeId: null,
      phoneNumber: null,
      lastUpdated: null,
    });

    expect(await actions.deleteLocationAction('akt-1')).toMatchObject({ ok: true });
    expect(await actions.deleteLocationAction('akt-1')).toMatchObject({ ok: false, status: 404 });
  });

  it('imports the semicolon CSV all or nothing, with every bad line reported', async () => {
    const existing = await db.prisma.dealerLocation.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const before = await db.prisma.dealerLocation.count();
    const bad = await actions.importLocationsAction(
      formData({ file: new File([`imp-1;NY BUTIKK;Vei 1;60,1;10,2\nimp-2;Feil;Vei 2;abc;10\nimp-3;Kort;Vei 3\n`], 'steder.csv') }),
    );
    expect(bad).toEqual({
      ok: true,
      data: {
        created: 0,
        updated: 0,
        errors: [
          { line: 2, message: 'Ugyldige koordinater' },
          { line: 3, message: 'Forventet 5 til 7 felt (id;navn;adresse;breddegrad;lengdegrad;kategorier;produkter), fant 3' },
        ],
      },
    });
    expect(await db.prisma.dealerLocation.count()).toBe(before);

    const good = await actions.importLocationsAction(
      formData({
        file: new File([`\uFEFFimp-1;NY BUTIKK I BERGEN;Vei 1;60,1;10,2\n${existing.id};${existing.name};${existing.address};59;10\n`], 'steder.csv'),
      }),
    );
    expect(good).toEqual({ ok: true, data: { created: 1, updated: 1, errors: [] } });
    expect(await db.prisma.dealerLocation.findUniqueOrThrow({ where: { id: 'imp-1' } })).toMatchObject({ name: 'Ny Butikk i Bergen', lat: 60.1 });
    expect(revalidateTag).toHaveBeenCalledWith('dealers', { expire: 0 });

    expect(await actions.importLocationsAction(formData({ file: new File([new Uint8Array([0xff, 0xfe, 0x00, 0x41])], 'x.csv') }))).toMatchObject({
      ok: false,
      status: 415,
    });
    expect(await actions.importLocationsAction(formData({ file: new File([new Uint8Array(2 * 1024 * 1024 + 1).fill(65)], 'x.csv') }))).toMatchObject({
      ok: false,
      status: 413,
    });
    expect(await actions.importLocationsAction(formData({}))).toMatchObject({ ok: false, status: 400 });
  });
});

describe('dealer documents', () => {
  beforeEach(() => as(adminCookie));

  it('uploads a file whose content matches its extension, lists it for dealers, and deletes row and file', async () => {
    const pdf = new File(['%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n'], '../../Prisliste "vår".PDF', { type: 'text/html' });
    const result = await actions.uploadDocumentAction(formData({ kind: 'PRICE_LIST', title: 'Prisliste vår', description: '', file: pdf }));
    expect(result.ok).toBe(true);
    const doc = await db.prisma.dealerDocument.findFirstOrThrow({ where: { title: 'Prisliste vår' } });
    expect(doc).toMatchObject({ kind: 'PRICE_LIST', fileName: 'Prisliste vår.pdf', contentType: 'application/pdf', description: null });
    expect(doc.storageKey).toMatch(/^private\/documents\//);
    const stored = path.join(storageDir, doc.storageKey);
    expect((await readdir(path.dirname(stored))).includes(path.basename(stored))).toBe(true);

    const html = new File(['<html><script>alert(1)</script></html>'], 'prisliste.pdf');
    expect(await actions.uploadDocumentAction(formData({ kind: 'PRICE_LIST', title: 'X', file: html }))).toMatchObject({
      ok: false,
      status: 415,
      fieldErrors: { file: ['Filens innhold stemmer ikke med filendelsen'] },
    });
    const exe = new File(['MZ'], 'program.exe');
    expect(await actions.uploadDocumentAction(formData({ kind: 'MARKETING', title: 'X', file: exe }))).toMatchObject({ ok: false, status: 415 });
    expect(await actions.uploadDocumentAction(formData({ kind: 'ANNET', title: '', file: pdf }))).toMatchObject({ ok: false, status: 400 });

    expect(await actions.deleteDocumentAction(doc.id)).toMatchObject({ ok: true });
    expect((await readdir(path.dirname(stored))).includes(path.basename(stored))).toBe(false);
    expect(await actions.deleteDocumentAction(doc.id)).toMatchObject({ ok: false, status: 404 });
  });
});

describe('bad input answers 4xx with nothing written (issue 15)', () => {
  beforeEach(() => as(adminCookie));

  it('CSV rows go through the location form schema: long fields and ids the form refuses are line errors, nothing written', async () => {
    const before = await db.prisma.dealerLocation.findMany({ orderBy: { id: 'asc' } });
    const rows = [
      `${'i'.repeat(60)};Butikk;Vei 1;;`,
      `imp-long-name;${'N'.repeat(500)};Vei 1;;`,
      `imp-long-address;Butikk;${'A'.repeat(400)};;`,
      'bad/id ../x?;Butikk;Vei 1;;',
      'imp-ok;Butikk;Vei 1;;',
      'imp-ctl;But\u0007ikk;Vei 1;;',
    ];
    const result = await actions.importLocationsAction(formData({ file: new File([rows.join('\n')], 'steder.csv') }));
    expect(result.ok).toBe(true);
    const data = result.ok ? result.data : null;
    expect(data).toMatchObject({ created: 0, updated: 0 });
    expect(data?.errors.map((e) => e.line)).toEqual([1, 2, 3, 4, 6]);
    expect(data?.errors[0].message).toContain('Id må være 1–40 tegn');
    expect(data?.errors[1].message).toBe('Navn må være 1–200 tegn');
    expect(data?.errors[2].message).toBe('Adresse må være 1–300 tegn');
    expect(data?.errors[3].message).toContain('Id må være 1–40 tegn');
    expect(data?.errors[4].message).toBe('Feltet inneholder ugyldige tegn');
    expect(await db.prisma.dealerLocation.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });

  it('product image action: a truncated PNG is 415 on the field, nothing stored', async () => {
    const raw = Buffer.from(Array.from({ length: 500 * 500 * 3 }, (_, i) => (i * 7919) % 251));
    const full = await sharp(raw, { raw: { width: 500, height: 500, channels: 3 } })
      .png()
      .toBuffer();
    const files = async () => (await readdir(storageDir, { recursive: true })).sort();
    const before = await files();
    const result = await actions.uploadProductImageAction(
      formData({ image: new File([new Uint8Array(full.subarray(0, full.length >> 1))], 'x.png'), articleNumber: 'TRUNC' }),
    );
    expect(result).toMatchObject({ ok: false, status: 415, fieldErrors: { image: ['Filen er ikke et bilde (JPEG, PNG, WebP, AVIF, GIF eller TIFF)'] } });
    expect(await files()).toEqual(before);
  });

  it('documents: U+0000 or another control character in the title or description is 400, SVG is 415, over 20 MB 413, nothing written', async () => {
    const count = () => db.prisma.dealerDocument.count();
    const before = await count();
    const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'a.pdf');
    // (FormData turns a lone surrogate into U+FFFD itself: the JSON routes and schema tests cover those.)
    const cases: Record<string, string>[] = [{ description: 'Hei\u0000' }, { description: 'a\u0085b' }, { title: 'T\u0000' }, { title: 'To\nlinjer' }];
    for (const fields of cases) {
      const result = await actions.uploadDocumentAction(formData({ kind: 'MARKETING', title: 'Tittel', file: pdf(), ...fields }));
      expect(result).toMatchObject({ ok: false, status: 400 });
    }
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', { type: 'image/svg+xml' });
    expect(await actions.uploadDocumentAction(formData({ kind: 'MARKETING', title: 'Logo', file: svg }))).toMatchObject({
      ok: false,
      status: 415,
      fieldErrors: { file: ['SVG-filer tas ikke imot fordi de kan inneholde skript: last opp bildet som PNG eller PDF'] },
    });
    const big = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'stor.pdf');
    expect(await actions.uploadDocumentAction(formData({ kind: 'MARKETING', title: 'Stor', file: big }))).toMatchObject({ ok: false, status: 413 });
    expect(await count()).toBe(before);
    // A multi-line description is fine.
    expect(
      await actions.uploadDocumentAction(formData({ kind: 'MARKETING', title: 'Flere linjer', description: 'Linje 1\r\nLinje 2\tmed tab', file: pdf() })),
    ).toMatchObject({ ok: true });
  });
});

describe('messages', () => {
  beforeEach(() => as(adminCookie));

  it('deletes a contact message and a dealer application', async () => {
    const message = await db.prisma.contactMessage.create({ data: { name: 'B', email: 'b@c.no', message: 'Hei', antiSpamAnswer: '4' } });
    const inquiry = await db.prisma.partnerInquiry.create({
      data: { name: 'B', company: 'C', email: 'b@c.no', phone: '12345678', industry: 'Annet', productInterest: [], message: 'Hei', antiSpamAnswer: '4' },
    });
    expect(await actions.deleteMessageAction(message.id)).toMatchObject({ ok: true });
    expect(await actions.deleteInquiryAction(inquiry.id)).toMatchObject({ ok: true });
    expect(await actions.deleteMessageAction(message.id)).toMatchObject({ ok: false, status: 404 });
  });

  it('sets the status and the note of a message and an application; statusChangedAt moves only with the status', async () => {
    const message = await db.prisma.contactMessage.create({ data: { name: 'B', email: 'b@c.no', message: 'Hei', antiSpamAnswer: '4' } });
    const inquiry = await db.prisma.partnerInquiry.create({
      data: { name: 'B', company: 'C', email: 'b@c.no', phone: '12345678', industry: 'Annet', productInterest: [], message: 'Hei', antiSpamAnswer: '4' },
    });
    expect(message).toMatchObject({ status: 'new', note: null, statusChangedAt: null });
    const answered = await actions.updateMessageAction(message.id, { status: 'answered', note: '  Ringt tilbake  ' });
    expect(answered).toMatchObject({ ok: true, data: { id: message.id, status: 'answered', note: 'Ringt tilbake' } });
    const changedAt = (await db.prisma.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).statusChangedAt;
    expect(changedAt).toBeInstanceOf(Date);
    // The note alone (emptied: removed) leaves the status and its date as they were.
    expect(await actions.updateMessageAction(message.id, { note: '' })).toMatchObject({
      ok: true,
      data: { status: 'answered', note: null, statusChangedAt: changedAt },
    });
    expect(await actions.updateInquiryAction(inquiry.id, { status: 'in_progress' })).toMatchObject({ ok: true, data: { status: 'in_progress', note: null } });
    // Refused: an unknown status, a control character, a note over 2000 characters, nothing at all, an unknown id.
    for (const input of [{ status: 'done' }, { note: 'a\u0000b' }, { note: 'x'.repeat(2001) }, {}, null]) {
      expect(await actions.updateInquiryAction(inquiry.id, input)).toMatchObject({ ok: false, status: 400 });
    }
    expect(await actions.updateMessageAction(2_000_000_000, { status: 'new' })).toMatchObject({ ok: false, status: 404 });
    expect(await db.prisma.partnerInquiry.findUniqueOrThrow({ where: { id: inquiry.id } })).toMatchObject({ status: 'in_progress', note: null });
  });
});
