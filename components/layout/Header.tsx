'use client';
/**
 * Site header (spec section 2): logo, main links, account menu, side drawer on mobile;
 * transparent at the top and opaque once the page is scrolled more than 10 px.
 * The Admin entries are shown to administrators only (the original showed them to anyone
 * signed in).
 */
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useState, type MouseEvent } from 'react';
import { useToast } from '../ui/toast/ToastProvider';
import { Logo } from './Logo';
import { HEADER_OPAQUE_AFTER_PX, NAV_ITEMS, isActive, type NavItem } from './navigation';

export interface HeaderUser {
  name: string;
  isAdmin: boolean;
}

/** On the home page the products link scrolls; elsewhere it goes to /#products. */
function hrefFor(item: NavItem, pathname: string): string {
  return item.href === '/#products' && pathname === '/' ? '#products' : item.href;
}

export function Header({ brandName, user }: { brandName: string; user: HeaderUser | null }) {
  const pathname = usePathname() ?? '/';
  const [opaque, setOpaque] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setOpaque(window.scrollY > HEADER_OPAQUE_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <AppBar
      position="fixed"
      elevation={opaque ? 3 : 0}
      data-opaque={opaque ? 'true' : 'false'}
      sx={{
        bgcolor: opaque ? 'background.paper' : 'transparent',
        color: 'text.primary',
        backdropFilter: opaque ? 'none' : 'blur(2px)',
        transition: 'background-color 200ms ease, box-shadow 200ms ease',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64, md: 72 } }}>
          <Box component="a" href="/" aria-label={`${brandName} – til forsiden`} sx={{ textDecoration: 'none', mr: 'auto' }}>
            <Logo brandName={brandName} />
          </Box>

          <Box component="nav" aria-label="Hovedmeny" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {NAV_ITEMS.map((item) => (
              <Button
                key={item.label}
                href={hrefFor(item, pathname)}
                color="inherit"
                aria-current={isActive(item, pathname) ? 'page' : undefined}
                sx={{ fontWeight: isActive(item, pathname) ? 700 : 500 }}
              >
                {item.label}
              </Button>
            ))}
          </Box>

          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <AccountMenu user={user} />
          </Box>

          <IconButton
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            aria-label="Åpne meny"
            aria-controls="mobilmeny"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>

      <Drawer anchor="right" open={drawerOpen} onClose={() => setDrawerOpen(false)} id="mobilmeny">
        <Box component="nav" aria-label="Mobilmeny" sx={{ width: 280, pt: 2 }}>
          <List>
            {NAV_ITEMS.map((item) => (
              <ListItemButton
                key={item.label}
                href={hrefFor(item, pathname)}
                selected={isActive(item, pathname)}
                onClick={() => setDrawerOpen(false)}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
          <Box sx={{ px: 2 }}>
            <AccountMenu user={user} onNavigate={() => setDrawerOpen(false)} />
          </Box>
        </Box>
      </Drawer>
    </AppBar>
  );
}

function AccountMenu({ user, onNavigate }: { user: HeaderUser | null; onNavigate?: () => void }) {
  const router = useRouter();
  const { toast } = useToast();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);

  if (!user) {
    return (
      <Button href="/auth" variant="outlined" color="primary" onClick={onNavigate}>
        Forhandlerlogin
      </Button>
    );
  }

  const close = () => setAnchor(null);
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
      close();
      onNavigate?.();
      router.refresh();
    }
  };

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
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {user.isAdmin && (
          <MenuItem component="a" href="/admin" onClick={close}>
            Admin
          </MenuItem>
        )}
        <MenuItem component="a" href="/dealer-portal" onClick={close}>
          Min profil
        </MenuItem>
        <MenuItem onClick={logout} disabled={loggingOut}>
          {loggingOut ? 'Logger ut...' : 'Logg ut'}
        </MenuItem>
      </Menu>
    </>
  );
}
