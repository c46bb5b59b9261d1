/**
 * S3-compatible object-store driver for lib/storage.ts (AWS S3, MinIO, Ceph, Garage, R2, ...), so
 * that several app instances share one store. Chosen with STORAGE_DRIVER=s3 (see .env.example).
 *
 * Requests are plain fetch calls signed with AWS Signature V4 by aws4fetch. Each call is bounded
 * by a timeout that covers its retries and reading the body.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { Env } from './env';
import { contentTypeFor, isValidKey, type Storage, type StoredObject } from './storage';

export interface S3StorageOptions {
  /** Base URL of the service, e.g. `https://s3.eu-north-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  /** Signing region (default 'us-east-1', which MinIO and most self-hosted servers expect). */
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder inside the bucket that every key is stored under, e.g. 'pleie/prod'. */
  prefix?: string;
  /** `<endpoint>/<bucket>/<key>` (MinIO-like servers) rather than `<bucket>.<endpoint host>/<key>`. Default true. */
  forcePathStyle?: boolean;
  /** Upper bound of one call, retries included, in milliseconds (default 30 s). */
  timeoutMs?: number;
}

/** A failed call: `status` is the HTTP status (0 when no response), `code` the S3 error code if any. */
export class S3StorageError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'S3StorageError';
  }
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** Retries on 5xx and 429 only (aws4fetch's own backoff), all within the call's timeout. */
const RETRIES = 2;

function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

export class S3Storage implements Storage {
  private readonly client: AwsClient;
  /** URL of the bucket's root (with the prefix), ending in '/'. */
  private readonly base: URL;
  private readonly timeoutMs: number;

  constructor(options: S3StorageOptions) {
    const endpoint = new URL(options.endpoint);
    if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') {
      throw new Error(`S3 endpoint must be an http(s) URL: ${options.endpoint}`);
    }
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(options.bucket)) {
      throw new Error(`Invalid S3 bucket name: ${JSON.stringify(options.bucket)}`);
    }
    const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
    if (prefix && !isValidKey(prefix)) throw new Error(`Invalid S3 key prefix: ${JSON.stringify(options.prefix)}`);

    const basePath = endpoint.pathname.replace(/\/+$/, '');
    const root =
      options.forcePathStyle === false
        ? `${endpoint.protocol}//${options.bucket}.${endpoint.host}${basePath}/`
        : `${endpoint.origin}${basePath}/${options.bucket}/`;
    this.base = new URL(prefix ? `${prefix}/` : '', root);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: 's3',
      region: options.region || 'us-east-1',
      retries: RETRIES,
    });
  }

  /** The object's URL (with the bucket and prefix); throws on an invalid key. */
  objectUrl(key: string): string {
    assertKey(key);
    return new URL(key.split('/').map(encodeURIComponent).join('/'), this.base).toString();
  }

  async put(key: string, body: Buffer, contentType?: string): Promise<void> {
    const url = this.objectUrl(key);
    await this.call(
      'PUT',
      key,
      url,
      {
        // A Buffer is a Uint8Array over an ordinary ArrayBuffer: sent as it is, without a copy.
        body: body as Uint8Array<ArrayBuffer>,
        headers: {
          'Content-Type': contentType ?? contentTypeFor(key),
          // Signed payload hash: the server refuses a body altered on the way.
          'X-Amz-Content-Sha256': createHash('sha256').update(body).digest('hex'),
        },
      },
      async (res) => {
        if (!res.ok) throw await failure('PUT', key, res);
        await res.arrayBuffer();
      },
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    return this.call('GET', key, this.objectUrl(key), {}, async (res) => {
      if (res.status === 404) {
        const error = await failure('GET', key, res);
        if (error.code === 'NoSuchBucket') throw error;
        return null;
      }
      if (!res.ok) throw await failure('GET', key, res);
      const body = Buffer.from(await res.arrayBuffer());
      const modified = new Date(res.headers.get('last-modified') ?? Number.NaN);
      return {
        body,
        contentType: res.headers.get('content-type') || contentTypeFor(key),
        size: body.length,
        updatedAt: Number.isNaN(modified.getTime()) ? new Date() : modified,
      };
    });
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidKey(key)) return false;
    return this.call('HEAD', key, this.objectUrl(key), {}, async (res) => {
      if (res.status === 404) return false;
      if (!res.ok) throw await failure('HEAD', key, res);
      return true;
    });
  }

  async delete(key: string): Promise<void> {
    const url = this.objectUrl(key);
    await this.call('DELETE', key, url, {}, async (res) => {
      if (res.ok) {
        await res.arrayBuffer();
        return;
      }
      const error = await failure('DELETE', key, res);
      // Deleting what is not there is fine (S3 itself answers 204); a missing bucket is not.
      if (res.status !== 404 || error.code === 'NoSuchBucket') throw error;
    });
  }

  /** One signed request, bounded by the timeout from sending to the end of `handle`. */
  private async call<T>(
    method: 'GET' | 'HEAD' | 'PUT' | 'DELETE',
    key: string,
    url: string,
    init: { body?: Uint8Array<ArrayBuffer>; headers?: Record<string, string> },
    handle: (res: Response) => Promise<T>,
  ): Promise<T> {
    try {
      const res = await this.client.fetch(url, { ...init, method, signal: AbortSignal.timeout(this.timeoutMs) });
      return await handle(res);
    } catch (error) {
      if (error instanceof S3StorageError) throw error;
      // Not `instanceof Error`: fetch's DOMException may come from another realm (as under Jest).
      const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      const reason = timedOut ? `timed out after ${this.timeoutMs} ms` : typeof message === 'string' ? message : String(error);
      throw new S3StorageError(`S3 ${method} ${key} failed: ${reason}`, 0, undefined, { cause: error });
    }
  }
}

/** An error naming the operation, the status and S3's error code (never the request's credentials). */
async function failure(method: string, key: string, res: Response): Promise<S3StorageError> {
  const text = method === 'HEAD' ? '' : await res.text().catch(() => '');
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
  return new S3StorageError(`S3 ${method} ${key} failed: ${res.status}${code ? ` ${code}` : ''}`, res.status, code);
}

/** Driver options from the validated environment (env() has already checked the required S3_* variables). */
export function s3OptionsFromEnv(config: Env): S3StorageOptions {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    prefix: config.S3_PREFIX,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}
