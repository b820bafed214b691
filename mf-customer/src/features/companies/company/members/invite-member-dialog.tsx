import { MenuItem } from '@mui/material';
import { inviteMemberRequestSchema, type BusinessRole } from '@facturador/contracts';
import { FormDialog, FormTextField, useContractForm } from '@facturador/forms';
import { useInviteMember } from '../../api/company-part-mutations.ts';
import { companiesMessages } from '../../messages.ts';
import { useCompanyDialogSubmit } from '../../shared/use-company-dialog-submit.tsx';

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
  const form = useContractForm(inviteMemberRequestSchema, { email: '', role: 'EMPLOYEE_BUSINESS' });
  const invite = useInviteMember(companyId);
  const { alert, alertAction, onSubmit } = useCompanyDialogSubmit(form, async (body) => {
    await invite.mutateAsync(body);
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
