/**
 * Optional e-mail notification of a new contact message or dealer application to the company
 * address (nodemailer over SMTP). Without SMTP_HOST it does nothing. Plain text only, so nothing
 * a visitor wrote is ever interpreted as markup; the visitor's address goes in Reply-To, never
 * in From. A failure is logged and never reaches the visitor: the submission is already stored.
 *
 */
import 'server-only';
import nodemailer from 'nodemailer';
import { env } from '../env';
import { logger } from '../logger';
import { siteConfig } from '../site';
import type { ContactMessageData, PartnerInquiryData } from './schema';

export type Submission =
  | { kind: 'contact'; id: number; data: ContactMessageData }
  | { kind: 'partner'; id: number; data: PartnerInquiryData };

export interface Notification {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

/** The e-mail for a submission (pure: tested without a server). */
export function notificationFor(submission: Submission, site = siteConfig()): Notification {
  const { SMTP_FROM, CONTACT_NOTIFY_TO } = env();
  const { data } = submission;
  const lines =
    submission.kind === 'contact'
      ? [
          `Ny melding fra kontaktskjemaet (nr. ${submission.id}).`,
          '',
          `Navn: ${data.name}`,
          `E-post: ${data.email}`,
          '',
          data.message,
        ]
      : [
          `Ny forhandlersøknad (nr. ${submission.id}).`,
          '',
          `Navn: ${data.name}`,
          `Firma: ${submission.data.company}`,
          `E-post: ${data.email}`,
          `Telefon: ${submission.data.phone}`,
          `Bransje: ${submission.data.industry}`,
          `Interesserte produkter: ${submission.data.productInterest.join(', ')}`,
          '',
          data.message,
        ];
  return {
    from: SMTP_FROM ?? site.email,
    to: CONTACT_NOTIFY_TO ?? site.email,
    replyTo: data.email,
    subject:
      submission.kind === 'contact'
        ? `Ny melding fra ${data.name}`
        : `Ny forhandlersøknad fra ${submission.data.company}`,
    text: lines.join('\n'),
  };
}

/** Sends the notification when SMTP is configured; resolves false when nothing was sent. */
export async function notifySubmission(submission: Submission): Promise<boolean> {
  const config = env();
  if (!config.SMTP_HOST) return false;
  try {
    const transport = nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    await transport.sendMail(notificationFor(submission));
    transport.close();
    return true;
  } catch (error) {
    logger.error({ err: error, kind: submission.kind, id: submission.id }, 'Notification e-mail failed');
    return false;
  }
}
