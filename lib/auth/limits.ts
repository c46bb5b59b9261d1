/** The JSON body cap of the sign-in and password calls (lib/auth/handlers.ts; docs/openapi.json states it from here). */
export const AUTH_BODY_MAX_BYTES = 4 * 1024;

/** The longest password (characters; the login schema's cap, lib/auth/schema.ts, and the fields' maxlength). Zod-free for the login form. */
export const PASSWORD_MAX = 200;
