'use client';
/**
 * Site header (spec section 2): logo, main links, account menu, side drawer on mobile;
 * transparent at the top and opaque once the page is scrolled more than 10 px.
 * The Admin entries are shown to administrators only (the original showed them to anyone
 * signed in).
 */
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useSessionUser } from '../auth/useSessionUser';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { HEADER_OPAQUE_AFTER_PX, NAV_ITEMS, hrefFor, isActive, type HeaderUser } from './navigation';

export type { HeaderUser } from './navigation';

const MobileMenu = dynamic(() => import('./MobileMenu').then((m) => m.MobileMenu), { ssr: false });

/** `user` from the server where the page knows it; otherwise the header asks /api/auth/me. */
export function Header({ brandName, user: serverUser }: { brandName: string; user: HeaderUser | null }) {
  const pathname = usePathname() ?? '/';
  const fetchedUser = useSessionUser();
  const user = serverUser ?? fetchedUser ?? null;
  const [opaque, setOpaque] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads on first use, not with every page.
  const [drawerLoaded, setDrawerLoaded] = useState(false);

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
            {user?.isAdmin && (
              <Button href="/admin" color="inherit" aria-current={pathname === '/admin' ? 'page' : undefined}>
                Admin
              </Button>
            )}
          </Box>

          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <AccountMenu user={user} />
          </Box>

          <IconButton
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            aria-label="Åpne meny"
            aria-controls="mobilmeny"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerLoaded(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>

      {drawerLoaded && (
        <MobileMenu open={drawerOpen} onClose={() => setDrawerOpen(false)} pathname={pathname} user={user} />
      )}
    </AppBar>
  );
}
