import { MenuItem } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import {
  endpoints,
  inviteMemberRequestSchema,
  type BusinessRole,
  type InviteMemberRequest,
} from '@facturador/contracts';
import { FormDialog, FormTextField, useContractForm } from '@facturador/forms';
import { companyKeys } from '../../api/companies-query.ts';
import { companiesMessages } from '../../messages.ts';
import { useCompanyDialogSubmit } from '../../shared/use-company-dialog-submit.tsx';
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
  const invite = useCompanyMutation(companyId, (body: InviteMemberRequest) =>
    callApi(endpoints.inviteMember, { params: { id: companyId }, body }),
  );
  const { alert, alertAction, onSubmit } = useCompanyDialogSubmit(form, async (body) => {
    await invite.mutateAsync(body);
    await queryClient.invalidateQueries({ queryKey: companyKeys.members(companyId) });
    onClose();
  });
  return (
    <FormDialog
      id="invite-member"
      title={messages.inviteTitle}
      alert={alert}
      alertAction={alertAction}
      pending={invite.isPending}
      submitLabel={messages.send}
      cancelLabel={messages.cancel}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="sm"
    >
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
    </FormDialog>
  );
}
