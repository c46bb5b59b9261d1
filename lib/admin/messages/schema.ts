/**
 * Handling a contact message or a dealer application (docs/product.md: Admin panel, Meldinger):
 * its status and the administrators' internal note. One schema for the note dialog, the status
 * select, the server actions and PATCH /api/contact-messages/{id} and /api/partner-inquiries/{id};
 * the list's ?status= filter and ?format=; the 'Svar' address. Client-safe.
 */
import { z } from 'zod';
import { multiLine } from '../../validation/text';

z.config({ jitless: true });

/** The stored values (prisma enum MessageStatus), in the order of the select and the filter. */
export const MESSAGE_STATUSES = ['new', 'in_progress', 'answered', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  new: 'Ny',
  in_progress: 'Under behandling',
  answered: 'Besvart',
  archived: 'Arkivert',
};

export const MESSAGE_HANDLING_MESSAGES = {
  status: 'Ugyldig status',
  empty: 'Oppgi status eller notat',
} as const;

export const NOTE_MAX = 2000;

export const messageStatusSchema = z.enum(MESSAGE_STATUSES, { error: MESSAGE_HANDLING_MESSAGES.status });

/** An empty note (after trimming) or null removes it. */
const noteField = z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v), multiLine({ max: NOTE_MAX }).nullable());

/** Status, note or both; at least one. */
export const messageUpdateSchema = z
  .object({ status: messageStatusSchema.optional(), note: noteField.optional() })
  .refine((data) => data.status !== undefined || data.note !== undefined, { message: MESSAGE_HANDLING_MESSAGES.empty });

export type MessageUpdate = z.output<typeof messageUpdateSchema>;

/**
 * GET /api/contact-messages and /api/partner-inquiries: ?status= (absent: every status; anything
 * else than a status is 400) and ?format= (the JSON page by default; `csv`: every matching row).
 */
export const messageListQuerySchema = z.object({
  status: messageStatusSchema.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

/** The tab's ?status=: a status, or undefined (every status) for anything else. */
export function statusFilter(value: string | undefined): MessageStatus | undefined {
  const parsed = messageStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** 'Svar': the visitor's address with the subject, for the mail program. */
export function replyHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

export const REPLY_SUBJECTS = {
  message: (companyName: string) => `Sv: Henvendelse til ${companyName}`,
  inquiry: 'Sv: Forhandlersøknad',
} as const;
