import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';

export declare const ALLOWED_METHODS: readonly string[];
export declare const METHOD_NOT_ALLOWED: string;
export declare const TIMEOUT_DEFAULTS: Readonly<
  Record<'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_REQUEST_TIMEOUT_MS' | 'HTTP_KEEP_ALIVE_TIMEOUT_MS' | 'HTTP_TIMEOUT_CHECK_MS', number>
>;
export interface ServerTimeouts {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionsCheckingInterval: number;
}
/** The server timeouts from the environment (defaults for unset or invalid values). */
export declare function timeoutsFromEnv(env?: Readonly<Record<string, string | undefined>>): ServerTimeouts;
/** createServer's options with the timeouts. */
export declare function withTimeouts(options: ServerOptions, env?: Readonly<Record<string, string | undefined>>): ServerOptions;
/** Applies the timeouts and the CONNECT / malformed-request answers to one server (idempotent). */
export declare function harden<S extends Server>(server: S, env?: Readonly<Record<string, string | undefined>>): S;
/** Patches http(s).createServer and http(s).Server's emit (idempotent). */
export declare function install(): void;
/** Answers a request at the edge (405, refused server action): true when it did. */
export declare function answeredAtEdge(req: IncomingMessage, res: ServerResponse): boolean;
