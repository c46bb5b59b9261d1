/**
 * The Administratorer tab (docs/product.md: Admin panel): every administrator with status ('Aktiv',
 * 'Deaktivert', 'Venter på passord') and creation date, 'Inviter administrator', 'Deaktiver' /
 * 'Aktiver' with a confirmation, 'Send invitasjon på nytt'. The signed-in administrator's own row
 * is marked '(deg)' and cannot be deactivated (the server refuses it too: lib/admin/admins/service.ts).
 */
import { currentUser } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { listAdmins } from '@/lib/admin/admins/service';
import { accountStatus } from '@/lib/admin/shared/account-messages';
import { AdminList } from './AdminList';

const date = new Intl.DateTimeFormat('nb-NO', { dateStyle: 'medium', timeZone: 'Europe/Oslo' });

export async function AdminsTab() {
  const [admins, me] = await Promise.all([listAdmins(prisma), currentUser()]);
  return (
    <AdminList
      selfId={me?.id ?? null}
      admins={admins.map((a) => ({ id: a.id, name: a.name, email: a.email, status: accountStatus(a), created: date.format(a.createdAt), createdAt: a.createdAt.toISOString() }))}
    />
  );
}
