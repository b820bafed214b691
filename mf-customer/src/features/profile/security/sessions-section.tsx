import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Session } from '@facturador/contracts';
import { PHONE_TOUCH_TARGET } from '../../../shared/touch-target.ts';
import { useLogoutOtherSessions, useLogoutSession } from '../api/security-mutations.ts';
import { sessionsQueryOptions } from '../api/security-queries.ts';
import { profileMessages } from '../messages.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { RenameSessionDialog } from './rename-session-dialog.tsx';
import { SecureLogoutDialog } from './secure-logout-dialog.tsx';
import { SessionCard } from './session-card.tsx';
import { usePagedList } from '@facturador/account-forms';

const messages = profileMessages.sessions;
const SESSIONS_PER_PAGE = 5;

type Dialog = { kind: 'rename' | 'logout' | 'secure'; session: Session } | { kind: 'logout-others' } | null;

/**
 * The open sessions, this device first and five to a page, with rename, sign-out, secure
 * sign-out (the same end, confirmed with a mailed code) and "the others".
 */
export function SessionsSection() {
  const { data: sessions, isPending, isError, refetch } = useQuery(sessionsQueryOptions());
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const logout = useLogoutSession();
  const logoutOthers = useLogoutOtherSessions();
  const ordered = sessions ? [...sessions].sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent)) : [];
  const others = ordered.filter((session) => !session.isCurrent);
  const { pageItems, pager } = usePagedList(ordered, SESSIONS_PER_PAGE);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="sessions-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <div>
          <Typography id="sessions-title" variant="h6" component="h2">
            {messages.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {messages.intro}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {messages.logoutHelp}
          </Typography>
        </div>
        {others.length > 0 && (
          <Button
            variant="outlined"
            color="error"
            sx={PHONE_TOUCH_TARGET}
            onClick={() => setDialog({ kind: 'logout-others' })}
          >
            {messages.logoutOthers}
          </Button>
        )}
      </Stack>
      {isPending && (
        <Stack spacing={2} aria-busy="true" aria-label={messages.loading}>
          <Skeleton variant="rounded" height={112} />
          <Skeleton variant="rounded" height={112} />
        </Stack>
      )}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {messages.retry}
            </Button>
          }
        >
          {messages.loadError}
        </Alert>
      )}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {pageItems.map((session) => (
          <SessionCard
            key={session.id}
            session={session}
            onRename={() => setDialog({ kind: 'rename', session })}
            onLogout={() => setDialog({ kind: 'logout', session })}
            onSecureLogout={() => setDialog({ kind: 'secure', session })}
          />
        ))}
      </Stack>
      {pager}
      {sessions && others.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {messages.noOthers}
        </Typography>
      )}

      {dialog?.kind === 'rename' && <RenameSessionDialog session={dialog.session} onClose={close} />}
      {dialog?.kind === 'secure' && <SecureLogoutDialog session={dialog.session} onClose={close} />}
      {dialog?.kind === 'logout' && (
        <ConfirmDialog
          title={messages.confirmLogoutTitle}
          body={messages.confirmLogoutBody(dialog.session.name)}
          confirmLabel={messages.confirm}
          pending={logout.isPending}
          onCancel={close}
          onConfirm={() => logout.mutate(dialog.session.id, { onSuccess: close })}
        />
      )}
      {dialog?.kind === 'logout-others' && (
        <ConfirmDialog
          title={messages.confirmOthersTitle}
          body={messages.confirmOthersBody}
          confirmLabel={messages.confirmOthers}
          pending={logoutOthers.isPending}
          onCancel={close}
          onConfirm={() => logoutOthers.mutate(undefined, { onSuccess: close })}
        />
      )}
    </Paper>
  );
}
