/**
 * The messages tab's operations, each declared once (lib/admin/shared/operation.ts): the server
 * actions (actions.ts) and the admin API's handlers (app/api/contact-messages/**,
 * app/api/partner-inquiries/**) are made from these. The audit entry names the id and the handling
 * fields that changed, never the visitor's text. Server-only.
 */
import 'server-only';
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { NextResponse } from 'next/server';
import { reportFileName } from '../../courses/reports';
import { downloadHeaders } from '../../http/content-disposition';
import { validate } from '../../http/route';
import { pageFrom } from '../../pagination';
import { ADMIN_MESSAGES } from '../shared/messages';
import { defineOperation, query, READ_ONLY } from '../shared/operation';
import { createAccountFromInquiry } from './account';
import { inquiryAccountBodySchema } from './account-schema';
import { messageListQuerySchema, messageUpdateSchema } from './schema';
import {
  contactMessagesCsv,
  deleteContactMessage,
  deletePartnerInquiry,
  getContactMessageHandling,
  getPartnerInquiryHandling,
  listContactMessages,
  listPartnerInquiries,
  partnerInquiriesCsv,
  updateContactMessage,
  updatePartnerInquiry,
} from './service';

/** The list's query: `?page=&pageSize=&status=&format=json|csv` (400 for an unknown status or format). */
const listQuery = query((params) => ({
  page: pageFrom(params),
  ...validate(messageListQuerySchema, { status: params.get('status') ?? undefined, format: params.get('format') ?? undefined }, ADMIN_MESSAGES.invalid),
}));

const csvFile = (body: string, name: string) => new NextResponse(body, { headers: downloadHeaders(reportFileName(name), 'text/csv; charset=utf-8') });

/** GET /api/contact-messages: the stored messages, newest first (text exactly as typed), or every one as a CSV file. */
export const listMessagesOperation = defineOperation({
  who: 'admin',
  input: listQuery,
  run: async ({ input }) =>
    input.format === 'json' ? listContactMessages(prisma, input.page, input.status) : csvFile(await contactMessagesCsv(prisma, input.status), 'meldinger'),
  audit: READ_ONLY,
});

/** GET /api/partner-inquiries: the stored applications, newest first, or every one as a CSV file. */
export const listInquiriesOperation = defineOperation({
  who: 'admin',
  input: listQuery,
  run: async ({ input }) =>
    input.format === 'json'
      ? listPartnerInquiries(prisma, input.page, input.status)
      : csvFile(await partnerInquiriesCsv(prisma, input.status), 'forhandlersoknader'),
  audit: READ_ONLY,
});

/** A contact message's status and/or internal note. */
export const updateMessageOperation = defineOperation({
  who: 'admin',
  id: true,
  input: messageUpdateSchema,
  before: ({ id }) => getContactMessageHandling(prisma, id),
  run: ({ id, input }) => updateContactMessage(prisma, id, input),
  audit: { entity: 'contact_message', action: 'update', entityId: ({ id }) => id, summary: ({ input, before }) => changeSummary(input, { before }) },
});

/** A dealer application's status and/or internal note. */
export const updateInquiryOperation = defineOperation({
  who: 'admin',
  id: true,
  input: messageUpdateSchema,
  before: ({ id }) => getPartnerInquiryHandling(prisma, id),
  run: ({ id, input }) => updatePartnerInquiry(prisma, id, input),
  audit: { entity: 'partner_inquiry', action: 'update', entityId: ({ id }) => id, summary: ({ input, before }) => changeSummary(input, { before }) },
});

export const deleteMessageOperation = defineOperation({
  who: 'admin',
  id: true,
  run: ({ id }) => deleteContactMessage(prisma, id),
  audit: { entity: 'contact_message', action: 'delete' },
});

export const deleteInquiryOperation = defineOperation({
  who: 'admin',
  id: true,
  run: ({ id }) => deletePartnerInquiry(prisma, id),
  audit: { entity: 'partner_inquiry', action: 'delete' },
});

/**
 * 'Opprett forhandlerkonto': the dealer account from the application `id` (email, name, company
 * each default to the application's; the route takes no body at all as none changed), its
 * invitation sent, the application linked and 'Besvart'.
 */
export const createInquiryAccountOperation = defineOperation({
  who: 'admin',
  id: true,
  input: inquiryAccountBodySchema,
  emptyBody: {},
  run: ({ id: inquiryId, input }) => createAccountFromInquiry(prisma, inquiryId, input),
  audit: {
    entity: 'dealer',
    action: 'create',
    entityId: ({ result }) => result.id,
    summary: ({ id, result }) => changeSummary({ email: result.email, name: result.name, company: result.company, søknad: id }),
  },
});
