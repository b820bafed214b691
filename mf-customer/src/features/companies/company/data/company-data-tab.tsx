import { Alert, Stack, TextField } from '@mui/material';
import { updateCompanyRequestSchema, type Company } from '@facturador/contracts';
import { FormTextField, SubmitButton, useContractForm, useServerSubmit } from '@facturador/forms';
import { useUpdateCompany } from '../../api/company-mutations.ts';
import { companiesMessages } from '../../messages.ts';
import { Section } from '../../shared/section.tsx';
import { UbigeoField } from '../../../../shared/ubigeo/ubigeo-field.tsx';
import type { CompanyPermissions } from '../../../../shared/company-permissions.ts';
import { CompanyLogo } from './company-logo.tsx';
import { DeleteCompany } from './delete-company.tsx';

const messages = companiesMessages.data;

/** Datos: the company's names, fiscal address and district; its logo; deleting it (owner). */
export function CompanyDataTab({
  company,
  permissions,
}: {
  company: Company;
  permissions: CompanyPermissions;
}) {
  const form = useContractForm(updateCompanyRequestSchema, {
    businessName: company.businessName,
    tradeName: company.tradeName ?? '',
    fiscalAddress: company.fiscalAddress,
    ubigeo: company.ubigeo?.code ?? '',
  });
  const update = useUpdateCompany(company.publicId);
  const readOnly = !permissions.canEdit;

  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await update.mutateAsync({ ...body, tradeName: body.tradeName || null });
    form.reset(form.getValues());
  });

  return (
    <Stack spacing={3}>
      <Section id="company-data-title" title={messages.title}>
        <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
          {alert && <Alert severity="error">{alert}</Alert>}
          <TextField label={messages.ruc} value={company.ruc} slotProps={{ input: { readOnly: true } }} />
          <FormTextField
            form={form}
            name="businessName"
            label={companiesMessages.create.businessName}
            disabled={readOnly}
            fullWidth
          />
          <FormTextField
            form={form}
            name="tradeName"
            label={companiesMessages.create.tradeName}
            disabled={readOnly}
            fullWidth
          />
          <FormTextField
            form={form}
            name="fiscalAddress"
            label={companiesMessages.create.fiscalAddress}
            disabled={readOnly}
            fullWidth
          />
          <UbigeoField form={form} name="ubigeo" disabled={readOnly} />
          {!readOnly && (
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <SubmitButton disabled={update.isPending}>
                {update.isPending ? messages.saving : messages.save}
              </SubmitButton>
            </Stack>
          )}
        </Stack>
      </Section>
      <CompanyLogo company={company} readOnly={readOnly} />
      {permissions.isOwner && <DeleteCompany company={company} />}
    </Stack>
  );
}
