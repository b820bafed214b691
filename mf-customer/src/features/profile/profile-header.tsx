import { Avatar, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { StatusBadge } from '@facturador/account-forms/status-badge';
import { userInitials, type ClientUser } from '@facturador/auth-api';
import { RoleBadge } from '@facturador/account-forms';
import { useAccountStatus } from '../../shared/use-session.ts';
import { profileMessages as messages } from './messages.ts';

/** Who is signed in: photo or initials, name, e-mail, account status, roles, Google. */
export function ProfileHeader({ user }: { user: ClientUser }) {
  const status = useAccountStatus();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar
          src={user.avatar ?? undefined}
          alt={user.fullName}
          sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.main' }}
        >
          {userInitials(user.fullName)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {user.fullName}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
            <StatusBadge status={status} size="small" />
            {user.roles.map((role) => (
              <RoleBadge key={role} role={role} />
            ))}
            {user.isOAuth && <Chip size="small" variant="outlined" label={messages.header.googleAccount} />}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
