import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { PHONE_TOUCH_TARGET } from '../../../shared/touch-target.ts';
import type { Session } from '@facturador/contracts';
import { formatDateTime, formatRelative } from '../format.ts';
import { profileMessages } from '../messages.ts';

const messages = profileMessages.sessions;

/** One open session: its name, what it runs on, where from and when, and what can be done to it. */
export function SessionCard(props: {
  session: Session;
  onRename: () => void;
  onLogout: () => void;
  onSecureLogout: () => void;
}) {
  const { session } = props;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={session.name}
      data-session-id={session.id}
      sx={{ p: 2, borderColor: session.isCurrent ? 'primary.main' : undefined }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {session.name}
        </Typography>
        {session.isCurrent && <Chip size="small" color="primary" label={messages.current} />}
      </Stack>
      <Typography variant="body2">
        {session.device} · {session.browser} · {session.system}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {messages.ip}: {session.ipAddress ?? messages.unknownIp}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {messages.started}: {formatDateTime(session.createdAt)} · {messages.lastSeen}:{' '}
        <Box component="time" dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
          {formatRelative(session.lastSeenAt)}
        </Box>
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mt: 1, flexWrap: 'wrap' }}
        role="group"
        aria-label={messages.actionsFor(session.name)}
      >
        <Button size="small" sx={PHONE_TOUCH_TARGET} onClick={props.onRename}>
          {messages.rename}
        </Button>
        {!session.isCurrent && (
          <>
            <Button size="small" color="error" sx={PHONE_TOUCH_TARGET} onClick={props.onLogout}>
              {messages.logout}
            </Button>
            <Button size="small" color="error" sx={PHONE_TOUCH_TARGET} onClick={props.onSecureLogout}>
              {messages.secureLogout}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
