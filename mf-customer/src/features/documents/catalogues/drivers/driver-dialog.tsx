import {
  CATALOGUE_DRIVER_DOCUMENT_TYPES,
  catalogueDriverInputSchema,
  type CatalogueDriver,
} from '@facturador/contracts';
import { FormDialog, FormTextField, useContractForm } from '@facturador/forms';
import { FormSelect } from '../../../../shared/form-select.tsx';
import { useSaveDriver } from '../api/catalogue-mutations.ts';
import { cataloguesMessages } from '../../../../shared/catalogues/messages.ts';
import { useCatalogueDialog } from '../shared/use-catalogue-dialog.ts';

const messages = cataloguesMessages.drivers;
const TYPE_OPTIONS = CATALOGUE_DRIVER_DOCUMENT_TYPES.map((code) => ({
  value: code,
  label: messages.identity[code],
}));
const capitals = (text: string) => text.toUpperCase();

/** Registers a driver, or edits one; the document by its type, the licence by the guía's rule. */
export function DriverDialog({
  companyId,
  entry,
  onClose,
}: {
  companyId: string;
  entry: CatalogueDriver | null;
  onClose: () => void;
}) {
  const form = useContractForm(catalogueDriverInputSchema, {
    documentType: entry?.documentType ?? '1',
    documentNumber: entry?.documentNumber ?? '',
    firstName: entry?.firstName ?? '',
    lastName: entry?.lastName ?? '',
    licence: entry?.licence ?? '',
  });
  const dialog = useCatalogueDialog(form, useSaveDriver(companyId, entry?.id ?? null), onClose);
  return (
    <FormDialog
      id="driver-dialog"
      title={entry ? messages.editTitle(`${entry.firstName} ${entry.lastName}`) : messages.createTitle}
      {...dialog}
    >
      <FormSelect
        form={form}
        name="documentType"
        label={messages.documentType}
        options={TYPE_OPTIONS}
        fullWidth
      />
      <FormTextField
        form={form}
        name="documentNumber"
        label={messages.documentNumber}
        parse={capitals}
        fullWidth
      />
      <FormTextField form={form} name="firstName" label={messages.firstName} fullWidth />
      <FormTextField form={form} name="lastName" label={messages.lastName} fullWidth />
      <FormTextField form={form} name="licence" label={messages.licence} parse={capitals} fullWidth />
    </FormDialog>
  );
}
