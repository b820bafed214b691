import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { createCompanyRequestSchema, dniOfRuc } from '@facturador/contracts';
import { FormDialog, FormTextField, useContractForm } from '@facturador/forms';
import { useCreateCompany } from '../api/company-mutations.ts';
import { companiesMessages } from '../messages.ts';
import { PlanLimitLink, useCompanyDialogSubmit } from '../shared/use-company-dialog-submit.tsx';
import { subscriptionQueryOptions } from '../../../shared/api/subscription-query.ts';
import { messages as appMessages } from '../../../shared/messages.ts';
import { RucLookupNotice } from '../../../shared/ruc-lookup/ruc-lookup-notice.tsx';
import { useRucLookup } from '../../../shared/ruc-lookup/ruc-lookup-query.ts';
import { UbigeoField } from '../../../shared/ubigeo/ubigeo-field.tsx';

const messages = companiesMessages.create;
const digits = (text: string) => text.replace(/\D/g, '').slice(0, 11);

/**
 * "Agregar empresa": the form, or — when the plan's companies are all used — what the plan
 * allows and where to change it, before any field is typed (issue 28, item 9). The server
 * refuses a company over the limit either way; this saves the person the form.
 */
export function CreateCompanyDialog({ onClose }: { onClose: () => void }) {
  const { data: subscription } = useQuery(subscriptionQueryOptions());
  const companies = subscription?.usage.companies;
  if (companies && companies.used >= companies.limit)
    return (
      <Dialog open onClose={onClose} aria-labelledby="create-company-title" fullWidth maxWidth="sm">
        <DialogTitle id="create-company-title">{messages.title}</DialogTitle>
        <DialogContent>
          <Alert severity="info" action={<PlanLimitLink />}>
            {messages.atLimit(subscription.plan.name, companies.limit)}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{messages.close}</Button>
        </DialogActions>
      </Dialog>
    );
  return <CreateCompanyForm onClose={onClose} />;
}

/**
 * Registers a company: RUC (check digit; a 10… RUC shows its DNI), names, fiscal address, district.
 * A valid RUC found in SUNAT's padrón fills the name, address and district, still editable; one
 * it does not list is typed by hand and registered as not verified (issue 40 item 7).
 */
function CreateCompanyForm({ onClose }: { onClose: () => void }) {
  const form = useContractForm(createCompanyRequestSchema, {
    ruc: '',
    businessName: '',
    tradeName: '',
    fiscalAddress: '',
    ubigeo: '',
  });
  const create = useCreateCompany();
  const ruc = form.watch('ruc') ?? '';
  const dni = dniOfRuc(ruc);
  const lookup = useRucLookup(ruc, (taxpayer) => {
    const fill = { shouldDirty: true } as const;
    form.setValue('businessName', taxpayer.businessName, fill);
    if (taxpayer.address) form.setValue('fiscalAddress', taxpayer.address, fill);
    if (taxpayer.ubigeo) form.setValue('ubigeo', taxpayer.ubigeo.code, fill);
    form.clearErrors(['businessName', 'fiscalAddress', 'ubigeo']);
  });

  const { alert, alertAction, onSubmit } = useCompanyDialogSubmit(form, async (body) => {
    // The hook toasts, refreshes the companies and opens the new company's page.
    await create.mutateAsync({ ...body, tradeName: body.tradeName || undefined });
  });

  return (
    <FormDialog
      id="create-company"
      title={messages.title}
      alert={alert}
      alertAction={alertAction}
      pending={create.isPending}
      submitLabel={create.isPending ? messages.submitting : messages.submit}
      cancelLabel={messages.cancel}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <FormTextField
        form={form}
        name="ruc"
        label={messages.ruc}
        helperText={dni ? messages.dniOfRuc(dni) : messages.rucHint}
        parse={digits}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
        autoFocus
      />
      <RucLookupNotice lookup={lookup} notInPadron={appMessages.rucLookup.companyNotInPadron} />
      <FormTextField form={form} name="businessName" label={messages.businessName} fullWidth />
      <FormTextField form={form} name="tradeName" label={messages.tradeName} fullWidth />
      <FormTextField form={form} name="fiscalAddress" label={messages.fiscalAddress} fullWidth />
      <UbigeoField form={form} name="ubigeo" />
    </FormDialog>
  );
}
