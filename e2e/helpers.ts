/** Shared by the specs: the demo accounts, signing in through the JSON call, and the toast region. */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../lib/seed/accounts';
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

/** The visible toast (one at a time), whichever its role. */
export function toast(page: Page) {
  const region = page.getByRole('region', { name: 'Varsler (F8)' });
  return region.getByRole('status').or(region.getByRole('alert'));
}
