import { useState, type FormEvent } from 'react';
import type { AdminUser, RoleName } from '@facturador/contracts';
import { FormDialog } from '@facturador/forms';
import { useUpdateUserRoles } from '../api/user-mutations.ts';
import { usersMessages } from '../messages.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';

/** PATCH /users/{id}/roles with the roles GET /users/admin/roles offers. */
export function RolesDialog(props: { user: AdminUser; actorRoles: readonly string[]; onClose: () => void }) {
  const [roles, setRoles] = useState<RoleName[]>(props.user.UserSystemRoles.map((entry) => entry.role.name));
  const [alert, setAlert] = useState<string | null>(null);
  const update = useUpdateUserRoles();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    try {
      await update.mutateAsync({ id: props.user.publicId, roles });
      props.onClose();
    } catch (error) {
      setAlert((error as Error).message);
    }
  };
  return (
    <FormDialog
      id="user-roles"
      title={`${usersMessages.rolesDialog.title}: ${props.user.fullName}`}
      alert={alert}
      pending={update.isPending}
      submitLabel={usersMessages.rolesDialog.submit}
      cancelLabel={usersMessages.form.cancel}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
    >
      <RoleCheckboxes value={roles} onChange={setRoles} actorRoles={props.actorRoles} />
    </FormDialog>
  );
}
