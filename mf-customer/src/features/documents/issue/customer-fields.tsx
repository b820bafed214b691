import { Grid, Typography } from '@mui/material';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { numericInput } from '@facturador/forms';
import { RucLookupNotice } from '../../../shared/ruc-lookup/ruc-lookup-notice.tsx';
import { useCustomerSuggestions } from '../../../shared/api/catalogue-search.ts';
import { cataloguesMessages } from '../../../shared/catalogues/messages.ts';
import { documentsMessages } from '../messages.ts';
import { SelectCell, TextCell } from '../../../shared/form-cells.tsx';
import { FormCheckbox } from '../../../shared/form-checkbox.tsx';
import type { BuyerLookups } from './buyer-lookups.ts';
import { CatalogueAutocomplete } from '../../../shared/catalogues/catalogue-autocomplete.tsx';
import { FORM_IDENTITY_TYPES, type IssueFormValues } from './issue-form-model.ts';

const messages = documentsMessages.form;
type Form = UseFormReturn<IssueFormValues, unknown, FieldValues>;

/**
 * Where the buyer's data came from: the company's Clientes (unless the padrón warns about that
 * RUC), else what the padrón said about a typed RUC.
 */
function BuyerSource({ buyer }: { buyer: BuyerLookups }) {
  if (buyer.fromClientes && !buyer.padron.found?.warning)
    return (
      <Typography role="status" variant="body2" color="text.secondary">
        {messages.fromCustomers}
      </Typography>
    );
  return <RucLookupNotice lookup={buyer.padron} />;
}

/**
 * The buyer: document type (Catálogo 06), number, name, address and e-mail, filled from the
 * company's Clientes or SUNAT's padrón as the number is typed (buyer-lookups.ts). «Guardar en
 * Clientes» is offered, ticked, for a buyer not among them yet.
 */
export function CustomerFields({ form, buyer }: { form: Form; buyer: BuyerLookups }) {
  const documentType = form.watch('customer.documentType');
  const companyId = form.watch('companyId');
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
      <SelectCell
        span={{ xs: 12, sm: 4 }}
        form={form}
        name="customer.documentType"
        label={messages.customerDocumentType}
        options={options}
      />
      {!withoutDocument && (
        <Grid size={{ xs: 12, sm: 8 }} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
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
            onPick={buyer.pick}
            inputSlotProps={documentType === '6' || documentType === '1' ? numericInput : undefined}
          />
          <BuyerSource buyer={buyer} />
        </Grid>
      )}
      <TextCell span={{ xs: 12, sm: 6 }} form={form} name="customer.name" label={messages.customerName} />
      <TextCell
        span={{ xs: 12, sm: 6 }}
        form={form}
        name="customer.address"
        label={messages.customerAddress}
      />
      <TextCell span={12} form={form} name="customer.email" label={messages.customerEmail} type="email" />
      {!withoutDocument && !buyer.fromClientes && (
        <Grid size={12}>
          <FormCheckbox form={form} name="saveCustomer" label={cataloguesMessages.saveBuyer} />
        </Grid>
      )}
    </Grid>
  );
}
