import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../../http/errors';
import { LocalStorage } from '../../storage';
import { storeProductImage } from './images';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from './limits';

let dir: string;
let storage: LocalStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'images-'));
  storage = new LocalStorage(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 107, g: 66, b: 38, alpha: 0.5 } } })
    .png()
    .toBuffer();

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('storeProductImage', () => {
  it('stores a bounded JPEG master under a content-hashed key, whatever the upload format', async () => {
    const url = await storeProductImage(storage, 'E-710', await png(2400, 1200));
    expect(url).toMatch(/^\/media\/products\/e-710-[0-9a-f]{10}\.jpg$/);
    const stored = await storage.get(url.replace('/media/', ''));
    const meta = await sharp(stored!.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });
  });

  it('keeps small images at their size', async () => {
    const url = await storeProductImage(storage, '1010', await png(400, 300));
    const meta = await sharp((await storage.get(url.replace('/media/', '')))!.body).metadata();
    expect(meta).toMatchObject({ width: 400, height: 300 });
  });

  it('decides the type by content: text named .jpg, HTML and SVG are refused', async () => {
    expect(await refusal(storeProductImage(storage, 'x', Buffer.from('not an image at all')))).toEqual({ status: 415, message: IMAGE_MESSAGES.notImage });
    expect(await refusal(storeProductImage(storage, 'x', Buffer.from('<html><script>alert(1)</script></html>')))).toMatchObject({ status: 415 });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>');
    expect(await refusal(storeProductImage(storage, 'x', svg))).toMatchObject({ status: 415 });
  });

  it('refuses oversized and tiny uploads', async () => {
    expect(await refusal(storeProductImage(storage, 'x', new Uint8Array(MAX_IMAGE_BYTES + 1)))).toEqual({ status: 413, message: IMAGE_MESSAGES.tooLarge });
    expect(await refusal(storeProductImage(storage, 'x', await png(100, 100)))).toEqual({ status: 400, message: IMAGE_MESSAGES.tooSmall });
  });

  it('decodes the whole image: a PNG with a valid header and truncated data is 415, nothing stored', async () => {
    const noisy = await sharp(Buffer.from(Array.from({ length: 600 * 600 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    const truncated = noisy.subarray(0, Math.floor(noisy.length / 2));
    expect(await sharp(truncated).metadata()).toMatchObject({ format: 'png', width: 600, height: 600 });
    const files = () => readdir(dir, { recursive: true });
    const before = await files();
    expect(await refusal(storeProductImage(storage, 'T-1', truncated))).toEqual({ status: 415, message: IMAGE_MESSAGES.notImage });
    expect(await files()).toEqual(before);
  });
});
