import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export declare const ADMIN_CAP_BYTES: number;
export declare const ANONYMOUS_CAP_BYTES: number;
export declare const MAX_LARGE_BODIES: number;
export declare const UPLOAD_CAP_BYTES: number;
export declare const MESSAGES: Readonly<{ notFound: string; lengthRequired: string; bodyTooLarge: string; busy: string }>;
/** [source file, export name] of every action that takes a file. */
export declare const UPLOAD_ACTIONS: ReadonlyArray<readonly [string, string]>;
export type Decision = null | { large: true } | { status: number; error: string; headers?: Record<string, string> };
export declare function decide(method: string | undefined, headers: IncomingHttpHeaders, env?: Readonly<Record<string, string | undefined>>): Decision;
export declare function actionGate(
  req: IncomingMessage,
  res: ServerResponse,
  refuse: (res: ServerResponse, status: number, error: string, headers?: Record<string, string>) => void,
): boolean;
export declare function actionsOfManifest(manifest: unknown): Map<string, { upload: boolean }>;
export declare function largeBodiesInFlight(): number;
export declare function sessionClaims(token: string | undefined, secret: string | undefined, now?: number): Record<string, unknown> | null;
/** Uses this manifest (null: no build, every id passes; undefined: read the file again). */
export declare function setManifestForTests(manifest: unknown): void;
export declare function signedInAdmin(headers: IncomingHttpHeaders, env?: Readonly<Record<string, string | undefined>>): boolean;
