import { Alert, Button, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  certificateDaysLeft,
  certificateUploadRequestSchema,
  credentialMessages,
  CERTIFICATE_MAX_BYTES,
  type Company,
} from '@facturador/contracts';
import {
  FormTextField,
  PasswordField,
  SubmitButton,
  useContractForm,
  useServerSubmit,
} from '@facturador/forms';
import { useUploadCertificate } from '../../api/company-mutations.ts';
import { companiesMessages } from '../../messages.ts';
import { readFileAsBase64 } from '../../shared/read-file.ts';
import { Section } from '../../shared/section.tsx';

const messages = companiesMessages.invoicing;
const date = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long' });

/** At most two files: a .pfx/.p12 or a PEM bundle alone, or a PEM certificate and its key. */
const MAX_FILES = 2;

/**
 * The digital certificate and its password: a .pfx/.p12, or PEM (one bundle, or the certificate
 * and its key as two files chosen together). The server tells the format by the content, refuses
 * one of another RUC, expired or with a key that is not its own, and keeps its holder, issuer,
 * RUC and expiry, which is all that is shown afterwards.
 */
export function CertificateSection({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const certificate = company.credentials.certificate;
  const form = useContractForm(certificateUploadRequestSchema, { fileBase64: '', password: '' });
  const [fileNames, setFileNames] = useState<string[]>([]);
  const upload = useUploadCertificate(company.publicId);
  const fileError = form.formState.errors.fileBase64?.message;

  const choose = async (files: File[]) => {
    form.clearErrors('fileBase64');
    if (files.length === 0) return;
    const refusal =
      files.length > MAX_FILES
        ? credentialMessages.certificateTooManyFiles
        : files.some((file) => file.size > CERTIFICATE_MAX_BYTES)
          ? credentialMessages.certificateTooLarge
          : null;
    if (refusal) {
      form.setError('fileBase64', { message: refusal });
      return;
    }
    const [first, second] = await Promise.all(files.map(readFileAsBase64));
    setFileNames(files.map((file) => file.name));
    form.setValue('fileBase64', first!);
    form.setValue('secondFileBase64', second);
  };
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await upload.mutateAsync(body);
    form.reset({ fileBase64: '', password: '' });
    setFileNames([]);
  });
  const daysLeft = certificate ? certificateDaysLeft(certificate.notAfter, new Date()) : 0;

  return (
    <Section id="certificate-title" title={messages.certificateTitle}>
      {certificate ? (
        <>
          {company.certificateWarning && (
            <Alert severity={company.certificateWarning === 'expired' ? 'error' : 'warning'} sx={{ mb: 2 }}>
              {company.certificateWarning === 'expired'
                ? messages.expiredAlert(date.format(new Date(certificate.notAfter)))
                : messages.expiringAlert(date.format(new Date(certificate.notAfter)), daysLeft)}
            </Alert>
          )}
          <Table size="small" aria-labelledby="certificate-title" sx={{ mb: 2 }}>
            <TableBody>
              <Fact label={messages.subject}>{certificate.holder ?? certificate.subject}</Fact>
              <Fact label={messages.issuer}>{certificate.issuer ?? '—'}</Fact>
              <Fact label={messages.certificateRuc}>{certificate.ruc ?? '—'}</Fact>
              <Fact label={messages.notAfter}>
                {date.format(new Date(certificate.notAfter))}
                {company.certificateWarning === 'expiring' && ` (${messages.daysLeft(daysLeft)})`}
              </Fact>
              {certificate.format && (
                <Fact label={messages.format}>{messages.formats[certificate.format]}</Fact>
              )}
              <Fact label={messages.setAt}>{date.format(new Date(certificate.setAt))}</Fact>
            </TableBody>
          </Table>
        </>
      ) : (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {messages.certificateNotSet}
        </Typography>
      )}
      {!readOnly && (
        <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
          {alert && <Alert severity="error">{alert}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" component="label" role={undefined}>
              {messages.chooseFile}
              <input
                type="file"
                multiple
                // Any of these names: the server reads the content, not the name.
                accept=".pfx,.p12,.pem,.crt,.cer,.key,application/x-pkcs12,application/x-pem-file"
                hidden
                aria-label={messages.certificateFile}
                aria-describedby="certificate-file-help"
                onChange={(event) => void choose([...(event.target.files ?? [])])}
              />
            </Button>
            <Typography
              variant="body2"
              color={fileError ? 'error' : 'text.secondary'}
              role={fileError ? 'alert' : undefined}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {fileError ?? (fileNames.length > 0 ? fileNames.join(', ') : messages.noFile)}
            </Typography>
          </Stack>
          <Typography id="certificate-file-help" variant="body2" color="text.secondary">
            {messages.certificateFileHelp}
          </Typography>
          <FormTextField
            form={form}
            name="password"
            id="certificate-password"
            label={messages.certificatePassword}
            as={PasswordField}
            autoComplete="off"
            helperText={messages.certificatePasswordHelp}
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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{children}</TableCell>
    </TableRow>
  );
}
