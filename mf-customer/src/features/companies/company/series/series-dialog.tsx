import { MenuItem, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import {
  createSeriesRequestSchema,
  DOCUMENT_TYPE_CODES,
  DOCUMENT_TYPE_NAMES,
  SERIES_FIRST_LETTERS,
  type DocumentTypeCode,
  type Establishment,
} from '@facturador/contracts';
import { FormDialog, FormTextField, numericInput, useContractForm, useServerSubmit } from '@facturador/forms';
import { useCreateSeries } from '../../api/company-part-mutations.ts';
import { companiesMessages } from '../../messages.ts';

const messages = companiesMessages.series;

/** A new series: establishment, document type (SUNAT catalogue 01), 4 characters, first correlative. */
export function SeriesDialog({
  companyId,
  establishments,
  onClose,
}: {
  companyId: string;
  establishments: Establishment[];
  onClose: () => void;
}) {
  const form = useContractForm(createSeriesRequestSchema, {
    establishmentId: establishments[0]?.publicId ?? '',
    documentType: '01',
    series: '',
    nextCorrelative: 1,
  });
  const create = useCreateSeries(companyId);
  const type = form.watch('documentType') as DocumentTypeCode;
  // A number, not text: the contract's correlative is an integer from 1 to 99999999.
  const correlative = useController({ control: form.control, name: 'nextCorrelative' });
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await create.mutateAsync(body);
    onClose();
  });
  return (
    <FormDialog
      id="series-dialog"
      title={messages.createTitle}
      alert={alert}
      pending={create.isPending}
      submitLabel={messages.save}
      cancelLabel={messages.cancel}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="sm"
    >
      <FormTextField form={form} name="establishmentId" select label={messages.establishment}>
        {establishments.map((row) => (
          <MenuItem key={row.publicId} value={row.publicId}>
            {row.code} · {row.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField form={form} name="documentType" select label={messages.documentType}>
        {DOCUMENT_TYPE_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {code} · {DOCUMENT_TYPE_NAMES[code]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        form={form}
        name="series"
        label={messages.series}
        helperText={messages.seriesHint(SERIES_FIRST_LETTERS[type].join(' o '))}
        parse={(text) => text.toUpperCase().slice(0, 4)}
      />
      <TextField
        label={messages.nextCorrelative}
        value={correlative.field.value ?? ''}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 8);
          correlative.field.onChange(digits === '' ? undefined : Number(digits));
        }}
        error={correlative.fieldState.invalid}
        helperText={correlative.fieldState.error?.message}
        slotProps={numericInput}
      />
    </FormDialog>
  );
}
