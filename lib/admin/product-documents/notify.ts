/**
 * REACH art. 31(9): a published safety data sheet revision goes to every active dealer account
 * (role DEALER, active) through the outbox (docs/product.md: Sikkerhetsdatablader, the e-mail rule).
 *
 * - One message per dealer per Oslo day: while the day's message to a dealer is still `pending`,
 *   a further revision is added to it (subject, text and HTML rewritten with every revision)
 *   instead of a new message.
 * - A new message is held `SDS_MAIL_HOLD_MINUTES` (its `nextAttemptAt`), so a batch published
 *   together lands in one e-mail; adding to it does not move the hold.
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
import { osloToday } from './schema';

/** Minutes a new SDS message waits before the sender takes it. */
export const SDS_MAIL_HOLD_MINUTES = 15;

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
  const today = osloToday(now);
  const docSelect = { revision: true, revisionDate: true, language: true, product: { select: { name: true, articleNumber: true } } } as const;
  const revised = await tx.productDocument.findUniqueOrThrow({ where: { id: documentId }, select: docSelect });
  // Today's waiting messages (a day is at most 25 hours long), then those of this Oslo day.
  const waiting = (
    await tx.outboxMessage.findMany({
      where: { kind: SDS_MAIL_KIND, status: 'pending', to: { in: dealers.map((d) => d.email) }, createdAt: { gte: new Date(now.getTime() - 26 * 3600_000) } },
      select: { id: true, to: true, createdAt: true },
      orderBy: { id: 'desc' },
    })
  ).filter((m) => osloToday(m.createdAt) === today);

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
        where: { id: open.id, status: 'pending' },
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
          nextAttemptAt: new Date(now.getTime() + SDS_MAIL_HOLD_MINUTES * 60_000),
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
