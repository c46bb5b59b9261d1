/** Paths of sign-in and the session (app/api/auth; lib/auth/handlers.ts, lib/auth/session.ts). */
import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathItemObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { AUTH_MESSAGES } from '../auth/messages';
import { NEXTAUTH_GUARD_MESSAGES as GUARD } from '../auth/nextauth-guard';
import { HTTP_MESSAGES } from '../http/messages';
import { PASSWORD_FORGOT_LIMITS } from '../auth/password-reset';
import {
  loginSchema,
  PASSWORD_CHANGE_MESSAGES,
  passwordChangeSchema,
  PASSWORD_FORGOT_MESSAGES,
  passwordForgotSchema,
  PASSWORD_RESET_MESSAGES,
  passwordResetSchema,
} from '../auth/schema';
import { error, invalidBody, json, jsonBodyLimits, jsonRequest, operation, OPTIONAL_SESSION, rateLimited } from './common';
import {
  adminSessionResponse,
  dealerSessionResponse,
  loginResponse,
  logoutAllResponse,
  logoutResponse,
  meResponse,
  passwordChangeResponse,
  passwordForgotResponse,
  passwordResetResponse,
  sessionUserResponse as sessionUser,
} from '../auth/responses';
import { AUTH_BODY_MAX_BYTES } from '../auth/limits';

export const AUTH_SCHEMAS = { SessionUser: sessionUser };

const crossSite = error('Cross-site request (Origin is another site)', AUTH_MESSAGES.crossSite);
const sessionCookieHeader = z.object({
  'Set-Cookie': z.string().meta({ description: 'The session cookie (next-auth.session-token; __Secure- prefixed over https)' }),
});

function login(summary: string, description: string): ZodOpenApiOperationObject {
  return operation('anonymous', {
    tags: ['Auth'],
    summary,
    description:
      `${description} Sets the same session cookie next-auth uses. Cross-site requests are refused (Origin check). ` +
      'Sign-in is slowed, never locked (docs/operations.md, Sign-in throttling): after 5 failures for one e-mail from one ' +
      'address, or 20 from one address, each further attempt from there must wait 1 s, 2 s, 4 s … at most 15 minutes ' +
      'after the previous one; past 20 failures for one e-mail from all addresses, addresses that failed for it wait from ' +
      '1 minute. An attempt made sooner is answered 429 with Retry-After without checking the password. An address ' +
      'without failures is never slowed by failures elsewhere; the answers are the same for unknown e-mails.',
    requestBody: jsonRequest(loginSchema),
    responses: {
      '200': json('Signed in; the session cookie is set', loginResponse, sessionCookieHeader),
      '400': invalidBody(AUTH_MESSAGES.invalidCredentials),
      '401': error('Wrong e-mail or password, or an inactive account', AUTH_MESSAGES.invalidCredentials),
      '403': crossSite,
      ...jsonBodyLimits(AUTH_BODY_MAX_BYTES),
      '429': rateLimited(AUTH_MESSAGES.slowed(4)),
    },
  });
}

