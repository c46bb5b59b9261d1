'use client';
/** 'Logg ut' of the admin panel on the kit (the sign-out itself: components/auth/LogoutButton.tsx). */
import Button from '@mui/material/Button';
import { useLogout } from '@/components/auth/LogoutButton';

export function AdminLogoutButton() {
  const { logout, pending, label } = useLogout('admin');
  return (
    <Button variant="contained" onClick={() => void logout()} disabled={pending}>
      {label}
    </Button>
  );
}
