'use server';
/**
 * The messages tab's server actions (docs/product.md: Admin panel): setting the status and the
 * internal note of a contact message or a dealer application, and deleting one. Each is made from
 * its one declaration (operations.ts), shared with the API: it answers an ActionResult and is
 * written to the audit log (the id and the handling fields that changed: never the visitor's text). 'Opprett
 * forhandlerkonto' turns an application into a dealer account with its invitation (account.ts).
 */
import { operationAction } from '../shared/operation';
import { createInquiryAccountOperation, deleteInquiryOperation, deleteMessageOperation, updateInquiryOperation, updateMessageOperation } from './operations';

export const updateMessageAction = operationAction(updateMessageOperation);

export const updateInquiryAction = operationAction(updateInquiryOperation);

export const deleteMessageAction = operationAction(deleteMessageOperation);

export const deleteInquiryAction = operationAction(deleteInquiryOperation);

/** 'Opprett forhandlerkonto': the dealer account from the application (the dialog's values), its invitation sent, the application 'Besvart'. */
export const createInquiryAccountAction = operationAction(createInquiryAccountOperation, (dealer) => ({ id: dealer.id, email: dealer.email }));
