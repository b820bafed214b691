import { Alert, Avatar, Button, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { LOGO_MAX_BYTES, companyMessages, type Company } from '@facturador/contracts';
import { useDeleteCompanyLogo, useUploadCompanyLogo } from '../../api/company-mutations.ts';
import { companiesMessages } from '../../messages.ts';
import { readFileAsBase64 } from '../../shared/read-file.ts';
import { Section } from '../../shared/section.tsx';

const messages = companiesMessages.data;

/** The logo: PNG or JPEG up to 1 MB (the server checks the content, not the name). */
export function CompanyLogo({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const upload = useUploadCompanyLogo(company.publicId);
  const remove = useDeleteCompanyLogo(company.publicId);

  const choose = async (file: File | undefined) => {
    setAlert(null);
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) return setAlert(companyMessages.logoTooLarge);
    try {
      await upload.mutateAsync(await readFileAsBase64(file));
    } catch (error) {
      setAlert(error instanceof Error ? error.message : String(error));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Section id="company-logo-title" title={messages.logo}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar
          variant="rounded"
          src={company.logoDataUrl ?? undefined}
          alt={companiesMessages.page.logoAlt(company.businessName)}
          sx={{ width: 96, height: 96 }}
        />
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {messages.logoHint}
          </Typography>
          {alert && <Alert severity="error">{alert}</Alert>}
          {!readOnly && (
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" component="label" role={undefined} disabled={upload.isPending}>
                {messages.logoUpload}
                <input
                  ref={input}
                  type="file"
                  accept="image/png,image/jpeg"
                  hidden
                  onChange={(event) => void choose(event.target.files?.[0])}
                />
              </Button>
              {company.logoDataUrl && (
                <Button color="error" onClick={() => remove.mutate(undefined)} disabled={remove.isPending}>
                  {messages.logoRemove}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Section>
  );
}
