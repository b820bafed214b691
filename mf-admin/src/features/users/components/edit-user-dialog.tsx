import { adminUpdateUserRequestSchema, type AdminUser } from '@facturador/contracts';
import { FormDialog, FormTextField, useContractForm, useServerSubmit } from '@facturador/forms';
import { useUpdateUser } from '../api/user-mutations.ts';
import { usersMessages } from '../messages.ts';

const text = usersMessages.form;

/** PATCH /users/{id}: the profile fields an administrator corrects. */
export function EditUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const form = useContractForm(adminUpdateUserRequestSchema, {
    fullName: user.fullName,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phoneNumber: user.phoneNumber ?? '',
  });
  const update = useUpdateUser({ toastErrors: false });
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    const empty = (value: string | null | undefined) => (value ? value : null);
    await update.mutateAsync({
      id: user.publicId,
      body: {
        ...body,
        firstName: empty(body.firstName),
        lastName: empty(body.lastName),
        phoneNumber: empty(body.phoneNumber),
      },
    });
    onClose();
  });
  return (
    <FormDialog
      id="edit-user"
      title={text.editTitle}
      alert={alert}
      pending={update.isPending}
      submitLabel={text.submitEdit}
      cancelLabel={text.cancel}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField form={form} name="fullName" label={text.fullName} fullWidth autoFocus />
      <FormTextField form={form} name="email" label={text.email} type="email" fullWidth />
      <FormTextField form={form} name="firstName" label={text.firstName} fullWidth />
      <FormTextField form={form} name="lastName" label={text.lastName} fullWidth />
      <FormTextField form={form} name="phoneNumber" label={text.phoneNumber} fullWidth />
    </FormDialog>
  );
}
