/**
 * Shared by the specs: the demo accounts, signing in through the JSON call, the toast region, axe's
 * WCAG 2.1 A/AA check, and POSTs from another loopback address.
 */
import http from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { request, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { DEMO_ACCOUNTS } from '../prisma/seed/accounts';
import { expect } from './fixtures';

/** The e-mail and password of the seeded demo account with the role. */
function demoAccount(role: (typeof DEMO_ACCOUNTS)[number]['role']) {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`No demo ${role} in the seed`);
  return { email: account.email, password: account.password };
}

export const DEMO_DEALER = demoAccount('DEALER');
export const DEMO_ADMIN = demoAccount('ADMIN');

/** Signs the page's browser context in (the session cookie is shared with page navigation). */
export async function signIn(page: Page, account: { email: string; password: string }) {
  expect((await page.request.post('/api/auth/login', { data: account })).status()).toBe(200);
}

/**
 * A request context of its own signed in as the account (its cookies kept between calls): for
 * reading server HTML as a dealer or an administrator outside a test's page, e.g. in a beforeAll.
 * Dispose of it when done.
 */
export async function signedInRequest(baseURL: string, account: { email: string; password: string }): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  const response = await context.post('/api/auth/login', { data: account });
  if (response.status() !== 200) {
    await context.dispose();
    throw new Error(`Signing in as ${account.email} answered ${response.status()}`);
  }
  return context;
}

/**
 * The shown toast (one at a time), in whichever live region its style uses. The region's two live
 * regions (role=status, role=alert) are always there, empty while no toast is shown.
 */
export function toast(page: Page) {
  const region = page.getByRole('region', { name: 'Varsler (F8)' });
  return region
    .getByRole('status')
    .or(region.getByRole('alert'))
    .filter({ has: page.getByTestId('toast') });
}

/**
 * The token of the newest one-time link (invitation or reset) sent to `email`, read from the e-mail
 * outbox as an administrator (GET /api/outbox): the link in the text is `<SITE_URL>/auth/nytt-passord?token=…`.
 */
export async function linkTokenFor(admin: APIRequestContext, email: string): Promise<string> {
  const response = await admin.get(`/api/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { text: string }[] };
  const token = items[0]?.text.match(/\/auth\/nytt-passord\?token=([A-Za-z0-9_-]{43})/)?.[1];
  expect(token, `a link sent to ${email}`).toBeTruthy();
  return token as string;
}

/**
 * A dealer account of the test's own, created by the demo administrator through the dealer API:
 * for tests that change a dealer's progress or sessions, so parallel tests that read the demo
 * dealer's figures are not disturbed. The account gets no password from the administrator: the
 * password is set through the invitation link from the outbox (POST /api/auth/password/reset).
 */
export async function createDealer(newContext: (options: { baseURL?: string }) => Promise<APIRequestContext>, baseURL: string | undefined, label: string) {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const dealer = {
    email: `${label}-${unique}@example.com`,
    password: `${label}-passord-1`,
    name: `Kari Kursdeltaker ${unique}`,
    company: `${label} AS ${unique}`,
  };
  const admin = await newContext({ baseURL });
  try {
    expect((await admin.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
    const { password, ...account } = dealer;
    expect((await admin.post('/api/dealers', { data: account })).status()).toBe(201);
    const token = await linkTokenFor(admin, dealer.email);
    expect((await admin.post('/api/auth/password/reset', { data: { token, password } })).status()).toBe(200);
  } finally {
    await admin.dispose();
  }
  return dealer;
}

/** A CSV download: 200, an attachment, the raw bytes start with the UTF-8 byte-order mark; the rows parse with csv-parse (semicolons, lib/csv.ts). */
export async function csvRows(request: APIRequestContext, url: string): Promise<string[][]> {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.csv"/);
  const bytes = await response.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(bytes.toString('utf8'), { bom: true, delimiter: ';', relax_column_count: true, skip_empty_lines: true }) as string[][];
}

/** WCAG 2.1 A and AA violations (axe-core) on the page, one line each: `expect(...).toEqual([])`. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/**
 * POSTs JSON from the loopback address `from` (a real socket with that source address, e.g.
 * 127.0.0.4): a spec's requests then count against a per-IP limit of their own, not the one of the
 * browsers' 127.0.0.1. Answers the status and Retry-After.
 */
export function postFrom(
  baseURL: string,
  from: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter?: string }> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/**
 * Deletes every product the admin list finds for `q` (GET /api/products?q=), as an administrator's
 * request context: a test's `finally`, so a failed run leaves no product behind for the next.
 */
export async function deleteProducts(request: APIRequestContext, q: string) {
  const list = await request.get(`/api/products?q=${encodeURIComponent(q)}&page=1&pageSize=50`);
  if (!list.ok()) return;
  for (const product of ((await list.json()) as { items: { id: number }[] }).items) await request.delete(`/api/products/${product.id}`);
}

/**
 * A route handler (`page.route(url, forwardFrom('127.0.0.6'))`) that passes the browser's POST on to
 * the server from another loopback address (a real socket with that source), with the browser's
 * headers (cookies and Origin included), and answers the browser as the server answered: a spec's
 * sends then count against a per-address limit of their own (the contact form's, the sign-in
 * throttle's), not the one of the specs whose browsers post from 127.0.0.1.
 */
export function forwardFrom(localAddress: string): (route: Route) => Promise<void> {
  return async (route) => {
    const browserRequest = route.request();
    const target = new URL(browserRequest.url());
    const headers = await browserRequest.allHeaders();
    const body = browserRequest.postDataBuffer() ?? Buffer.alloc(0);
    const answer = await new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: browserRequest.method(),
          localAddress,
          headers: { ...headers, 'content-length': String(body.length) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const answered: Record<string, string> = {};
            for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) answered[name] = Array.isArray(value) ? value.join('\n') : value;
            resolve({ status: res.statusCode ?? 0, headers: answered, body: Buffer.concat(chunks) });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
  };
}
