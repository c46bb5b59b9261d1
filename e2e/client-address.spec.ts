/**
 * The client address on the production server (docs/operations.md, 'Client address and proxies',
 * 'Sign-in throttling'): with no proxy (TRUST_PROXY_HOPS unset = 0), X-Forwarded-For is the
 * client's to write and changes nothing. These requests go over Node's http from their own
 * loopback source addresses (127.0.0.2, 127.0.0.3), so the limits they reach are not those of the
 * other tests, whose requests come from 127.0.0.1.
 */
import { test, expect } from './fixtures';
import { postFrom, toast } from './helpers';

test.describe('X-Forwarded-For from one socket does not dodge the limits', () => {
  test('contact form: a rotating X-Forwarded-For reaches 429', async ({ baseURL }) => {
    const message = { name: 'Kari Nordmann', email: 'kari@example.no', message: 'Hei, hvor får jeg kjøpt treolje i Bergen?', antiSpamAnswer: '4' };
    const statuses: number[] = [];
    for (let i = 0; i < 30 && !statuses.includes(429); i++) {
      statuses.push(
        (await postFrom(baseURL!, '127.0.0.2', '/api/contact-messages', message, { 'x-forwarded-for': `1.2.3.${i}`, 'x-socket-address': `5.6.7.${i}` })).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    const again = await postFrom(baseURL!, '127.0.0.2', '/api/contact-messages', message, { 'x-forwarded-for': '9.9.9.9' });
    expect(again.status).toBe(429);
    expect(Number(again.retryAfter)).toBeGreaterThan(0);
  });

  test('sign-in: 30 failures with rotating X-Forwarded-For and e-mails reach 429', async ({ baseURL }) => {
    test.slow();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const answer = await postFrom(
        baseURL!,
        '127.0.0.3',
        '/api/auth/login',
        { email: `roterer${i}@example.no`, password: 'feil-passord-123' },
        { 'x-forwarded-for': `10.${i}.0.1` },
      );
      statuses.push(answer.status);
    }
    // One address: 20 free failures, then the 21st opens a gate the next attempts find closed.
    expect(statuses.slice(0, 21)).toEqual(Array(21).fill(401));
    expect(statuses[21]).toBe(429);
  });
});

test('the login form says how long to wait when sign-in is slowed', async ({ page, consoleErrors }) => {
  test.slow();
  // A fresh e-mail each run: a reused server still holds the counts of earlier runs.
  const email = `bremset-${Date.now()}@example.com`;
  await page.goto('/auth');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill('feil-passord-123');
  // Nine failures for this e-mail from this address (the browser's, 127.0.0.1), waiting out each
  // wait: the last one owes 8 seconds, long enough for the form's attempt to find it.
  let failures = 0;
  while (failures < 9) {
    const answer = await page.request.post('/api/auth/login', { data: { email, password: 'feil-passord-123' } });
    if (answer.status() === 401) failures++;
    else {
      expect(answer.status()).toBe(429);
      await page.waitForTimeout(Number(answer.headers()['retry-after']) * 1000 + 100);
    }
  }
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(toast(page)).toContainText('Feil ved innlogging');
  await expect(toast(page)).toContainText(/For mange forsøk\. Prøv igjen om \d sekunder\./);
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (/ POST .*\/api\/auth\/callback\/credentials/.test(consoleErrors[i])) consoleErrors.splice(i, 1);
  }
});
