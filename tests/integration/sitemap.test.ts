/** The sitemap's /forhandlere date: the newest location change, deletions (audited) included. */
import { loadDealersLastChanged } from '@/lib/seo/sitemap';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

describe('sitemap dates', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await cloneTemplateDatabase('sitemap');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('is null with no locations and no audited change, then follows rows and audited deletions', async () => {
    await db.prisma.auditEvent.deleteMany({ where: { entity: 'location' } });
    await db.prisma.dealerLocation.deleteMany();
    expect(await loadDealersLastChanged(db.prisma)).toBeNull();

    const row = await db.prisma.dealerLocation.create({ data: { id: 'test-sitemap', name: 'Testbutikk', address: 'Storgata 1, 0155 Oslo' } });
    expect(await loadDealersLastChanged(db.prisma)).toBe(row.updatedAt.toISOString());

    // A later deletion leaves no row behind; the audit log still dates it. Sign-ins do not count.
    const deletedAt = new Date(row.updatedAt.getTime() + 60_000);
    await db.prisma.auditEvent.create({ data: { action: 'delete', entity: 'location', entityId: row.id, at: deletedAt } });
    await db.prisma.auditEvent.create({ data: { action: 'sign_in_success', entity: 'session', at: new Date(deletedAt.getTime() + 60_000) } });
    await db.prisma.dealerLocation.delete({ where: { id: row.id } });
    expect(await loadDealersLastChanged(db.prisma)).toBe(deletedAt.toISOString());
  });
});
