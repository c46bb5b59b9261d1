/**
 * POST /api/contact-messages and POST /api/partner-inquiries against the real test database:
 * every status code, what is (and is not) stored, the per-IP rate limit counted in PostgreSQL,
 * and the e-mail notification: written to the outbox with the submission, and delivered in the
 * background through a local SMTP server (smtp-server on 127.0.0.1) by the outbox's sender.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { POST as contactPOST } from '@/app/api/contact-messages/route';
import { POST as partnerPOST } from '@/app/api/partner-inquiries/route';
import { CONTACT_FIELD_MESSAGES as M } from '@/lib/contact/schema';
import { stopOutboxSender } from '@/lib/mail/sender';
import { closeRateLimitStores } from '@/lib/security/rate-limit';
import { VALID_CONTACT as contact, VALID_PARTNER as partner } from '../support/contact-fixtures';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';
import { serveHandlers } from '../support/http-server';

let db: TestDatabase;
let ipCounter = 0;
/** A fresh client address per request unless a test picks one: tests do not share limits. */
const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

type Handler = (request: Request) => Promise<Response>;

function request(path: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request(`http://127.0.0.1${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
  });
}

async function send(handler: Handler, body: unknown, headers: Record<string, string> = {}) {
  const path = handler === contactPOST ? '/api/contact-messages' : '/api/partner-inquiries';
  const response = await handler(request(path, typeof body === 'string' ? body : JSON.stringify(body), headers));
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const counts = async () => ({
  messages: await db.prisma.contactMessage.count(),
  inquiries: await db.prisma.partnerInquiry.count(),
});

beforeAll(async () => {
  db = await cloneTemplateDatabase('contact');
  process.env.DATABASE_URL = db.url;
  delete process.env.REDIS_URL;
  delete process.env.SMTP_HOST;
});

afterAll(async () => {
  await stopOutboxSender();
  await closeRateLimitStores();
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

describe('accepted submissions', () => {
  it('stores a contact message exactly as typed and answers 201 with its id', async () => {
    const typed = {
      name: 'Åse <img src=x onerror=alert(1)>',
      email: 'aase@example.no',
      message: '<script>alert("x")</script>\nBlåbær 🍓 – “sitat” &amp; æøå',
      antiSpamAnswer: '4',
    };
    const res = await send(contactPOST, typed);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    const stored = await db.prisma.contactMessage.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored).toMatchObject({ ...typed, topic: 'generelt' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("stores the topic a barrier report is sent with, and its notification's subject names it", async () => {
    const res = await send(contactPOST, { ...contact, topic: 'tilgjengelighet' });
    expect(res.status).toBe(201);
    const stored = await db.prisma.contactMessage.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored.topic).toBe('tilgjengelighet');
    const mail = await db.prisma.outboxMessage.findFirstOrThrow({ where: { kind: 'contact_notification' }, orderBy: { id: 'desc' } });
    expect(mail.subject).toBe(`Ny melding fra ${contact.name} – Tilgjengelighet (universell utforming)`);
  });

  it('stores a dealer application with its product choices', async () => {
    const res = await send(partnerPOST, { ...partner, unknownField: 'ignored' });
    expect(res.status).toBe(201);
    const stored = await db.prisma.partnerInquiry.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored).toMatchObject(partner);
    expect(stored).not.toHaveProperty('unknownField');
  });
});

describe('refused submissions store nothing', () => {
  let before: Awaited<ReturnType<typeof counts>>;
  beforeEach(async () => {
    before = await counts();
  });
  afterEach(async () => {
    expect(await counts()).toEqual(before);
  });

  it('400 with the Norwegian field messages for an invalid contact message', async () => {
    const res = await send(contactPOST, { name: 'K', email: 'kari@', message: 'kort', antiSpamAnswer: '5' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Skjemaet inneholder feil',
      code: 'validation_failed',
      fieldErrors: { name: [M.name], email: [M.email], message: [M.message], antiSpamAnswer: [M.antiSpam] },
    });
  });

  it('400 with the topic message for an unknown topic', async () => {
    const res = await send(contactPOST, { ...contact, topic: 'reklamasjon' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ topic: [M.topic] });
  });

  it('400 with the field messages for an invalid dealer application', async () => {
    const res = await send(partnerPOST, { ...partner, company: '', phone: '123', industry: 'x', productInterest: [] });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      company: [M.company],
      phone: [M.phone],
      industry: [M.industry],
      productInterest: [M.productInterest],
    });
  });

  it('400 for wrong types, arrays where text belongs and control characters', async () => {
    const res = await send(contactPOST, { name: ['Kari'], email: 42, message: 'Hei\u0000 der ute', antiSpamAnswer: 4 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      name: [M.notText],
      email: [M.notText],
      message: [M.badCharacters],
      antiSpamAnswer: [M.notText],
    });
  });

  it.each([
    ['an empty body', '', 'Forespørselen mangler innhold'],
    ['broken JSON', '{"name": "Kari",', 'Forespørselen er ikke gyldig JSON'],
    ['a JSON array', '[1, 2]', 'Forespørselen må være et JSON-objekt'],
    ['JSON null', 'null', 'Forespørselen må være et JSON-objekt'],
  ])('400 for %s', async (_label, body, error) => {
    const res = await send(contactPOST, body);
    expect(res).toMatchObject({ status: 400, body: { error } });
  });

  it('400 when the hidden honeypot field is filled', async () => {
    const res = await send(partnerPOST, { ...partner, website: 'https://spam.example' });
    expect(res).toMatchObject({ status: 400, body: { error: 'Innsendingen ble avvist', code: 'bad_request' } });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('415 for a %s body', async (type) => {
    const res = await send(contactPOST, JSON.stringify(contact), { 'content-type': type });
    expect(res.status).toBe(415);
    expect(res.body.error).toMatch(/JSON/);
  });

  it('413 for a 1 MB body, announced or streamed', async () => {
    const huge = JSON.stringify({ ...contact, message: 'x'.repeat(1024 * 1024) });
    const announced = await send(contactPOST, huge, { 'content-length': String(Buffer.byteLength(huge)) });
    expect(announced).toMatchObject({ status: 413, body: { error: 'Forespørselen er for stor', code: 'payload_too_large' } });

    const bytes = new TextEncoder().encode(huge);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await partnerPOST(
      new Request('http://127.0.0.1/api/partner-inquiries', {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
  });
});

describe('per-IP rate limit', () => {
  beforeAll(() => {
    process.env.CONTACT_RATE_LIMIT_POINTS = '3';
    process.env.CONTACT_RATE_LIMIT_WINDOW_SECONDS = '600';
  });
  afterAll(() => {
    delete process.env.CONTACT_RATE_LIMIT_POINTS;
    delete process.env.CONTACT_RATE_LIMIT_WINDOW_SECONDS;
  });

  it('refuses the 4th submission within the window with 429, counts it in PostgreSQL, lets another IP through', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await send(contactPOST, contact, { 'x-forwarded-for': ip })).status);
    expect(statuses).toEqual([201, 201, 201]);

    const before = await counts();
    const refused = await send(contactPOST, contact, { 'x-forwarded-for': ip });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('For mange innsendinger. Prøv igjen om 10 minutter.');
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(await counts()).toEqual(before);

    // The counter lives in the database: a new set of limiters (another instance) still refuses.
    const row = await db.prisma.rateLimit.findUniqueOrThrow({ where: { key: `form-contact:${ip}` } });
    expect(row.points).toBe(4);
    await closeRateLimitStores();
    expect((await send(contactPOST, contact, { 'x-forwarded-for': ip })).status).toBe(429);

    expect((await send(contactPOST, contact, { 'x-forwarded-for': '203.0.113.78' })).status).toBe(201);
    // The two forms are counted apart.
    expect((await send(partnerPOST, partner, { 'x-forwarded-for': ip })).status).toBe(201);
  });

  it('counts invalid attempts too, and behind one proxy (TRUST_PROXY_HOPS=1) keys by the address it appended', async () => {
    process.env.TRUST_PROXY_HOPS = '1';
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        // The client-written first entry changes every time; the proxy's entry does not.
        const headers = { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.90`, 'x-socket-address': '10.0.0.2' };
        statuses.push((await send(partnerPOST, { ...partner, name: '' }, headers)).status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      delete process.env.TRUST_PROXY_HOPS;
    }
  });

  describe('over a real socket (X-Socket-Address set from it, as the server program does)', () => {
    let server: Awaited<ReturnType<typeof serveHandlers>>;
    beforeAll(async () => {
      server = await serveHandlers({ '/api/contact-messages': contactPOST, '/api/partner-inquiries': partnerPOST });
    });
    afterAll(() => server.close());
    const post = (path: string, body: unknown, headers: Record<string, string>) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    it('no proxy (TRUST_PROXY_HOPS unset = 0): a rotating X-Forwarded-For from one socket does not dodge the limit', async () => {
      const before = await counts();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        // A forged X-Socket-Address is overwritten by the server too.
        const res = await post('/api/contact-messages', contact, { 'x-forwarded-for': `1.2.3.${i}`, 'x-socket-address': `5.6.7.${i}` });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
      expect((await counts()).messages).toBe(before.messages + 3);
      // Counted under the socket's address, not under any address the client wrote.
      const row = await db.prisma.rateLimit.findUniqueOrThrow({ where: { key: 'form-contact:127.0.0.1' } });
      expect(row.points).toBe(6);
      expect(await db.prisma.rateLimit.count({ where: { key: { startsWith: 'form-contact:1.2.3.' } } })).toBe(0);
    });

    it('behind one proxy (TRUST_PROXY_HOPS=1): the entry the proxy appended is the client, what the client wrote before it is not', async () => {
      process.env.TRUST_PROXY_HOPS = '1';
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) {
          statuses.push((await post('/api/partner-inquiries', partner, { 'x-forwarded-for': `6.6.6.${i}, 203.0.113.95` })).status);
        }
        expect(statuses).toEqual([201, 201, 201, 429]);
        // Another client behind the same proxy (the same socket) has its own count.
        expect((await post('/api/partner-inquiries', partner, { 'x-forwarded-for': '203.0.113.96' })).status).toBe(201);
      } finally {
        delete process.env.TRUST_PROXY_HOPS;
      }
    });
  });
});

