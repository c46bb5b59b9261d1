/**
 * An outbox message as GET /api/outbox answers it (lib/mail/outbox.ts), as a zod schema;
 * lib/openapi describes the API with it (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import type { listOutbox } from '../../mail/outbox';
import { timestamp, type Fits } from '../../http/responses';
import { MAIL_KINDS, OUTBOX_STATUSES } from '../../mail/outbox';

export const outboxMessageResponse = z.object({
  id: z.int(),
  kind: z.string().meta({ description: `One of ${MAIL_KINDS.join(', ')} (newer kinds may appear)` }),
  to: z.string().meta({ description: 'The recipient', example: 'post@nordiskpleie.example' }),
  replyTo: z.string().nullable().meta({ description: 'Reply-To: the visitor’s address on a notification' }),
  subject: z.string(),
  text: z.string().meta({ description: 'The plain-text part (links written out in full)' }),
  html: z.string().meta({ description: 'The HTML part (everything a visitor wrote escaped)' }),
  status: z.enum(OUTBOX_STATUSES).meta({
    description:
      "pending: waiting for its (next) attempt; sending: claimed by a sender; sent; failed: no attempt left. Without SMTP every message stays 'pending'.",
  }),
  attempts: z.int().meta({ description: 'Delivery attempts made so far (at most 6)' }),
  nextAttemptAt: timestamp().meta({ description: 'pending: when the next attempt is due; sending: when the claim runs out' }),
  lastError: z.string().nullable().meta({ description: 'The last delivery error (one line, no secrets)' }),
  sentAt: timestamp().nullable(),
  createdAt: timestamp(),
});

// The service's type must fit the schema: a field changed on one side fails the type check.
export const SERVICE_TYPES_FIT: [Fits<Awaited<ReturnType<typeof listOutbox>>['items'][number], typeof outboxMessageResponse>] = [true];
