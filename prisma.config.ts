import { defineConfig } from 'prisma/config';

// Only `prisma generate` and `prisma format`/`validate` use the Prisma CLI here; migrations run
// through scripts/db/cli.ts (Prisma's WebAssembly schema engine), because the CLI's native
// schema engine cannot be downloaded on these machines.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: {
    url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  },
});
