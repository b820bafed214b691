import { Alert, Button, MenuItem, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  companyProductionPath,
  productionMessages,
  SENDING_CHANNELS,
  updateCompanyRequestSchema,
  type Company,
} from '@facturador/contracts';
import { FormTextField, SubmitButton, useContractForm, useServerSubmit } from '@facturador/forms';
import { useUpdateCompany } from '../../api/company-mutations.ts';
import { providersQueryOptions } from '../../api/company-queries.ts';
import { companiesMessages } from '../../messages.ts';
import { Section } from '../../shared/section.tsx';

const messages = companiesMessages.invoicing;

/**
 * The environment (shown; production is reached through «Pasar a producción», issue 40), and
 * SUNAT directly or through an OSE/PSE the administrators keep.
 */
export function ChannelSection({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const providers = useQuery(providersQueryOptions());
  // The environment is not chosen here: production only through «Pasar a producción» (issue 40).
  const form = useContractForm(updateCompanyRequestSchema, {
    sendingChannel: company.sendingChannel,
    providerId: company.providerId ?? '',
  });
  const save = useUpdateCompany(company.publicId);
  const channel = form.watch('sendingChannel');
  const { environment } = company;
  const choices = (providers.data ?? []).filter((provider) => provider.type === channel);

  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await save.mutateAsync({
      sendingChannel: body.sendingChannel,
      providerId: body.sendingChannel === 'SUNAT' ? null : body.providerId || null,
    });
  });

  return (
    <Section id="channel-title" title={messages.channelTitle}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        {alert && <Alert severity="error">{alert}</Alert>}
        <Stack spacing={1}>
          <Typography variant="body2">
            {messages.environment}: <strong>{companiesMessages.environment[environment]}</strong>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {messages.environmentHelp[environment]}
          </Typography>
          {environment === 'demo' && !readOnly && (
            <Stack direction="row">
              <Button
                component={Link}
                to={companyProductionPath(company.publicId)}
                variant="outlined"
                size="small"
              >
                {productionMessages.action}
              </Button>
            </Stack>
          )}
        </Stack>
        <FormTextField
          form={form}
          name="sendingChannel"
          select
          label={messages.channel}
          disabled={readOnly}
          fullWidth
        >
          {SENDING_CHANNELS.map((value) => (
            <MenuItem key={value} value={value}>
              {companiesMessages.channel[value]}
            </MenuItem>
          ))}
        </FormTextField>
        {channel !== 'SUNAT' &&
          (choices.length > 0 ? (
            <FormTextField
              form={form}
              name="providerId"
              select
              label={messages.provider}
              disabled={readOnly}
              fullWidth
            >
              {choices.map((provider) => (
                <MenuItem key={provider.id} value={provider.id}>
                  {provider.name}
                </MenuItem>
              ))}
            </FormTextField>
          ) : (
            providers.data && <Alert severity="warning">{messages.noProviders}</Alert>
          ))}
        {!readOnly && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SubmitButton disabled={save.isPending}>{messages.save}</SubmitButton>
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
