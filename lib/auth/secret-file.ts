/**
 * The session-signing secret for `npm start` / `npm run dev` when NEXTAUTH_SECRET is not set:
 * generated once (32 random bytes) and kept in .data/auth-secret (mode 600), so sessions survive
 * restarts. Several app instances must share one NEXTAUTH_SECRET from the environment instead.
 * Server-only (scripts).
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function ensureAuthSecret(dataDir: string): { secret: string; source: 'environment' | 'file' | 'generated' } {
  const fromEnv = process.env.NEXTAUTH_SECRET?.trim() || process.env.AUTH_SECRET?.trim();
  if (fromEnv) return { secret: fromEnv, source: 'environment' };
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return { secret: stored, source: 'file' };
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { secret, source: 'generated' };
}
