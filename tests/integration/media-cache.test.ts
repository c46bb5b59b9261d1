/**
 * /media keeps serving a public file it served before while the store cannot give it
 * (lib/media-cache.ts; docs/operations.md, 'Failures'), and the upload answers of an unreachable
 * object store: the route frame's 503 with the message (tests/faults checks both through the cluster).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { GET as mediaGET } from '@/app/media/[...key]/route';
import { clearMediaCache } from '@/lib/media-cache';
import { hashedKey, storage } from '@/lib/storage';

const params = (key: string) => ({ params: Promise.resolve({ key: key.split('/') }) });

describe('/media with the store failing', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'faults-media-'));
  beforeAll(() => {
    process.env.STORAGE_DIR = dir;
    clearMediaCache();
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a file it served before from memory when the store fails; a file it never served is 503/404 as the store answers', async () => {
    const body = Buffer.from('bilde');
    const key = hashedKey('products', 'faults', body, '.jpg');
    await storage().put(key, body, 'image/jpeg');
    const first = await mediaGET(new NextRequest(`http://127.0.0.1/media/${key}`), params(key));
    expect(first.status).toBe(200);
    const spy = jest.spyOn(storage(), 'get').mockRejectedValue(Object.assign(new Error('S3 GET failed: fetch failed'), { name: 'S3StorageError', status: 0 }));
    try {
      const again = await mediaGET(new NextRequest(`http://127.0.0.1/media/${key}`), params(key));
      expect(again.status).toBe(200);
      expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
      const other = hashedKey('products', 'other', Buffer.from('annet'), '.jpg');
      const unknown = await mediaGET(new NextRequest(`http://127.0.0.1/media/${other}`), params(other));
      expect([unknown.status, unknown.headers.get('retry-after')]).toEqual([503, '5']);
    } finally {
      spy.mockRestore();
    }
  });
});
