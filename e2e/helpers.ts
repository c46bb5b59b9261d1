/** Shared by the specs: the demo accounts, signing in through the JSON call, and the toast region. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const DEMO_DEALER = { email: 'forhandler@example.com', password: 'demo-forhandler-2025' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2025' };

/** Signs the page's browser context in (the session cookie is shared with page navigation). */
export async function signIn(page: Page, account: { email: string; password: string }) {
  expect((await page.request.post('/api/auth/login', { data: account })).status()).toBe(200);
}

/** The visible toast (one at a time), whichever its role. */
export function toast(page: Page) {
  const region = page.getByRole('region', { name: 'Varsler (F8)' });
  return region.getByRole('status').or(region.getByRole('alert'));
}
