import type { PrismaClient } from '../../db';
import { dealerDetails } from './details';
import { PlacesUnavailableError } from './google';

const KEY = 'AIza-unit-SECRET+key/=';

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

describe('dealerDetails (without a database)', () => {
  const row = {
    id: 'd001',
    name: 'Møbelhuset',
    address: 'Storgata 1, 0150 Oslo',
    phoneNumber: null as string | null,
    website: null as string | null,
    formattedAddress: null as string | null,
    weeklyHours: null as unknown,
    placeId: null as string | null,
    lastUpdated: null as Date | null,
    storeEditedAt: null as Date | null,
    hoursEditedAt: null as Date | null,
  };
  const fakeClient = (found: typeof row | null) => {
    const findUnique = jest.fn().mockResolvedValue(found);
    const updateMany = jest.fn().mockResolvedValue({ count: 1 });
    return { client: { dealerLocation: { findUnique, updateMany } } as unknown as PrismaClient, findUnique, updateMany };
  };

  it('answers null for an implausible id without a query, and for an unknown dealer', async () => {
    const { client, findUnique } = fakeClient(null);
    expect(await dealerDetails(client, '../d001')).toBeNull();
    expect(await dealerDetails(client, 'x'.repeat(41))).toBeNull();
    expect(findUnique).not.toHaveBeenCalled();
    expect(await dealerDetails(client, 'd999')).toBeNull();
    expect(findUnique).toHaveBeenCalledTimes(1);
  });

  it('without a key: the stored details if any, else PlacesUnavailableError', async () => {
    delete process.env.GOOGLE_PLACES_API_KEY;
    const stale = new Date('2020-01-01T00:00:00Z');
    const stored = { ...row, phoneNumber: '22 33 44 55', website: 'javascript:alert(1)', lastUpdated: stale };
    const { client, updateMany } = fakeClient(stored);
    expect(await dealerDetails(client, 'd001')).toEqual({
      source: 'stored',
      dealer: {
        id: 'd001',
        phoneNumber: '22 33 44 55',
        website: null, // a stored non-http(s) address never reaches an href
        formattedAddress: null,
        weeklyHours: null,
        placeId: null,
        lastUpdated: stale.toISOString(),
      },
    });
    expect(updateMany).not.toHaveBeenCalled();
    await expect(dealerDetails(fakeClient(row).client, 'd001')).rejects.toBeInstanceOf(PlacesUnavailableError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks Google once for concurrent calls about the same dealer', async () => {
    process.env.GOOGLE_PLACES_API_KEY = KEY;
    process.env.GOOGLE_PLACES_BASE_URL = 'https://places.test/place';
    fetchMock.mockImplementation(async (input) =>
      new URL(String(input)).pathname.includes('findplacefromtext')
        ? json({ status: 'OK', candidates: [{ place_id: 'ChIJm' }] })
        : json({ status: 'OK', result: { place_id: 'ChIJm', formatted_phone_number: '1' } }),
    );
    const { client, updateMany } = fakeClient(row);
    const [a, b] = await Promise.all([dealerDetails(client, 'd001'), dealerDetails(client, 'd001')]);
    expect(a).toBe(b);
    expect(a?.source).toBe('google');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(updateMany).toHaveBeenCalledTimes(1);
  });
});
