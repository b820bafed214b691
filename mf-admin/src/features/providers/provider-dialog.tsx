import { FormControlLabel, MenuItem, Switch } from '@mui/material';
import { Controller } from 'react-hook-form';
import {
  PROVIDER_AUTH_TYPE_LABELS,
  PROVIDER_AUTH_TYPES,
  providerInputSchema,
  SENDING_CHANNELS,
  type AdminProvider,
} from '@facturador/contracts';
import { FormDialog, FormTextField, useContractForm, useServerSubmit } from '@facturador/forms';
import { useSaveProvider } from './api/save-provider.ts';
import { providersMessages } from './messages.ts';

const m = providersMessages.form;

/** Create (no provider) or edit a provider: the contract's schema checks it here and on the server. */
export function ProviderDialog({
  provider,
  onClose,
}: {
  provider: AdminProvider | null;
  onClose: () => void;
}) {
  const form = useContractForm(providerInputSchema, {
    name: provider?.name ?? '',
    type: provider?.type ?? 'OSE',
    testUrl: provider?.testUrl ?? '',
    productionUrl: provider?.productionUrl ?? '',
    statusUrl: provider?.statusUrl ?? '',
    authType: provider?.authType ?? 'WS_SECURITY',
    isActive: provider?.isActive ?? true,
  });
  const save = useSaveProvider();

  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await save.mutateAsync({ id: provider?.id ?? null, body });
    onClose();
  });

  return (
    <FormDialog
      id="provider-dialog"
      title={provider ? m.editTitle(provider.name) : m.createTitle}
      alert={alert}
      pending={save.isPending}
      submitLabel={m.save}
      cancelLabel={m.cancel}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField form={form} name="name" label={m.name} required fullWidth />
      <FormTextField form={form} name="type" label={m.type} select fullWidth>
        {SENDING_CHANNELS.map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField form={form} name="authType" label={m.authType} select fullWidth>
        {PROVIDER_AUTH_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {PROVIDER_AUTH_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </FormTextField>
      {(['testUrl', 'productionUrl', 'statusUrl'] as const).map((name) => (
        <FormTextField key={name} form={form} name={name} label={m[name]} helperText={m.urlHelp} fullWidth />
      ))}
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label={m.isActive}
          />
        )}
      />
    </FormDialog>
  );
}