describe('e-mail notification', () => {
  let server: SMTPServer;
  const received: { from?: string; to: string[]; raw: string }[] = [];
  let arrived: () => void = () => undefined;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
          arrived();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.SMTP_HOST = '127.0.0.1';
    process.env.SMTP_PORT = String((server.server.address() as AddressInfo).port);
    process.env.CONTACT_NOTIFY_TO = 'salg@nordiskpleie.example';
    // The earlier tests' notifications stay out of this server's inbox.
    await db.prisma.outboxMessage.updateMany({ data: { status: 'sent' } });
  });

  afterAll(async () => {
    delete process.env.SMTP_HOST;
    delete process.env.SMTP_PORT;
    delete process.env.CONTACT_NOTIFY_TO;
    await stopOutboxSender();
    await new Promise<void>((resolve) => server.close(resolve));
  });

  it('writes the notification to the outbox with the submission and delivers it with both parts', async () => {
    const delivered = new Promise<void>((resolve) => (arrived = resolve));
    const res = await send(partnerPOST, partner);
    expect(res.status).toBe(201);
    const row = await db.prisma.outboxMessage.findFirstOrThrow({ where: { kind: 'partner_notification' }, orderBy: { id: 'desc' } });
    expect(row).toMatchObject({ to: 'salg@nordiskpleie.example', replyTo: 'ola@hansen.no', subject: `Ny forhandlersøknad fra ${partner.company}` });
    expect(row.text).toContain(`(nr. ${res.body.id})`);
    await delivered;
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['salg@nordiskpleie.example']);
    expect(received[0].raw).toMatch(/^Reply-To: ola@hansen\.no/m);
    expect(received[0].raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(received[0].raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(received[0].raw).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
  });

  it('still stores the message when the SMTP server cannot be reached; the notification waits for a retry', async () => {
    process.env.SMTP_PORT = '1'; // nothing listens there
    const res = await send(contactPOST, contact);
    expect(res.status).toBe(201);
    expect(await db.prisma.contactMessage.findUnique({ where: { id: res.body.id } })).not.toBeNull();
    const row = await db.prisma.outboxMessage.findFirstOrThrow({ where: { kind: 'contact_notification' }, orderBy: { id: 'desc' } });
    expect(row.text).toContain(`(nr. ${res.body.id})`);
  });
});
