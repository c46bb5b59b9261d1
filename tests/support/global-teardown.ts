import type { EmbeddedDatabase } from '../../scripts/db/embedded';
import { dropDatabase } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.TEST_SERVER_URL;
  if (serverUrl && process.env.TEST_TEMPLATE_DB) await dropDatabase(serverUrl, process.env.TEST_TEMPLATE_DB);
  await (globalThis as { __testEmbedded?: EmbeddedDatabase }).__testEmbedded?.stop();
}
