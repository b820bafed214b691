import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { mayManageUser, type AdminUser } from '@facturador/contracts';
import { useDeleteUser, useEndUserSessions, useRestoreUser, useUpdateUser } from '../api/user-mutations.ts';
import { usersMessages } from '../messages.ts';
import { ConfirmUserActionDialog } from './confirm-user-action-dialog.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { RolesDialog } from './roles-dialog.tsx';

const text = usersMessages.actions;
const confirm = usersMessages.confirm;
type Open = 'edit' | 'roles' | 'deactivate' | 'sessions' | 'delete' | 'restore' | null;

/**
 * What the signed-in administrator may do to this user, as the server allows it (contracts'
 * admin-user-policy): nothing on their own account here, nothing on an owner unless an owner.
 */
export function UserActions(props: {
  user: AdminUser;
  actor: { id: string; roles: readonly string[] };
  onDeleted: () => void;
}) {
  const { user, actor } = props;
  const [open, setOpen] = useState<Open>(null);
  const [typedEmail, setTypedEmail] = useState('');
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const restore = useRestoreUser();
  const endSessions = useEndUserSessions();
  const close = () => setOpen(null);
  const targetRoles = user.UserSystemRoles.map((entry) => entry.role.name);

  if (actor.id === user.publicId) return <Alert severity="info">{usersMessages.detail.self}</Alert>;
  if (!mayManageUser(actor.roles, targetRoles))
    return <Alert severity="info">{usersMessages.detail.ownerProtected}</Alert>;

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {user.isDeleted ? (
          <Button variant="contained" onClick={() => setOpen('restore')}>
            {text.restore}
          </Button>
        ) : (
          <>
            <Button variant="outlined" onClick={() => setOpen('edit')}>
              {text.edit}
            </Button>
            <Button variant="outlined" onClick={() => setOpen('roles')}>
              {text.roles}
            </Button>
            {user.isActive ? (
              <Button variant="outlined" onClick={() => setOpen('deactivate')}>
                {text.deactivate}
              </Button>
            ) : (
              <Button
                variant="outlined"
                disabled={update.isPending}
                onClick={() => update.mutate({ id: user.publicId, body: { isActive: true } })}
              >
                {text.activate}
              </Button>
            )}
            <Button variant="outlined" onClick={() => setOpen('sessions')}>
              {text.endSessions}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setOpen('delete')}>
              {text.delete}
            </Button>
          </>
        )}
      </Stack>
      {open === 'edit' && <EditUserDialog user={user} onClose={close} />}
      {open === 'roles' && <RolesDialog user={user} actorRoles={actor.roles} onClose={close} />}
      {open === 'deactivate' && (
        <ConfirmUserActionDialog
          id="deactivate-user"
          title={confirm.deactivateTitle}
          body={confirm.deactivateBody(user.fullName)}
          confirmLabel={text.deactivate}
          action={() => update.mutateAsync({ id: user.publicId, body: { isActive: false } })}
          onClose={close}
        />
      )}
      {open === 'sessions' && (
        <ConfirmUserActionDialog
          id="end-user-sessions"
          title={confirm.endSessionsTitle}
          body={confirm.endSessionsBody(user.fullName)}
          confirmLabel={text.endSessions}
          action={() => endSessions.mutateAsync(user.publicId)}
          onClose={close}
        />
      )}
      {open === 'restore' && (
        <ConfirmUserActionDialog
          id="restore-user"
          title={confirm.restoreTitle}
          body={confirm.restoreBody(user.fullName)}
          confirmLabel={text.restore}
          action={() => restore.mutateAsync(user.publicId)}
          onClose={close}
        />
      )}
      {open === 'delete' && (
        <ConfirmUserActionDialog
          id="delete-user"
          title={confirm.deleteTitle}
          body={confirm.deleteBody(user.email)}
          confirmLabel={text.delete}
          canConfirm={() =>
            typedEmail.trim().toLowerCase() === user.email.toLowerCase() ? null : confirm.deleteMismatch
          }
          action={async () => {
            await remove.mutateAsync(user.publicId);
            props.onDeleted();
          }}
          onClose={() => {
            setTypedEmail('');
            close();
          }}
        >
          <TextField
            label={confirm.deleteEmail}
            value={typedEmail}
            onChange={(event) => setTypedEmail(event.target.value)}
            autoComplete="off"
            fullWidth
            autoFocus
          />
        </ConfirmUserActionDialog>
      )}
    </>
  );
}
