import { demoProducts } from '../../prisma/seed/data/products';
import { youtubeEmbedUrl, youtubeVideoId } from './video';

const ID = 'Q7mT2xLp9aB';

describe('youtubeVideoId', () => {
  it.each([
    // watch form
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}`],
    [`https://www.youtube.com/watch?list=PL123&index=2&v=${ID}&t=42s`],
    [`https://www.youtube.com/watch/?v=${ID}`],
    [`https://www.youtube.com/watch?v=${ID}#t=10`],
    [`https://WWW.YouTube.COM/watch?v=${ID}`],
    [`  https://www.youtube.com/watch?v=${ID}  `],
    // short forms
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?t=30`],
    [`https://youtu.be/${ID}/`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://m.youtube.com/shorts/${ID}`],
    // embed form
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?autoplay=1&rel=0`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://youtube-nocookie.com/embed/${ID}`],
    // v/ form
    [`https://www.youtube.com/v/${ID}`],
    [`https://www.youtube.com/v/${ID}?version=3`],
    // typed without a scheme
    [`youtu.be/${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
  ])('reads the id from %s', (url) => {
    expect(youtubeVideoId(url)).toBe(ID);
  });

  it('accepts every id character: letters, digits, - and _', () => {
    expect(youtubeVideoId('https://youtu.be/a-_09AZaz-_')).toBe('a-_09AZaz-_');
    expect(youtubeVideoId('https://www.youtube.com/watch?v=_-_-_-_-_-_')).toBe('_-_-_-_-_-_');
  });

  it.each([
    // wrong length or characters
    ['https://www.youtube.com/watch?v=kort'],
    [`https://www.youtube.com/watch?v=${ID}X`],
    [`https://www.youtube.com/watch?v=${ID.slice(0, 10)}`],
    ['https://www.youtube.com/watch?v=Q7mT2xLp9a!'],
    ['https://www.youtube.com/watch?v=Q7mT2xLp9a%20'],
    ['https://youtu.be/Q7mT2xLp9a.'],
    ['https://www.youtube.com/embed/%51%37mT2xLp9aB'],
    [`https://www.youtube.com/watch?v=${ID}&v=${ID}`],
    ['https://www.youtube.com/watch?v='],
    ['https://www.youtube.com/watch'],
    // other hosts
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    [`https://evil.example/watch?v=${ID}`],
    [`https://evil.example/youtube.com/watch?v=${ID}`],
    [`https://notyoutube.com/watch?v=${ID}`],
    [`https://youtu.be.evil.example/${ID}`],
    [`https://evil.example/?u=https://youtu.be/${ID}`],
    [`https://www.youtube.com.evil.example/embed/${ID}`],
    [`https://music.youtube.com.evil.example/watch?v=${ID}`],
    [`https://youtube.com./watch?v=${ID}`],
    [`https://www.youtube.com@evil.example/watch?v=${ID}`],
    [`https://user:pass@www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com:8443/watch?v=${ID}`],
    // other paths on the right hosts
    [`https://www.youtube.com/${ID}`],
    [`https://www.youtube.com/embed/${ID}/extra`],
    [`https://www.youtube.com/channel/${ID}`],
    [`https://www.youtube.com/results?search_query=${ID}`],
    [`https://youtu.be/watch?v=${ID}`],
    [`https://youtu.be/a/${ID}`],
    [`https://www.youtube-nocookie.com/watch?v=${ID}`],
    [`https://www.youtube-nocookie.com/shorts/${ID}`],
    // other schemes and garbage
    [`javascript:alert(1)//https://www.youtube.com/watch?v=${ID}`],
    [`javascript://www.youtube.com/watch?v=${ID}%0aalert(1)`],
    [`ftp://www.youtube.com/watch?v=${ID}`],
    [`data:text/html,https://youtu.be/${ID}`],
    [`//www.youtube.com/watch?v=${ID}`],
    [ID],
    ['youtube'],
    ['not a url at all'],
    ['https://'],
    [''],
    ['   '],
    [`https://youtu.be/${ID}`.padEnd(3000, 'x')],
  ])('rejects %s', (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });

  it('rejects null, undefined and non-strings', () => {
    expect(youtubeVideoId(null)).toBeNull();
    expect(youtubeVideoId(undefined)).toBeNull();
    expect(youtubeVideoId(42 as unknown as string)).toBeNull();
  });

  it('finds an id in every demo video except the deliberately invalid one on 2060', () => {
    for (const p of demoProducts.filter((d) => d.youtubeUrl)) {
      if (p.articleNumber === '2060') expect(youtubeVideoId(p.youtubeUrl)).toBeNull();
      else expect(youtubeVideoId(p.youtubeUrl)).toMatch(/^[A-Za-z0-9_-]{11}$/);
    }
  });
});

describe('youtubeEmbedUrl', () => {
  it('uses the privacy-enhanced domain', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });

  it('refuses anything that is not a video id', () => {
    expect(() => youtubeEmbedUrl('../../evil')).toThrow(TypeError);
    expect(() => youtubeEmbedUrl(`${ID}?autoplay=1`)).toThrow(TypeError);
    expect(() => youtubeEmbedUrl('')).toThrow(TypeError);
  });
});
