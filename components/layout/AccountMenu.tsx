'use client';
/**
 * The header's account entry: 'Forhandlerlogin' for visitors; for a signed-in user a
 * 'Min konto' button whose menu (Admin for administrators only, Min profil, Logg ut) loads on
 * first use, so visitors never download the menu's code.
 */
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useId, useState, type MouseEvent } from 'react';
import type { HeaderUser } from './navigation';

const AccountMenuPopup = dynamic(() => import('./AccountMenuPopup').then((m) => m.AccountMenuPopup), { ssr: false });

export function AccountMenu({ user, onNavigate }: { user: HeaderUser | null; onNavigate?: () => void }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (!user) {
    return (
      <Button href="/auth" variant="outlined" color="primary" onClick={onNavigate}>
        Forhandlerlogin
      </Button>
    );
  }

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
      >
        Min konto
      </Button>
      {anchor && (
        <AccountMenuPopup
          id={menuId}
          anchor={anchor}
          user={user}
          onClose={() => {
            setAnchor(null);
          }}
          onNavigate={onNavigate}
        />
      )}
    </>
  );
}
