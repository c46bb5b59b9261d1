/**
 * The contact form and the dealer application sent without JavaScript (lib/contact/form-post.ts,
 * the server actions of lib/contact/actions.ts) against the real test database: a valid post is
 * stored with its notification and redirected (303 by Next.js) to the success page; a refused one
 * comes back as the form's state — the input as sent, the schema's field messages, the message
 * about the form — with nothing stored: invalid fields, the honeypot, the rate limit (the one
 * message with the minutes), a database that cannot be reached.
 */
import net from 'node:net';
import { sendContactFormAction, sendPartnerFormAction } from '@/lib/contact/actions';
import { NO_FORM_POST } from '@/lib/contact/fields';
import { submitFormPost } from '@/lib/contact/form-post';
import { CONTACT_FIELD_MESSAGES as M } from '@/lib/contact/schema';
import { createPrismaClient } from '@/lib/db';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { resetDatabaseOutage } from '@/lib/server/database-outage';
import { VALID_CONTACT, VALID_PARTNER } from '../support/contact-fixtures';
import { cloneTemplateDatabase, setNextRequest, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let ipCounter = 0;
/** A fresh client address per post unless a test picks one. */
const nextIp = () => `198.19.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** The browser's form post: each field once, the checked products each as an entry of their own. */
function posted(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  // What React adds to a form bound to a server action.
  form.append('$ACTION_REF_1', '');
  form.append('website', '');
  return form;
}

/** Where the action redirected (Next.js's redirect error), or null when it returned. */
async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    return digest.split(';')[2];
  }
}

const counts = async () => ({
  messages: await db.prisma.contactMessage.count(),
  inquiries: await db.prisma.partnerInquiry.count(),
  mail: await db.prisma.outboxMessage.count(),
});

beforeAll(async () => {
  db = await cloneTemplateDatabase('contact_post');
  process.env.DATABASE_URL = db.url;
  delete process.env.REDIS_URL;
  delete process.env.SMTP_HOST;
});

beforeEach(() => setNextRequest({ 'x-forwarded-for': nextIp() }));

afterAll(async () => {
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

describe('a valid post', () => {
  it('stores the contact message with its notification and redirects to the success text', async () => {
    const before = await counts();
    const target = await redirectOf(() =>
      sendContactFormAction(NO_FORM_POST, posted({ ...VALID_CONTACT, topic: 'tilgjengelighet', name: 'Kari Uten Skript' })),
    );
    expect(target).toBe('/kontakt?sendt=kontakt#skjema');
    const stored = await db.prisma.contactMessage.findFirstOrThrow({ where: { name: 'Kari Uten Skript' } });
    expect(stored).toMatchObject({ email: VALID_CONTACT.email, message: VALID_CONTACT.message, topic: 'tilgjengelighet', antiSpamAnswer: '4' });
    expect(await counts()).toEqual({ ...before, messages: before.messages + 1, mail: before.mail + 1 });
  });

  it('stores the application with every checked product and redirects to the application’s success text', async () => {
    const before = await counts();
    const target = await redirectOf(() => sendPartnerFormAction(NO_FORM_POST, posted({ ...VALID_PARTNER, company: 'Uten Skript AS' })));
    expect(target).toBe('/kontakt?tab=partner&sendt=partner#skjema');
    const stored = await db.prisma.partnerInquiry.findFirstOrThrow({ where: { company: 'Uten Skript AS' } });
    expect(stored.productInterest).toEqual(['Møbelpolish', 'Lærpleie']);
    expect(await counts()).toEqual({ ...before, inquiries: before.inquiries + 1, mail: before.mail + 1 });
  });
});

describe('a refused post comes back with its input and messages, nothing stored', () => {
  it('invalid fields: the schema’s messages at their fields, the failure line, the input as sent', async () => {
    const before = await counts();
    const state = await sendContactFormAction(NO_FORM_POST, posted({ name: 'K', email: 'kari@', message: 'Kort', antiSpamAnswer: '5', topic: 'generelt' }));
    expect(state).toEqual({
      values: { name: 'K', email: 'kari@', message: 'Kort', antiSpamAnswer: '5', topic: 'generelt' },
      fieldErrors: { name: [M.name], email: [M.email], message: [M.message], antiSpamAnswer: [M.antiSpam] },
      error: 'Feil. Kunne ikke sende meldingen. Vennligst prøv igjen.',
    });
    expect(await counts()).toEqual(before);
  });

  it('an application without products or industry: their messages, the checked boxes kept', async () => {
    const state = await sendPartnerFormAction(NO_FORM_POST, posted({ ...VALID_PARTNER, industry: '', productInterest: [] }));
    expect(state.fieldErrors).toEqual({ industry: [M.industry], productInterest: [M.productInterest] });
    expect(state.error).toBe('Feil. Kunne ikke sende forespørselen. Vennligst prøv igjen.');
    const kept = await sendPartnerFormAction(NO_FORM_POST, posted({ ...VALID_PARTNER, phone: '12' }));
    expect(kept.values).toMatchObject({ productInterest: ['Møbelpolish', 'Lærpleie'], phone: '12', company: VALID_PARTNER.company });
    expect(kept.fieldErrors).toEqual({ phone: [M.phone] });
  });

  it('the honeypot filled: refused, the value never given back', async () => {
    const before = await counts();
    const form = posted(VALID_CONTACT);
    form.set('website', 'https://spam.example');
    const state = await sendContactFormAction(NO_FORM_POST, form);
    expect(state).toEqual({ values: { ...VALID_CONTACT }, error: 'Innsendingen ble avvist' });
    expect(await counts()).toEqual(before);
  });

  it('not a form (the action is a public endpoint): refused without a query', async () => {
    expect(await sendContactFormAction(NO_FORM_POST, { name: 'x' } as unknown as FormData)).toEqual({ error: 'Skjemaet inneholder feil' });
  });

  describe('past the rate limit', () => {
    beforeAll(() => {
      process.env.CONTACT_RATE_LIMIT_POINTS = '2';
      process.env.CONTACT_RATE_LIMIT_WINDOW_SECONDS = '720';
    });
    afterAll(() => {
      delete process.env.CONTACT_RATE_LIMIT_POINTS;
      delete process.env.CONTACT_RATE_LIMIT_WINDOW_SECONDS;
    });

    it('says how many minutes to wait, keeps the input, stores nothing; counted with the JSON route’s attempts', async () => {
      setNextRequest({ 'x-forwarded-for': '203.0.113.140' });
      const { POST } = await import('@/app/api/contact-messages/route');
      const json = await POST(
        new Request('http://127.0.0.1/api/contact-messages', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.140' },
          body: JSON.stringify({ name: '' }),
        }),
      );
      expect(json.status).toBe(400);
      expect(await sendContactFormAction(NO_FORM_POST, posted({ ...VALID_CONTACT, name: 'X' }))).toMatchObject({ fieldErrors: { name: [M.name] } });
      const before = await counts();
      const state = await sendContactFormAction(NO_FORM_POST, posted(VALID_CONTACT));
      expect(state).toEqual({ values: { ...VALID_CONTACT }, error: 'For mange innsendinger. Prøv igjen om 12 minutter.' });
      expect(await counts()).toEqual(before);
      // The application has an allowance of its own.
      expect(await redirectOf(() => sendPartnerFormAction(NO_FORM_POST, posted(VALID_PARTNER)))).toBe('/kontakt?tab=partner&sendt=partner#skjema');
    });
  });

  it('a database that cannot be reached: the failure line and the input, never the success', async () => {
    const url = new URL(db.url);
    url.port = String(
      await new Promise<number>((resolve) => {
        const server = net.createServer().listen(0, '127.0.0.1', () => {
          const { port } = server.address() as net.AddressInfo;
          server.close(() => resolve(port));
        });
      }),
    );
    const down = createPrismaClient(url.toString());
    try {
      const before = await counts();
      const state = await submitFormPost(down, 'contact', posted(VALID_CONTACT), new Headers({ 'x-forwarded-for': nextIp() }));
      expect(state).toEqual({ values: { ...VALID_CONTACT }, error: 'Feil. Kunne ikke sende meldingen. Vennligst prøv igjen.' });
      expect(await counts()).toEqual(before);
    } finally {
      await down.$disconnect();
      resetDatabaseOutage();
    }
  });
});
