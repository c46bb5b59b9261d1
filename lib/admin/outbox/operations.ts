/**
 * The outbox's operations (docs/product.md: Admin panel, E-post), each declared once
 * (lib/admin/shared/operation.ts): the list of GET /api/outbox and 'Send på nytt' (actions.ts).
 * The outbox itself is in lib/mail/. Server-only.
 */
import 'server-only';
import { z } from 'zod';
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { validate } from '../../http/route';
import { listOutbox, OUTBOX_STATUSES, retryFailedMessage } from '../../mail/outbox';
import { kickOutbox } from '../../mail/sender';
import { pageFrom } from '../../pagination';
import { ADMIN_MESSAGES } from '../shared/messages';
import { defineOperation, query, READ_ONLY } from '../shared/operation';

const filterSchema = z.object({ status: z.enum(OUTBOX_STATUSES).optional(), to: z.string().max(254).optional() });

/** GET ?page=&pageSize=&status=&to=: the e-mail outbox, newest first (lib/mail/outbox.ts). */
export const listOutboxOperation = defineOperation({
  who: 'admin',
  input: query((params) => ({
    page: pageFrom(params),
    filter: validate(filterSchema, { status: params.get('status') ?? undefined, to: params.get('to') ?? undefined }, ADMIN_MESSAGES.invalid),
  })),
  run: ({ input }) => listOutbox(prisma, input.page, input.filter),
  audit: READ_ONLY,
});

/** A failed message back to 'pending', due at once; the sender is started right away. */
export const resendOutboxMessageOperation = defineOperation({
  who: 'admin',
  id: true,
  run: async ({ id }) => {
    const row = await retryFailedMessage(prisma, id);
    kickOutbox();
    return row;
  },
  audit: { entity: 'outbox_message', action: 'update', summary: ({ result }) => changeSummary({ status: 'pending', to: result.to, subject: result.subject }) },
});
