/**
 * The one rule of stored keys and media URLs (lib/media-key.ts): dot segments, hidden files and
 * percent-escapes (%2e%2e) are refused in both, so a course's media URL cannot point outside /media.
 */
import { hasDotSegment, isMediaUrl, isValidKey } from './media-key';
import { isValidKey as storageKeyRule } from './storage';

describe('media keys and URLs', () => {
  it.each(['products/1010.webp', 'courses/lyd-ab12.mp3', 'documents/private/a_b-c.pdf', 'A/B.C'])('accepts %s', (key) => {
    expect(isValidKey(key)).toBe(true);
    expect(isMediaUrl(`/media/${key}`)).toBe(true);
  });

  it.each([
    '../api/download-images',
    'courses/../../api/download-images',
    'courses/./x.mp3',
    '.',
    '..',
    'courses/.hidden',
    '%2e%2e/api/download-images',
    'courses/%2E%2e/x',
    'courses/.%2e/x',
    'courses/%2e/x',
    'courses/%',
    '/products/a.jpg',
    'products//a.jpg',
    'products\\a.jpg',
    'products/a b.jpg',
    '',
    'x'.repeat(301),
  ])('refuses %j as a key and as a media URL', (key) => {
    expect(isValidKey(key)).toBe(false);
    expect(isMediaUrl(`/media/${key}`)).toBe(false);
  });

  it('refuses URLs outside /media', () => {
    expect(isMediaUrl('/api/download-images')).toBe(false);
    expect(isMediaUrl('/mediax/a.jpg')).toBe(false);
    expect(isMediaUrl('https://example.com/media/a.jpg')).toBe(false);
  });

  it('finds dot segments also when percent-encoded', () => {
    expect(hasDotSegment('a/%2e%2e/b')).toBe(true);
    expect(hasDotSegment('a/%2E/b')).toBe(true);
    expect(hasDotSegment('a/b.c/d')).toBe(false);
  });

  it('is the rule lib/storage.ts checks keys with', () => {
    expect(storageKeyRule).toBe(isValidKey);
  });
});
