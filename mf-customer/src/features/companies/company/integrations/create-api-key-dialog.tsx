import { TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  createApiKeyRequestSchema,
  type CreatedApiKey,
} from '@facturador/contracts';
import { FormTextField, useContractForm } from '@facturador/forms';
import { CreateFormDialog, type CreateDialogProps } from '../../../../shared/create-form-dialog.tsx';
import { FormCheckboxGroup } from '../../../../shared/form-checkbox-group.tsx';
import { useCreateApiKey } from '../../api/company-part-mutations.ts';
import { companiesMessages } from '../../messages.ts';

const messages = companiesMessages.integrations;

/** A new key: a name, its scopes and, when it should end by itself, its last day. */
export function CreateApiKeyDialog({
  companyId,
  ...dialog
}: { companyId: string } & CreateDialogProps<CreatedApiKey>) {
  const form = useContractForm(createApiKeyRequestSchema, {
    name: '',
    scopes: ['issue', 'read'],
    expiresOn: null,
  });
  const create = useCreateApiKey(companyId);
  const expiresOn = useController({ control: form.control, name: 'expiresOn' });
  return (
    <CreateFormDialog id="api-key-dialog" form={form} create={create} messages={messages} {...dialog}>
      <FormTextField form={form} name="name" label={messages.name} helperText={messages.nameHint} />
      <FormCheckboxGroup
        form={form}
        name="scopes"
        legend={messages.scopes}
        options={API_KEY_SCOPES}
        labels={API_KEY_SCOPE_LABELS}
      />
      <TextField
        type="date"
        label={messages.expiresOn}
        value={expiresOn.field.value ?? ''}
        onChange={(event) => expiresOn.field.onChange(event.target.value === '' ? null : event.target.value)}
        error={expiresOn.fieldState.invalid}
        helperText={expiresOn.fieldState.error?.message ?? messages.expiresOnHint}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </CreateFormDialog>
  );
}