export const authPaths: ZodOpenApiPathsObject = {
  '/api/auth/login': {
    post: login('Dealer sign-in', 'Signs in a dealer or an administrator.'),
  },
  '/api/auth/admin/login': {
    post: login('Administrator sign-in', 'Signs in an administrator; a dealer account answers 401.'),
  },
  '/api/auth/logout': {
    post: operation('anonymous', {
      tags: ['Auth'],
      summary: 'Sign out',
      description:
        'Ends the session the cookie names (its stored session is deleted, so a copy of the cookie is refused too) and ' +
        'clears the cookie; 200 also without a session. Cross-site requests are refused (Origin check).',
      responses: {
        '200': json('Signed out; the cookie is cleared', logoutResponse, sessionCookieHeader),
        '403': crossSite,
      },
    }),
  },
  '/api/auth/logout-all': {
    post: operation('dealer', {
      tags: ['Auth'],
      summary: 'Sign out everywhere',
      description:
        "'Logg ut overalt': ends every session of the signed-in user (every device and browser, this one included) and " +
        'clears the cookie. Cross-site requests are refused (Origin check).',
      responses: {
        '200': json('Every session ended; the cookie is cleared', logoutAllResponse, sessionCookieHeader),
        '403': crossSite,
      },
    }),
  },
  '/api/auth/password/change': {
    post: operation('dealer', {
      tags: ['Auth'],
      summary: "Change one's own password ('Endre passord')",
      description:
        'A signed-in dealer or administrator gives the current password and a new one (8–200 characters, the rule of every ' +
        'account; it must differ from the current one; `confirmPassword`, when sent, must equal it). On success the ' +
        'password is replaced and every OTHER session of the account ends (other devices and browsers are signed out); ' +
        'this session stays signed in. A wrong current password is answered 400 with `fieldErrors.currentPassword` and ' +
        'counts as a failed sign-in for the sign-in throttle, so it is slowed (429 with Retry-After) past the free ' +
        'failures. An audit entry `password_change` is written (never the password). Cross-site requests are refused.',
      requestBody: jsonRequest(passwordChangeSchema),
      responses: {
        '200': json('Password changed; other sessions ended', passwordChangeResponse),
        '400': invalidBody(PASSWORD_CHANGE_MESSAGES.invalid, PASSWORD_CHANGE_MESSAGES.currentWrong),
        '403': crossSite,
        ...jsonBodyLimits(AUTH_BODY_MAX_BYTES),
        '429': rateLimited(AUTH_MESSAGES.slowed(4)),
      },
    }),
  },
  '/api/auth/password/forgot': {
    post: operation('anonymous', {
      tags: ['Auth'],
      summary: "Ask for a link to set a new password ('Glemt passord?')",
      description:
        'Always answers 202 with the same body, whether or not the e-mail belongs to an account, and also for an inactive ' +
        'account. For an existing, active account a one-time link (valid 1 hour, single use; an older reset link stops ' +
        `working) is written to the e-mail outbox (GET /api/outbox) and an audit entry \`password_reset_requested\` is stored. ` +
        `Limits: ${PASSWORD_FORGOT_LIMITS.address.points} links an hour per e-mail address and ` +
        `${PASSWORD_FORGOT_LIMITS.account.points} a day per account — past them the answer is still 202 and nothing is sent; ` +
        `${PASSWORD_FORGOT_LIMITS.ip.points} requests an hour per client address, past which 429 with Retry-After. ` +
        'Cross-site requests are refused (Origin check). The link is then used with POST /api/auth/password/reset.',
      requestBody: jsonRequest(passwordForgotSchema),
      responses: {
        '202': json('Accepted (the same for every address)', passwordForgotResponse),
        '400': invalidBody(PASSWORD_FORGOT_MESSAGES.invalid),
        '403': crossSite,
        ...jsonBodyLimits(AUTH_BODY_MAX_BYTES),
        '429': rateLimited(AUTH_MESSAGES.slowed(600)),
      },
    }),
  },
  '/api/auth/password/reset': {
    post: operation('anonymous', {
      tags: ['Auth'],
      summary: 'Set a password through a one-time link (invitation or reset)',
      description:
        'The `token` from the link `/auth/nytt-passord?token=…` (an invitation, valid 72 hours, or a reset after ' +
        "'Glemt passord?', valid 1 hour) and the new password (8–200 characters; `confirmPassword`, when sent, must equal " +
        'it). On success the token is used up, every other open link of the account stops working and every session of ' +
        'the account ends; the answer names the role, so a client knows which login page follows. An unknown, expired, ' +
        'used or voided token, or one of an inactive account, is answered 400 with `fieldErrors.token` (one message for ' +
        'all). Audited `password_reset` or `invitation_accepted` (never the token or password). Cross-site requests are ' +
        'refused (Origin check).',
      requestBody: jsonRequest(passwordResetSchema),
      responses: {
        '200': json('Password set; every session of the account ended', passwordResetResponse),
        '400': invalidBody(PASSWORD_RESET_MESSAGES.invalid, PASSWORD_RESET_MESSAGES.tokenInvalid, PASSWORD_RESET_MESSAGES.mismatch),
        '403': crossSite,
        ...jsonBodyLimits(AUTH_BODY_MAX_BYTES),
      },
    }),
  },
  '/api/auth/me': {
    get: {
      ...operation('anonymous', {
        tags: ['Auth'],
        summary: 'Who is signed in (never 401)',
        description: "The header's account menu asks this on cached public pages; anonymous visitors get `{ user: null }`.",
        responses: {
          '200': json('The signed-in user, or null', meResponse),
        },
      }),
      security: OPTIONAL_SESSION,
    },
  },
  '/api/auth/user': {
    get: operation('dealer', {
      tags: ['Auth'],
      summary: 'The signed-in user',
      responses: { '200': json('The account', sessionUser) },
    }),
  },
  '/api/auth/dealer': {
    get: operation('dealer', {
      tags: ['Auth'],
      summary: 'The signed-in dealer (or administrator)',
      responses: { '200': json('Name and company', dealerSessionResponse) },
    }),
  },
  '/api/auth/admin': {
    get: operation('administrator', {
      tags: ['Auth'],
      summary: 'The signed-in administrator',
      responses: { '200': json('An administrator', adminSessionResponse) },
    }),
  },
  '/api/auth/{nextauth}': nextAuthPath(),
};

