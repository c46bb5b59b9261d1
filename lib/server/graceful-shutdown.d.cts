import type { Server } from 'node:http';

export type ShutdownLog = (level: 'info' | 'warn' | 'error', message: string) => void;

export interface ShutdownSummary {
  /** Milliseconds from the signal (after the delay) until the last request finished (or was cut). */
  drainedMs: number;
  /** Connections destroyed at the end of the grace period. */
  forced: number;
  totalMs: number;
}

export interface ServerTracker {
  counts(): { connections: number; busy: number };
  drain(graceMs: number): Promise<{ forced: number }>;
}

export declare const DEFAULT_GRACE_SECONDS: number;
/** SHUTDOWN_GRACE_SECONDS in milliseconds (default 25 s). */
export declare function graceMsFromEnv(env?: Record<string, string | undefined>): number;
/** SHUTDOWN_DELAY_SECONDS in milliseconds (default 0). */
export declare function delayMsFromEnv(env?: Record<string, string | undefined>): number;
/** True once shutdown has begun. */
export declare function isShuttingDown(): boolean;
/** Registers (or replaces) a named clean-up that runs after the last request, before exit. */
export declare function onShutdown(name: string, hook: () => unknown): void;
export declare function trackServer(server: Server): ServerTracker;
/** Tracks a server for shutdown(). */
export declare function register(server: Server): void;
export declare function shutdown(options?: { graceMs?: number; delayMs?: number; log?: ShutdownLog }): Promise<ShutdownSummary>;
/** For the preload: registers listening servers and handles SIGTERM/SIGINT. */
export declare function install(options?: { exit?: (code: number) => void; log?: ShutdownLog }): void;
export declare function resetForTests(): void;
