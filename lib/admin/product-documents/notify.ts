/**
 * REACH art. 31(9): a published safety data sheet revision goes to every active dealer account
 * (role DEALER, active) through the outbox (docs/product.md: Sikkerhetsdatablader, the e-mail rule).
 *
 * - One message per dealer per publishing day: a new message is held until 07:00 Oslo time on the
 *   day after the Oslo day it was queued (its `nextAttemptAt`, `sdsMailSendAt`); every revision
 *   published that Oslo day is added to it while it is `pending` (subject, text and HTML rewritten
 *   with every revision). So a dealer gets at most one e-mail per publishing day, the next morning.
 * - Only a revision that is the current one is sent (publishProductDocument decides): a back-dated
 *   sheet is nothing new for the dealers.
 * - Each dealer gets an SdsRecipient row per revision (address and company copied, the outbox
 *   message's id): the record the duty calls for, shown in the admin with its CSV.
 *
 * Runs inside the publishing transaction, under one advisory lock, so two revisions published at
 * once still share a message. Server-only.
 */
import 'server-only';
import type { Prisma } from '../../generated/prisma/client';
import { languageLabel } from '../../catalogue/facts';
import { loadSite } from '../../content/service';
import { sdsRevisionMail, type SdsRevisionLine } from '../../mail/templates';
import { osloDay } from '../../content/schema';

/** The hour (Oslo time) on the day after it was queued that a new SDS message is sent. */
export const SDS_MAIL_HOUR = 7;

const osloHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', hour: '2-digit', hourCycle: 'h23' });

/**
 * 07:00 Oslo time on the day after `now`'s Oslo day: 06:00 UTC in winter (CET), 05:00 UTC in summer
 * (CEST). Norway changes clocks at 01:00 UTC, so 07:00 local exists exactly once every day.
 */
export function sdsMailSendAt(now: Date): Date {
  const [y, m, d] = osloDay(now).split('-').map(Number);
  for (const utcHour of [SDS_MAIL_HOUR - 1, SDS_MAIL_HOUR - 2]) {
    const at = new Date(Date.UTC(y, m - 1, d + 1, utcHour));
    if (Number(osloHour.format(at)) === SDS_MAIL_HOUR) return at;
  }
  throw new Error('Europe/Oslo is not UTC+1 or UTC+2');
}

export const SDS_MAIL_KIND = 'sds_revision';

/** The portal page the e-mail links to. */
export const SDS_PORTAL_PATH = '/dealer-portal/sikkerhetsdatablader';

const lineOf = (d: { revision: string; revisionDate: Date; language: string; product: { name: string; articleNumber: string } }): SdsRevisionLine => ({
  productName: d.product.name,
  articleNumber: d.product.articleNumber,
  languageLabel: languageLabel(d.language),
  revision: d.revision,
  revisionDate: d.revisionDate.toISOString().slice(0, 10),
});

/** Queues (or extends) the day's message to every active dealer for the revision; answers how many dealers. */
export async function queueSdsNotices(tx: Prisma.TransactionClient, documentId: number, now = new Date()): Promise<number> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('sds_revision_mail'))`;
  const dealers = await tx.user.findMany({
    where: { role: 'DEALER', isActive: true },
    select: { id: true, email: true, name: true, company: true },
    orderBy: { id: 'asc' },
  });
  if (dealers.length === 0) return 0;
  const site = await loadSite(tx);
  const url = `${site.siteUrl}${SDS_PORTAL_PATH}`;
  const sendAt = sdsMailSendAt(now);
  const docSelect = { revision: true, revisionDate: true, language: true, product: { select: { name: true, articleNumber: true } } } as const;
  const revised = await tx.productDocument.findUniqueOrThrow({ where: { id: documentId }, select: docSelect });
  // This Oslo day's waiting messages: those held for the same morning, not yet taken by the sender.
  const waiting = await tx.outboxMessage.findMany({
    where: { kind: SDS_MAIL_KIND, status: 'pending', attempts: 0, nextAttemptAt: sendAt, to: { in: dealers.map((d) => d.email) } },
    select: { id: true, to: true },
    orderBy: { id: 'desc' },
  });

  for (const dealer of dealers) {
    const open = waiting.find((m) => m.to === dealer.email);
    let messageId: number | null = null;
    if (open) {
      const earlier = await tx.sdsRecipient.findMany({
        where: { outboxMessageId: open.id, userId: dealer.id, documentId: { not: documentId } },
        select: { document: { select: docSelect } },
        orderBy: { createdAt: 'asc' },
      });
      const mail = sdsRevisionMail({ name: dealer.name, revisions: [...earlier.map((r) => lineOf(r.document)), lineOf(revised)], url }, site);
      // Only while it still waits: a message the sender has claimed meanwhile is left as it is.
      const { count } = await tx.outboxMessage.updateMany({
        where: { id: open.id, status: 'pending', attempts: 0 },
        data: { subject: mail.subject.slice(0, 300), text: mail.text, html: mail.html },
      });
      if (count === 1) messageId = open.id;
    }
    if (messageId === null) {
      const mail = sdsRevisionMail({ name: dealer.name, revisions: [lineOf(revised)], url }, site);
      const row = await tx.outboxMessage.create({
        data: {
          kind: SDS_MAIL_KIND,
          to: dealer.email,
          subject: mail.subject.slice(0, 300),
          text: mail.text,
          html: mail.html,
          nextAttemptAt: sendAt,
        },
        select: { id: true },
      });
      messageId = row.id;
    }
    await tx.sdsRecipient.upsert({
      where: { documentId_userId: { documentId, userId: dealer.id } },
      create: { documentId, userId: dealer.id, email: dealer.email, company: dealer.company.slice(0, 160), outboxMessageId: messageId },
      update: { outboxMessageId: messageId },
    });
  }
  return dealers.length;
}