/** next-auth's own endpoints (app/api/auth/[...nextauth]): one or more path segments. */
function nextAuthPath(): ZodOpenApiPathItemObject {
  const params = {
    path: z.object({
      nextauth: z.string().meta({
        description:
          "next-auth's action, one or more segments: `session`, `csrf`, `providers`, `signin`, `signin/credentials`, " +
          '`callback/credentials`, `signout`, `error`',
        example: 'session',
      }),
    }),
  };
  const responses = {
    '200': {
      description:
        'JSON for session, csrf and providers (`{}` without a session, or for an ended or expired session or an inactive ' + 'account); HTML or JSON otherwise',
      content: { 'application/json': {}, 'text/html': {} },
    },
    '302': { description: 'Redirect (sign-in and sign-out pages are /auth; errors go to /auth?error=…)' },
    // Refused before next-auth sees the request (lib/auth/nextauth-guard.ts).
    '400': error('A query that does not decode, or a callbackUrl (query or cookie) off this site', HTTP_MESSAGES.invalid, GUARD.callbackUrl),
    '404': error('`_log`, or `callback` without a provider', GUARD.notFound),
    '405': { ...error('`callback/…` by anything but POST (Allow: POST)', GUARD.method), headers: z.object({ Allow: z.literal('POST') }) },
    '413': error('A form post over the size cap', GUARD.tooLarge),
    '415': error('A post that is not form data', GUARD.notForm),
  };
  const shared = { tags: ['Auth'], requestParams: params, security: OPTIONAL_SESSION };
  return {
    get: { ...shared, summary: "next-auth's endpoints (session, csrf, providers, …)", responses },
    post: {
      ...shared,
      summary: "next-auth's endpoints (credentials callback, signout)",
      description:
        'Form posts with the CSRF token from GET /api/auth/csrf: `callback/credentials` with email and password ' +
        '(sets the session cookie), `signout` (clears it).',
      requestBody: { content: { 'application/x-www-form-urlencoded': {} } },
      responses: {
        ...responses,
        '401': json(
          'A failed sign-in posted with `json=true`: where to go next (this site, with `error=CredentialsSignin`)',
          z.object({ url: z.string().meta({ description: 'A /auth address on this site with the error code' }) }),
        ),
      },
    },
  };
}
