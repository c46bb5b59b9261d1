/** Per-test-file database: a copy of the migrated template, dropped after the file. */
import { createPrismaClient, type PrismaClient } from '../../lib/db';
import { createDatabase, dropDatabase } from './test-database';

export interface TestDatabase {
  url: string;
  prisma: PrismaClient;
  drop(): Promise<void>;
}

let counter = 0;

export async function cloneTemplateDatabase(label: string): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_SERVER_URL;
  const template = process.env.TEST_TEMPLATE_DB;
  if (!serverUrl || !template) throw new Error('Run through Jest: tests/support/global-setup.ts prepares the server.');
  const name = `pleie_test_${label}_${process.pid}_${++counter}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const url = await createDatabase(serverUrl, name, template);
  const prisma = createPrismaClient(url);
  return {
    url,
    prisma,
    async drop() {
      await prisma.$disconnect();
      await dropDatabase(serverUrl, name);
    },
  };
}
