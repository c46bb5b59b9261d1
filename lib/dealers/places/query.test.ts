import { parsePlacesDetailsQuery, parsePlacesSearchQuery, placesDetailsQuerySchema, placesSearchQuerySchema } from './query';

describe('query schemas', () => {
  const params = (q: string) => new URLSearchParams(q);

  it('search: 1–300 characters after trimming, one query parameter only', () => {
    expect(parsePlacesSearchQuery(params('query=%20M%C3%B8bel%20Oslo%20'))).toEqual({ ok: true, query: { query: 'Møbel Oslo' } });
    expect(parsePlacesSearchQuery(params(`query=${'a'.repeat(300)}`)).ok).toBe(true);
    for (const q of [
      '',
      'query',
      'query=',
      'query=%20%20',
      `query=${'a'.repeat(301)}`,
      `query=${'a'.repeat(100_000)}`,
      'q=x',
      'query=a&query=b',
      'query=a&extra=1',
    ]) {
      const parsed = parsePlacesSearchQuery(params(q));
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/[a-zæøå]/i);
    }
    expect(parsePlacesSearchQuery(params('query=a&query=b'))).toEqual({ ok: false, message: 'Hver parameter kan bare oppgis én gang' });
    expect(parsePlacesSearchQuery(params('query=a&x=1'))).toEqual({ ok: false, message: 'Ukjent parameter i søket' });
    expect(placesSearchQuerySchema.safeParse({ query: 42 }).success).toBe(false);
  });

  it('details: exactly one of placeId (1–300) and dealerId (1–40) of [A-Za-z0-9_-]', () => {
    expect(parsePlacesDetailsQuery(params('placeId=ChIJ_a-1'))).toEqual({ ok: true, query: { placeId: 'ChIJ_a-1' } });
    expect(parsePlacesDetailsQuery(params('dealerId=d001'))).toEqual({ ok: true, query: { dealerId: 'd001' } });
    for (const q of [
      '',
      'placeId=',
      'placeId=a%20b',
      'placeId=%00',
      `placeId=${'a'.repeat(301)}`,
      'dealerId=',
      `dealerId=${'a'.repeat(41)}`,
      'dealerId=../d001',
      'placeId=a&dealerId=b',
      'placeId=a&placeId=b',
      'placeId=a&key=b',
      'place_id=a',
    ]) {
      expect(parsePlacesDetailsQuery(params(q)).ok).toBe(false);
    }
    expect(placesDetailsQuerySchema.safeParse({ placeId: 'abc' }).success).toBe(true);
    expect(placesDetailsQuerySchema.safeParse({ dealerId: 'd1' }).success).toBe(true);
    expect(placesDetailsQuerySchema.safeParse({ placeId: 'abc', dealerId: 'd1' }).success).toBe(false);
  });
});
