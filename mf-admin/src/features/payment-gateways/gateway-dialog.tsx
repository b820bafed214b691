import { FormControlLabel, FormHelperText, MenuItem, Switch } from '@mui/material';
import { Controller } from 'react-hook-form';
import {
  GATEWAY_DEFINITIONS,
  GATEWAY_MODES,
  paymentGatewayMessages,
  saveGatewayRequestSchema,
  type AdminGatewayState,
} from '@facturador/contracts';
import { FormDialog, FormTextField, useContractForm, useServerSubmit } from '@facturador/forms';
import { useSaveGateway } from './api/save-gateway.ts';
import { gatewaysMessages as m } from './messages.ts';

/**
 * One gateway's mode, enabled flag and fields. Public fields come filled in; secrets come
 * empty (write-only): typing one replaces it, leaving it empty keeps the stored one.
 */
export function GatewayDialog({ state, onClose }: { state: AdminGatewayState; onClose: () => void }) {
  const definition = GATEWAY_DEFINITIONS[state.gateway];
  const form = useContractForm(saveGatewayRequestSchema, {
    mode: state.mode,
    enabled: state.enabled,
    values: Object.fromEntries(state.fields.map((field) => [field.name, field.value ?? ''])),
    clear: [],
  });
  const save = useSaveGateway();

  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await save.mutateAsync({ gateway: state.gateway, body });
    onClose();
  });

  return (
    <FormDialog
      id="gateway-dialog"
      title={m.form.title(state.label)}
      alert={alert}
      pending={save.isPending}
      submitLabel={m.form.save}
      cancelLabel={m.form.cancel}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField form={form} name="mode" label={m.form.mode} select fullWidth>
        {GATEWAY_MODES.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {paymentGatewayMessages.modeLabels[mode]}
          </MenuItem>
        ))}
      </FormTextField>
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <div>
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  disabled={!state.hasAdapter}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label={m.form.enabled}
            />
            {!state.hasAdapter && <FormHelperText>{paymentGatewayMessages.noAdapter}</FormHelperText>}
          </div>
        )}
      />
      {definition.fields.map((field) => {
        const stored = state.fields.find((candidate) => candidate.name === field.name);
        const help = field.secret
          ? stored?.masked
            ? m.form.keepSecret(stored.masked)
            : m.form.newSecret
          : field.optional
            ? m.form.optional
            : undefined;
        return (
          <FormTextField
            key={field.name}
            form={form}
            name={`values.${field.name}`}
            label={field.label}
            helperText={help}
            type={field.secret ? 'password' : 'text'}
            autoComplete={field.secret ? 'new-password' : 'off'}
            multiline={field.multiline && !field.secret}
            minRows={field.multiline ? 3 : undefined}
            fullWidth
          />
        );
      })}
    </FormDialog>
  );
}
