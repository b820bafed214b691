import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import {
  createEstablishmentRequestSchema,
  endpoints,
  type CreateEstablishmentRequest,
  type Establishment,
} from '@facturador/contracts';
import { FormDialog, FormTextField, numericInput, useContractForm } from '@facturador/forms';
import { companyKeys } from '../../api/companies-query.ts';
import { companiesMessages } from '../../messages.ts';
import { useCompanyDialogSubmit } from '../../shared/use-company-dialog-submit.tsx';
import { useCompanyMutation } from '../../shared/use-company-mutation.ts';
import { UbigeoField } from '../../ubigeo/ubigeo-field.tsx';

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
  const queryClient = useQueryClient();
  const form = useContractForm(createEstablishmentRequestSchema, {
    code: establishment?.code ?? '',
    name: establishment?.name ?? '',
    address: establishment?.address ?? '',
    ubigeo: establishment?.ubigeo?.code ?? '',
  });
  const save = useCompanyMutation(companyId, ({ code, ...fields }: CreateEstablishmentRequest) =>
    establishment
      ? callApi(endpoints.updateEstablishment, {
          params: { id: companyId, establishmentId: establishment.publicId },
          body: fields,
        })
      : callApi(endpoints.createEstablishment, { params: { id: companyId }, body: { code, ...fields } }),
  );
  const { alert, alertAction, onSubmit } = useCompanyDialogSubmit(form, async (body) => {
    await save.mutateAsync(body);
    await queryClient.invalidateQueries({ queryKey: companyKeys.establishments(companyId) });
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
