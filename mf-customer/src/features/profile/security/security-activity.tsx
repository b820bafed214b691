import { Alert, Button, List, ListItem, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { SecurityEvent } from '@facturador/contracts';
import { formatDateTime } from '../format.ts';
import { profileMessages } from '../messages.ts';
import { activityQueryOptions } from '../api/security-queries.ts';
import { usePagedList } from '@facturador/account-forms';

const messages = profileMessages.activity;
const EVENTS_PER_PAGE = 5;
const NO_EVENTS: readonly SecurityEvent[] = [];

function describe(event: SecurityEvent): string {
  const title = messages.events[event.type];
  if (!event.detail) return title;
  return event.type === 'other_sessions_ended'
    ? `${title} (${messages.endedSessions(event.detail)})`
    : `${title}: ${event.detail}`;
}

/** The server's log of sign-ins, password changes and ended sessions, newest first, five to a page. */
export function SecurityActivity() {
  const { data: events, isPending, isError, refetch } = useQuery(activityQueryOptions());
  const { pageItems, pager } = usePagedList(events ?? NO_EVENTS, EVENTS_PER_PAGE);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="activity-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="activity-title" variant="h6" component="h2">
        {messages.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {messages.intro}
      </Typography>
      {isPending && <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} aria-label={messages.loading} />}
      {isError && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {profileMessages.sessions.retry}
            </Button>
          }
        >
          {messages.loadError}
        </Alert>
      )}
      {events?.length === 0 && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {messages.empty}
        </Typography>
      )}
      {events && events.length > 0 && (
        <List aria-labelledby="activity-title">
          {pageItems.map((event) => (
            <ListItem key={event.id} disableGutters divider>
              <ListItemText
                primary={describe(event)}
                secondary={`${formatDateTime(event.createdAt)} · ${event.browser} · ${event.system} · ${profileMessages.sessions.ip} ${event.ipAddress ?? profileMessages.sessions.unknownIp}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {pager}
    </Paper>
  );
}
