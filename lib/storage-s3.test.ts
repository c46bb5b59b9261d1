/**
 * S3Storage against a real S3-compatible server in this process: s3rver (the maintained
 * @20minutes fork), on 127.0.0.1 with an ephemeral port and a temporary folder. It checks
 * Signature V4 on every signed request, so a wrong secret is refused as on AWS.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { Storage } from './storage';
import { S3Storage, S3StorageError, type S3StorageOptions } from './storage-s3';

interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: { address: string; port: number; directory: string; silent: boolean }) => S3rverServer;
// The package ships no type declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('@20minutes/s3rver') as S3rverClass;

// s3rver's built-in account.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const BUCKET = 'pleie-media';

let dir: string;
let server: S3rverServer;
let endpoint: string;
const admin = new AwsClient({
  accessKeyId: ACCESS_KEY_ID,
  secretAccessKey: SECRET_ACCESS_KEY,
  service: 's3',
  region: 'us-east-1',
  retries: 0,
});

function store(options: Partial<S3StorageOptions> = {}): S3Storage {
  return new S3Storage({
    endpoint,
    bucket: BUCKET,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    timeoutMs: 5_000,
    ...options,
  });
}

/** An object as the server holds it, read directly with a signed request. */
async function rawGet(objectKey: string): Promise<{ status: number; body: string; contentType: string | null }> {
  const res = await admin.fetch(`${endpoint}/${BUCKET}/${objectKey}`);
  return { status: res.status, body: await res.text(), contentType: res.headers.get('content-type') };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  // CreateBucket through the S3 API itself.
  const created = await admin.fetch(`${endpoint}/${BUCKET}`, { method: 'PUT' });
  expect(created.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('S3Storage', () => {
  it('puts, gets, checks and deletes objects', async () => {
    const s3 = store();
    expect(await s3.get('products/a.jpg')).toBeNull();
    expect(await s3.exists('products/a.jpg')).toBe(false);

    const before = Date.now();
    await s3.put('products/a.jpg', Buffer.from('bilde'));
    expect(await s3.exists('products/a.jpg')).toBe(true);
    const file = await s3.get('products/a.jpg');
    expect(file?.body.toString()).toBe('bilde');
    expect(file?.contentType).toBe('image/jpeg');
    expect(file?.size).toBe(5);
    // Last-Modified has a resolution of one second.
    expect(file?.updatedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);

    await s3.put('products/a.jpg', Buffer.from('nytt bilde'));
    expect((await s3.get('products/a.jpg'))?.body.toString()).toBe('nytt bilde');

    await s3.delete('products/a.jpg');
    expect(await s3.exists('products/a.jpg')).toBe(false);
    expect(await s3.get('products/a.jpg')).toBeNull();
    // Deleting what is not there is not an error.
    await expect(s3.delete('products/a.jpg')).resolves.toBeUndefined();
  });

  it('keeps binary content byte for byte', async () => {
    const s3 = store();
    const body = Buffer.alloc(300_000);
    for (let i = 0; i < body.length; i++) body[i] = (i * 7919) % 256;
    await s3.put('courses/audio/lydfil.wav', body);
    const file = await s3.get('courses/audio/lydfil.wav');
    expect(file?.size).toBe(body.length);
    expect(file?.body.equals(body)).toBe(true);
  });

  it('stores the content type of the key, or the one given', async () => {
    const s3 = store();
    await s3.put('docs/datablad.pdf', Buffer.from('%PDF-1.7'));
    await s3.put('docs/ukjent.bin', Buffer.from('x'));
    await s3.put('docs/notat.txt', Buffer.from('hei'), 'text/plain; charset=utf-8');
    expect((await s3.get('docs/datablad.pdf'))?.contentType).toBe('application/pdf');
    expect((await s3.get('docs/ukjent.bin'))?.contentType).toBe('application/octet-stream');
    expect((await s3.get('docs/notat.txt'))?.contentType).toBe('text/plain; charset=utf-8');
    // The server holds the type, not just the driver's guess.
    expect((await rawGet('docs/datablad.pdf')).contentType).toBe('application/pdf');
  });

  it('keeps every key under its prefix', async () => {
    const siteA = store({ prefix: '/site-a/prod/' });
    const siteB = store({ prefix: 'site-b' });
    const bare = store();
    await siteA.put('products/p.png', Buffer.from('A'));

    const raw = await rawGet('site-a/prod/products/p.png');
    expect(raw).toMatchObject({ status: 200, body: 'A', contentType: 'image/png' });
    expect((await siteA.get('products/p.png'))?.body.toString()).toBe('A');
    expect(await siteB.get('products/p.png')).toBeNull();
    expect(await bare.get('products/p.png')).toBeNull();
    expect(await bare.exists('site-a/prod/products/p.png')).toBe(true);

    await siteB.delete('products/p.png');
    expect(await siteA.exists('products/p.png')).toBe(true);
    await siteA.delete('products/p.png');
    expect((await rawGet('site-a/prod/products/p.png')).status).toBe(404);

    expect(() => store({ prefix: '../other' })).toThrow(/Invalid S3 key prefix/);
  });

  it('refuses invalid keys before any request', async () => {
    const s3 = store();
    await expect(s3.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(s3.put('products/.hidden', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(s3.delete('a//b')).rejects.toThrow(/Invalid storage key/);
    expect(await s3.get('../../etc/passwd')).toBeNull();
    expect(await s3.exists('/abs.jpg')).toBe(false);
    expect(() => s3.objectUrl('a\\b')).toThrow(/Invalid storage key/);
  });

  it('is refused with a wrong secret key or an unknown access key', async () => {
    await store().put('products/hemmelig.jpg', Buffer.from('x'));
    const wrongSecret = store({ secretAccessKey: 'not-the-secret' });
    const denied = { name: 'S3StorageError', status: 403, code: 'SignatureDoesNotMatch' };
    await expect(wrongSecret.put('products/b.jpg', Buffer.from('x'))).rejects.toMatchObject(denied);
    // A refused read is an error, never "not found".
    await expect(wrongSecret.get('products/hemmelig.jpg')).rejects.toMatchObject(denied);
    await expect(wrongSecret.exists('products/hemmelig.jpg')).rejects.toMatchObject({ status: 403 });
    await expect(wrongSecret.delete('products/hemmelig.jpg')).rejects.toMatchObject(denied);
    expect((await rawGet('products/hemmelig.jpg')).status).toBe(200);
    expect((await rawGet('products/b.jpg')).status).toBe(404);

    const unknownKey = store({ accessKeyId: 'UKJENT' });
    await expect(unknownKey.get('products/hemmelig.jpg')).rejects.toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
    // The message names the failure, never the credentials.
    await expect(wrongSecret.get('products/hemmelig.jpg')).rejects.not.toThrow(/not-the-secret/);
  });

  it('treats a missing bucket as an error, not as a missing file', async () => {
    const s3 = store({ bucket: 'finnes-ikke' });
    await expect(s3.get('products/a.jpg')).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
    await expect(s3.delete('products/a.jpg')).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
    await expect(s3.put('products/a.jpg', Buffer.from('x'))).rejects.toBeInstanceOf(S3StorageError);
  });

  it('builds path-style and virtual-hosted URLs', () => {
    const pathStyle = new S3Storage({
      endpoint: 'https://minio.example.no/s3/',
      bucket: 'media',
      accessKeyId: 'a',
      secretAccessKey: 's',
      prefix: 'prod',
    });
    expect(pathStyle.objectUrl('products/a.jpg')).toBe('https://minio.example.no/s3/media/prod/products/a.jpg');
    const virtualHost = new S3Storage({
      endpoint: 'https://s3.eu-north-1.amazonaws.com',
      bucket: 'media',
      accessKeyId: 'a',
      secretAccessKey: 's',
      forcePathStyle: false,
    });
    expect(virtualHost.objectUrl('products/a.jpg')).toBe('https://media.s3.eu-north-1.amazonaws.com/products/a.jpg');
    expect(() => new S3Storage({ endpoint: 'ftp://x', bucket: 'media', accessKeyId: 'a', secretAccessKey: 's' })).toThrow(/http\(s\)/);
    expect(() => new S3Storage({ endpoint, bucket: 'Ugyldig_Bøtte', accessKeyId: 'a', secretAccessKey: 's' })).toThrow(/bucket name/);
  });

  it('gives up after its timeout when the server does not answer', async () => {
    // A server that accepts connections and never answers.
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const s3 = store({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 300 });
      const started = Date.now();
      await expect(s3.get('products/a.jpg')).rejects.toThrow(/S3 GET products\/a\.jpg failed: timed out after 300 ms/);
      await expect(s3.put('products/a.jpg', Buffer.from('x'))).rejects.toMatchObject({ status: 0 });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('storage() with STORAGE_DRIVER=s3', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('returns an S3Storage on the configured bucket and prefix', async () => {
    Object.assign(process.env, {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_PREFIX: 'fra-env',
    });
    let shared: Storage | undefined;
    await jest.isolateModulesAsync(async () => {
      const { storage } = await import('./storage');
      const { S3Storage: IsolatedS3Storage } = await import('./storage-s3');
      shared = storage();
      expect(shared).toBeInstanceOf(IsolatedS3Storage);
      expect(storage()).toBe(shared);
    });
    await shared?.put('products/fra-env.webp', Buffer.from('W'));
    expect(await rawGet('fra-env/products/fra-env.webp')).toMatchObject({ status: 200, body: 'W', contentType: 'image/webp' });
  });
});
