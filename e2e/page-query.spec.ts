/**
 * Page query parameters on the real server (issue 33): every page route, with a NUL byte in each
 * of its known parameters, in an unknown one and in a parameter's name, answers without a 5xx —
 * proxy.ts answers 400 'Ugyldig adresse' before any page reads it (no Prisma 22021 in the log);
 * signed-in pages are requested signed in, so the check reaches past their login redirects. And a
 * search with a decomposed 'å' finds what the composed one finds.
 */
// HTTP only (no browser page): the base test, without the page fixtures of ./fixtures.
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, DEMO_DEALER, signedInRequest } from './helpers';

const FINDER = ['q', 'postnummer', 'side', 'produkt', 'kategori', 'kilde'];
const ADMIN_LIST = ['q', 'page', 'pageSize', 'status', 'del', 'type', 'rediger', 'kurs', 'bruker', 'objekt', 'fra', 'til'];
const ADMIN_TABS = ['produkter', 'forhandlere', 'nettbutikker', 'meldinger', 'kurs', 'administratorer', 'logg', 'epost', 'oversikt', 'innhold'];

/** Page routes with the parameters they read (every page also gets an unknown one). */
const PUBLIC: Record<string, string[]> = {
  '/': [],
  '/sok': ['q'],
  '/forhandlere': FINDER,
  '/forhandlere/sok': FINDER,
  '/produkt/1010': [],
  '/kontakt': ['tab', 'emne'],
  '/for-kontakt': [],
  '/om-oss': [],
  '/personvern': [],
  '/tilgjengelighet': [],
  '/auth': ['melding', 'callbackUrl'],
  '/auth/glemt-passord': ['fra', 'sendt'],
  '/auth/nytt-passord': ['token', 'satt'],
  '/admin/auth': ['melding'],
  '/admin/login': ['melding'],
};
const DEALER: Record<string, string[]> = {
  '/dealer-portal': [],
  '/dealer-portal/min-butikk': ['sted'],
  '/dealer/courses': [],
  '/konto/passord': [],
};
const ADMIN: Record<string, string[]> = {
  '/admin': ['fane', ...ADMIN_LIST],
  ...Object.fromEntries(ADMIN_TABS.map((tab) => [`/admin?fane=${tab}`, ADMIN_LIST])),
  '/admin/feeds': [],
  '/admin/kurs/1': [],
  '/admin/kurs/1/forhandsvis': [],
};

/** Every address to try for a route: a NUL in each parameter, in an unknown one and in a name. */
function addresses(route: string, params: string[]): string[] {
  const join = route.includes('?') ? '&' : '?';
  return [...params, 'ukjent'].flatMap((name) => [`${route}${join}${name}=a%00b`, `${route}${join}${name}=%00`]).concat(`${route}${join}uk%00jent=1`);
}

async function expectNo5xx(request: APIRequestContext, routes: Record<string, string[]>) {
  const answers: string[] = [];
  for (const [route, params] of Object.entries(routes)) {
    for (const address of addresses(route, params)) {
      const response = await request.get(address, { maxRedirects: 0 });
      answers.push(`${response.status()} ${address}`);
      expect(response.status(), address).toBeLessThan(500);
      expect(response.status(), address).toBe(400);
      expect(await response.text(), address).toContain('Adressen inneholder ugyldige tegn.');
    }
  }
  return answers;
}

test.describe('a NUL byte in a page query', () => {
  test('public pages: 400, never a 5xx', async ({ baseURL }) => {
    const request = await playwrightRequest.newContext({ baseURL });
    expect((await expectNo5xx(request, PUBLIC)).length).toBeGreaterThan(40);
    await request.dispose();
  });

  test('dealer pages, signed in as a dealer: 400, never a 5xx', async ({ baseURL }) => {
    const request = await signedInRequest(baseURL!, DEMO_DEALER);
    await expectNo5xx(request, DEALER);
    await request.dispose();
  });

  test('admin pages and every tab with its list parameters, signed in as an administrator: 400, never a 5xx', async ({ baseURL }) => {
    const request = await signedInRequest(baseURL!, DEMO_ADMIN);
    expect((await expectNo5xx(request, ADMIN)).length).toBeGreaterThan(200);
    // The same pages without the NUL answer (the check above is not a blanket refusal).
    expect((await request.get('/admin?fane=forhandlere&q=a%0Ab', { maxRedirects: 0 })).status()).toBe(200);
    await request.dispose();
  });

  test('the API answers its own 400 with a machine code', async ({ request }) => {
    const response = await request.get('/api/products/search?q=a%00b');
    expect(response.status()).toBeLessThan(500);
    const list = await request.get('/api/dealer-locations?q=a%00b');
    expect(list.status()).toBe(400);
    expect(await list.json()).toMatchObject({ code: expect.stringMatching(/^(bad_request|validation_failed)$/) });
  });
});

test('a decomposed å in /sok finds what the composed one finds', async ({ request }) => {
  const names = async (q: string) => {
    const response = await request.get(`/sok?q=${q}`);
    expect(response.status()).toBe(200);
    return [...(await response.text()).matchAll(/Tresåpe [^<"]+/g)].map((m) => m[0]).sort();
  };
  const composed = await names('tres%C3%A5pe');
  expect(composed.length).toBeGreaterThan(0);
  expect(await names('tresa%CC%8Ape')).toEqual(composed);
  expect(await names('%EF%BD%94%EF%BD%92%EF%BD%85%EF%BD%93%C3%A5%EF%BD%90%EF%BD%85')).toEqual(composed);
});
