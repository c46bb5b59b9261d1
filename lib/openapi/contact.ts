/**
 * Paths of the contact message and the dealer application: the public forms (lib/contact/handler.ts)
 * and the administrators' lists (lib/admin/messages/service.ts).
 */
import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathItemObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { messageUpdateSchema } from '../admin/messages/schema';
import { ADMIN_MESSAGES } from '../admin/shared/messages';
import { CONTACT_API_MESSAGES } from '../contact/messages';
import { contactMessageSchema, HONEYPOT_FIELD, partnerInquirySchema } from '../contact/schema';
import { deletedBody, error, file, idParam, invalidBody, json, jsonBodyLimits, jsonRequest, operation, pageOf, pageQuery, rateLimited } from './common';
import {
  contactMessageResponse as contactMessage,
  handledMessageResponse as handled,
  messageStatusResponse as messageStatus,
  partnerInquiryResponse as partnerInquiry,
} from '../admin/messages/responses';
import { idBody } from '../http/responses';
import { DEFAULT_MAX_BYTES } from '../admin/shared/limits';
import { CONTACT_BODY_MAX_BYTES } from '../contact/fields';

const listQuery = pageQuery.extend({
  status: messageStatus.optional().meta({ description: 'Only this status (default: every status); anything else answers 400' }),
  format: z
    .enum(['json', 'csv'])
    .optional()
    .meta({ description: 'csv: every matching row (no paging) as a UTF-8 CSV file with BOM, semicolons, formula-safe cells' }),
});

export const CONTACT_SCHEMAS = { ContactMessage: contactMessage, PartnerInquiry: partnerInquiry };

function submit(summary: string, schema: z.ZodType): ZodOpenApiOperationObject {
  return operation('anonymous', {
    tags: ['Contact'],
    summary,
    description:
      `The hidden honeypot field \`${HONEYPOT_FIELD}\` must be absent or empty. The rate limit is counted before the body is read. ` +
      'Nothing is stored unless the whole submission is valid; administrators may be notified by e-mail.',
    requestBody: jsonRequest(schema),
    responses: {
      '201': json('Stored', idBody),
      '400': invalidBody(CONTACT_API_MESSAGES.invalid, CONTACT_API_MESSAGES.rejected),
      ...jsonBodyLimits(CONTACT_BODY_MAX_BYTES),
      '429': rateLimited(CONTACT_API_MESSAGES.rateLimited(900)),
    },
  });
}

function adminPaths(tag: string, noun: string, item: z.ZodType): { list: ZodOpenApiOperationObject; remove: ZodOpenApiPathItemObject } {
  return {
    list: operation('administrator', {
      tags: [tag],
      summary: `Stored ${noun}s, newest first`,
      description: 'The text exactly as typed (render it as text, never as HTML). `?status=` filters; `?format=csv` answers every matching row as a CSV file.',
      requestParams: { query: listQuery },
      responses: {
        '200': {
          ...json(`One page of ${noun}s`, pageOf(item)),
          content: { 'application/json': { schema: pageOf(item) }, ...file('CSV', ['text/csv']).content },
        },
        '400': invalidBody(ADMIN_MESSAGES.invalid),
      },
    }),
    remove: {
      patch: operation('administrator', {
        tags: [tag],
        summary: `Set the status and/or internal note of a ${noun}`,
        description:
          'At least one of `status` and `note`; an empty or null note removes it. `statusChangedAt` moves only when the status changes. Written to the audit log.',
        requestParams: { path: z.object({ id: idParam(`The ${noun}'s id`) }) },
        requestBody: jsonRequest(messageUpdateSchema),
        responses: {
          '200': json('Updated', handled),
          '400': invalidBody(ADMIN_MESSAGES.invalid),
          ...jsonBodyLimits(DEFAULT_MAX_BYTES),
          '404': error(`Unknown ${noun}`, ADMIN_MESSAGES.notFound),
        },
      }),
      delete: operation('administrator', {
        tags: [tag],
        summary: `Delete a ${noun}`,
        requestParams: { path: z.object({ id: idParam(`The ${noun}'s id`) }) },
        responses: { '200': json('Deleted', deletedBody), '404': error(`Unknown ${noun}`, ADMIN_MESSAGES.notFound) },
      }),
    },
  };
}

const messages = adminPaths('Admin: messages', 'contact message', contactMessage);
const inquiries = adminPaths('Admin: messages', 'dealer application', partnerInquiry);

export const contactPaths: ZodOpenApiPathsObject = {
  '/api/contact-messages': { post: submit('Send a contact message', contactMessageSchema), get: messages.list },
  '/api/contact-messages/{id}': messages.remove,
  '/api/partner-inquiries': { post: submit('Send a dealer application', partnerInquirySchema), get: inquiries.list },
  '/api/partner-inquiries/{id}': inquiries.remove,
};
