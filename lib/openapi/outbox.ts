/** The e-mail outbox's path (lib/mail/outbox.ts, docs/operations.md §5: E-post). */
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { MAIL_KINDS, OUTBOX_STATUSES } from '../mail/outbox';
import { dateTime, json, operation, pageOf, pageQuery } from './common';

export const outboxMessage = z.object({
  id: z.int(),
  kind: z.string().meta({ description: `One of ${MAIL_KINDS.join(', ')} (newer kinds may appear)` }),
  to: z.string().meta({ description: 'The recipient', example: 'post@nordiskpleie.example' }),
  replyTo: z.string().nullable().meta({ description: 'Reply-To: the visitor’s address on a notification' }),
  subject: z.string(),
  text: z.string().meta({ description: 'The plain-text part (links written out in full)' }),
  html: z.string().meta({ description: 'The HTML part (everything a visitor wrote escaped)' }),
  status: z.enum(OUTBOX_STATUSES).meta({
    description: "pending: waiting for its (next) attempt; sending: claimed by a sender; sent; failed: no attempt left. Without SMTP every message stays 'pending'.",
  }),
  attempts: z.int().meta({ description: 'Delivery attempts made so far (at most 6)' }),
  nextAttemptAt: dateTime().meta({ description: "pending: when the next attempt is due; sending: when the claim runs out" }),
  lastError: z.string().nullable().meta({ description: 'The last delivery error (one line, no secrets)' }),
  sentAt: dateTime().nullable(),
  createdAt: dateTime(),
});

export const OUTBOX_SCHEMAS = { OutboxMessage: outboxMessage };

export const outboxPaths: ZodOpenApiPathsObject = {
  '/api/outbox': {
    get: operation('administrator', {
      tags: ['Admin: e-mail outbox'],
      summary: 'The e-mail outbox, newest first',
      description:
        'Every e-mail the site sends (invitations, password resets, notifications of contact messages and dealer applications) with its delivery status. Without SMTP nothing is sent and this is where the messages, and the links in them, are read.',
      requestParams: {
        query: pageQuery.extend({
          status: z.enum(OUTBOX_STATUSES).optional().meta({ description: 'Only messages with this status' }),
          to: z.string().max(254).optional().meta({ description: 'Only messages to this address (any case)' }),
        }),
      },
      responses: { '200': json('One page of messages', pageOf(outboxMessage)) },
    }),
  },
};
