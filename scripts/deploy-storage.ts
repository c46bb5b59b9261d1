/**
 * One-shot preparation of the object store before the app starts (the `storage-setup` service of
 * compose.yaml, run from the Dockerfile's `migrate` image): through Garage's admin API (v2) it
 * creates the bucket, imports the application's S3 key (S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY,
 * chosen by the operator) and gives that key read and write on that bucket only — no owner rights,
 * no right to create buckets. Idempotent: every run checks what exists first, so a second
 * `docker compose up` changes nothing, and a new key (rotation) is added beside the old one.
 * Needs GARAGE_ADMIN_URL, GARAGE_ADMIN_TOKEN, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.
 * docs/operations.md §10.
 */

/** Garage's key formats (`garage key import` refuses anything else). */
export const GARAGE_KEY_ID = /^GK[0-9a-f]{24}$/;
export const GARAGE_SECRET = /^[0-9a-f]{64}$/;

export interface StorageSetupOptions {
  /** Base URL of Garage's admin API, e.g. `http://garage:3903`. */
  adminUrl: string;
  adminToken: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** How long to wait for the store to answer healthy (default 60 s). */
  waitMs?: number;
  /** Name given to an imported key. */
  keyName?: string;
}

export interface StorageSetupResult {
  bucketId: string;
  bucketCreated: boolean;
  keyImported: boolean;
}

type Fetch = typeof fetch;

export class StorageSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageSetupError';
  }
}

/** The options from the environment, with the key formats checked before anything is sent. */
export function storageSetupOptionsFromEnv(env: Readonly<Record<string, string | undefined>>): StorageSetupOptions {
  const need = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new StorageSetupError(`${name} is not set`);
    return value;
  };
  const options: StorageSetupOptions = {
    adminUrl: env.GARAGE_ADMIN_URL?.trim() || 'http://garage:3903',
    adminToken: need('GARAGE_ADMIN_TOKEN'),
    bucket: need('S3_BUCKET'),
    accessKeyId: need('S3_ACCESS_KEY_ID'),
    secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
  };
  if (!GARAGE_KEY_ID.test(options.accessKeyId)) {
    throw new StorageSetupError('S3_ACCESS_KEY_ID must be GK followed by 24 hex digits: GK$(openssl rand -hex 12)');
  }
  if (!GARAGE_SECRET.test(options.secretAccessKey)) {
    throw new StorageSetupError('S3_SECRET_ACCESS_KEY must be 64 hex digits: $(openssl rand -hex 32)');
  }
  return options;
}

/** Creates the bucket and the application's key when missing, and allows the key read and write on it. */
export async function setupStorage(options: StorageSetupOptions, fetchImpl: Fetch = fetch): Promise<StorageSetupResult> {
  const base = options.adminUrl.replace(/\/+$/, '');
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> =>
    fetchImpl(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${options.adminToken}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  const expectOk = async (res: Response, what: string): Promise<unknown> => {
    if (!res.ok) throw new StorageSetupError(`${what} failed: ${res.status} ${(await res.text().catch(() => '')).slice(0, 300)}`);
    return res.json();
  };

  await waitHealthy(base, options.waitMs ?? 60_000, fetchImpl);

  // The bucket, by its global alias.
  let bucketCreated = false;
  let bucket = await call('GET', `/v2/GetBucketInfo?globalAlias=${encodeURIComponent(options.bucket)}`);
  if (bucket.status === 404) {
    await bucket.body?.cancel();
    bucket = await call('POST', '/v2/CreateBucket', { globalAlias: options.bucket });
    bucketCreated = true;
  }
  const { id: bucketId } = (await expectOk(bucket, `Bucket ${options.bucket}`)) as { id: string };

  // The application's key, imported with the secret the operator chose.
  let keyImported = false;
  const key = await call('GET', `/v2/GetKeyInfo?id=${encodeURIComponent(options.accessKeyId)}&showSecretKey=true`);
  if (key.status === 404) {
    await key.body?.cancel();
    await expectOk(
      await call('POST', '/v2/ImportKey', {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
        name: options.keyName ?? `app-${options.bucket}`,
      }),
      'Importing the application key',
    );
    keyImported = true;
  } else {
    // Garage cannot change a key's secret: a new secret under an old id would leave the app
    // signing with a secret the store does not know. Say so instead of starting an app that fails.
    const existing = (await expectOk(key, 'Reading the application key')) as { secretAccessKey?: string };
    if (existing.secretAccessKey !== undefined && existing.secretAccessKey !== options.secretAccessKey) {
      throw new StorageSetupError(
        `Key ${options.accessKeyId} exists in the store with another secret: a new secret needs a new key id (docs/operations.md §10, rotating the app's S3 key)`,
      );
    }
  }
  // Never a key that may create buckets (an imported key may not, but say so every time).
  await expectOk(
    await call('POST', `/v2/UpdateKey?id=${encodeURIComponent(options.accessKeyId)}`, { deny: { createBucket: true } }),
    'Restricting the application key',
  );
  // Read and write on this bucket; owner (bucket settings, website, aliases) stays off.
  await expectOk(
    await call('POST', '/v2/AllowBucketKey', {
      bucketId,
      accessKeyId: options.accessKeyId,
      permissions: { read: true, write: true, owner: false },
    }),
    'Allowing the application key on the bucket',
  );
  await expectOk(
    await call('POST', '/v2/DenyBucketKey', {
      bucketId,
      accessKeyId: options.accessKeyId,
      permissions: { read: false, write: false, owner: true },
    }),
    'Removing owner rights from the application key',
  );
  return { bucketId, bucketCreated, keyImported };
}

/** Waits until the admin API's /health answers 200 (the node has its layout and a quorum). */
async function waitHealthy(base: string, waitMs: number, fetchImpl: Fetch): Promise<void> {
  const deadline = Date.now() + waitMs;
  let last = 'no answer';
  for (;;) {
    try {
      const res = await fetchImpl(`${base}/health`, { signal: AbortSignal.timeout(5_000) });
      await res.body?.cancel();
      if (res.ok) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() >= deadline) throw new StorageSetupError(`The object store did not become healthy within ${waitMs} ms (${last})`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function main(): Promise<void> {
  const options = storageSetupOptionsFromEnv(process.env);
  const result = await setupStorage(options);
  // The key id is not a secret; the secret is never printed.
  console.log(JSON.stringify({ component: 'deploy-storage', bucket: options.bucket, accessKeyId: options.accessKeyId, ...result }));
}

if (process.argv[1] && /deploy-storage\.[cm]?[tj]s$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(`Object store preparation failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
