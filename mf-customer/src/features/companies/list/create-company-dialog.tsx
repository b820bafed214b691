import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { addToast, callApi } from '@facturador/auth-api';
import {
  createCompanyRequestSchema,
  dniOfRuc,
  endpoints,
  ROUTE_PATHS,
  type CreateCompanyRequest,
} from '@facturador/contracts';
import { FormTextField, SubmitButton, useContractForm } from '@facturador/forms';
import { companyKeys } from '../api/companies-query.ts';
import { companiesMessages } from '../messages.ts';
import { useDialogAlert } from '../shared/use-dialog-alert.tsx';
import { UbigeoField } from '../ubigeo/ubigeo-field.tsx';

const messages = companiesMessages.create;
const digits = (text: string) => text.replace(/\D/g, '').slice(0, 11);

/** Registers a company: RUC (check digit; a 10… RUC shows its DNI), names, fiscal address, district. */
export function CreateCompanyDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useContractForm(createCompanyRequestSchema, {
    ruc: '',
    businessName: '',
    tradeName: '',
    fiscalAddress: '',
    ubigeo: '',
  });
  const failure = useDialogAlert();
  const create = useMutation({
    mutationFn: (body: CreateCompanyRequest) => callApi(endpoints.createCompany, { body }),
  });
  const dni = dniOfRuc(form.watch('ruc') ?? '');

  const submit = form.handleSubmit(async (body) => {
    failure.clear();
    try {
      const answer = await create.mutateAsync({ ...body, tradeName: body.tradeName || undefined });
      addToast({ type: 'success', title: messages.created, message: answer.message ?? '' });
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
      void navigate(`${ROUTE_PATHS.companies}/${answer.data.publicId}`);
    } catch (error) {
      failure.fail(form, error);
    }
  });

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby="create-company-title"
      fullWidth
      maxWidth="md"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="create-company-title">{messages.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure.alert && (
              <Alert severity="error" action={failure.alertAction}>
                {failure.alert}
              </Alert>
            )}
            <FormTextField
              form={form}
              name="ruc"
              label={messages.ruc}
              helperText={dni ? messages.dniOfRuc(dni) : messages.rucHint}
              parse={digits}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
              autoFocus
            />
            <FormTextField form={form} name="businessName" label={messages.businessName} fullWidth />
            <FormTextField form={form} name="tradeName" label={messages.tradeName} fullWidth />
            <FormTextField form={form} name="fiscalAddress" label={messages.fiscalAddress} fullWidth />
            <UbigeoField form={form} name="ubigeo" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {messages.cancel}
          </Button>
          <SubmitButton disabled={create.isPending}>
            {create.isPending ? messages.submitting : messages.submit}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
