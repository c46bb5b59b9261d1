import { getPlaceDetails, placesConfig, PlacesUnavailableError, PlacesUpstreamError, redactKey, searchPlace, type PlacesConfig } from './google';
import { placesFailureResponse } from './failures';

const KEY = 'AIza-unit-SECRET+key/=';
const config: PlacesConfig = { apiKey: KEY, baseUrl: 'https://places.test/maps/api/place', timeoutMs: 1000, ttlHours: 720 };

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });

let fetchMock: jest.SpiedFunction<typeof fetch>;
const saved = { ...process.env };

beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  fetchMock.mockRestore();
  process.env = { ...saved };
});

/** The URL of the n-th fetch call. */
const calledUrl = (n = 0) => new URL(String(fetchMock.mock.calls[n][0]));

/** Runs fn and returns what it threw (failing when it did not throw). */
async function thrown(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

/** Asserts an upstream error of the kind, whose message does not hold the key in any form. */
function expectUpstream(error: unknown, kind: 'timeout' | 'upstream') {
  expect(error).toBeInstanceOf(PlacesUpstreamError);
  const e = error as PlacesUpstreamError;
  expect(e.kind).toBe(kind);
  for (const text of [e.message, e.stack ?? '', JSON.stringify(e), e.googleStatus ?? '']) {
    expect(text).not.toContain('SECRET');
  }
  return e;
}

describe('placesConfig', () => {
  it('throws PlacesUnavailableError without a key (blank counts as unset)', () => {
    delete process.env.GOOGLE_PLACES_API_KEY;
    expect(() => placesConfig()).toThrow(PlacesUnavailableError);
    process.env.GOOGLE_PLACES_API_KEY = '   ';
    expect(() => placesConfig()).toThrow(PlacesUnavailableError);
  });

  it('reads the key, base URL (without trailing slashes), timeout and TTL', () => {
    process.env.GOOGLE_PLACES_API_KEY = KEY;
    process.env.GOOGLE_PLACES_BASE_URL = 'http://127.0.0.1:9/place//';
    process.env.PLACES_TIMEOUT_MS = '250';
    process.env.PLACES_DETAILS_TTL_HOURS = '2';
    expect(placesConfig()).toEqual({ apiKey: KEY, baseUrl: 'http://127.0.0.1:9/place', timeoutMs: 250, ttlHours: 2 });
    delete process.env.GOOGLE_PLACES_BASE_URL;
    delete process.env.PLACES_TIMEOUT_MS;
    delete process.env.PLACES_DETAILS_TTL_HOURS;
    expect(placesConfig()).toMatchObject({ baseUrl: 'https://maps.googleapis.com/maps/api/place', timeoutMs: 5000, ttlHours: 720 });
  });
});

describe('redactKey', () => {
  it('hides the key raw and URL-encoded', () => {
    const text = `a ${KEY} b ${encodeURIComponent(KEY)} c ${new URLSearchParams({ key: KEY })}`;
    expect(redactKey(text, KEY)).not.toContain('SECRET');
    expect(redactKey(text, KEY)).toContain('[skjult]');
  });
});

describe('searchPlace', () => {
  it('asks Find Place from Text with a fixed URL shape and returns the first candidate', async () => {
    fetchMock.mockResolvedValue(json({ status: 'OK', candidates: [{ place_id: 'ChIJ_first-1' }, { place_id: 'ChIJsecond' }] }));
    const query = 'Møbel & Co?key=evil&fields=* #1  Storgata\t1, 0150 Oslo';
    expect(await searchPlace(query, config)).toEqual({ placeId: 'ChIJ_first-1' });
    const url = calledUrl();
    expect(url.origin + url.pathname).toBe('https://places.test/maps/api/place/findplacefromtext/json');
    expect([...url.searchParams.keys()].sort()).toEqual(['fields', 'input', 'inputtype', 'key', 'language']);
    expect(url.searchParams.get('input')).toBe('Møbel & Co?key=evil&fields=* #1 Storgata 1, 0150 Oslo');
    expect(url.searchParams.get('inputtype')).toBe('textquery');
    expect(url.searchParams.get('fields')).toBe('place_id');
    expect(url.searchParams.get('language')).toBe('no');
    expect(url.searchParams.get('key')).toBe(KEY);
    expect(url.hash).toBe('');
    const init = fetchMock.mock.calls[0][1]!;
    expect(init).toMatchObject({ method: 'GET', redirect: 'error', cache: 'no-store' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('cuts the text to 300 characters and asks nothing for a blank text', async () => {
    fetchMock.mockResolvedValue(json({ status: 'ZERO_RESULTS', candidates: [] }));
    await searchPlace('x'.repeat(1000), config);
    expect(calledUrl().searchParams.get('input')!.length).toBeLessThanOrEqual(300);
    fetchMock.mockClear();
    expect(await searchPlace(' \n\t ', config)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives null for ZERO_RESULTS and for OK without candidates', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 'ZERO_RESULTS', candidates: [] }));
    expect(await searchPlace('ingenting', config)).toBeNull();
    fetchMock.mockResolvedValueOnce(json({ status: 'OK', candidates: [] }));
    expect(await searchPlace('ingenting', config)).toBeNull();
    fetchMock.mockResolvedValueOnce(json({ status: 'OK' }));
    expect(await searchPlace('ingenting', config)).toBeNull();
  });

  it.each(['REQUEST_DENIED', 'OVER_QUERY_LIMIT', 'INVALID_REQUEST', 'UNKNOWN_ERROR', 'SOMETHING_NEW'])(
    'throws an upstream error for status %s, without the key',
    async (status) => {
      fetchMock.mockResolvedValue(json({ status, error_message: `The provided API key ${KEY} is invalid.` }));
      const e = expectUpstream(await thrown(() => searchPlace('Møbelhuset Oslo', config)), 'upstream');
      expect(e.googleStatus).toBe(status);
      expect(e.endpoint).toBe('findplacefromtext');
      expect(e.message).toContain(status);
      expect(e.message).toContain('[skjult]');
    },
  );

  it('throws for a non-2xx answer, a non-JSON body, an unexpected shape or an odd place id', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 'OK' }, { status: 500 }));
    expect(expectUpstream(await thrown(() => searchPlace('a', config)), 'upstream').httpStatus).toBe(500);
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 200 }));
    expect(expectUpstream(await thrown(() => searchPlace('a', config)), 'upstream').message).toMatch(/not JSON/);
    fetchMock.mockResolvedValueOnce(json(['not', 'an', 'object']));
    expectUpstream(await thrown(() => searchPlace('a', config)), 'upstream');
    fetchMock.mockResolvedValueOnce(json({ candidates: [] }));
    expectUpstream(await thrown(() => searchPlace('a', config)), 'upstream');
    fetchMock.mockResolvedValueOnce(json({ status: 'OK', candidates: [{ place_id: '../../etc/passwd' }] }));
    expectUpstream(await thrown(() => searchPlace('a', config)), 'upstream');
    fetchMock.mockResolvedValueOnce(json({ status: 'OK', candidates: [{ place_id: 'x'.repeat(301) }] }));
    expectUpstream(await thrown(() => searchPlace('a', config)), 'upstream');
  });

  it('refuses an answer larger than 512 KB', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 'OK', candidates: [], padding: 'x'.repeat(600 * 1024) }));
    expect(expectUpstream(await thrown(() => searchPlace('a', config)), 'upstream').message).toMatch(/larger than/);
  });

  it('reports a network failure as upstream and redacts a URL in the reason', async () => {
    fetchMock.mockRejectedValueOnce(
      new TypeError(`Failed to parse URL from https://places.test/x?key=${encodeURIComponent(KEY)}`, {
        cause: { code: 'ECONNREFUSED' },
      }),
    );
    const e = expectUpstream(await thrown(() => searchPlace('a', config)), 'upstream');
    expect(e.message).toContain('ECONNREFUSED');
  });

  it('reports no answer within the timeout as kind timeout', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason));
        }),
    );
    const started = Date.now();
    const e = expectUpstream(await thrown(() => searchPlace('a', { ...config, timeoutMs: 50 })), 'timeout');
    expect(Date.now() - started).toBeLessThan(900);
    expect(placesFailureResponse(e)).toEqual({ status: 504, code: 'upstream_failed', error: 'Kunne ikke hente data fra Google' });
  });
});

