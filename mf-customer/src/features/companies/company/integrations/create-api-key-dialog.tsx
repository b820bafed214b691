import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from '@mui/material';
import { useController } from 'react-hook-form';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  createApiKeyRequestSchema,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@facturador/contracts';
import { FormDialog, FormTextField, useContractForm, useServerSubmit } from '@facturador/forms';
import { useCreateApiKey } from '../../api/company-part-mutations.ts';
import { companiesMessages } from '../../messages.ts';

const messages = companiesMessages.integrations;

/** A new key: a name, its scopes and, when it should end by itself, its last day. */
export function CreateApiKeyDialog({
  companyId,
  onCreated,
  onClose,
}: {
  companyId: string;
  onCreated: (key: CreatedApiKey) => void;
  onClose: () => void;
}) {
  const form = useContractForm(createApiKeyRequestSchema, {
    name: '',
    scopes: ['issue', 'read'],
    expiresOn: null,
  });
  const create = useCreateApiKey(companyId);
  const scopes = useController({ control: form.control, name: 'scopes' });
  const expiresOn = useController({ control: form.control, name: 'expiresOn' });
  const chosen = scopes.field.value ?? [];
  const toggle = (scope: ApiKeyScope) =>
    scopes.field.onChange(
      chosen.includes(scope) ? chosen.filter((one) => one !== scope) : [...chosen, scope],
    );
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    const answer = await create.mutateAsync(body);
    onCreated(answer.data);
  });
  return (
    <FormDialog
      id="api-key-dialog"
      title={messages.createTitle}
      alert={alert}
      pending={create.isPending}
      submitLabel={messages.save}
      cancelLabel={messages.cancel}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField form={form} name="name" label={messages.name} helperText={messages.nameHint} />
      <FormControl component="fieldset" error={scopes.fieldState.invalid}>
        <FormLabel component="legend">{messages.scopes}</FormLabel>
        <FormGroup>
          {API_KEY_SCOPES.map((scope) => (
            <FormControlLabel
              key={scope}
              control={<Checkbox checked={chosen.includes(scope)} onChange={() => toggle(scope)} />}
              label={API_KEY_SCOPE_LABELS[scope]}
            />
          ))}
        </FormGroup>
        {scopes.fieldState.error && <FormHelperText>{scopes.fieldState.error.message}</FormHelperText>}
      </FormControl>
      <TextField
        type="date"
        label={messages.expiresOn}
        value={expiresOn.field.value ?? ''}
        onChange={(event) => expiresOn.field.onChange(event.target.value === '' ? null : event.target.value)}
        error={expiresOn.fieldState.invalid}
        helperText={expiresOn.fieldState.error?.message ?? messages.expiresOnHint}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
