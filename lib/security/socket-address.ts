/**
 * The header the server program (lib/server/program.ts) sets on every request from its socket's
 * peer address, overwriting whatever the client sent under that name; lib/security/client-ip.ts
 * reads it. Lower-case, as Node.js stores incoming header names.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address';
