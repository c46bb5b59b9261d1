'use server';
/**
 * The outbox's server action (docs/product.md: Admin panel, E-post): 'Send på nytt' for a failed
 * message, made from its declaration (operations.ts) and audited.
 */
import { operationAction } from '../shared/operation';
import { resendOutboxMessageOperation } from './operations';

/** A failed message back to 'pending', due at once; the sender is started right away. */
export const resendOutboxMessageAction = operationAction(resendOutboxMessageOperation, (row) => ({ id: row.id }));
