/**
 * The outbox's sender (lib/mail/sender.ts, docs/operations.md §5) against a real local SMTP server
 * (smtp-server on a random port of 127.0.0.1) and the test database: the message as received
 * (From, To, Reply-To, Subject, both parts, UTF-8), a refused delivery retried on the back-off
 * schedule, 'failed' after the last attempt, a stuck 'sending' row reclaimed after its lease, two
 * concurrent senders never sending one row twice, and nothing at all without SMTP_HOST.
 *
 * The SMTP settings are handed to deliverOutbox directly: process.env has no SMTP_HOST, so the
 * background run after each enqueue stays idle and the test drives every run itself.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '@/lib/mail/backoff';
import { enqueueMail, listOutbox, retryFailedMessage } from '@/lib/mail/outbox';
import { claimBatch, deliverOutbox, SENDING_LEASE_MS, type SmtpConfig } from '@/lib/mail/sender';
import { renderMail } from '@/lib/mail/layout';
import { siteConfig } from '@/lib/site';
import { cloneTemplateDatabase, type TestDatabase } from '../support/harness';

let db: TestDatabase;
let server: SMTPServer;
let config: SmtpConfig;
let received: { envelopeTo: string[]; mail: ParsedMail }[] = [];
/** How many coming deliveries the server refuses (451, a temporary error). */
let refuse = 0;

beforeAll(async () => {
  db = await cloneTemplateDatabase('outbox');
  process.env.DATABASE_URL = db.url;
  delete process.env.SMTP_HOST;
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse--;
          return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        }
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  config = {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: (server.server.address() as AddressInfo).port,
    SMTP_SECURE: false,
    SMTP_USER: undefined,
    SMTP_PASSWORD: undefined,
    SMTP_FROM: undefined,
  };
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(resolve));
  const { prisma } = await import('@/lib/db');
  await prisma.$disconnect();
  await db.drop();
});

beforeEach(async () => {
  await db.prisma.outboxMessage.deleteMany();
  received = [];
  refuse = 0;
});

