import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalStorage, contentTypeFor, hashedKey, isValidKey, mediaUrl } from './storage';

describe('storage keys', () => {
  it.each(['products/1010-abc.jpg', 'courses/audio/x.wav', 'a'])('accepts %s', (key) => {
    expect(isValidKey(key)).toBe(true);
  });
  it.each(['../etc/passwd', 'products/../../x', '/abs.jpg', 'a\\b', 'products/.hidden', '', 'a//b'])('refuses %s', (key) => {
    expect(isValidKey(key)).toBe(false);
  });
  it('builds media URLs and content-hashed keys', () => {
    expect(mediaUrl('products/a.jpg')).toBe('/media/products/a.jpg');
    expect(() => mediaUrl('../x')).toThrow();
    const key = hashedKey('products', '1010', Buffer.from('x'), '.jpg');
    expect(key).toMatch(/^products\/1010-[0-9a-f]{10}\.jpg$/);
    expect(hashedKey('products', '1010', Buffer.from('x'), '.jpg')).toBe(key);
    expect(hashedKey('products', '1010', Buffer.from('y'), '.jpg')).not.toBe(key);
  });
  it('knows the content types it serves', () => {
    expect(contentTypeFor('a/b.JPG')).toBe('image/jpeg');
    expect(contentTypeFor('a/b.wav')).toBe('audio/wav');
    expect(contentTypeFor('a/b.exe')).toBe('application/octet-stream');
  });
});

describe('LocalStorage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'storage-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('puts, gets, checks and deletes files', async () => {
    const store = new LocalStorage(dir);
    expect(await store.get('products/a.jpg')).toBeNull();
    await store.put('products/a.jpg', Buffer.from('bilde'));
    expect(await store.exists('products/a.jpg')).toBe(true);
    const file = await store.get('products/a.jpg');
    expect(file?.body.toString()).toBe('bilde');
    expect(file?.contentType).toBe('image/jpeg');
    expect(file?.size).toBe(5);
    await store.delete('products/a.jpg');
    expect(await store.exists('products/a.jpg')).toBe(false);
  });

  it('never writes outside its folder', async () => {
    const store = new LocalStorage(dir);
    await expect(store.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    expect(await store.get('../../etc/passwd')).toBeNull();
  });
});
