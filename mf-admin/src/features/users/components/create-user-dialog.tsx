import { Alert } from '@mui/material';
import { Controller } from 'react-hook-form';
import { adminCreateUserRequestSchema, type AdminUser } from '@facturador/contracts';
import { FormDialog, FormTextField, useContractForm, useServerSubmit } from '@facturador/forms';
import { useCreateUser } from '../api/user-mutations.ts';
import { usersMessages } from '../messages.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';

const text = usersMessages.form;

/** POST /users/admin/create: name, e-mail and roles; the new user gets an e-mail to choose a password. */
export function CreateUserDialog(props: {
  actorRoles: readonly string[];
  onClose: () => void;
  onCreated: (user: AdminUser) => void;
}) {
  const form = useContractForm(adminCreateUserRequestSchema, {
    fullName: '',
    email: '',
    roles: ['CUSTOMER_SYSTEM'],
  });
  const create = useCreateUser();
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    const answer = await create.mutateAsync(body);
    props.onCreated(answer.data);
  });
  return (
    <FormDialog
      id="create-user"
      title={text.createTitle}
      alert={alert}
      pending={create.isPending}
      submitLabel={text.submitCreate}
      cancelLabel={text.cancel}
      onSubmit={onSubmit}
      onClose={props.onClose}
    >
      <FormTextField form={form} name="fullName" label={text.fullName} fullWidth autoFocus />
      <FormTextField form={form} name="email" label={text.email} type="email" fullWidth />
      <Controller
        control={form.control}
        name="roles"
        render={({ field, fieldState }) => (
          <RoleCheckboxes
            value={field.value ?? []}
            onChange={field.onChange}
            actorRoles={props.actorRoles}
            error={fieldState.error?.message}
          />
        )}
      />
      <Alert severity="info">{text.createHint}</Alert>
    </FormDialog>
  );
}
