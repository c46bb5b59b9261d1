/**
 * Paths of the accounts administrators create by invitation (docs/operations.md §13): the
 * administrators' accounts (lib/admin/admins) and a dealer account made from a dealer application
 * (lib/admin/messages/account.ts). The dealer accounts' own paths are in dealers.ts.
 */
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { ADMIN_ACCOUNT_MESSAGES, adminInviteSchema, adminUpdateSchema } from '../admin/admins/schema';
import { INQUIRY_ACCOUNT_MESSAGES, inquiryAccountBodySchema } from '../admin/messages/account-schema';
import { ACCOUNT_MESSAGES } from '../admin/shared/account-messages';
import { ADMIN_MESSAGES } from '../admin/shared/messages';
import { accountResponse, changedAccountResponse } from '../admin/shared/responses';
import { error, errorOrFieldError, fieldError, idParam, invalidBody, json, jsonBodyLimits, jsonRequest, operation } from './common';
import { DEFAULT_MAX_BYTES } from '../admin/shared/limits';

/** An administrator's account (the same row as a dealer's, its own component name). */
export const adminAccount = accountResponse.meta({});
const changedAdminAccount = changedAccountResponse.meta({});

export const ACCOUNT_SCHEMAS = { AdminAccount: adminAccount };

const invitation =
  'The account gets no password: its owner receives an invitation e-mail (written to the outbox in the same transaction) ' +
  'with a one-time link to choose one, valid 72 hours; until then it cannot sign in.';

export const accountPaths: ZodOpenApiPathsObject = {
  '/api/admins': {
    get: operation('administrator', {
      tags: ['Admin: administrators'],
      summary: 'Every administrator account, oldest first',
      responses: { '200': json('The administrators', z.object({ items: z.array(adminAccount) })) },
    }),
    post: operation('administrator', {
      tags: ['Admin: administrators'],
      summary: 'Invite an administrator',
      description: `${invitation} Written to the audit log.`,
      requestBody: jsonRequest(adminInviteSchema),
      responses: {
        '201': json('Created, the invitation sent', adminAccount),
        '400': invalidBody(ADMIN_MESSAGES.invalid),
        '409': fieldError('E-mail taken', ACCOUNT_MESSAGES.duplicateEmail),
        ...jsonBodyLimits(DEFAULT_MAX_BYTES),
      },
    }),
  },
  '/api/admins/{id}': {
    patch: operation('administrator', {
      tags: ['Admin: administrators'],
      summary: 'Deactivate or reactivate an administrator, or send a new invitation',
      description:
        'At least one of `isActive` and `resendInvitation`. A deactivation ends every session of the account at once. ' +
        'Nobody deactivates their own account, and the last active administrator who can sign in is never deactivated. ' +
        'A new invitation voids the old link. Written to the audit log.',
      requestParams: { path: z.object({ id: idParam('Administrator account id') }) },
      requestBody: jsonRequest(adminUpdateSchema),
      responses: {
        '200': json('Changed', changedAdminAccount),
        '400': invalidBody(ADMIN_MESSAGES.invalid, ADMIN_ACCOUNT_MESSAGES.nothing),
        '404': error('Unknown administrator account (or a dealer)', ADMIN_MESSAGES.notFound),
        '409': error('Refused', ADMIN_ACCOUNT_MESSAGES.self, ADMIN_ACCOUNT_MESSAGES.lastAdmin, ACCOUNT_MESSAGES.alreadyHasPassword, ACCOUNT_MESSAGES.inactive),
        ...jsonBodyLimits(DEFAULT_MAX_BYTES),
      },
    }),
  },
  '/api/partner-inquiries/{id}/account': {
    post: operation('administrator', {
      tags: ['Admin: messages'],
      summary: 'Create a dealer account from a dealer application',
      description:
        `Each of \`email\`, \`name\`, \`company\` defaults to the application's value (the body may be left out). ${invitation} ` +
        "In the same transaction the application is linked to the account (`dealer` in the list) and set to 'answered'. Written to the audit log.",
      requestParams: { path: z.object({ id: idParam("The dealer application's id") }) },
      requestBody: { required: false, content: { 'application/json': { schema: inquiryAccountBodySchema } } },
      responses: {
        '201': json('The new dealer account (no stores linked yet)', accountResponse.extend({ partnerInquiryId: z.int() })),
        '400': invalidBody(ADMIN_MESSAGES.invalid),
        '404': error('Unknown application', ADMIN_MESSAGES.notFound),
        '409': errorOrFieldError(
          'The application already has an account, or the e-mail is taken',
          INQUIRY_ACCOUNT_MESSAGES.alreadyCreated,
          ACCOUNT_MESSAGES.duplicateEmail,
        ),
        ...jsonBodyLimits(DEFAULT_MAX_BYTES),
      },
    }),
  },
};
