/** Course media by content (lib/admin/courses/media.ts): audio formats by magic bytes, sizes, the stored key. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HttpError } from '../../http/errors';
import { audioClip } from '../../../prisma/seed/media';
import { LocalStorage } from '../../storage';
import { COURSE_MEDIA_MESSAGES, MAX_AUDIO_BYTES } from './limits';
import { audioTypeOf, courseMediaKey, storeCourseAudio } from './media';

let dir: string;
let storage: LocalStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'course-media-'));
  storage = new LocalStorage(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

/** An MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz) repeated: what an MP3 without ID3 tag starts with. */
function mp3(): Uint8Array {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  const out = new Uint8Array(frame.length * 4);
  for (let i = 0; i < 4; i++) out.set(frame, i * frame.length);
  return out;
}

const id3Mp3 = () => new Uint8Array([...Buffer.from('ID3'), 0x04, 0, 0, 0, 0, 0, 0, ...mp3()]);
const ogg = () => new Uint8Array([...Buffer.from('OggS'), 0, 2, ...new Array(20).fill(0), 1, 30, ...Buffer.from('\u0001vorbis'), ...new Array(40).fill(0)]);
const m4a = () =>
  new Uint8Array([0, 0, 0, 0x20, ...Buffer.from('ftypM4A '), 0, 0, 0, 0, ...Buffer.from('M4A mp42isom'), 0, 0, 0, 0, 0, 0, 0, 8, ...Buffer.from('free')]);

describe('audio by content', () => {
  it('knows WAV, MP3 (with and without ID3), OGG and M4A by their bytes', async () => {
    expect(await audioTypeOf(new Uint8Array(audioClip(1)))).toEqual({ ext: '.wav', contentType: 'audio/wav' });
    expect(await audioTypeOf(mp3())).toEqual({ ext: '.mp3', contentType: 'audio/mpeg' });
    expect(await audioTypeOf(id3Mp3())).toEqual({ ext: '.mp3', contentType: 'audio/mpeg' });
    expect(await audioTypeOf(ogg())).toEqual({ ext: '.ogg', contentType: 'audio/ogg' });
    expect(await audioTypeOf(m4a())).toEqual({ ext: '.m4a', contentType: 'audio/mp4' });
  });

  it('refuses a text file named .mp3, an image and empty data (415, nothing stored)', async () => {
    const text = new TextEncoder().encode('Dette er ikke lyd, bare tekst med navnet lyd.mp3\n'.repeat(20));
    expect(await refusal(storeCourseAudio(storage, 'lyd.mp3', text))).toEqual({ status: 415, message: COURSE_MEDIA_MESSAGES.notAudio });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(40).fill(0)]);
    expect(await refusal(storeCourseAudio(storage, 'bilde', png))).toEqual({ status: 415, message: COURSE_MEDIA_MESSAGES.notAudio });
    expect(await refusal(storeCourseAudio(storage, 'tom', new Uint8Array(0)))).toEqual({ status: 415, message: COURSE_MEDIA_MESSAGES.notAudio });
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses audio over the limit with 413 before reading it', async () => {
    const big = new Uint8Array(MAX_AUDIO_BYTES + 1);
    big.set(audioClip(1));
    expect(await refusal(storeCourseAudio(storage, 'stor', big))).toEqual({ status: 413, message: COURSE_MEDIA_MESSAGES.audioTooLarge });
  });

  it('stores accepted audio under courses/audio with a content hash and answers its /media URL', async () => {
    const url = await storeCourseAudio(storage, 'Pleie av lær', new Uint8Array(audioClip(2)));
    expect(url).toMatch(/^\/media\/courses\/audio\/pleie-av-laer-[0-9a-f]{10}\.wav$/);
    const key = courseMediaKey(url)!;
    expect((await storage.get(key))?.contentType).toBe('audio/wav');
    expect(courseMediaKey('/media/products/x.jpg')).toBeNull();
    expect(courseMediaKey('https://cdn.example/courses/x.jpg')).toBeNull();
  });
});
