import { Alert, Stack, Typography } from '@mui/material';
import { solCredentialsRequestSchema, type Company } from '@facturador/contracts';
import {
  FormTextField,
  PasswordField,
  SubmitButton,
  useContractForm,
  useServerSubmit,
} from '@facturador/forms';
import { useSaveSolCredentials } from '../../api/company-mutations.ts';
import { companiesMessages } from '../../messages.ts';
import { Section } from '../../shared/section.tsx';
import { SolConnectionTest } from './sol-test/sol-connection-test.tsx';

const messages = companiesMessages.invoicing;
const date = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeStyle: 'short' });

/** The secondary SOL user and its password: the password is sent, never shown again. */
export function SolSection({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const { solUser, solPasswordSetAt } = company.credentials;
  const form = useContractForm(solCredentialsRequestSchema, { solUser: solUser ?? '', solPassword: '' });
  const save = useSaveSolCredentials(company.publicId);
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await save.mutateAsync(body);
    form.reset({ solUser: body.solUser, solPassword: '' });
  });
  return (
    <Section id="sol-title" title={messages.solTitle}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {solPasswordSetAt ? messages.solSetAt(date.format(new Date(solPasswordSetAt))) : messages.solNotSet}
      </Typography>
      {!readOnly && (
        <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
          {alert && <Alert severity="error">{alert}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              form={form}
              name="solUser"
              label={messages.solUser}
              autoComplete="off"
              parse={(text) => text.toUpperCase()}
              fullWidth
            />
            <FormTextField
              form={form}
              name="solPassword"
              id="sol-password"
              label={messages.solPassword}
              as={PasswordField}
              autoComplete="new-password"
              fullWidth
            />
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SubmitButton disabled={save.isPending}>{messages.solSave}</SubmitButton>
          </Stack>
        </Stack>
      )}
      {/* Issue 40: the saved credentials are tried before a document fails on them. */}
      {!readOnly && solPasswordSetAt && (
        <Stack sx={{ mt: 3 }}>
          <SolConnectionTest key={solPasswordSetAt} company={company} />
        </Stack>
      )}
    </Section>
  );
}