describe('getPlaceDetails', () => {
  const full = {
    status: 'OK',
    result: {
      place_id: 'ChIJdetails',
      formatted_phone_number: '22 33 44 55',
      website: 'https://www.mobel.no/',
      formatted_address: 'Storgata 1, 0150 Oslo, Norge',
      opening_hours: {
        weekday_text: [
          'mandag: 09:00–17:00',
          'tirsdag: 09:00–17:00',
          'onsdag: 09:00–17:00',
          'torsdag: 09:00–17:00',
          'fredag: 09:00–17:00',
          'lørdag: 10:00–14:00',
          'søndag: Stengt',
        ],
        open_now: true,
      },
      rating: 4.5,
    },
  };

  it('asks Place Details with a fixed URL shape and maps the fields', async () => {
    fetchMock.mockResolvedValue(json(full));
    expect(await getPlaceDetails('ChIJdetails', config)).toEqual({
      placeId: 'ChIJdetails',
      phoneNumber: '22 33 44 55',
      website: 'https://www.mobel.no/',
      formattedAddress: 'Storgata 1, 0150 Oslo, Norge',
      weeklyHours: [...Array.from({ length: 5 }, () => [{ opens: '09:00', closes: '17:00' }]), [{ opens: '10:00', closes: '14:00' }], []],
    });
    const url = calledUrl();
    expect(url.origin + url.pathname).toBe('https://places.test/maps/api/place/details/json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      place_id: 'ChIJdetails',
      fields: 'formatted_phone_number,website,formatted_address,opening_hours/weekday_text,place_id',
      language: 'no',
      key: KEY,
    });
  });

  it('makes no request for an implausible place id', async () => {
    for (const id of ['', 'a b', 'x'.repeat(301), '../x', 'abc&key=1', 'æøå']) {
      expect(await getPlaceDetails(id, config)).toBeNull();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives null for NOT_FOUND and ZERO_RESULTS', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 'NOT_FOUND' }));
    expect(await getPlaceDetails('ChIJgone', config)).toBeNull();
    fetchMock.mockResolvedValueOnce(json({ status: 'ZERO_RESULTS' }));
    expect(await getPlaceDetails('ChIJgone', config)).toBeNull();
  });

  it('throws for OK without a result, and for error statuses', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 'OK' }));
    expectUpstream(await thrown(() => getPlaceDetails('ChIJx', config)), 'upstream');
    fetchMock.mockResolvedValueOnce(json({ status: 'INVALID_REQUEST' }));
    expect(expectUpstream(await thrown(() => getPlaceDetails('ChIJx', config)), 'upstream').endpoint).toBe('details');
  });

  it('drops websites that are not http(s) and fields of the wrong type', async () => {
    for (const website of [
      'javascript:alert(1)',
      'ftp://mobel.no',
      'https://bank.no@evil.example',
      'https://user:pass@mobel.no',
      'data:text/html,x',
      '//mobel.no',
      'mobel.no',
      42,
      null,
    ]) {
      fetchMock.mockResolvedValueOnce(
        json({ status: 'OK', result: { place_id: 'ChIJx', website, formatted_phone_number: 12345678, opening_hours: 'alltid' } }),
      );
      expect(await getPlaceDetails('ChIJx', config)).toEqual({
        placeId: 'ChIJx',
        phoneNumber: null,
        website: null,
        formattedAddress: null,
        weeklyHours: null,
      });
    }
    fetchMock.mockResolvedValueOnce(json({ status: 'OK', result: { website: 'http://mobel.no/a' } }));
    expect(await getPlaceDetails('ChIJx', config)).toMatchObject({ website: 'http://mobel.no/a', placeId: 'ChIJx' });
  });

  it("stores a website whose host mixes scripts in Punycode (a Cyrillic 'а' in apple.com)", async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 'OK', result: { website: 'https://\u0430pple.com' } }));
    expect(await getPlaceDetails('ChIJx', config)).toMatchObject({ website: 'https://xn--pple-43d.com/' });
    fetchMock.mockResolvedValueOnce(json({ status: 'OK', result: { website: 'https://blåbær.no/' } }));
    expect(await getPlaceDetails('ChIJx', config)).toMatchObject({ website: 'https://blåbær.no/' });
  });

  it('caps lengths to the column sizes', async () => {
    fetchMock.mockResolvedValueOnce(
      json({
        status: 'OK',
        result: {
          place_id: 'ChIJnew',
          formatted_address: `${'Lang gate '.repeat(40)}😀😀😀`,
          formatted_phone_number: '1'.repeat(61),
          website: `https://mobel.no/${'a'.repeat(500)}`,
          opening_hours: {
            weekday_text: ['mandag: 9–17', 7, '  ', 'x'.repeat(250), 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag', 'ekstra'],
          },
        },
      }),
    );
    const d = (await getPlaceDetails('ChIJold', config))!;
    expect(d.placeId).toBe('ChIJnew');
    expect(d.formattedAddress!.length).toBeLessThanOrEqual(300);
    expect(d.formattedAddress).toMatch(/…$/);
    expect(d.phoneNumber).toBeNull();
    expect(d.website).toBeNull();
    // Lines that do not name the week readably leave the hours unknown.
    expect(d.weeklyHours).toBeNull();
    // Exactly at the limits is kept as it is.
    fetchMock.mockResolvedValueOnce(
      json({
        status: 'OK',
        result: { formatted_phone_number: '1'.repeat(60), website: `https://m.no/${'a'.repeat(487)}`, formatted_address: 'a'.repeat(300) },
      }),
    );
    const exact = (await getPlaceDetails('ChIJx', config))!;
    expect(exact.phoneNumber).toHaveLength(60);
    expect(exact.website).toHaveLength(500);
    expect(exact.formattedAddress).toHaveLength(300);
  });

  it('never cuts inside a surrogate pair', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 'OK', result: { formatted_address: `${'a'.repeat(298)}😀😀😀` } }));
    const address = (await getPlaceDetails('ChIJx', config))!.formattedAddress!;
    expect(address.length).toBeLessThanOrEqual(300);
    expect(address).toBe(Buffer.from(address, 'utf8').toString('utf8'));
    expect(/[\ud800-\udbff](?![\udc00-\udfff])/.test(address)).toBe(false);
  });
});
