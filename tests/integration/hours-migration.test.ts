/**
 * The migration to structured opening hours (prisma/migrations/*_structured_opening_hours): the old
 * Places-format lines of every row become the week lib/dealers/hours.ts reads, as
 * hoursFromPlacesLines reads them; a week it cannot read becomes null (unknown), never 'Stengt';
 * hours a dealer saved count as entered by a person (hoursEditedAt), but only when they could be
 * read; the lines of an unreadable week are kept in the audit log. Run on the server's default
 * locale and on a database with a C ctype (where [[:alpha:]] and lower() know only a–z).
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR, SCHEMA_PATH, applyMigrations } from '@/scripts/db/schema-engine';
import { hoursFromPlacesLines } from '@/lib/dealers/hours-core';
import { createDatabase, dropDatabase, withDatabase } from '../support/test-database';

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
  capitals: ['MANDAG–FREDAG: 08:00–16:00', 'LØRDAG: 10:00–14:00', 'SØNDAG: ÅPENT HELE DØGNET'],
  unreadable: ['mandag–søndag: etter avtale'],
  none: [],
};
/** Rows whose dealer saved 'Min butikk' (storeEditedAt). */
const EDITED = new Set(['week', 'unreadable']);

async function createCDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl(), name);
}

describe.each([
  ["the server's default locale", false],
  ['a C ctype', true],
])('the structured opening hours migration on %s', (_label, cLocale) => {
  const dbName = `pleie_test_hours_migration_${cLocale ? 'c_' : ''}${process.pid}`;
  let url: string;
  let dir: string;

  beforeAll(async () => {
    url = cLocale ? await createCDatabase(dbName) : await createDatabase(serverUrl(), dbName);
    dir = await mkdtemp(path.join(os.tmpdir(), 'hours-migration-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await dropDatabase(serverUrl(), dbName);
  });

  it("converts the lines of every row the way hoursFromPlacesLines reads them, and keeps an unreadable week's lines in the audit log", async () => {
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
      const { rows: ctype } = await client.query<{ c: boolean }>(`SELECT 'lørdag' ~ '^[[:alpha:]]+$' AS c`);
      // The C database is one where the old pattern failed.
      expect(ctype[0].c).toBe(!cLocale);
      const edited = new Date('2026-11-01T10:00:00Z');
      for (const [id, lines] of Object.entries(LINES)) {
        await client.query(
          'INSERT INTO "DealerLocation" (id, name, address, "openingHours", "storeEditedAt", "updatedAt") VALUES ($1, $1, $1, $2, $3, now())',
          [id, lines, EDITED.has(id) ? edited : null],
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
      expect(byId.capitals.weeklyHours).not.toBeNull();
      expect((byId.capitals.weeklyHours as unknown[])[6]).toEqual([{ opens: '00:00', closes: '24:00' }]);
      expect(byId.unreadable.weeklyHours).toBeNull();
      expect(byId.week.hoursEditedAt).toEqual(edited);
      expect(byId.ranges.hoursEditedAt).toBeNull();
      // Unknown hours are not stamped as a person's (Places may fill them).
      expect(byId.unreadable.hoursEditedAt).toBeNull();
      const audit = await client.query<{ entityId: string; entity: string; action: string; summary: string }>(
        'SELECT "entityId", entity, action, summary FROM audit_events ORDER BY "entityId"',
      );
      expect(audit.rows.map((r) => [r.entityId, r.entity, r.action])).toEqual([
        ['partial', 'location', 'update'],
        ['unreadable', 'location', 'update'],
      ]);
      expect(audit.rows[1].summary).toContain('mandag–søndag: etter avtale');
      const columns = await client.query(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'DealerLocation' AND column_name = 'openingHours'",
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
