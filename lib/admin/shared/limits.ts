/**
 * The body cap every admin operation takes unless its declaration names another
 * (lib/admin/shared/operation.ts). Plain and client-safe, so that the OpenAPI description
 * (lib/openapi) states the same number the operations enforce.
 */

/** The largest JSON body an operation takes unless it says otherwise. */
export const DEFAULT_MAX_BYTES = 64 * 1024;
