/** The e-mail outbox's path (lib/mail/outbox.ts, docs/operations.md §5: E-post). */
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { OUTBOX_STATUSES } from '../mail/outbox';
import { json, operation, pageOf, pageQuery } from './common';
import { outboxMessageResponse as outboxMessage } from '../admin/outbox/responses';

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
