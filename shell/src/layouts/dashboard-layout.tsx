import {
  AppBar,
  Box,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { messages } from '../app/messages.ts';
import { ThemeToggle } from '../theme/theme-toggle.tsx';

const DRAWER_WIDTH = 256;

const personalLinks = [
  { to: '/app', label: messages.nav.dashboard },
  { to: '/app/mis-empresas', label: messages.nav.companies },
  { to: '/app/mi-perfil', label: messages.nav.profile },
  { to: '/app/mis-planes', label: messages.nav.plans },
];

/** Signed-in area: app bar, side navigation (a drawer on phones), content. */
export function DashboardLayout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  const navigation = (
    <List component="nav" aria-label="Navegación de la cuenta">
      {personalLinks.map((link) => (
        <ListItemButton
          key={link.to}
          component={RouterLink}
          to={link.to}
          selected={pathname === link.to}
          aria-current={pathname === link.to ? 'page' : undefined}
          onClick={() => setOpen(false)}
        >
          <ListItemText primary={link.label} />
        </ListItemButton>
      ))}
    </List>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              onClick={() => setOpen(true)}
              aria-label="Abrir menú"
              sx={{ mr: 1 }}
            >
              <span aria-hidden="true">☰</span>
            </IconButton>
          )}
          <Typography
            component={RouterLink}
            to="/app"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: 1 }}
          >
            {messages.productName}
          </Typography>
          <ThemeToggle />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        <Toolbar />
        {navigation}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        <Box sx={{ p: { xs: 2, md: 3 } }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
