import { useWatch } from 'react-hook-form';
import {
  CATALOGUE_CUSTOMER_DOCUMENT_TYPES,
  catalogueCustomerInputSchema,
  type CatalogueCustomer,
} from '@facturador/contracts';
import { FormDialog, FormTextField, useContractForm } from '@facturador/forms';
import { RucLookupNotice } from '../../../../shared/ruc-lookup/ruc-lookup-notice.tsx';
import { useBuyerLookup, type FillableField } from '../../../../shared/ruc-lookup/use-buyer-lookup.ts';
import { FormSelect } from '../../../../shared/form-select.tsx';
import { useSaveCustomer } from '../api/catalogue-mutations.ts';
import { cataloguesMessages } from '../../../../shared/catalogues/messages.ts';
import { useCatalogueDialog } from '../shared/use-catalogue-dialog.ts';

const messages = cataloguesMessages.customers;
const TYPE_OPTIONS = CATALOGUE_CUSTOMER_DOCUMENT_TYPES.map((code) => ({
  value: code,
  label: messages.identity[code],
}));

/**
 * Registers a client, or edits one; the browser checks it with the server's own rules (the RUC's
 * check digit). A valid RUC found in SUNAT's padrón fills the name and address the person has
 * not typed, and warns (without blocking) about a taxpayer not ACTIVO or not HABIDO.
 */
export function CustomerDialog({
  companyId,
  entry,
  onClose,
}: {
  companyId: string;
  entry: CatalogueCustomer | null;
  onClose: () => void;
}) {
  const form = useContractForm(catalogueCustomerInputSchema, {
    documentType: entry?.documentType ?? '6',
    documentNumber: entry?.documentNumber ?? '',
    name: entry?.name ?? '',
    address: entry?.address ?? '',
    email: entry?.email ?? '',
  });
  const documentType = useWatch({ control: form.control, name: 'documentType' });
  const documentNumber = useWatch({ control: form.control, name: 'documentNumber' }) ?? '';
  const padronField = (name: 'name' | 'address'): FillableField => ({
    read: () => form.getValues(name),
    write: (value) => {
      form.setValue(name, value, { shouldDirty: true });
      form.clearErrors(name);
    },
  });
  const lookup = useBuyerLookup(documentType, documentNumber, {
    name: padronField('name'),
    address: padronField('address'),
  });
  const dialog = useCatalogueDialog(form, useSaveCustomer(companyId, entry?.id ?? null), onClose);
  return (
    <FormDialog
      id="customer-dialog"
      title={entry ? messages.editTitle(entry.name) : messages.createTitle}
      {...dialog}
    >
      <FormSelect
        form={form}
        name="documentType"
        label={messages.documentType}
        options={TYPE_OPTIONS}
        fullWidth
      />
      {documentType !== '-' && (
        <FormTextField form={form} name="documentNumber" label={messages.documentNumber} fullWidth />
      )}
      <RucLookupNotice lookup={lookup} />
      <FormTextField form={form} name="name" label={messages.name} fullWidth />
      <FormTextField form={form} name="address" label={messages.address} fullWidth />
      <FormTextField form={form} name="email" label={messages.email} type="email" fullWidth />
    </FormDialog>
  );
}
