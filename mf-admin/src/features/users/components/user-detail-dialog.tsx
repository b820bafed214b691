import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { RoleBadge, StateBadge, usePagedList } from '@facturador/account-forms';
import {
  SUBSCRIPTION_STATE_COLORS,
  SUBSCRIPTION_STATE_LABELS,
  type AdminUserDetail,
} from '@facturador/contracts';
import { userDetailQueryOptions } from '../api/get-user.ts';
import { usersMessages } from '../messages.ts';
import { capitalize, formatDate, formatDateTime } from '../../../shared/format.ts';
import { UserActions } from './user-actions.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

const text = usersMessages.detail;

function Section(props: { title: string; children: React.ReactNode }) {
  return (
    <Stack spacing={1} component="section">
      <Typography variant="h6" component="h3">
        {props.title}
      </Typography>
      {props.children}
    </Stack>
  );
}

function DetailBody({ user }: { user: AdminUserDetail }) {
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <Section title={text.profile}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <UserStatusBadge user={user} />
          {user.UserSystemRoles.map((entry) => (
            <RoleBadge key={entry.role.name} role={entry.role.name} />
          ))}
        </Stack>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{user.email}</Typography>
        <Typography color="text.secondary">
          {text.document}: {user.number ? `${user.documentType.description} ${user.number}` : text.none}
          {' · '}
          {text.phone}:{' '}
          {user.phoneNumber ? `${user.phoneCountryCode ?? ''} ${user.phoneNumber}`.trim() : text.none}
        </Typography>
        <Typography color="text.secondary">
          {usersMessages.columns.createdAt}: {formatDate(user.createdAt)} ·{' '}
          {usersMessages.columns.lastAccessAt}:{' '}
          {user.lastAccessAt ? formatDateTime(user.lastAccessAt) : usersMessages.columns.never}
        </Typography>
      </Section>
      <Section title={text.companies}>
        {user.companies.length === 0 ? (
          <Typography color="text.secondary">{text.noCompanies}</Typography>
        ) : (
          <List dense disablePadding>
            {user.companies.map((company) => (
              <ListItem
                key={company.publicId}
                disableGutters
                secondaryAction={<RoleBadge role={company.role} />}
              >
                <ListItemText primary={company.businessName} secondary={`RUC ${company.ruc}`} />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <Section title={text.subscription}>
        {user.subscription ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{user.subscription.planName}</Typography>
            <StateBadge
              label={capitalize(SUBSCRIPTION_STATE_LABELS[user.subscription.state])}
              colors={SUBSCRIPTION_STATE_COLORS[user.subscription.state]}
            />
            <Typography color="text.secondary">
              {text.renewsAt} {formatDate(user.subscription.renewsAt)} · {text.tokensLeft}:{' '}
              {user.subscription.tokensLeft ?? text.unlimited}
            </Typography>
          </Stack>
        ) : (
          <Typography color="text.secondary">{text.noSubscription}</Typography>
        )}
      </Section>
      <Section title={text.sessions}>
        <UserSessions sessions={user.sessions} />
      </Section>
    </Stack>
  );
}

const SESSIONS_PER_PAGE = 5;

/** The user's open sessions, five to a page: an account signed in everywhere stays readable. */
function UserSessions({ sessions }: { sessions: AdminUserDetail['sessions'] }) {
  const { pageItems, pager } = usePagedList(sessions, SESSIONS_PER_PAGE);
  if (sessions.length === 0) return <Typography color="text.secondary">{text.noSessions}</Typography>;
  return (
    <>
      <List dense disablePadding aria-label={text.sessions}>
        {pageItems.map((session) => (
          <ListItem key={session.id} disableGutters>
            <ListItemText
              primary={session.name}
              secondary={`${session.ipAddress ?? ''} · ${text.lastSeen}: ${formatDateTime(session.lastSeenAt)}`}
            />
          </ListItem>
        ))}
      </List>
      {pager}
    </>
  );
}

/** A user's detail (GET /users/{id}) and what may be done to them; full screen on a phone. */
export function UserDetailDialog(props: {
  id: string;
  actor: { id: string; roles: readonly string[] };
  onClose: () => void;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const detail = useQuery(userDetailQueryOptions(props.id));
  const user = detail.data;
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="user-detail-title"
    >
      <DialogTitle id="user-detail-title" sx={{ overflowWrap: 'anywhere' }}>
        {user?.fullName ?? usersMessages.title}
      </DialogTitle>
      <DialogContent>
        {detail.isPending && <CircularProgress aria-label={usersMessages.title} />}
        {detail.isError && (
          <Alert severity="error">{detail.error.message || usersMessages.detailError}</Alert>
        )}
        {user && (
          <Stack spacing={3}>
            {/* What the administrator came to do first; the record below it (issue 28, item 11). */}
            <Section title={text.actions}>
              <UserActions user={user} actor={props.actor} onDeleted={props.onClose} />
            </Section>
            <Divider />
            <DetailBody user={user} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{text.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
