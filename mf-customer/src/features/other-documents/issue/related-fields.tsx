import { Box, Button, Grid, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useFieldArray, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { formatMoney, type OtherCpeType } from '@facturador/contracts';
import { decimalInput, FormTextField, numericInput } from '@facturador/forms';
import { FormSelect } from '../../../shared/form-select.tsx';
import { otherDocumentsMessages } from '../messages.ts';
import {
  emptyRelated,
  RELATED_TYPES_OF,
  type OtherFormValues,
  type OtherPreview,
} from './other-form-model.ts';

const m = otherDocumentsMessages.form;
type Form = UseFormReturn<OtherFormValues, unknown, FieldValues>;

const CURRENCY_OPTIONS = ['PEN', 'USD'].map((code) => ({
  value: code,
  label: otherDocumentsMessages.currencies[code]!,
}));
/** Dates keep their label above the field (a date input always shows its own placeholder). */
const DATE_SLOTS = { inputLabel: { shrink: true } } as const;
const AMOUNT_SLOTS = { ...decimalInput, inputLabel: { shrink: true } } as const;

/** One related document: what it is, its payment, and (in dollars) the exchange rate. */
function RelatedCard({
  form,
  index,
  type,
  preview,
  onRemove,
}: {
  form: Form;
  index: number;
  type: OtherCpeType;
  preview: OtherPreview['rows'][number] | undefined;
  onRemove: (() => void) | null;
}) {
  const currency = useWatch({ control: form.control, name: `relatedDocuments.${index}.currency` });
  const typeOptions = RELATED_TYPES_OF[type].map((code) => ({
    value: code,
    label: `${code} · ${otherDocumentsMessages.relatedTypes[code]}`,
  }));
  const field = (name: string) => `relatedDocuments.${index}.${name}` as never;
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      // A fieldset is as wide as its content by default: on a phone it would push the page sideways.
      sx={{ p: 2, m: 0, minWidth: 0 }}
      aria-label={m.relatedItem(index + 1)}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
          {m.relatedItem(index + 1)}
        </Typography>
        {onRemove && (
          <Tooltip title={m.removeRelated(index + 1)}>
            <IconButton aria-label={m.removeRelated(index + 1)} onClick={onRemove} size="small">
              <Box component="span" aria-hidden sx={{ fontSize: 20, lineHeight: 1, px: 0.5 }}>
                ×
              </Box>
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormSelect
            form={form}
            name={field('documentType')}
            label={m.relatedType}
            options={typeOptions}
            fullWidth
            size="small"
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 2 }}>
          <FormTextField form={form} name={field('series')} label={m.relatedSeries} fullWidth size="small" />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 2 }}>
          <FormTextField
            form={form}
            name={field('number')}
            label={m.relatedNumber}
            fullWidth
            size="small"
            slotProps={numericInput}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField
            form={form}
            name={field('issueDate')}
            type="date"
            label={m.relatedIssueDate}
            fullWidth
            size="small"
            slotProps={DATE_SLOTS}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormSelect
            form={form}
            name={field('currency')}
            label={m.currency}
            options={CURRENCY_OPTIONS}
            fullWidth
            size="small"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField
            form={form}
            name={field('totalAmount')}
            label={m.totalAmount}
            fullWidth
            size="small"
            slotProps={AMOUNT_SLOTS}
          />
        </Grid>
        <Grid size={{ xs: 4, sm: 2, md: 2 }}>
          <FormTextField
            form={form}
            name={field('payment.number')}
            label={m.paymentNumber}
            fullWidth
            size="small"
            slotProps={{ ...numericInput, inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 8, sm: 4, md: 3 }}>
          <FormTextField
            form={form}
            name={field('payment.date')}
            type="date"
            label={m.paymentDate}
            fullWidth
            size="small"
            slotProps={DATE_SLOTS}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField
            form={form}
            name={field('payment.amount')}
            label={m.paymentAmount}
            fullWidth
            size="small"
            slotProps={AMOUNT_SLOTS}
          />
        </Grid>
        {currency !== 'PEN' && (
          <>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <FormTextField
                form={form}
                name={field('exchangeRate.rate')}
                label={m.exchangeRate}
                fullWidth
                size="small"
                slotProps={AMOUNT_SLOTS}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <FormTextField
                form={form}
                name={field('exchangeRate.date')}
                type="date"
                label={m.exchangeRateDate}
                fullWidth
                size="small"
                slotProps={DATE_SLOTS}
              />
            </Grid>
          </>
        )}
      </Grid>
      {preview && preview.amount !== '' && (
        <Typography variant="body2" sx={{ mt: 1.5 }} data-testid={`related-preview-${index}`}>
          {`${type === '20' ? m.rowRetained : m.rowPerceived}: ${formatMoney('S/', preview.amount)} · ${
            type === '20' ? m.rowNetPaid : m.rowNetCollected
          }: ${formatMoney('S/', preview.net)}`}
          {!preview.counted && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {m.outOfTotals}
            </Typography>
          )}
        </Typography>
      )}
    </Paper>
  );
}

/** The related documents, added and removed; each previews what is withheld or collected. */
export function RelatedFields({
  form,
  type,
  today,
  preview,
}: {
  form: Form;
  type: OtherCpeType;
  today: string;
  preview: OtherPreview;
}) {
  const rows = useFieldArray({ control: form.control, name: 'relatedDocuments' });
  const error = form.formState.errors.relatedDocuments;
  const listError = error?.message ?? error?.root?.message;
  return (
    <Stack component="section" aria-labelledby="related-title" spacing={2}>
      <Typography id="related-title" variant="h6" component="h2">
        {m.related}
      </Typography>
      {listError && (
        <Typography color="error" variant="body2" role="alert">
          {listError}
        </Typography>
      )}
      {rows.fields.map((row, index) => (
        <RelatedCard
          key={row.id}
          form={form}
          index={index}
          type={type}
          preview={preview.rows[index]}
          onRemove={rows.fields.length > 1 ? () => rows.remove(index) : null}
        />
      ))}
      <div>
        <Button variant="outlined" onClick={() => rows.append(emptyRelated(type, today))}>
          {m.addRelated}
        </Button>
      </div>
    </Stack>
  );
}
