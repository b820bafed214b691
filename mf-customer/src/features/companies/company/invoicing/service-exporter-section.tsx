import { Alert, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { updateCompanyRequestSchema, type Company } from '@facturador/contracts';
import { SubmitButton, useContractForm, useServerSubmit } from '@facturador/forms';
import { useUpdateCompany } from '../../api/company-mutations.ts';
import { companiesMessages } from '../../messages.ts';
import { Section } from '../../shared/section.tsx';

const messages = companiesMessages.invoicing;

/**
 * Facturación electrónica › Exportación de servicios: whether the company is in SUNAT's register
 * of service exporters (padrón 05). Until it says so, its exportaciones de servicios (0201) are
 * refused before their number, as SUNAT would refuse them (3097).
 */
export function ServiceExporterSection({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const form = useContractForm(updateCompanyRequestSchema, {
    serviceExporter: company.serviceExporter === true,
  });
  const save = useUpdateCompany(company.publicId);
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await save.mutateAsync({ serviceExporter: body.serviceExporter === true });
  });
  return (
    <Section id="service-exporter-title" title={messages.serviceExporterTitle}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        {alert && <Alert severity="error">{alert}</Alert>}
        <Controller
          control={form.control}
          name="serviceExporter"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  id="service-exporter"
                  name={field.name}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  disabled={readOnly}
                  slotProps={{ input: { 'aria-describedby': 'service-exporter-help' } }}
                />
              }
              label={messages.serviceExporter}
            />
          )}
        />
        <Typography id="service-exporter-help" variant="body2" color="text.secondary">
          {messages.serviceExporterHelp}
        </Typography>
        {!readOnly && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SubmitButton disabled={save.isPending}>{messages.serviceExporterSave}</SubmitButton>
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
