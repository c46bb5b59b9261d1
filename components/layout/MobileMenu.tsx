'use client';
/** The header's side drawer on small screens (loaded on first use by Header). */
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { AccountMenu } from './AccountMenu';
import { NAV_ITEMS, hrefFor, isActive, type HeaderUser } from './navigation';

interface Props {
  open: boolean;
  onClose: () => void;
  pathname: string;
  user: HeaderUser | null;
}

export function MobileMenu({ open, onClose, pathname, user }: Props) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} id="mobilmeny">
      <Box component="nav" aria-label="Mobilmeny" sx={{ width: 280, pt: 2 }}>
        <List>
          {NAV_ITEMS.map((item) => (
            <ListItemButton key={item.label} href={hrefFor(item, pathname)} selected={isActive(item, pathname)} onClick={onClose}>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
        <Box sx={{ px: 2 }}>
          <AccountMenu user={user} onNavigate={onClose} />
        </Box>
      </Box>
    </Drawer>
  );
}
