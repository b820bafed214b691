import {
  Alert,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CERTIFICATE_MAX_BYTES,
  credentialMessages,
  platformSigningIdentityRequestSchema,
  type PlatformSigningIdentity,
} from '@facturador/contracts';
import {
  FormTextField,
  numericInput,
  PasswordField,
  SubmitButton,
  useContractForm,
  useServerSubmit,
} from '@facturador/forms';
import { signingIdentityTexts as m } from './messages.ts';
import { readFileAsBase64 } from './read-file.ts';
import { signingIdentityQueryOptions, useSaveSigningIdentity } from './signing-identity-query.ts';

const date = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long' });

/**
 * The platform's signing identity (issue 40, owner only): the RUC, business name and certificate
 * with which Facturador signs as its customers' PSE. Shows the certificate's holder and expiry;
 * the file and its password are write-only.
 */
export function SigningIdentitySection() {
  const identity = useQuery(signingIdentityQueryOptions());
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="settings-signing"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id="settings-signing" variant="h6" component="h2">
          {m.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {m.intro}
        </Typography>
        {identity.isError && <Alert severity="error">{m.loadError}</Alert>}
        {identity.isPending && <CircularProgress size={24} aria-label={m.loading} />}
        {identity.isSuccess && (
          // Keyed by the save time: a save refills the form with what is stored.
          <IdentityForm key={identity.data?.updatedAt ?? 'none'} identity={identity.data} />
        )}
      </Stack>
    </Paper>
  );
}

function CurrentIdentity({ identity }: { identity: PlatformSigningIdentity }) {
  const rows: [string, string][] = [
    [m.current.ruc, identity.ruc],
    [m.current.businessName, identity.businessName],
    [m.current.holder, identity.certificate.holder ?? identity.certificate.subject],
    [m.current.issuer, identity.certificate.issuer ?? '—'],
    [m.current.notAfter, date.format(new Date(identity.certificate.notAfter))],
  ];
  return (
    <>
      {identity.generated && <Alert severity="warning">{m.generated}</Alert>}
      {identity.expiryWarning === 'expired' && <Alert severity="error">{m.expired}</Alert>}
      {identity.expiryWarning === 'expiring' && (
        <Alert severity="warning">{m.expiring(date.format(new Date(identity.certificate.notAfter)))}</Alert>
      )}
      <Table size="small" aria-labelledby="settings-signing">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

function IdentityForm({ identity }: { identity: PlatformSigningIdentity | null }) {
  const form = useContractForm(platformSigningIdentityRequestSchema, {
    ruc: identity?.ruc ?? '',
    businessName: identity?.businessName ?? '',
    fileBase64: '',
    password: '',
  });
  const [fileName, setFileName] = useState<string | null>(null);
  const save = useSaveSigningIdentity();
  const fileError = form.formState.errors.fileBase64?.message;
  const choose = async (file: File | undefined) => {
    form.clearErrors('fileBase64');
    if (!file) return;
    if (file.size > CERTIFICATE_MAX_BYTES) {
      form.setError('fileBase64', { message: credentialMessages.certificateTooLarge });
      return;
    }
    // The name shows once the bytes are in the form: a save right after sends them.
    form.setValue('fileBase64', await readFileAsBase64(file));
    setFileName(file.name);
  };
  const { alert, onSubmit } = useServerSubmit(form, (body) => save.mutateAsync(body));

  return (
    <>
      {identity ? (
        <CurrentIdentity identity={identity} />
      ) : (
        <Typography variant="body2">{m.notConfigured}</Typography>
      )}
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        {alert && <Alert severity="error">{alert}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            form={form}
            name="ruc"
            label={m.ruc}
            slotProps={numericInput}
            parse={(text) => text.replace(/\D/g, '').slice(0, 11)}
            fullWidth
          />
          <FormTextField form={form} name="businessName" label={m.businessName} fullWidth />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="outlined" component="label" role={undefined}>
            {m.chooseFile}
            <input
              type="file"
              accept=".pfx,.p12,application/x-pkcs12"
              hidden
              aria-label={m.file}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </Button>
          <Typography
            variant="body2"
            color={fileError ? 'error' : 'text.secondary'}
            role={fileError ? 'alert' : undefined}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {fileError ?? fileName ?? (identity ? m.noFile : m.noFileFirst)}
          </Typography>
        </Stack>
        <FormTextField
          form={form}
          name="password"
          id="signing-identity-password"
          label={m.password}
          as={PasswordField}
          autoComplete="off"
          fullWidth
        />
        <Typography variant="body2" color="text.secondary">
          {m.writeOnly}
        </Typography>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <SubmitButton disabled={save.isPending}>{m.save}</SubmitButton>
        </Stack>
      </Stack>
    </>
  );
}
