/** The signed-in user as the app sees it, and how it is read from the database. */
import 'server-only';
import type { Role } from '../generated/prisma/client';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  company: string;
  role: Role;
  isAdmin: boolean;
}

export const USER_SELECT = { id: true, email: true, name: true, company: true, role: true, isActive: true } as const;

export function toSessionUser(user: { id: number; email: string; name: string; company: string; role: Role }): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    company: user.company,
    role: user.role,
    isAdmin: user.role === 'ADMIN',
  };
}
