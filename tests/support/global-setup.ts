/**
 * Jest global setup: one migrated template database for the run. Test files clone it
 * (tests/support/db.ts), so each file starts from an empty, current schema.
 */
import { createMigratedDatabase, openTestServer } from './test-database';

export const TEMPLATE_DB = `pleie_jest_template_${process.pid}`;

export default async function globalSetup(): Promise<void> {
  const { serverUrl, embedded } = await openTestServer();
  await createMigratedDatabase(serverUrl, TEMPLATE_DB);
  process.env.TEST_SERVER_URL = serverUrl;
  process.env.TEST_TEMPLATE_DB = TEMPLATE_DB;
  (globalThis as { __testEmbedded?: unknown }).__testEmbedded = embedded;
}
