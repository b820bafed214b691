import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '@facturador/auth-api';
import {
  endpoints,
  inviteMemberRequestSchema,
  type BusinessRole,
  type InviteMemberRequest,
} from '@facturador/contracts';
import { applyServerErrors, FormTextField, useContractForm } from '@facturador/forms';
import { companyKeys } from '../../api/companies-query.ts';
import { companiesMessages } from '../../messages.ts';
import { useCompanyMutation } from '../../shared/use-company-mutation.ts';

const messages = companiesMessages.members;

/** An e-mail and a role: an existing account joins at once; another e-mail gets an invitation. */
export function InviteMemberDialog({
  companyId,
  roles,
  onClose,
}: {
  companyId: string;
  roles: readonly BusinessRole[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useContractForm(inviteMemberRequestSchema, { email: '', role: 'EMPLOYEE_BUSINESS' });
  const [alert, setAlert] = useState<string | null>(null);
  const invite = useCompanyMutation(companyId, (body: InviteMemberRequest) =>
    callApi(endpoints.inviteMember, { params: { id: companyId }, body }),
  );
  const submit = form.handleSubmit(async (body) => {
    setAlert(null);
    try {
      await invite.mutateAsync(body);
      await queryClient.invalidateQueries({ queryKey: companyKeys.members(companyId) });
      onClose();
    } catch (error) {
      setAlert(applyServerErrors(form, error));
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="invite-member-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="invite-member-title">{messages.inviteTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert && <Alert severity="error">{alert}</Alert>}
            <FormTextField
              form={form}
              name="email"
              label={messages.email}
              type="email"
              autoComplete="off"
              autoFocus
              fullWidth
            />
            <FormTextField form={form} name="role" select label={messages.role}>
              {roles.map((role) => (
                <MenuItem key={role} value={role}>
                  {companiesMessages.roles[role]}
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{messages.cancel}</Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {messages.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
