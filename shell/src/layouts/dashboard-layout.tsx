import { AppBar, Box, Drawer, IconButton, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { messages } from '../app/messages.ts';
import { AccountModals } from '../modals/account-modals.tsx';
import { realtimeStatus } from '../realtime/realtime-status.ts';
import { SideNavigation } from '../navigation/side-navigation.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { AccountMenu } from './account-menu.tsx';
import { MaintenanceBanner } from './maintenance-banner.tsx';

const DRAWER_WIDTH = 264;

/**
 * Signed-in area: app bar, side navigation (a drawer on phones), content, account modals.
 * The content is the matched route, or `children` where the shell renders a page itself (403).
 */
export function DashboardLayout({ children }: { children?: ReactNode }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const realtimeConnected = useStore(realtimeStatus, (state) => state.connected);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* data-realtime tells support staff and tests whether live updates are flowing. */}
      <AppBar
        position="fixed"
        sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}
        data-realtime={realtimeConnected ? 'connected' : 'disconnected'}
      >
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              onClick={() => setOpen(true)}
              aria-label={messages.account.openMenu}
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
          <AccountMenu />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        <Toolbar />
        <SideNavigation onNavigate={() => setOpen(false)} />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        <Box sx={{ p: { xs: 2, md: 3 } }}>
          <MaintenanceBanner />
          {children ?? <Outlet />}
        </Box>
      </Box>
      <AccountModals />
    </Box>
  );
}
