import { Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { CURRENCY_SYMBOLS, formatMoney, INCOTERMS } from '@facturador/contracts';
import { decimalInput } from '@facturador/forms';
import { openAdvancesQueryOptions } from '../api/open-advances.ts';
import { documentsMessages } from '../messages.ts';
import { SelectCell, TextCell } from '../../../shared/form-cells.tsx';
import { FormCheckbox } from '../../../shared/form-checkbox.tsx';
import { EXPORT_TYPES, type IssueFormValues } from './issue-form-model.ts';

const messages = documentsMessages.form.operation;
type Form = UseFormReturn<IssueFormValues, unknown, FieldValues>;

const TYPE_OPTIONS = (['', ...EXPORT_TYPES] as const).map((value) => ({
  value,
  label: messages.types[value],
}));
const INCOTERM_OPTIONS = [
  { value: '', label: messages.noIncoterm },
  ...INCOTERMS.map((code) => ({ value: code, label: code })),
];

/**
 * An export makes every line afectación 40 and its buyer one from abroad (SUNAT 2642, 2800); back
 * to a sale in Peru, those lines are gravadas again. The person can still change any of them.
 */
function onOperationType(form: Form, exportType: string) {
  const lines = form.getValues('lines');
  lines.forEach((line, index) => {
    if (exportType && line.affectation !== '40') form.setValue(`lines.${index}.affectation`, '40');
    if (!exportType && line.affectation === '40') form.setValue(`lines.${index}.affectation`, '10');
  });
  if (exportType && form.getValues('customer.documentType') === '6')
    form.setValue('customer.documentType', '0');
}

/** «Deducir anticipo»: the buyer's accepted advances, each with what is left; choosing one proposes all of it. */
function AdvanceDeduction({ form }: { form: Form }) {
  const [companyId, customerDocumentType, customerDocumentNumber, deducted] = form.watch([
    'companyId',
    'customer.documentType',
    'customer.documentNumber',
    'operation.deductedAdvance',
  ]);
  const { data: advances } = useQuery(
    openAdvancesQueryOptions(companyId, { customerDocumentType, customerDocumentNumber }),
  );
  const options = (advances ?? []).map((advance) => {
    const label = `${advance.series}-${advance.number}`;
    return {
      value: label,
      label: messages.advanceOption(label, formatMoney(CURRENCY_SYMBOLS[advance.currency], advance.left)),
      left: advance.left,
    };
  });
  if (options.length === 0 && !deducted) {
    return advances ? (
      <Typography variant="body2" color="text.secondary">
        {messages.noAdvances}
      </Typography>
    ) : null;
  }
  return (
    <Grid container spacing={1.5}>
      <SelectCell
        span={{ xs: 12, md: 7 }}
        form={form}
        name="operation.deductedAdvance"
        label={messages.deduct}
        options={[{ value: '', label: messages.noDeduction }, ...options]}
        onValue={(value) =>
          form.setValue(
            'operation.deductedAmount',
            options.find((option) => option.value === value)?.left ?? '',
          )
        }
      />
      {deducted && (
        <TextCell
          span={{ xs: 12, md: 5 }}
          form={form}
          name="operation.deductedAmount"
          label={messages.deductedAmount}
          slotProps={decimalInput}
        />
      )}
    </Grid>
  );
}

/**
 * Exportación and anticipos (issue 41): the operation type (an export, with its Incoterm and, for
 * services, the country that uses them), whether this document is an advance, and the advance a
 * later one deducts.
 */
export function OperationFields({ form }: { form: Form }) {
  const [exportType, advance] = form.watch(['operation.exportType', 'operation.advance']);
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="operation-title">
      <Typography id="operation-title" variant="h6" component="h2">
        {messages.title}
      </Typography>
      <Grid container spacing={1.5}>
        <SelectCell
          span={{ xs: 12, md: 6 }}
          form={form}
          name="operation.exportType"
          label={messages.type}
          options={TYPE_OPTIONS}
          onValue={(value) => onOperationType(form, value)}
          helperText={exportType ? messages.exportHint : undefined}
        />
        {exportType && (
          <SelectCell
            span={{ xs: 6, md: 3 }}
            form={form}
            name="operation.incoterm"
            label={messages.incoterm}
            options={INCOTERM_OPTIONS}
          />
        )}
        {exportType === '0201' && (
          <TextCell
            span={{ xs: 6, md: 3 }}
            form={form}
            name="operation.serviceCountry"
            label={messages.serviceCountry}
            slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
          />
        )}
      </Grid>
      <FormCheckbox form={form} name="operation.advance" label={messages.advance} />
      {!advance && <AdvanceDeduction form={form} />}
    </Stack>
  );
}
