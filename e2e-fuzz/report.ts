/**
 * The fuzz run's report: each target appends one line (requests per role, 5xx seen) to
 * test-reports/fuzz-corpus.jsonl; the global teardown prints the corpus size (targets × inputs ×
 * roles) and, grouped by target, every 5xx answer, so a run's output states what was covered.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Role } from './http';

export const CORPUS_LOG = path.join(__dirname, '..', 'test-reports', 'fuzz-corpus.jsonl');

export interface CorpusRecord {
  target: string;
  requests: Record<Role, number>;
  failures: string[];
  written?: string[];
}

export function resetCorpusLog(): void {
  mkdirSync(path.dirname(CORPUS_LOG), { recursive: true });
  rmSync(CORPUS_LOG, { force: true });
}

export function corpusSummary(): string {
  if (!existsSync(CORPUS_LOG)) return 'Fuzz corpus: no target ran.';
  const records = readFileSync(CORPUS_LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CorpusRecord);
  const roles: Role[] = ['anonymous', 'dealer', 'administrator'];
  const perRole = roles.map((role) => records.reduce((sum, r) => sum + r.requests[role], 0));
  const requests = perRole.reduce((a, b) => a + b, 0);
  const routes = records.filter((r) => /^[A-Z]+ \//.test(r.target)).length;
  const lines = [
    `Fuzz corpus: ${routes} route handler methods + ${records.length - routes} server actions = ${records.length} targets × ` +
      `~${Math.round(requests / Math.max(1, records.length * roles.length))} inputs × ${roles.length} roles = ${requests} requests ` +
      `(${roles.map((role, i) => `${role} ${perRole[i]}`).join(', ')}).`,
  ];
  const failed = records.flatMap((r) => r.failures.map((f) => `${r.target}: ${f}`));
  const written = records.flatMap((r) => (r.written ?? []).map((w) => `${r.target}: ${w}`));
  lines.push(`5xx answers: ${failed.length}; writes: ${written.length}.`);
  return lines.join('\n');
}
