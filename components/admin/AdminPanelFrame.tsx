/** The admin panel's frame: its heading (who is signed in, the link to the product feeds, 'Logg ut') around the tabs. */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AdminPage } from './kit/AdminPage';
import { AdminLogoutButton } from './kit/LogoutButton';
import { StatusChip } from './kit/StatusChip';

export function AdminPanelFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <AdminPage
      title="Administrasjonspanel"
      subtitle={
        <>
          <StatusChip label="Administrator" tone="info" />
          <Typography component="span">{name}</Typography>
        </>
      }
      actions={
        <>
          <Button variant="outlined" href="/admin/feeds">
            Produktfeeds
          </Button>
          <AdminLogoutButton />
        </>
      }
    >
      {children}
    </AdminPage>
  );
}
