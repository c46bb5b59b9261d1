/**
 * The e-mail notification of a new contact message or dealer application to the company address
 * (CONTACT_NOTIFY_TO, else the site's e-mail): written to the outbox in the same transaction as the
 * submission (lib/mail/outbox.ts) and delivered by the outbox's sender, with retries, when SMTP is
 * configured; without SMTP administrators read it in the panel (docs/operations.md §5, E-post).
 */
import 'server-only';
import { env } from '../env';
import { loadSite } from '../content/service';
import { enqueueMail, type OutboxDb } from '../mail/outbox';
import { contactNotificationMail, partnerNotificationMail } from '../mail/templates';
import { siteConfig } from '../site';
import type { ContactMessageData, PartnerInquiryData } from './schema';

export type Submission = { kind: 'contact'; id: number; data: ContactMessageData } | { kind: 'partner'; id: number; data: PartnerInquiryData };

/** The outbox row for a submission (pure apart from the configuration: tested without a database). */
export function notificationFor(submission: Submission, site = siteConfig()) {
  const to = env().CONTACT_NOTIFY_TO ?? site.email;
  const replyTo = submission.data.email;
  if (submission.kind === 'contact') {
    return { kind: 'contact_notification' as const, to, replyTo, ...contactNotificationMail({ id: submission.id, ...submission.data }, site) };
  }
  return { kind: 'partner_notification' as const, to, replyTo, ...partnerNotificationMail({ id: submission.id, ...submission.data }, site) };
}

/**
 * Writes the notification to the outbox (call it in the transaction that stores the submission),
 * signed with the company identity saved in 'Innhold'.
 */
export async function enqueueNotification(db: OutboxDb, submission: Submission): Promise<number> {
  return enqueueMail(db, notificationFor(submission, await loadSite(db)));
}
