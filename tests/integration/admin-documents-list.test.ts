/**
 * The admin list of dealer documents (Forhandlere › Dokumenter): the dealer portal's order (price
 * lists first, newest first), filtered by kind and by a text in the title, description or file
 * name, paginated with the list's total.
 */
import { listDocuments } from '@/lib/admin/documents/service';
import { cloneTemplateDatabase, type TestDatabase } from '../support/db';

let db: TestDatabase;

const doc = (kind: 'PRICE_LIST' | 'MARKETING', title: string, fileName: string, createdAt: string, description: string | null = null) => ({
  kind,
  title,
  description,
  fileName,
  storageKey: `private/documents/${fileName}`,
  contentType: 'application/pdf',
  sizeBytes: 10,
  createdAt: new Date(createdAt),
});

beforeAll(async () => {
  db = await cloneTemplateDatabase('admin_documents_list');
  await db.prisma.dealerDocument.createMany({
    data: [
      doc('MARKETING', 'Plakat', 'plakat.pdf', '2026-03-01T10:00:00Z', 'Til butikkvinduet'),
      doc('PRICE_LIST', 'Prisliste vår', 'prisliste-var.pdf', '2026-02-01T10:00:00Z'),
      doc('PRICE_LIST', 'Prisliste høst', 'prisliste-host.pdf', '2026-09-01T10:00:00Z'),
    ],
  });
});

afterAll(() => db.drop());

const titles = (list: { items: { title: string }[] }) => list.items.map((d) => d.title);

describe('listDocuments', () => {
  it('lists price lists first, newest first, with the total and download addresses', async () => {
    const list = await listDocuments(db.prisma, { page: 1, pageSize: 50 });
    expect(titles(list)).toEqual(['Prisliste høst', 'Prisliste vår', 'Plakat']);
    expect(list.total).toBe(3);
    expect(list.items[0].downloadUrl).toMatch(/^\/api\/dealer-documents\/\d+$/);
    expect(typeof list.items[0].createdAt).toBe('string');
  });

  it('pages through the list', async () => {
    const second = await listDocuments(db.prisma, { page: 2, pageSize: 2 });
    expect(titles(second)).toEqual(['Plakat']);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
  });

  it('filters by kind and by text in the title, description or file name', async () => {
    expect(titles(await listDocuments(db.prisma, { page: 1, pageSize: 50 }, { kind: 'MARKETING' }))).toEqual(['Plakat']);
    expect(titles(await listDocuments(db.prisma, { page: 1, pageSize: 50 }, { q: 'PRISLISTE' }))).toEqual(['Prisliste høst', 'Prisliste vår']);
    expect(titles(await listDocuments(db.prisma, { page: 1, pageSize: 50 }, { q: 'butikkvinduet' }))).toEqual(['Plakat']);
    expect(titles(await listDocuments(db.prisma, { page: 1, pageSize: 50 }, { q: 'host.pdf' }))).toEqual(['Prisliste høst']);
    const none = await listDocuments(db.prisma, { page: 1, pageSize: 50 }, { q: 'plakat', kind: 'PRICE_LIST' });
    expect(none).toMatchObject({ items: [], total: 0 });
  });
});
