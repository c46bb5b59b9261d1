/**
 * The 'Objekt' column of the Logg tab (docs/operations.md: Audit log): the object's kind and which
 * one. An entry about an account — a sign-in or logout ('Økt'), an administrator, a dealer account —
 * stores the account's id; the tab shows the account's name instead ('Økt: Kari Nordmann'), or the
 * e-mail of the entry when the account is gone. Other objects keep their id ('Produkt 1010').
 */
import 'server-only';
import type { PrismaClient } from '../db';
import { entityLabel } from './messages';

/** Entries whose entityId is a user's id. */
const ACCOUNT_ENTITIES = new Set(['session', 'admin', 'dealer']);

type Entry = { entity: string; entityId: string | null; actorEmail: string | null };

const accountId = (e: Entry) => (ACCOUNT_ENTITIES.has(e.entity) && e.entityId && /^\d{1,9}$/.test(e.entityId) ? Number(e.entityId) : null);

/** The names of the accounts the entries refer to, by id (one query for the page). */
export async function accountNames(prisma: PrismaClient, entries: readonly Entry[]): Promise<Map<number, string>> {
  const ids = [...new Set(entries.map(accountId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const users = await prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  return new Map(users.map((u) => [u.id, u.name]));
}

/** 'Økt: Kari Nordmann', 'Administrator: Anne Admin', 'Produkt 1010', 'Økt' (a failed sign-in). */
export function objectLabel(entry: Entry, names: ReadonlyMap<number, string>): string {
  const label = entityLabel(entry.entity);
  const id = accountId(entry);
  if (id !== null) {
    const who = names.get(id) ?? (entry.entity === 'session' ? entry.actorEmail : null);
    return who ? `${label}: ${who}` : `${label} ${entry.entityId}`;
  }
  return entry.entityId ? `${label} ${entry.entityId}` : label;
}
