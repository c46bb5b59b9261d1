/** Query readers (issue 33): Unicode normalisation and the one rule for pages' parameters. */
import { filterDealers, parseText, textMatch } from '../dealers/finder';
import { cleanQueryValue, normalizeQuery, pageQuery, pageText, queryText } from './text';

const DECOMPOSED = 'tresa\u030Ape'; // 'tresåpe' with a + COMBINING RING ABOVE
const FULL_WIDTH = '\uFF54\uFF52\uFF45\uFF53\u00E5\uFF50\uFF45'; // 'ｔｒｅｓåｐｅ'

describe('normalizeQuery', () => {
  it("composes a decomposed 'å' (NFC)", () => {
    expect(DECOMPOSED).not.toBe('tresåpe');
    expect(normalizeQuery(DECOMPOSED)).toBe('tresåpe');
    expect(normalizeQuery('O\u0308lja')).toBe('Ölja');
  });

  it('folds full-width and half-width forms and the ideographic space (NFKC there only)', () => {
    expect(normalizeQuery(FULL_WIDTH)).toBe('tresåpe');
    expect(normalizeQuery('ＡＢ－１２３')).toBe('AB-123');
    expect(normalizeQuery('tre\u3000såpe')).toBe('tre såpe');
    // A full-width letter followed by a combining mark composes with it afterwards.
    expect(normalizeQuery('\uFF41\u030A')).toBe('å');
  });

  it('leaves other compatibility characters and clean text alone', () => {
    expect(normalizeQuery('ﬁne ½ m²')).toBe('ﬁne ½ m²');
    expect(normalizeQuery('Møbelpleie 500 ml')).toBe('Møbelpleie 500 ml');
    expect(normalizeQuery('')).toBe('');
  });
});

describe('cleanQueryValue and queryText (route handlers)', () => {
  it('normalise and trim, blank is undefined', () => {
    expect(cleanQueryValue(` ${DECOMPOSED} `)).toBe('tresåpe');
    expect(cleanQueryValue('\u3000')).toBeUndefined();
    expect(queryText(new URLSearchParams(`q=${encodeURIComponent(FULL_WIDTH)}`), 'q')).toBe('tresåpe');
    expect(queryText(new URLSearchParams('x=1'), 'q')).toBeUndefined();
  });

  it('refuse a NUL byte, another control character, a lone surrogate or too long a value (null)', () => {
    expect(queryText(new URLSearchParams('q=a%00b'), 'q')).toBeNull();
    expect(cleanQueryValue('a\tb')).toBeNull();
    expect(cleanQueryValue('a\uD800')).toBeNull();
    expect(cleanQueryValue('x'.repeat(201))).toBeNull();
    expect(cleanQueryValue('x'.repeat(5000))).toBeNull();
    expect(cleanQueryValue('x'.repeat(200))).toBe('x'.repeat(200));
  });
});

describe('pageQuery and pageText (pages)', () => {
  it('keep clean values normalised, drop those with a NUL or another control character', () => {
    expect(pageQuery({ q: DECOMPOSED, side: '2', bad: 'a\u0000b', tab: 'a\tb', blank: ' ', none: undefined })).toEqual({ q: 'tresåpe', side: '2' });
  });

  it('drop a parameter whose name breaks the rule', () => {
    expect(pageQuery({ 'x\u0000': '1', y: '2' })).toEqual({ y: '2' });
  });

  it('keep a repeated parameter as an array of clean values, or drop it when one is not', () => {
    expect(pageQuery({ postnummer: ['0150', ' '] })).toEqual({ postnummer: ['0150', ''] });
    expect(pageQuery({ postnummer: ['0150', '0\u0000'] })).toEqual({});
  });

  it('pageText: the first value, or undefined', () => {
    expect(pageText({ q: [FULL_WIDTH, 'x'] }, 'q')).toBe('tresåpe');
    expect(pageText({ q: 'a\u0000' }, 'q')).toBeUndefined();
    expect(pageText({}, 'q')).toBeUndefined();
    expect(pageText({ q: 'x'.repeat(300) }, 'q', 400)).toBe('x'.repeat(300));
  });
});

describe('the browser filters normalise their query too', () => {
  it('the finder: a decomposed or full-width query finds what the composed one finds; a NUL is no filter', () => {
    const dealers = [
      { name: 'Tresåpe-butikken', address: 'Gate 1, 0150 Oslo' },
      { name: 'Annen', address: 'Vei 2' },
    ];
    expect(filterDealers(dealers, DECOMPOSED).map((d) => d.name)).toEqual(['Tresåpe-butikken']);
    expect(filterDealers(dealers, FULL_WIDTH).map((d) => d.name)).toEqual(['Tresåpe-butikken']);
    expect(textMatch(DECOMPOSED)).toEqual({ kind: 'contains', needle: 'tresåpe' });
    expect(parseText(DECOMPOSED)).toBe('tresåpe');
    expect(parseText('a\u0000b')).toBe('');
  });
});
