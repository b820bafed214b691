import { Alert, MenuItem, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import {
  endpoints,
  ENVIRONMENTS,
  SENDING_CHANNELS,
  updateCompanyRequestSchema,
  type Company,
  type UpdateCompanyRequest,
} from '@facturador/contracts';
import { FormTextField, SubmitButton, useContractForm, useServerSubmit } from '@facturador/forms';
import { providersQueryOptions } from '../../api/companies-query.ts';
import { companiesMessages } from '../../messages.ts';
import { Section } from '../../shared/section.tsx';
import { useCompanyMutation } from '../../shared/use-company-mutation.ts';

const messages = companiesMessages.invoicing;

/** Demo or producción, and SUNAT directly or through an OSE/PSE the administrators keep. */
export function ChannelSection({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const providers = useQuery(providersQueryOptions());
  const form = useContractForm(updateCompanyRequestSchema, {
    environment: company.environment,
    sendingChannel: company.sendingChannel,
    providerId: company.providerId ?? '',
  });
  const save = useCompanyMutation(company.publicId, (body: UpdateCompanyRequest) =>
    callApi(endpoints.updateCompany, { params: { id: company.publicId }, body }),
  );
  const channel = form.watch('sendingChannel');
  const environment = form.watch('environment');
  const choices = (providers.data ?? []).filter((provider) => provider.type === channel);

  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await save.mutateAsync({
      environment: body.environment,
      sendingChannel: body.sendingChannel,
      providerId: body.sendingChannel === 'SUNAT' ? null : body.providerId || null,
    });
  });

  return (
    <Section id="channel-title" title={messages.channelTitle}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        {alert && <Alert severity="error">{alert}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            form={form}
            name="environment"
            select
            label={messages.environment}
            disabled={readOnly}
            fullWidth
          >
            {ENVIRONMENTS.map((environment) => (
              <MenuItem key={environment} value={environment}>
                {companiesMessages.environment[environment]}
              </MenuItem>
            ))}
          </FormTextField>
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
        </Stack>
        {environment && (
          <Typography variant="body2" color="text.secondary">
            {messages.environmentHelp[environment]}
          </Typography>
        )}
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
