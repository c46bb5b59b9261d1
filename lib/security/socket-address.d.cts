import type { IncomingMessage } from 'node:http';

/** The request header that carries the TCP peer's address (lower-case). */
export declare const SOCKET_ADDRESS_HEADER: 'x-socket-address';
/** Patches http.Server and https.Server so that every request carries the header (idempotent). */
export declare function install(): void;
/** Sets the header on one request from its socket. */
export declare function recordSocketAddress(req: IncomingMessage): void;
