import { Alert, Button, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { callApi } from '@facturador/auth-api';
import {
  certificateUploadRequestSchema,
  credentialMessages,
  endpoints,
  CERTIFICATE_MAX_BYTES,
  type CertificateUploadRequest,
  type Company,
} from '@facturador/contracts';
import {
  FormTextField,
  PasswordField,
  SubmitButton,
  useContractForm,
  useServerSubmit,
} from '@facturador/forms';
import { companiesMessages } from '../../messages.ts';
import { readFileAsBase64 } from '../../shared/read-file.ts';
import { Section } from '../../shared/section.tsx';
import { useCompanyMutation } from '../../shared/use-company-mutation.ts';

const messages = companiesMessages.invoicing;
const date = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long' });

/**
 * The digital certificate (.pfx/.p12) and its password: the server opens it to check the
 * password and reads its holder, RUC and expiry, which is all that is shown afterwards.
 */
export function CertificateSection({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const certificate = company.credentials.certificate;
  const form = useContractForm(certificateUploadRequestSchema, { fileBase64: '', password: '' });
  const [fileName, setFileName] = useState<string | null>(null);
  const upload = useCompanyMutation(company.publicId, (body: CertificateUploadRequest) =>
    callApi(endpoints.uploadCertificate, { params: { id: company.publicId }, body }),
  );
  const fileError = form.formState.errors.fileBase64?.message;

  const choose = async (file: File | undefined) => {
    form.clearErrors('fileBase64');
    if (!file) return;
    if (file.size > CERTIFICATE_MAX_BYTES) {
      form.setError('fileBase64', { message: credentialMessages.certificateTooLarge });
      return;
    }
    setFileName(file.name);
    form.setValue('fileBase64', await readFileAsBase64(file));
  };
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await upload.mutateAsync(body);
    form.reset({ fileBase64: '', password: '' });
    setFileName(null);
  });

  return (
    <Section id="certificate-title" title={messages.certificateTitle}>
      {certificate ? (
        <Table size="small" aria-labelledby="certificate-title" sx={{ mb: 2 }}>
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                {messages.subject}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{certificate.subject}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                {messages.certificateRuc}
              </TableCell>
              <TableCell>{certificate.ruc ?? '—'}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                {messages.notAfter}
              </TableCell>
              <TableCell>{date.format(new Date(certificate.notAfter))}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                {messages.setAt}
              </TableCell>
              <TableCell>{date.format(new Date(certificate.setAt))}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {messages.certificateNotSet}
        </Typography>
      )}
      {!readOnly && (
        <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
          {alert && <Alert severity="error">{alert}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" component="label">
              {messages.chooseFile}
              <input
                type="file"
                accept=".pfx,.p12,application/x-pkcs12"
                hidden
                aria-label={messages.certificateFile}
                onChange={(event) => void choose(event.target.files?.[0])}
              />
            </Button>
            <Typography
              variant="body2"
              color={fileError ? 'error' : 'text.secondary'}
              role={fileError ? 'alert' : undefined}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {fileError ?? fileName ?? messages.noFile}
            </Typography>
          </Stack>
          <FormTextField
            form={form}
            name="password"
            id="certificate-password"
            label={messages.certificatePassword}
            as={PasswordField}
            autoComplete="off"
            fullWidth
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SubmitButton disabled={upload.isPending}>{messages.certificateUpload}</SubmitButton>
          </Stack>
        </Stack>
      )}
    </Section>
  );
}
