import { Avatar, Divider, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { StatusBadge } from '@facturador/account-forms/status-badge';
import { logout } from '@facturador/auth-api';
import { ROUTE_PATHS } from '@facturador/contracts';
import { messages } from '../app/messages.ts';
import { useAccountStatus, useInitials, useUser } from '../session/use-session.ts';

/** App bar corner: status badge, avatar (photo or initials) and the account menu. */
export function AccountMenu() {
  const user = useUser();
  const initials = useInitials();
  const status = useAccountStatus();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const signOut = () => {
    setAnchor(null);
    void logout();
  };

  return (
    <>
      <StatusBadge
        status={status}
        size="small"
        sx={{ mr: 1, display: { xs: 'none', sm: 'inline-flex' } }}
        data-testid="account-status"
      />
      <Tooltip title={messages.account.menu}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          // The name includes what is shown (the initials): WCAG 2.5.3, label in name.
          aria-label={`${messages.account.menu}: ${initials}`}
          sx={{ p: 0.5 }}
        >
          <Avatar
            src={user?.avatar ?? undefined}
            alt={user?.fullName ?? ''}
            sx={{ width: 36, height: 36, fontSize: 15, bgcolor: 'secondary.dark', color: 'common.white' }}
          >
            {initials}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled sx={{ opacity: '1 !important' }}>
          <ListItemText primary={user?.fullName} secondary={user?.email} />
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate(ROUTE_PATHS.profile);
          }}
        >
          {messages.nav.profile}
        </MenuItem>
        <MenuItem onClick={signOut}>{messages.account.signOut}</MenuItem>
      </Menu>
    </>
  );
}
