'use client';
/** The open 'Min konto' menu (loaded on first use by AccountMenu). */
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useToast } from '../ui/toast/ToastProvider';
import type { HeaderUser } from './navigation';

interface Props {
  id: string;
  anchor: HTMLElement;
  user: HeaderUser;
  onClose: () => void;
  onNavigate?: () => void;
}

export function AccountMenuPopup({ id, anchor, user, onClose, onNavigate }: Props) {
  const router = useRouter();
  const { toast } = useToast();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    try {
      const res = await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
      if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
      toast({ title: 'Utlogget', description: 'Du har blitt logget ut av forhandlerportalen.' });
      router.push('/');
    } catch {
      toast({ title: 'Feil ved utlogging', description: 'Kunne ikke logge ut. Prøv igjen.', variant: 'destructive' });
      router.push('/auth');
    } finally {
      setLoggingOut(false);
      onClose();
      onNavigate?.();
      router.refresh();
    }
  };

  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {user.isAdmin && (
        <MenuItem component="a" href="/admin" onClick={onClose}>
          Admin
        </MenuItem>
      )}
      <MenuItem component="a" href="/dealer-portal" onClick={onClose}>
        Min profil
      </MenuItem>
      <MenuItem onClick={logout} disabled={loggingOut}>
        {loggingOut ? 'Logger ut...' : 'Logg ut'}
      </MenuItem>
    </Menu>
  );
}
