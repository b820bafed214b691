import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BUSINESS_ROLE_NAMES, type BusinessRole, type Company, type Member } from '@facturador/contracts';
import { RoleBadge } from '@facturador/account-forms';
import {
  useCancelInvitation,
  useChangeMemberRole,
  useRemoveMember,
} from '../../api/company-part-mutations.ts';
import { membersQueryOptions } from '../../api/company-queries.ts';
import { companiesMessages } from '../../messages.ts';
import { Section } from '../../shared/section.tsx';
import type { CompanyPermissions } from '../../../../shared/company-permissions.ts';
import { InviteMemberDialog } from './invite-member-dialog.tsx';

const messages = companiesMessages.members;
const date = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium' });

/** Miembros: who works in the company and with what role; invitations waiting for a sign-up. */
export function MembersTab({ company, permissions }: { company: Company; permissions: CompanyPermissions }) {
  const id = company.publicId;
  const { data, isPending, isError, error } = useQuery(membersQueryOptions(id));
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  // Each change reads the members again, whatever its answer (the hooks' `refresh`).
  const changeRole = useChangeMemberRole(id);
  const remove = useRemoveMember(id);
  const cancelInvitation = useCancelInvitation(id);
  // An administrator may not make anyone an owner: only the owner offers that role.
  const assignable = BUSINESS_ROLE_NAMES.filter((role) => permissions.isOwner || role !== 'OWNER_BUSINESS');

  return (
    <Section
      id="members-title"
      title={messages.title}
      action={
        permissions.canEdit && (
          <Button variant="contained" onClick={() => setInviting(true)}>
            {messages.invite}
          </Button>
        )
      }
    >
      {isPending && (
        <Skeleton variant="rounded" height={120} aria-busy="true" aria-label={messages.loading} />
      )}
      {isError && <Alert severity="error">{error.message}</Alert>}
      {data && (
        <List aria-labelledby="members-title">
          {data.members.map((member) => {
            const manageable = permissions.canManage(member.role) && !member.isSelf;
            return (
              <ListItem key={member.userId} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={`${member.fullName} ${member.isSelf ? messages.you : ''}`.trim()}
                  secondary={member.email}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  sx={{ minWidth: 200 }}
                />
                {manageable ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <TextField
                      select
                      size="small"
                      label={messages.roleOf(member.fullName)}
                      value={member.role}
                      onChange={(event) =>
                        changeRole.mutate({ member, role: event.target.value as BusinessRole })
                      }
                      sx={{ minWidth: 220 }}
                    >
                      {assignable.map((role) => (
                        <MenuItem key={role} value={role}>
                          {companiesMessages.roles[role]}
                        </MenuItem>
                      ))}
                    </TextField>
                    <Button color="error" size="small" onClick={() => setRemoving(member)}>
                      {messages.remove}
                    </Button>
                  </Stack>
                ) : (
                  <RoleBadge role={member.role} />
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      {data && data.invitations.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {messages.invitations}
          </Typography>
          <List>
            {data.invitations.map((invitation) => (
              <ListItem key={invitation.publicId} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={invitation.email}
                  secondary={`${companiesMessages.roles[invitation.role]} · ${messages.invitedAt} ${date.format(new Date(invitation.invitedAt))}`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
                {permissions.canManage(invitation.role) && (
                  <Button size="small" onClick={() => cancelInvitation.mutate(invitation.publicId)}>
                    {messages.cancelInvitation}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        </>
      )}
      {inviting && (
        <InviteMemberDialog companyId={id} roles={assignable} onClose={() => setInviting(false)} />
      )}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        aria-labelledby="remove-member-title"
      >
        <DialogTitle id="remove-member-title">
          {removing && messages.removeTitle(removing.fullName)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{messages.removeBody}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{messages.cancel}</Button>
          <Button
            variant="contained"
            color="error"
            disabled={remove.isPending}
            onClick={() => removing && remove.mutate(removing, { onSettled: () => setRemoving(null) })}
          >
            {messages.remove}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}
