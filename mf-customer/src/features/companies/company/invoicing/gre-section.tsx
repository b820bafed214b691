import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { greCredentialsRequestSchema, type Company } from '@facturador/contracts';
import {
  FormTextField,
  PasswordField,
  SubmitButton,
  useContractForm,
  useServerSubmit,
} from '@facturador/forms';
import {
  greCredentialsQueryOptions,
  useSaveGreCredentials,
  useTestGreCredentials,
} from '../../../../shared/api/gre-credentials.ts';
import { sharedDocumentMessages } from '../../../../shared/document-messages.ts';
import { Section } from '../../shared/section.tsx';

const messages = sharedDocumentMessages.gre;
const date = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * «Credenciales de API SUNAT» for guías de remisión (issue 42), beside the SOL user they go with:
 * client_id and client_secret are sent, sealed by the server and never shown again; «Probar
 * conexión» asks SUNAT for a token with them and says what SUNAT answered, where the button is.
 */
export function GreSection({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const state = useQuery({ ...greCredentialsQueryOptions(company.publicId), enabled: !readOnly });
  const form = useContractForm(greCredentialsRequestSchema, { clientId: '', clientSecret: '' });
  const save = useSaveGreCredentials(company.publicId);
  const test = useTestGreCredentials(company.publicId);
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await save.mutateAsync(body);
    form.reset({ clientId: '', clientSecret: '' });
    test.reset();
  });
  const setAt = state.data?.setAt;
  const outcome = test.data;
  return (
    <Section id="gre-title" title={messages.title}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {messages.intro}
      </Typography>
      {!readOnly && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {setAt ? messages.setAt(date.format(new Date(setAt))) : messages.notSet}
        </Typography>
      )}
      {!readOnly && (
        <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-labelledby="gre-title">
          {alert && <Alert severity="error">{alert}</Alert>}
          {save.data && !alert && <Alert severity="success">{save.data.message}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              form={form}
              name="clientId"
              id="gre-client-id"
              label={messages.clientId}
              autoComplete="off"
              fullWidth
            />
            <FormTextField
              form={form}
              name="clientSecret"
              id="gre-client-secret"
              label={messages.clientSecret}
              as={PasswordField}
              autoComplete="new-password"
              fullWidth
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {setAt && (
              <Button variant="outlined" size="large" onClick={() => test.mutate()} disabled={test.isPending}>
                {test.isPending ? messages.testing : messages.test}
              </Button>
            )}
            <SubmitButton disabled={save.isPending}>{messages.save}</SubmitButton>
          </Stack>
          {test.isError && <Alert severity="error">{test.error.message}</Alert>}
          {outcome && !test.isPending && (
            <Alert
              role="status"
              severity={outcome.data.ok ? 'success' : 'error'}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {outcome.message}
            </Alert>
          )}
        </Stack>
      )}
    </Section>
  );
}
