import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useController } from 'react-hook-form';
import { purchaseReceiptFormSchema } from '@facturador/contracts';
import { FormTextField, numericInput, useContractForm, type ContractForm } from '@facturador/forms';
import { plansMessages } from '../messages.ts';

const messages = plansMessages.payment;

export type ReceiptForm = ContractForm<typeof purchaseReceiptFormSchema>;

export const useReceiptForm = (): ReceiptForm =>
  useContractForm(purchaseReceiptFormSchema, { type: 'boleta', ruc: '', name: '', address: '' });

/**
 * Issue 28: boleta or factura for the purchase, asked before paying (the order records it;
 * the platform issues it once the payment arrives). A factura asks for the company's RUC,
 * razón social and fiscal address.
 */
export function ReceiptChoice({ form, disabled }: { form: ReceiptForm; disabled: boolean }) {
  const { field } = useController({ control: form.control, name: 'type' });
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography variant="subtitle2" component="legend" sx={{ mb: 0.5 }}>
        {messages.receiptLegend}
      </Typography>
      <RadioGroup value={field.value} onChange={(event) => field.onChange(event.target.value)}>
        <FormControlLabel
          value="boleta"
          control={<Radio />}
          label={messages.receiptBoleta}
          disabled={disabled}
        />
        <FormControlLabel
          value="factura"
          control={<Radio />}
          label={messages.receiptFactura}
          disabled={disabled}
        />
      </RadioGroup>
      {field.value === 'factura' && (
        <Stack spacing={1.5}>
          <FormTextField
            form={form}
            name="ruc"
            label={messages.receiptRuc}
            disabled={disabled}
            parse={(text) => text.replace(/\D/g, '').slice(0, 11)}
            slotProps={{ htmlInput: { ...numericInput.htmlInput, autoComplete: 'off' } }}
          />
          <FormTextField form={form} name="name" label={messages.receiptName} disabled={disabled} />
          <FormTextField form={form} name="address" label={messages.receiptAddress} disabled={disabled} />
        </Stack>
      )}
    </Stack>
  );
}
