import { ROUTE_PATHS } from '@facturador/contracts';
import { Drawer, IconButton, List, ListItemButton, ListItemText } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../app/messages.ts';

/** On phones the public links live in a drawer opened from the header. */
export function PublicMenu({ links }: { links: readonly { to: string; label: string }[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        onClick={() => setOpen(true)}
        aria-label={messages.account.openMenu}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <span aria-hidden="true">☰</span>
      </IconButton>
      <Drawer anchor="left" open={open} onClose={() => setOpen(false)}>
        <List component="nav" aria-label="Principal" sx={{ width: 260 }}>
          {[...links, { to: ROUTE_PATHS.register, label: messages.nav.signUp }].map((link) => (
            <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={() => setOpen(false)}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    </>
  );
}
