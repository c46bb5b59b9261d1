/**
 * What the cluster tests share (tests/scale/run.ts, tests/faults/run.ts): the demo accounts they
 * sign in with, and the named checks they run and count ('Scale test: N passed, N failed').
 */
import { say } from './cluster';

export const ADMIN = { email: 'admin@example.com', password: 'demo-admin-2025' };
export const DEALER = { email: 'forhandler@example.com', password: 'demo-forhandler-2025' };

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

/** Every check's outcome, in order. */
export const results: CheckResult[] = [];

export class CheckError extends Error {}

export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckError(message);
}

/** Runs one named check: its returned detail or its failure is recorded and printed with its time. */
export async function check(name: string, fn: () => Promise<string | void>, seconds = false): Promise<void> {
  const started = Date.now();
  const took = () => (seconds ? `${((Date.now() - started) / 1000).toFixed(1)} s` : `${Date.now() - started} ms`);
  try {
    const detail = (await fn()) ?? '';
    results.push({ name, ok: true, detail });
    say(`✔ ${name} (${took()})${detail ? `: ${detail}` : ''}`);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, detail });
    say(`✘ ${name}: ${detail}`);
  }
}
