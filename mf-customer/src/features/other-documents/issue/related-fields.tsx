import { Box, Button, Grid, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useFieldArray, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { formatMoney, type OtherCpeType } from '@facturador/contracts';
import type { ComponentProps } from 'react';
import { decimalInput, numericInput } from '@facturador/forms';
import { SelectCell, TextCell } from '../../../shared/form-cells.tsx';
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

type CellProps = ComponentProps<typeof TextCell<OtherFormValues>>;
const DateCell = (props: CellProps) => <TextCell type="date" slotProps={DATE_SLOTS} {...props} />;
const AmountCell = (props: CellProps) => <TextCell slotProps={AMOUNT_SLOTS} {...props} />;

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
  const bind = (name: string) => ({ form, name: `relatedDocuments.${index}.${name}` as never });
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
        <SelectCell
          span={{ xs: 12, sm: 6, md: 4 }}
          {...bind('documentType')}
          label={m.relatedType}
          options={typeOptions}
        />
        <TextCell span={{ xs: 6, sm: 3, md: 2 }} {...bind('series')} label={m.relatedSeries} />
        <TextCell
          span={{ xs: 6, sm: 3, md: 2 }}
          {...bind('number')}
          label={m.relatedNumber}
          slotProps={numericInput}
        />
        <DateCell span={{ xs: 12, sm: 6, md: 4 }} {...bind('issueDate')} label={m.relatedIssueDate} />
        <SelectCell
          span={{ xs: 12, sm: 6, md: 3 }}
          {...bind('currency')}
          label={m.currency}
          options={CURRENCY_OPTIONS}
        />
        <AmountCell span={{ xs: 12, sm: 6, md: 4 }} {...bind('totalAmount')} label={m.totalAmount} />
        <TextCell
          span={{ xs: 4, sm: 2, md: 2 }}
          {...bind('payment.number')}
          label={m.paymentNumber}
          slotProps={{ ...numericInput, inputLabel: { shrink: true } }}
        />
        <DateCell span={{ xs: 8, sm: 4, md: 3 }} {...bind('payment.date')} label={m.paymentDate} />
        <AmountCell span={{ xs: 12, sm: 6, md: 4 }} {...bind('payment.amount')} label={m.paymentAmount} />
        {currency !== 'PEN' && (
          <>
            <AmountCell
              span={{ xs: 12, sm: 6, md: 4 }}
              {...bind('exchangeRate.rate')}
              label={m.exchangeRate}
            />
            <DateCell
              span={{ xs: 12, sm: 6, md: 4 }}
              {...bind('exchangeRate.date')}
              label={m.exchangeRateDate}
            />
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
