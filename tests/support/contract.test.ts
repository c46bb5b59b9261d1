/**
 * The contract check (tests/support/contract.ts) really fails on drift: answers of the wrong shape,
 * status or media type are refused, with the committed docs/openapi.json and with a small document
 * whose schemas refer to components. No database.
 */
import { Contract, ContractError, expectMatchesContract, withContract, type ContractDocument } from './contract';

const json = (body: unknown, status = 200) => Response.json(body, { status });

describe('the contract of docs/openapi.json', () => {
  it('accepts an answer of the documented shape', async () => {
    await expect(expectMatchesContract(json({ status: 'ok', database: 'ok' }), 'GET', '/api/health')).resolves.toBeUndefined();
    await expect(expectMatchesContract(json({ status: 'unavailable', database: 'unreachable' }, 503), 'GET', '/api/health')).resolves.toBeUndefined();
  });

  it('refuses a wrong shape, an undocumented status, an undescribed operation and a wrong media type', async () => {
    await expect(expectMatchesContract(json({ status: 'fine', database: 'ok' }), 'GET', '/api/health')).rejects.toThrow(
      /\/status must be equal to one of the allowed values/,
    );
    await expect(expectMatchesContract(json({ status: 'ok' }), 'GET', '/api/health')).rejects.toThrow(/must have required property 'database'/);
    await expect(expectMatchesContract(json({ status: 'ok', database: 'ok' }, 418), 'GET', '/api/health')).rejects.toThrow(
      /answered 418, which it does not document/,
    );
    await expect(expectMatchesContract(json({}), 'PUT', '/api/health')).rejects.toThrow(/PUT \/api\/health is not described/);
    await expect(expectMatchesContract(new Response('ok', { headers: { 'content-type': 'text/plain' } }), 'GET', '/api/health')).rejects.toThrow(
      /answered 'text\/plain'/,
    );
    await expect(expectMatchesContract(new Response('{', { headers: { 'content-type': 'application/json' } }), 'GET', '/api/health')).rejects.toThrow(
      /not JSON/,
    );
  });

  it('follows $refs into the components: an item of GET /api/products/public without its name is refused', async () => {
    const item = {
      articleNumber: 'E-710',
      name: 'Teakolje',
      imageUrl: '/media/products/e-710.webp',
      category: null,
      variants: [{ articleNumber: 'E-710', sizeLabel: null, recommendedPriceNok: 149, netQuantity: null, netUnit: null }],
    };
    await expect(expectMatchesContract(json([item]), 'GET', '/api/products/public')).resolves.toBeUndefined();
    const nameless: Partial<typeof item> = { ...item };
    delete nameless.name;
    await expect(expectMatchesContract(json([item, nameless]), 'GET', '/api/products/public')).rejects.toThrow(/\/1 must have required property 'name'/);
  });

  it('matches a file answer by its media type, wildcards included', async () => {
    const image = new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/webp' } });
    await expect(expectMatchesContract(image, 'GET', '/media/{key}')).resolves.toBeUndefined();
    const html = new Response('<p>x</p>', { headers: { 'content-type': 'text/html' } });
    await expect(expectMatchesContract(html, 'GET', '/media/{key}')).rejects.toBeInstanceOf(ContractError);
  });
});

describe('withContract', () => {
  const document: ContractDocument = {
    paths: {
      '/things/{id}': {
        get: {
          responses: {
            '200': { description: 'A thing', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
            '204': { description: 'Nothing' },
          },
        },
      },
    },
    components: {
      schemas: {
        Thing: {
          type: 'object',
          required: ['id', 'createdAt'],
          properties: { id: { type: 'integer' }, createdAt: { type: 'string', format: 'date-time' } },
          additionalProperties: false,
        },
      },
    },
  };
  const checker = new Contract(document);

  it("checks each answer of a route module's handlers and passes other exports through", async () => {
    let answer: Response = json({ id: 1, createdAt: '2026-11-24T12:00:00.000Z' });
    const route = withContract('/things/{id}', { GET: async () => answer, dynamic: 'force-dynamic' }, checker);
    expect(route.dynamic).toBe('force-dynamic');
    await expect(route.GET()).resolves.toBe(answer);
    expect(await answer.json()).toEqual({ id: 1, createdAt: '2026-11-24T12:00:00.000Z' }); // the body is still there to read

    answer = json({ id: 1, createdAt: 'yesterday' });
    await expect(route.GET()).rejects.toThrow(/\/createdAt must match format "date-time"/);
    answer = json({ id: '1', createdAt: '2026-11-24T12:00:00.000Z', extra: true });
    await expect(route.GET()).rejects.toThrow(/must NOT have additional properties[\s\S]*\/id must be integer/);
    answer = new Response(null, { status: 204 });
    await expect(route.GET()).resolves.toBe(answer);
    answer = json({ id: 1 }, 201);
    await expect(route.GET()).rejects.toThrow(/answered 201, which it does not document \(it documents 200, 204\)/);
  });
});
