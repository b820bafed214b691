import { Button, Grid, Stack, Typography } from '@mui/material';
import { useFieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { decimalInput, FormTextField, useFieldId } from '@facturador/forms';
import { documentsMessages } from '../messages.ts';
import { FormSelect } from '../../../shared/form-select.tsx';
import { DATE_COMPANION_SIZE, DATE_FIELD_SIZE } from './date-field-size.ts';
import type { IssueFormValues } from './issue-form-model.ts';

const messages = documentsMessages.form;
type Form = UseFormReturn<IssueFormValues, unknown, FieldValues>;

/** Forma de pago (RS 193-2020): Contado, or Crédito with its cuotas. */
export function PaymentFields({ form }: { form: Form }) {
  const method = form.watch('payment.method');
  const installments = useFieldArray({ control: form.control, name: 'payment.installments' });
  const addInstallmentId = useFieldId('add-installment');
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="payment-title">
      <Typography id="payment-title" variant="h6" component="h2">
        {messages.payment}
      </Typography>
      <FormSelect
        form={form}
        name="payment.method"
        label={messages.payment}
        options={[
          { value: 'Contado', label: messages.cash },
          { value: 'Credito', label: messages.credit },
        ]}
        onValue={(value) => {
          if (value === 'Credito' && installments.fields.length === 0)
            installments.append({ amount: '', dueDate: '' });
        }}
        size="small"
        sx={{ maxWidth: 240 }}
      />
      {method === 'Credito' &&
        installments.fields.map((item, index) => (
          <Grid
            container
            spacing={1.5}
            key={item.id}
            role="group"
            aria-label={messages.installment(index + 1)}
          >
            <Grid size={DATE_COMPANION_SIZE}>
              <FormTextField
                form={form}
                name={`payment.installments.${index}.amount`}
                label={messages.installmentAmount}
                size="small"
                fullWidth
                slotProps={decimalInput}
              />
            </Grid>
            <Grid size={DATE_FIELD_SIZE}>
              <FormTextField
                form={form}
                name={`payment.installments.${index}.dueDate`}
                label={messages.installmentDueDate}
                type="date"
                size="small"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Button size="small" color="error" onClick={() => installments.remove(index)}>
                {messages.removeInstallment(index + 1)}
              </Button>
            </Grid>
          </Grid>
        ))}
      {method === 'Credito' && (
        <div>
          <Button
            id={addInstallmentId}
            size="small"
            variant="outlined"
            onClick={() => installments.append({ amount: '', dueDate: '' })}
          >
            {messages.addInstallment}
          </Button>
        </div>
      )}
    </Stack>
  );
}
