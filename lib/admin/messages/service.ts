/**
 * What visitors sent (docs/product.md: Admin panel): contact messages and dealer applications,
 * newest first and paginated (optionally one status only), text exactly as typed; administrators
 * set their status and internal note, export them as CSV, and delete them. The callers check the
 * administrator role first.
 */
import 'server-only';
import type { PrismaClient } from '../../db';
import { csvDocument, type CsvCell } from '../../csv';
import { HttpError } from '../../http/errors';
import { ADMIN_MESSAGES } from '../shared/messages';
import { paginate, type Page } from '../../pagination';
import { CONTACT_TOPIC_LABELS } from '../../contact/fields';
import { MESSAGE_STATUS_LABELS, type MessageStatus, type MessageUpdate } from './schema';

const HANDLING = { status: true, note: true, statusChangedAt: true } as const;
const MESSAGE_FIELDS = { id: true, name: true, email: true, topic: true, message: true, createdAt: true, ...HANDLING } as const;
const INQUIRY_FIELDS = {
  id: true,
  name: true,
  company: true,
  email: true,
  phone: true,
  industry: true,
  productInterest: true,
  message: true,
  createdAt: true,
  ...HANDLING,
  /** The dealer account made from the application ('Opprett forhandlerkonto'), if any. */
  dealer: { select: { id: true, email: true } },
} as const;
const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** The handling fields as stored, and what the audit summary compares. */
export type Handling = {
  status: MessageStatus;
  note: string | null;
  statusChangedAt: Date | null;
};

/** The update's columns: statusChangedAt moves only when the status really changes. */
function handlingData(before: Handling, data: MessageUpdate, now: Date) {
  return {
    ...(data.status !== undefined && data.status !== before.status ? { status: data.status, statusChangedAt: now } : {}),
    ...(data.note !== undefined ? { note: data.note } : {}),
  };
}

export async function listContactMessages(prisma: PrismaClient, page: Page, status?: MessageStatus) {
  const where = status ? { status } : {};
  return paginate(page, {
    items: (window) => prisma.contactMessage.findMany({ where, orderBy: NEWEST_FIRST, select: MESSAGE_FIELDS, ...window }),
    count: () => prisma.contactMessage.count({ where }),
  });
}

/** A message's handling fields (404 for an unknown id). */
export async function getContactMessageHandling(prisma: PrismaClient, id: number): Promise<Handling> {
  const found = await prisma.contactMessage.findUnique({ where: { id }, select: HANDLING });
  if (!found) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return found;
}

export async function updateContactMessage(prisma: PrismaClient, id: number, data: MessageUpdate, now = new Date()) {
  const before = await getContactMessageHandling(prisma, id);
  const { count } = await prisma.contactMessage.updateMany({ where: { id }, data: handlingData(before, data, now) });
  if (count === 0) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return prisma.contactMessage.findUniqueOrThrow({ where: { id }, select: { id: true, ...HANDLING } });
}

export async function deleteContactMessage(prisma: PrismaClient, id: number) {
  const { count } = await prisma.contactMessage.deleteMany({ where: { id } });
  if (count === 0) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return { id };
}

export async function listPartnerInquiries(prisma: PrismaClient, page: Page, status?: MessageStatus) {
  const where = status ? { status } : {};
  return paginate(page, {
    items: (window) => prisma.partnerInquiry.findMany({ where, orderBy: NEWEST_FIRST, select: INQUIRY_FIELDS, ...window }),
    count: () => prisma.partnerInquiry.count({ where }),
  });
}

/** An application's handling fields (404 for an unknown id). */
export async function getPartnerInquiryHandling(prisma: PrismaClient, id: number): Promise<Handling> {
  const found = await prisma.partnerInquiry.findUnique({ where: { id }, select: HANDLING });
  if (!found) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return found;
}

export async function updatePartnerInquiry(prisma: PrismaClient, id: number, data: MessageUpdate, now = new Date()) {
  const before = await getPartnerInquiryHandling(prisma, id);
  const { count } = await prisma.partnerInquiry.updateMany({ where: { id }, data: handlingData(before, data, now) });
  if (count === 0) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return prisma.partnerInquiry.findUniqueOrThrow({ where: { id }, select: { id: true, ...HANDLING } });
}

export async function deletePartnerInquiry(prisma: PrismaClient, id: number) {
  const { count } = await prisma.partnerInquiry.deleteMany({ where: { id } });
  if (count === 0) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return { id };
}

// ── CSV (GET ?format=csv) ───────────────────────────────────────────────────────────────────────

/** '2026-11-23 17:19' in Oslo time, as a spreadsheet reads it. */
const osloTime = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo', dateStyle: 'short', timeStyle: 'short' });
const when = (date: Date | null): CsvCell => (date ? osloTime.format(date) : null);

/** Every contact message with the status (all when none is given), newest first, as CSV (lib/csv.ts: formula-safe, BOM). */
export async function contactMessagesCsv(prisma: PrismaClient, status?: MessageStatus): Promise<string> {
  const rows = await prisma.contactMessage.findMany({ where: status ? { status } : {}, orderBy: NEWEST_FIRST, select: MESSAGE_FIELDS });
  return csvDocument([
    // 'Emne' last: the columns before it keep their places for spreadsheets made from earlier exports.
    ['Dato', 'Navn', 'E-post', 'Melding', 'Status', 'Notat', 'Status endret', 'Emne'],
    ...rows.map((m) => [
      when(m.createdAt),
      m.name,
      m.email,
      m.message,
      MESSAGE_STATUS_LABELS[m.status],
      m.note,
      when(m.statusChangedAt),
      CONTACT_TOPIC_LABELS[m.topic],
    ]),
  ]);
}

/** Every dealer application with the status (all when none is given), newest first, as CSV. */
export async function partnerInquiriesCsv(prisma: PrismaClient, status?: MessageStatus): Promise<string> {
  const rows = await prisma.partnerInquiry.findMany({ where: status ? { status } : {}, orderBy: NEWEST_FIRST, select: INQUIRY_FIELDS });
  return csvDocument([
    ['Dato', 'Navn', 'Firma', 'E-post', 'Telefon', 'Bransje', 'Produkter', 'Melding', 'Status', 'Notat', 'Status endret'],
    ...rows.map((i) => [
      when(i.createdAt),
      i.name,
      i.company,
      i.email,
      i.phone,
      i.industry,
      i.productInterest.join(', '),
      i.message,
      MESSAGE_STATUS_LABELS[i.status],
      i.note,
      when(i.statusChangedAt),
    ]),
  ]);
}
