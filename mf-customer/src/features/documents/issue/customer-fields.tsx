import { Checkbox, FormControlLabel, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { CatalogueCustomer } from '@facturador/contracts';
import { FormTextField, numericInput, useFieldId } from '@facturador/forms';
import { useCustomerSuggestions } from '../catalogues/api/catalogue-search.ts';
import { cataloguesMessages } from '../catalogues/messages.ts';
import { documentsMessages } from '../messages.ts';
import { FormSelect } from '../shared/form-select.tsx';
import { CatalogueAutocomplete } from './catalogue-autocomplete.tsx';
import { FORM_IDENTITY_TYPES, type IssueFormValues } from './issue-form-model.ts';

const messages = documentsMessages.form;
type Form = UseFormReturn<IssueFormValues, unknown, FieldValues>;

/** The buyer: document type (Catálogo 06), number, name, address and e-mail. */
export function CustomerFields({ form }: { form: Form }) {
  const documentType = form.watch('customer.documentType');
  const companyId = form.watch('companyId');
  const documentNumber = form.watch('customer.documentNumber');
  const saveCustomer = form.watch('saveCustomer');
  const saveCustomerId = useFieldId('saveCustomer');
  // The number of the client last picked from Clientes: that buyer is saved already.
  const [pickedNumber, setPickedNumber] = useState<string | null>(null);
  const pick = (customer: CatalogueCustomer) => {
    const set = (name: Parameters<Form['setValue']>[0], value: string) =>
      form.setValue(name, value, { shouldDirty: true });
    set('customer.documentType', customer.documentType);
    set('customer.documentNumber', customer.documentType === '-' ? '' : customer.documentNumber);
    set('customer.name', customer.name);
    set('customer.address', customer.address ?? '');
    set('customer.email', customer.email ?? '');
    form.setValue('saveCustomer', false);
    form.clearErrors('customer');
    setPickedNumber(customer.documentNumber);
  };
  const withoutDocument = documentType === '-';
  // "Sin documento" (SUNAT's varios) only where the rules allow it: a boleta (up to S/ 700, rule 2396).
  const isBoleta = form.watch('documentType') === '03';
  const options = FORM_IDENTITY_TYPES.filter((code) => code !== '-' || isBoleta || withoutDocument).map(
    (code) => ({ value: code, label: messages.identity[code]! }),
  );
  return (
    <Grid container spacing={1.5} component="section" aria-labelledby="customer-title">
      <Grid size={12}>
        <Typography id="customer-title" variant="h6" component="h2">
          {messages.customer}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect
          form={form}
          name="customer.documentType"
          label={messages.customerDocumentType}
          options={options}
          fullWidth
          size="small"
        />
      </Grid>
      {!withoutDocument && (
        <Grid size={{ xs: 12, sm: 8 }}>
          <CatalogueAutocomplete
            form={form}
            name="customer.documentNumber"
            label={messages.customerDocumentNumber}
            helperText={documentType === '6' ? messages.rucHint : messages.customerSearchHint}
            companyId={companyId}
            useOptions={useCustomerSuggestions}
            optionKey={(customer) => customer.id}
            optionValue={(customer) => customer.documentNumber}
            optionText={(customer) =>
              `${messages.identity[customer.documentType] ?? customer.documentType} ${customer.documentNumber} · ${customer.name}`
            }
            onPick={pick}
            inputSlotProps={documentType === '6' || documentType === '1' ? numericInput : undefined}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          form={form}
          name="customer.name"
          label={messages.customerName}
          fullWidth
          size="small"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          form={form}
          name="customer.address"
          label={messages.customerAddress}
          fullWidth
          size="small"
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          form={form}
          name="customer.email"
          label={messages.customerEmail}
          type="email"
          fullWidth
          size="small"
        />
      </Grid>
      {!withoutDocument && pickedNumber !== documentNumber.trim() && (
        <Grid size={12}>
          <FormControlLabel
            control={
              <Checkbox
                id={saveCustomerId}
                checked={saveCustomer}
                onChange={(event) => form.setValue('saveCustomer', event.target.checked)}
              />
            }
            label={cataloguesMessages.saveBuyer}
          />
        </Grid>
      )}
    </Grid>
  );
}
