import { Checkbox, FormControlLabel, Grid, Stack, Typography } from '@mui/material';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { CATALOG_54 } from '@facturador/einvoice/calc';
import { decimalInput, FormTextField, useFieldId } from '@facturador/forms';
import { documentsMessages } from '../messages.ts';
import { FormSelect } from '../../../shared/form-select.tsx';
import type { IssueFormValues } from './issue-form-model.ts';

const messages = documentsMessages.form;
type Form = UseFormReturn<IssueFormValues, unknown, FieldValues>;

const DETRACTION_OPTIONS = Object.entries(CATALOG_54).map(([code, good]) => ({
  value: code,
  label: `${code} · ${good.name} (${good.percent} %)`,
}));

/**
 * The descuento global (with IGV or without it, as the lines' prices are) and, on a factura, the
 * detracción: its good or service proposes SUNAT's usual rate, which the person may change (the
 * document carries its own percent).
 */
export function AdjustmentsFields({ form }: { form: Form }) {
  const [documentType, detracted, pricesIncludeIgv] = form.watch([
    'documentType',
    'detraction.enabled',
    'pricesIncludeIgv',
  ]);
  const detractionId = useFieldId('detraction.enabled');
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="adjustments-title">
      <Typography id="adjustments-title" variant="h6" component="h2">
        {messages.adjustments}
      </Typography>
      <FormTextField
        form={form}
        name="globalDiscount"
        // With IGV when the prices are: what the buyer sees taken off the total.
        label={pricesIncludeIgv ? messages.globalDiscountWithIgv : messages.globalDiscount}
        helperText={pricesIncludeIgv ? messages.globalDiscountWithIgvHint : messages.globalDiscountHint}
        size="small"
        sx={{ maxWidth: 320 }}
        slotProps={decimalInput}
      />
      {documentType === '01' && (
        <>
          <FormControlLabel
            control={
              <Checkbox
                id={detractionId}
                checked={detracted}
                onChange={(event) => form.setValue('detraction.enabled', event.target.checked)}
              />
            }
            label={messages.detraction}
          />
          {detracted && (
            <Grid container spacing={1.5} role="group" aria-label={messages.detraction}>
              <Grid size={12}>
                <Typography variant="body2" color="text.secondary">
                  {messages.detractionHint}
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormSelect
                  form={form}
                  name="detraction.code"
                  label={messages.detractionCode}
                  options={DETRACTION_OPTIONS}
                  onValue={(code) => form.setValue('detraction.percent', CATALOG_54[code]?.percent ?? '')}
                  fullWidth
                  size="small"
                />
              </Grid>
              <Grid size={{ xs: 4, md: 2 }}>
                <FormTextField
                  form={form}
                  name="detraction.percent"
                  label={messages.detractionPercent}
                  fullWidth
                  size="small"
                  slotProps={decimalInput}
                />
              </Grid>
              <Grid size={{ xs: 8, md: 4 }}>
                <FormTextField
                  form={form}
                  name="detraction.account"
                  label={messages.detractionAccount}
                  fullWidth
                  size="small"
                />
              </Grid>
            </Grid>
          )}
        </>
      )}
    </Stack>
  );
}
