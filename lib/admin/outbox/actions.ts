'use server';
/**
 * The outbox's server action (docs/product.md: Admin panel, E-post): 'Send på nytt' for a failed
 * message. Checks the administrator role itself (runAdminAction) and is audited.
 */
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { retryFailedMessage } from '../../mail/outbox';
import { kickOutbox } from '../../mail/sender';
import { recordId, runAdminAction } from '../shared/action';

/** A failed message back to 'pending', due at once; the sender is started right away. */
export async function resendOutboxMessageAction(id: unknown) {
  const result = await runAdminAction({ entity: 'outbox_message', action: 'update' }, async (audit) => {
    const messageId = (audit.entityId = recordId(id));
    const row = await retryFailedMessage(prisma, messageId);
    audit.summary = changeSummary({ status: 'pending', to: row.to, subject: row.subject });
    return { id: row.id };
  });
  if (result.ok) kickOutbox();
  return result;
}
