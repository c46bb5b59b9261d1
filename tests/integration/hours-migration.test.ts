/**
 * The migration to structured opening hours (prisma/migrations/*_structured_opening_hours): the old
 * Places-format lines of every row become the week lib/dealers/hours.ts reads, as
 * hoursFromPlacesLines reads them; a week it cannot read becomes null (unknown), never 'Stengt';
 * hours a dealer saved count as entered by a person (hoursEditedAt).
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR, SCHEMA_PATH, applyMigrations } from '@/scripts/db/schema-engine';
import { hoursFromPlacesLines } from '@/lib/dealers/hours-core';
import { createDatabase, dropDatabase } from '../support/test-database';

const serverUrl = () => process.env.TEST_SERVER_URL as string;
const MIGRATION = /_structured_opening_hours$/;

const LINES: Record<string, string[]> = {
  week: [
    'mandag: 09:00–17:00',
    'tirsdag: 9–17',
    'onsdag: 09:00–12:00, 13:00–17:00',
    'torsdag: 22:00–03:00',
    'fredag: Åpent hele døgnet',
    'lørdag: 10:00–15:00',
    'søndag: Stengt',
  ],
  ranges: ['mandag–fredag: 08:00–16:00', 'lørdag–søndag: Stengt'],
  partial: ['mandag: 09:00–17:00'],
  unreadable: ['mandag–søndag: etter avtale'],
  none: [],
};

describe('the structured opening hours migration', () => {
  const dbName = `pleie_test_hours_migration_${process.pid}`;
  let url: string;
  let dir: string;

  beforeAll(async () => {
    url = await createDatabase(serverUrl(), dbName);
    dir = await mkdtemp(path.join(os.tmpdir(), 'hours-migration-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await dropDatabase(serverUrl(), dbName);
  });

  it('converts the lines of every row the way hoursFromPlacesLines reads them', async () => {
    const folders = (await readdir(MIGRATIONS_DIR, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
    const mine = folders.find((f) => MIGRATION.test(f))!;
    expect(mine).toBeDefined();
    // The migrations before this one, then rows in the old shape.
    const before = path.join(dir, 'migrations');
    await cp(MIGRATIONS_DIR, before, { recursive: true, filter: (src) => !folders.some((f) => f >= mine && src.includes(`${path.sep}${f}`)) });
    await applyMigrations(url, { schemaPath: SCHEMA_PATH, migrationsDir: before });

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const edited = new Date('2026-11-01T10:00:00Z');
      for (const [id, lines] of Object.entries(LINES)) {
        await client.query(
          'INSERT INTO "DealerLocation" (id, name, address, "openingHours", "storeEditedAt", "updatedAt") VALUES ($1, $1, $1, $2, $3, now())',
          [id, lines, id === 'week' ? edited : null],
        );
      }
      await applyMigrations(url);
      const { rows } = await client.query<{ id: string; weeklyHours: unknown; hoursEditedAt: Date | null }>(
        'SELECT id, "weeklyHours", "hoursEditedAt" FROM "DealerLocation"',
      );
      const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
      for (const [id, lines] of Object.entries(LINES)) expect({ id, hours: byId[id].weeklyHours }).toEqual({ id, hours: hoursFromPlacesLines(lines) });
      expect(byId.week.weeklyHours).not.toBeNull();
      expect(byId.ranges.weeklyHours).not.toBeNull();
      expect(byId.unreadable.weeklyHours).toBeNull();
      expect(byId.week.hoursEditedAt).toEqual(edited);
      expect(byId.ranges.hoursEditedAt).toBeNull();
      const columns = await client.query(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'DealerLocation' AND column_name = 'openingHours'",
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