const address = (value: AddressObject | AddressObject[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value);

async function enqueue(to: string, subject = 'Hei', replyTo?: string) {
  return enqueueMail(db.prisma, { kind: 'contact_notification', to, replyTo, ...renderMail({ subject, paragraphs: ['Tekst'] }) });
}

const row = (id: number) => db.prisma.outboxMessage.findUniqueOrThrow({ where: { id } });

describe('delivery', () => {
  it('sends From, To, Reply-To, a UTF-8 subject and both parts, then marks the row sent', async () => {
    const site = siteConfig();
    const content = renderMail({
      subject: 'Blåbær og ærfugl – ØL',
      greeting: 'Hei Åse,',
      paragraphs: ['Smøring av lær <og> tre: æøå ÆØÅ.'],
      action: { label: 'Åpne', url: 'https://example.no/a?b=1&c=2' },
    });
    const id = await enqueueMail(db.prisma, { kind: 'contact_notification', to: 'salg@nordiskpleie.example', replyTo: 'kari@example.no', ...content });

    expect(await deliverOutbox(db.prisma, { config })).toEqual({ sent: 1, retried: 0, failed: 0 });

    expect(received).toHaveLength(1);
    const { envelopeTo, mail } = received[0];
    expect(envelopeTo).toEqual(['salg@nordiskpleie.example']);
    expect(address(mail.from)).toEqual([{ name: site.companyName, address: site.email }]);
    expect(address(mail.to).map((a) => a.address)).toEqual(['salg@nordiskpleie.example']);
    expect(address(mail.replyTo).map((a) => a.address)).toEqual(['kari@example.no']);
    expect(mail.subject).toBe('Blåbær og ærfugl – ØL');
    expect(mail.text?.trim()).toBe(content.text.trim());
    expect(mail.text).toContain('Smøring av lær <og> tre: æøå ÆØÅ.');
    expect(mail.html).toContain('Smøring av lær &lt;og&gt; tre: æøå ÆØÅ.');
    expect(mail.html).toContain('href="https://example.no/a?b=1&amp;c=2"');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');

    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(stored.sentAt).toBeInstanceOf(Date);
    // Sent once: a second run finds nothing.
    expect(await deliverOutbox(db.prisma, { config })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(received).toHaveLength(1);
  });

  it('uses SMTP_FROM when it is set', async () => {
    await enqueue('a@example.no');
    await deliverOutbox(db.prisma, { config: { ...config, SMTP_FROM: 'Nordisk Pleie <ikke-svar@nordiskpleie.example>' } });
    expect(address(received[0].mail.from)).toEqual([{ name: 'Nordisk Pleie', address: 'ikke-svar@nordiskpleie.example' }]);
  });

  it('retries a refused delivery at the back-off time, not before', async () => {
    const id = await enqueue('b@example.no');
    const start = new Date();
    refuse = 1;

    expect(await deliverOutbox(db.prisma, { config, now: () => start })).toEqual({ sent: 0, retried: 1, failed: 0 });
    let stored = await row(id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1 });
    expect(stored.lastError).toMatch(/Mailbox busy, try later.*\(SMTP 451\)/);
    expect(stored.nextAttemptAt.getTime()).toBe(start.getTime() + RETRY_DELAYS_MS[0]);

    // Not due yet: nothing happens.
    expect(await deliverOutbox(db.prisma, { config, now: () => new Date(start.getTime() + RETRY_DELAYS_MS[0] - 1000) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(received).toHaveLength(0);

    // Due: delivered on the second attempt.
    expect(await deliverOutbox(db.prisma, { config, now: () => new Date(start.getTime() + RETRY_DELAYS_MS[0]) })).toEqual({ sent: 1, retried: 0, failed: 0 });
    stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received.map((r) => r.envelopeTo)).toEqual([['b@example.no']]);
  });

  it('follows the whole schedule and marks the message failed after the last attempt', async () => {
    const id = await enqueue('c@example.no');
    refuse = 100;
    let clock = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await deliverOutbox(db.prisma, { config, now: () => clock });
      const stored = await row(id);
      expect(stored.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(report).toEqual({ sent: 0, retried: 1, failed: 0 });
        expect(stored.status).toBe('pending');
        waits.push(stored.nextAttemptAt.getTime() - clock.getTime());
        clock = stored.nextAttemptAt;
      } else {
        expect(report).toEqual({ sent: 0, retried: 0, failed: 1 });
        expect(stored.status).toBe('failed');
        expect(stored.lastError).toContain('451');
      }
    }
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
    // Failed stays failed, however late.
    refuse = 0;
    expect(await deliverOutbox(db.prisma, { config, now: () => new Date(clock.getTime() + 365 * 86_400_000) })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(received).toHaveLength(0);
  });

  it('keeps an unreachable server as a retry with the connection error', async () => {
    const id = await enqueue('d@example.no');
    const report = await deliverOutbox(db.prisma, { config: { ...config, SMTP_PORT: 1, SMTP_USER: 'bruker', SMTP_PASSWORD: 'hemmelig-passord' } });
    expect(report).toEqual({ sent: 0, retried: 1, failed: 0 });
    const stored = await row(id);
    expect(stored.status).toBe('pending');
    expect(stored.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(stored.lastError).not.toContain('hemmelig-passord');
  });

  it('does nothing without SMTP_HOST: the rows stay pending to be read in the panel', async () => {
    const id = await enqueue('e@example.no');
    expect(await deliverOutbox(db.prisma, { config: { ...config, SMTP_HOST: undefined } })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await deliverOutbox(db.prisma)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(received).toHaveLength(0);
  });
});

describe('several senders', () => {
  it('never sends one message twice when two senders run at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await enqueue(`kunde${i}@example.no`, `Melding ${i}`));
    const other = (await import('@/lib/db')).createPrismaClient(db.url);
    try {
      const reports = await Promise.all([
        deliverOutbox(db.prisma, { config, batchSize: 3 }),
        deliverOutbox(other, { config, batchSize: 3 }),
        deliverOutbox(other, { config, batchSize: 4 }),
      ]);
      expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(30);
      expect(reports.filter((r) => r.sent > 0).length).toBeGreaterThan(1);
    } finally {
      await other.$disconnect();
    }
    const subjects = received.map((r) => r.mail.subject).sort();
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    const rows = await db.prisma.outboxMessage.findMany({ where: { id: { in: ids } } });
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('claims disjoint batches in concurrent transactions (SKIP LOCKED)', async () => {
    for (let i = 0; i < 6; i++) await enqueue(`x${i}@example.no`);
    const now = new Date();
    const other = (await import('@/lib/db')).createPrismaClient(db.url);
    try {
      const [a, b] = await Promise.all([claimBatch(db.prisma, 4, now), claimBatch(other, 4, now)]);
      const ids = [...a, ...b].map((m) => m.id);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
    } finally {
      await other.$disconnect();
    }
  });

  it('reclaims a row left sending by a dead process once its lease ran out, and fails it when no attempt is left', async () => {
    const id = await enqueue('f@example.no');
    const start = new Date();
    expect(await claimBatch(db.prisma, 10, start)).toHaveLength(1); // claimed, then the process "dies"
    // Within the lease nobody takes it.
    expect(await deliverOutbox(db.prisma, { config, now: () => new Date(start.getTime() + SENDING_LEASE_MS - 1000) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(await row(id)).toMatchObject({ status: 'sending', attempts: 1 });
    // After it, the next run sends it.
    expect(await deliverOutbox(db.prisma, { config, now: () => new Date(start.getTime() + SENDING_LEASE_MS) })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });

    const last = await enqueue('g@example.no');
    await db.prisma.outboxMessage.update({ where: { id: last }, data: { status: 'sending', attempts: MAX_ATTEMPTS, nextAttemptAt: start } });
    await deliverOutbox(db.prisma, { config, now: () => new Date(start.getTime() + 1000) });
    expect(await row(last)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'Sendingen ble avbrutt (prosessen stoppet under sending).' });
    expect(received.map((r) => r.envelopeTo[0])).toEqual(['f@example.no']);
  });
});

describe('Send på nytt and the list', () => {
  it('puts a failed message back to pending with fresh attempts, then it is sent; refuses other statuses (409) and unknown ids (404)', async () => {
    const id = await enqueue('h@example.no');
    await db.prisma.outboxMessage.update({ where: { id }, data: { status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'Mailbox busy' } });
    await expect(retryFailedMessage(db.prisma, id)).resolves.toMatchObject({ id, status: 'pending' });
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: 'Mailbox busy' });
    await expect(retryFailedMessage(db.prisma, id)).rejects.toMatchObject({ status: 409, message: 'Bare meldinger som har feilet kan sendes på nytt.' });
    await expect(retryFailedMessage(db.prisma, 999_999)).rejects.toMatchObject({ status: 404 });
    expect(await deliverOutbox(db.prisma, { config })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('lists newest first, filtered by status and recipient (any case)', async () => {
    const a = await enqueue('Liste@Example.no', 'A');
    const b = await enqueue('liste@example.no', 'B');
    await enqueue('annen@example.no', 'C');
    await db.prisma.outboxMessage.update({ where: { id: a }, data: { status: 'failed' } });
    const all = await listOutbox(db.prisma, { page: 1, pageSize: 2 });
    expect(all.total).toBe(3);
    expect(all.items.map((m) => m.subject)).toEqual(['C', 'B']);
    expect((await listOutbox(db.prisma, { page: 1, pageSize: 50 }, { to: 'LISTE@example.no ' })).items.map((m) => m.id)).toEqual([b, a]);
    expect((await listOutbox(db.prisma, { page: 1, pageSize: 50 }, { status: 'failed' })).items.map((m) => m.id)).toEqual([a]);
  });
});
