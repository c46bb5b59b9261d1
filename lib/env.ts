/**
 * Validated runtime configuration (database, storage, logging). The company identity lives in
 * lib/site.ts. Every variable is documented in .env.example. Server-only.
 */
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: optionalString,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  STORAGE_DIR: z.string().trim().min(1).default('.data/storage'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

export type Env = z.infer<typeof schema>;

/** Reads the environment afresh on each call (cheap), so scripts may set variables late. */
export function env(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** The database URL, or a clear error when the app was started without one. */
export function databaseUrl(): string {
  const url = env().DATABASE_URL;
  if (!url) {
    throw new Error(
      'DATABASE_URL is not set. Start the site with `npm start` (which starts the embedded database) or set DATABASE_URL.',
    );
  }
  return url;
}
