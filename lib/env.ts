/**
 * Validated runtime configuration (database, storage, logging). The company identity lives in
 * lib/site.ts. Every variable is documented in .env.example.
 */
import 'server-only';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Blank values count as unset, so the field's default applies. */
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const httpUrl = (v: string | undefined) => {
  if (v === undefined) return true;
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** Variables that STORAGE_DRIVER=s3 cannot do without. */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: optionalString,
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    /** How long a request waits for a pool connection before it fails with 503 (docs/operations.md, 'Failures'). */
    DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** The site's public address (lib/site.ts reads it): feeds, sitemap, robots.txt, canonical links. */
    SITE_URL: optionalString.refine(httpUrl, 'must be an http(s) URL'),
    /** true: start with a real database although SITE_URL is unset (links then point to http://localhost:$PORT). */
    ALLOW_LOCALHOST_SITE_URL: z.preprocess(blankAsUnset, z.stringbool().default(false)),
    STORAGE_DIR: z.string().trim().min(1).default('.data/storage'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    // File storage: the local folder above, or an S3-compatible object store shared by several instances.
    STORAGE_DRIVER: z.preprocess(blankAsUnset, z.enum(['local', 's3']).default('local')),
    S3_ENDPOINT: optionalString.refine(httpUrl, 'must be an http(s) URL'),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString.transform((v) => v ?? 'us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PREFIX: optionalString,
    S3_FORCE_PATH_STYLE: z.preprocess(blankAsUnset, z.stringbool().default(true)),
    // Google Maps: the browser key (map display; restricted to the site's domain) is the only key
    // the browser sees; the Places key stays on the server (the /api/places proxy).
    GOOGLE_MAPS_BROWSER_KEY: optionalString,
    /** Map style id for advanced markers; Google's demo id works for development. */
    GOOGLE_MAPS_MAP_ID: z.preprocess(blankAsUnset, z.string().trim().max(100).default('DEMO_MAP_ID')),
    GOOGLE_PLACES_API_KEY: optionalString,
    GOOGLE_PLACES_BASE_URL: z.preprocess(
      blankAsUnset,
      z.string().trim().refine(httpUrl, 'must be an http(s) URL').default('https://maps.googleapis.com/maps/api/place'),
    ),
    PLACES_TIMEOUT_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(100).max(30_000).default(5000)),
    /** How long Places details stored on a dealer location are reused before Google is asked again. */
    PLACES_DETAILS_TTL_HOURS: z.preprocess(
      blankAsUnset,
      z.coerce
        .number()
        .min(0)
        .max(24 * 365)
        .default(720),
    ),
    // Abuse protection: per-IP limits are counted in PostgreSQL, or in Redis when REDIS_URL is set,
    // so they hold across several app instances (lib/security/rate-limit.ts).
    REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\//.test(v), 'must be a redis:// or rediss:// URL'),
    /**
     * Proxies in front of the app that each append to X-Forwarded-For (0: none, the client is the
     * socket address; docs/operations.md, 'Client address and proxies').
     */
    TRUST_PROXY_HOPS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(10).default(0)),
    /** Contact messages and dealer applications accepted per IP and form within the window. */
    CONTACT_RATE_LIMIT_POINTS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(100_000).default(5)),
    CONTACT_RATE_LIMIT_WINDOW_SECONDS: z.preprocess(
      blankAsUnset,
      z.coerce
        .number()
        .int()
        .min(1)
        .max(7 * 24 * 3600)
        .default(900),
    ),
    /** Places look-ups (GET /api/places/*) per IP and minute: each may cost a paid Google call. */
    PLACES_RATE_LIMIT_PER_MINUTE: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(100_000).default(60)),
    /** Product suggestions (GET /api/products/search) per IP and minute (typing sends one per pause). */
    SEARCH_RATE_LIMIT_PER_MINUTE: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(100_000).default(120)),
    // E-mail: the outbox's SMTP server (optional; without SMTP_HOST nothing is sent and the
    // outbox is read in the panel; lib/mail/sender.ts, docs/operations.md §5).
    SMTP_HOST: optionalString,
    SMTP_PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(65_535).default(587)),
    /** true: TLS from the start (port 465); false: STARTTLS when the server offers it. */
    SMTP_SECURE: z.preprocess(blankAsUnset, z.stringbool().default(false)),
    SMTP_USER: optionalString,
    SMTP_PASSWORD: optionalString,
    /** Sender ('Name <address>' or an address); defaults to the company name and SITE_EMAIL. */
    SMTP_FROM: optionalString,
    /** Where notifications go; defaults to SITE_EMAIL. */
    CONTACT_NOTIFY_TO: optionalString,
  })
  .superRefine((value, ctx) => {
    if (value.STORAGE_DRIVER !== 's3') return;
    for (const name of S3_REQUIRED) {
      if (!value[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE_DRIVER=s3' });
    }
  });

export type Env = z.infer<typeof schema>;

/** Reads the environment afresh on each call (cheap), so scripts may set variables late. */
export function env(): Env {
  return parseEnv(process.env);
}

/** The configuration in the given variables (env() uses process.env); throws naming every bad one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
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
    throw new Error('DATABASE_URL is not set. Start the site with `npm start` (which starts the embedded database) or set DATABASE_URL.');
  }
  return url;
}

/**
 * A deployment with its own database (DATABASE_URL) must say where it is reachable: without
 * SITE_URL every link the site gives crawlers (feeds, sitemap, robots.txt, canonical and Open Graph
 * addresses) would point to http://localhost:<port>, the default scripts/serve.ts gives the demo
 * (lib/server/baked-site-url.ts effectiveSiteUrl). The embedded demo database needs nothing.
 * Answers why `npm start` / `npm run build` refuse, or null (docs/operations.md §2).
 */
export function siteUrlProblem(
  config: Pick<Env, 'SITE_URL' | 'ALLOW_LOCALHOST_SITE_URL'>,
  options: { embeddedDatabase: boolean; port?: string | number },
): string | null {
  if (options.embeddedDatabase || config.SITE_URL || config.ALLOW_LOCALHOST_SITE_URL) return null;
  return (
    'SITE_URL is not set although DATABASE_URL is: the feeds, sitemap, robots.txt and canonical links would point to ' +
    `http://localhost:${options.port ?? 3000}. Set SITE_URL to the public address (e.g. SITE_URL=https://www.nordiskpleie.no), ` +
    'or set ALLOW_LOCALHOST_SITE_URL=true to start anyway.'
  );
}
