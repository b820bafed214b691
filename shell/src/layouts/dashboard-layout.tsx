import { AppBar, Box, Drawer, IconButton, Toolbar, Typography } from '@mui/material';
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

const paper = { '& .MuiDrawer-paper': { width: DRAWER_WIDTH } };

/**
 * Signed-in area: app bar, side navigation (a drawer on phones), content, account modals.
 * The content is the matched route, or `children` where the shell renders a page itself (403).
 * Wide or narrow is decided by CSS, not by a media query in script: the layout rendered on the
 * server (decision 0039) is then the same at every width and shifts nothing when the app starts.
 */
export function DashboardLayout({ children }: { children?: ReactNode }) {
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
          <IconButton
            color="inherit"
            edge="start"
            onClick={() => setOpen(true)}
            aria-label={messages.account.openMenu}
            sx={{ display: { md: 'none' } }}
          >
            <span aria-hidden="true">☰</span>
          </IconButton>
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
        variant="permanent"
        sx={{ width: DRAWER_WIDTH, flexShrink: 0, display: { xs: 'none', md: 'block' }, ...paper }}
      >
        <Toolbar />
        <SideNavigation />
      </Drawer>
      {/* On a phone, over the page when asked for; a wide window never opens it. */}
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { md: 'none' }, ...paper }}
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
