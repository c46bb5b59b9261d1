import { splitLinks } from './links';

describe('splitLinks', () => {
  it('finds the set-password link on its own line, with its query', () => {
    const text = 'Hei Kari,\n\nVelg passord: http://127.0.0.1:3201/auth/nytt-passord?token=abc_DEF-123\n\nVennlig hilsen';
    expect(splitLinks(text)).toEqual([
      { text: 'Hei Kari,\n\nVelg passord: ' },
      { url: 'http://127.0.0.1:3201/auth/nytt-passord?token=abc_DEF-123' },
      { text: '\n\nVennlig hilsen' },
    ]);
  });

  it('leaves sentence punctuation and brackets outside the address', () => {
    expect(splitLinks('Se https://example.no/a. Eller (https://example.no/b), takk!')).toEqual([
      { text: 'Se ' },
      { url: 'https://example.no/a' },
      { text: '. Eller (' },
      { url: 'https://example.no/b' },
      { text: '), takk!' },
    ]);
  });

  it('links nothing but http(s) and keeps text without addresses whole', () => {
    expect(splitLinks('javascript:alert(1) og mailto:a@b.no')).toEqual([{ text: 'javascript:alert(1) og mailto:a@b.no' }]);
    expect(splitLinks('')).toEqual([]);
  });
});
