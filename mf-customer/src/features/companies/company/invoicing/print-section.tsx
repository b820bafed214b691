import { Alert, MenuItem, Stack, Typography } from '@mui/material';
import { PRINTED_FORMATS, updateCompanyRequestSchema, type Company } from '@facturador/contracts';
import { FormTextField, SubmitButton, useContractForm, useServerSubmit } from '@facturador/forms';
import { useUpdateCompany } from '../../api/company-mutations.ts';
import { companiesMessages } from '../../messages.ts';
import { Section } from '../../shared/section.tsx';

const messages = companiesMessages.invoicing;

/** The 80 mm ticket of a counter or the A4 page: what the documents' first button prints. */
export function PrintSection({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const form = useContractForm(updateCompanyRequestSchema, { printFormat: company.printFormat });
  const save = useUpdateCompany(company.publicId);
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await save.mutateAsync({ printFormat: body.printFormat });
  });
  return (
    <Section id="print-title" title={messages.printTitle}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        {alert && <Alert severity="error">{alert}</Alert>}
        <FormTextField
          form={form}
          name="printFormat"
          select
          label={messages.printFormat}
          disabled={readOnly}
          fullWidth
        >
          {PRINTED_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {messages.printFormats[format]}
            </MenuItem>
          ))}
        </FormTextField>
        <Typography variant="body2" color="text.secondary">
          {messages.printHelp}
        </Typography>
        {!readOnly && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SubmitButton disabled={save.isPending}>{messages.printSave}</SubmitButton>
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
