import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_ROLES, hasAnyRole, homePathFor } from '@facturador/auth-api';
import { messages } from '../app/messages.ts';
import { usePageMeta } from '../app/use-page-meta.ts';
import { useSession } from '../session/use-session.ts';

/**
 * 403: a signed-in user opened a page their roles do not reach (SPEC.md §6). A customer is
 * told to ask an administrator; staff, who are the administrators, are told whose page it is.
 */
export function ForbiddenPage() {
  const roles = useSession((state) => state.user?.roles ?? NO_ROLES);
  const staff = hasAnyRole(roles, ADMIN_ROLES);
  const body = staff ? messages.forbidden.staffBody : messages.forbidden.body;
  usePageMeta(messages.forbidden.title, body);
  return (
    <Stack component="section" spacing={2} sx={{ py: 10, px: 2, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="overline" color="text.secondary">
        403
      </Typography>
      <Typography variant="h4" component="h1">
        {messages.forbidden.title}
      </Typography>
      <Typography color="text.secondary">{body}</Typography>
      <Button variant="contained" component={RouterLink} to={homePathFor(roles)}>
        {staff ? messages.forbidden.staffHome : messages.forbidden.home}
      </Button>
    </Stack>
  );
}

const NO_ROLES: readonly string[] = [];
