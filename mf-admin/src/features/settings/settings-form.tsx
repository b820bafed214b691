import {
  Alert,
  Button,
  FormControlLabel,
  FormHelperText,
  Paper,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { systemSettingsFormSchema, type SystemSettings } from '@facturador/contracts';
import {
  decimalInput,
  FormTextField,
  numericInput,
  useContractForm,
  useServerSubmit,
} from '@facturador/forms';
import { useSaveSettings } from './api/save-settings.ts';
import { settingsMessages as m } from './messages.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

const pair = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;

/** The settings form, over the contract's schema (numbers typed as text). */
export function SettingsForm({ settings }: { settings: SystemSettings }) {
  const form = useContractForm(systemSettingsFormSchema, {
    ...settings,
    igvPercent: String(settings.igvPercent),
    trialTokens: settings.trialTokens === null ? '' : String(settings.trialTokens),
  });
  const save = useSaveSettings();

  const { alert, onSubmit } = useServerSubmit(form, (body) => save.mutateAsync(body));

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
      {alert && <Alert severity="error">{alert}</Alert>}
      <Section id="settings-support" title={m.support.title}>
        <Stack {...pair}>
          <FormTextField form={form} name="supportEmail" label={m.support.email} type="email" fullWidth />
          <FormTextField
            form={form}
            name="supportWhatsapp"
            label={m.support.whatsapp}
            helperText={m.support.whatsappHelp}
            slotProps={numericInput}
            fullWidth
          />
        </Stack>
      </Section>
      <Section id="settings-billing" title={m.billing.title}>
        <Stack {...pair}>
          <FormTextField
            form={form}
            name="igvPercent"
            label={m.billing.igv}
            helperText={m.billing.igvHelp}
            slotProps={decimalInput}
            fullWidth
          />
          <FormTextField
            form={form}
            name="trialTokens"
            label={m.billing.trialTokens}
            helperText={m.billing.trialHelp}
            slotProps={numericInput}
            fullWidth
          />
        </Stack>
        <FormTextField
          form={form}
          name="receiptIssuerRuc"
          label={m.billing.receiptIssuerRuc}
          helperText={m.billing.receiptIssuerHelp}
          slotProps={numericInput}
          fullWidth
        />
        <Controller
          control={form.control}
          name="registrationOpen"
          render={({ field }) => (
            <div>
              <FormControlLabel
                control={
                  <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                }
                label={m.billing.registrationOpen}
              />
              <FormHelperText>{m.billing.registrationHelp}</FormHelperText>
            </div>
          )}
        />
      </Section>
      <Section id="settings-maintenance" title={m.maintenance.title}>
        <FormTextField
          form={form}
          name="maintenanceNotice"
          label={m.maintenance.notice}
          helperText={m.maintenance.help}
          multiline
          minRows={2}
          fullWidth
        />
      </Section>
      <Section id="settings-payment" title={m.payment.title}>
        <Typography variant="body2" color="text.secondary">
          {m.payment.intro}
        </Typography>
        <Stack {...pair}>
          <FormTextField
            form={form}
            name="paymentInstructions.bankName"
            label={m.payment.bankName}
            fullWidth
          />
          <FormTextField
            form={form}
            name="paymentInstructions.accountHolder"
            label={m.payment.accountHolder}
            fullWidth
          />
        </Stack>
        <Stack {...pair}>
          <FormTextField
            form={form}
            name="paymentInstructions.accountNumber"
            label={m.payment.accountNumber}
            fullWidth
          />
          <FormTextField
            form={form}
            name="paymentInstructions.cci"
            label={m.payment.cci}
            slotProps={numericInput}
            fullWidth
          />
        </Stack>
        <Stack {...pair}>
          <FormTextField
            form={form}
            name="paymentInstructions.yapeHolder"
            label={m.payment.yapeHolder}
            fullWidth
          />
          <FormTextField
            form={form}
            name="paymentInstructions.yapePhone"
            label={m.payment.yapePhone}
            slotProps={numericInput}
            fullWidth
          />
        </Stack>
      </Section>
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {save.isPending ? m.saving : m.save}
      </Button>
    </Stack>
  );
}
