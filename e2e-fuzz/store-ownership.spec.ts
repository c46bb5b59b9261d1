/**
 * 'Min butikk' ownership, as the fuzz suite tests (docs/operations.md: Fuzz suite): against the
 * production build, the demo dealer (its own stores: d048 and d090) sends a VALID change to every
 * other dealer location of the database — one linked to another dealer account among them — and to
 * generated ids (FUZZ_SEED), case and encoding variants of its own included, as PUT and GET; the
 * administrator does the same for the dealer's stores. Every answer is 403 (401 without a session),
 * and no row is written. Last, the same body saves the dealer's own store (200), which shows the
 * refusals were about ownership, not the body.
 */
import path from 'node:path';
import fc from 'fast-check';
import type pg from 'pg';
import { test, expect } from '@playwright/test';
import { FUZZ_SEED } from './corpus';
import { changes, openDatabase, send, serverInfo, signIn, snapshot } from './http';

const ROOT = path.resolve(__dirname, '..');
const BASE_URL = process.env.FUZZ_BASE_URL ?? 'http://127.0.0.1:3101';
const INFO_FILE = process.env.FUZZ_INFO_FILE ?? path.join(ROOT, '.data', 'fuzz-server.json');
const OWN = ['d048', 'd090'];
const OTHER_DEALER = 'fuzz-annen-forhandler@example.no';

const BODY = JSON.stringify({
  phoneNumber: '99 99 99 99',
  website: 'https://fuzz.example.no',
  weeklyHours: Array.from({ length: 7 }, () => ({ closed: false, periods: [{ opens: '06:00', closes: '23:00' }] })),
  categories: [],
  products: [],
});
const json = { 'content-type': 'application/json' };

let db: pg.Client;
let storageDir: string;

test.beforeAll(async () => {
  const info = serverInfo(INFO_FILE);
  storageDir = info.storageDir;
  db = await openDatabase(info.databaseUrl);
  // Another dealer account with a store of its own (d001).
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO "User" (email, name, company, role, "isActive", "updatedAt") VALUES ($1, 'Annen', 'Annen AS', 'DEALER', true, now())
     ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [OTHER_DEALER],
  );
  await db.query(`UPDATE "DealerLocation" SET "dealerId" = $1 WHERE id = 'd001'`, [rows[0].id]);
});

test.afterAll(async () => {
  await db?.query(`DELETE FROM "User" WHERE email = $1`, [OTHER_DEALER]);
  await db?.end();
});

/** Generated ids of the location id's own shape, and variants of the dealer's own ids. */
function generatedIds(): string[] {
  const shaped = fc.sample(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/), { seed: FUZZ_SEED, numRuns: 40 });
  const variants = OWN.flatMap((id) => [id.toUpperCase(), `${id}%20`, `%20${id}`, `${id}%00`, `${id}%2F..`, encodeURIComponent(`${id}'--`), `${id}_`]);
  return [...shaped, ...variants].filter((id) => !OWN.includes(id));
}

test('no account can read or change a store that is not its own, and nothing is written', async () => {
  test.setTimeout(300_000);
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM "DealerLocation" ORDER BY id`);
  const others = rows.map((r) => r.id).filter((id) => !OWN.includes(id));
  expect(others.length).toBeGreaterThan(100);
  expect(others).toContain('d001');

  const dealer = await signIn(BASE_URL, 'dealer');
  const admin = await signIn(BASE_URL, 'administrator');
  const before = await snapshot(db, storageDir);
  const wrong: string[] = [];
  const expectStatus = async (status: number, method: 'GET' | 'PUT', id: string, cookie: string | undefined, who: string) => {
    const response = await send(
      BASE_URL,
      { method, path: `/api/dealer-stores/${id}`, headers: method === 'PUT' ? json : {}, body: method === 'PUT' ? BODY : undefined },
      cookie,
    );
    if (response.status !== status) wrong.push(`${who} ${method} ${id}: ${response.status} (expected ${status})`);
  };

  for (const id of [...others, ...generatedIds()]) {
    await expectStatus(403, 'PUT', id, dealer, 'dealer');
    await expectStatus(403, 'GET', id, dealer, 'dealer');
  }
  for (const id of OWN) {
    await expectStatus(403, 'PUT', id, admin, 'administrator');
    await expectStatus(401, 'PUT', id, undefined, 'anonymous');
  }
  expect(wrong, wrong.slice(0, 20).join('\n')).toEqual([]);
  expect(changes(before, await snapshot(db, storageDir))).toEqual([]);

  // The same body on the dealer's own store is accepted.
  const own = await send(BASE_URL, { method: 'PUT', path: `/api/dealer-stores/${OWN[0]}`, headers: json, body: BODY }, dealer);
  expect(own.status).toBe(200);
});
