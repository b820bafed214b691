import { createEstablishmentRequestSchema, type Establishment } from '@facturador/contracts';
import { FormDialog, FormTextField, numericInput, useContractForm } from '@facturador/forms';
import { useSaveEstablishment } from '../../api/company-part-mutations.ts';
import { companiesMessages } from '../../messages.ts';
import { useCompanyDialogSubmit } from '../../shared/use-company-dialog-submit.tsx';
import { UbigeoField } from '../../../../shared/ubigeo/ubigeo-field.tsx';

const messages = companiesMessages.establishments;

/** Adds an establishment, or edits one (its code stays: documents already carry it). */
export function EstablishmentDialog({
  companyId,
  establishment,
  onClose,
}: {
  companyId: string;
  establishment: Establishment | null;
  onClose: () => void;
}) {
  const form = useContractForm(createEstablishmentRequestSchema, {
    code: establishment?.code ?? '',
    name: establishment?.name ?? '',
    address: establishment?.address ?? '',
    ubigeo: establishment?.ubigeo?.code ?? '',
  });
  const save = useSaveEstablishment(companyId, establishment);
  const { alert, alertAction, onSubmit } = useCompanyDialogSubmit(form, async (body) => {
    await save.mutateAsync(body);
    onClose();
  });
  return (
    <FormDialog
      id="establishment-dialog"
      title={establishment ? messages.editTitle(establishment.code) : messages.createTitle}
      alert={alert}
      alertAction={alertAction}
      pending={save.isPending}
      submitLabel={messages.save}
      cancelLabel={messages.cancel}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <FormTextField
        form={form}
        name="code"
        label={messages.code}
        helperText={messages.codeHint}
        disabled={establishment !== null}
        parse={(text) => text.replace(/\D/g, '').slice(0, 4)}
        slotProps={numericInput}
      />
      <FormTextField form={form} name="name" label={messages.name} fullWidth />
      <FormTextField form={form} name="address" label={messages.address} fullWidth />
      <UbigeoField form={form} name="ubigeo" />
    </FormDialog>
  );
}
