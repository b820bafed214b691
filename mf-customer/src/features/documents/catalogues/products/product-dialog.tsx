import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { Controller } from 'react-hook-form';
import { catalogueProductInputSchema, type CatalogueProduct } from '@facturador/contracts';
import { decimalInput, FormDialog, FormTextField, useContractForm } from '@facturador/forms';
import { FormSelect } from '../../../../shared/form-select.tsx';
import { useSaveProduct } from '../api/catalogue-mutations.ts';
import { cataloguesMessages } from '../../../../shared/catalogues/messages.ts';
import { useCatalogueDialog } from '../shared/use-catalogue-dialog.ts';
import { AFFECTATION_OPTIONS, UNIT_OPTIONS } from './product-options.ts';

const messages = cataloguesMessages.products;

/** Registers a product or service, or edits one (deactivating it hides it from Emitir). */
export function ProductDialog({
  companyId,
  entry,
  onClose,
}: {
  companyId: string;
  entry: CatalogueProduct | null;
  onClose: () => void;
}) {
  const form = useContractForm(catalogueProductInputSchema, {
    code: entry?.code ?? '',
    description: entry?.description ?? '',
    unitCode: entry?.unitCode ?? 'NIU',
    unitPrice: entry?.unitPrice ?? '',
    priceIncludesIgv: entry?.priceIncludesIgv ?? true,
    affectation: entry?.affectation ?? '10',
    isActive: entry?.isActive ?? true,
  });
  const dialog = useCatalogueDialog(form, useSaveProduct(companyId, entry?.id ?? null), onClose);
  const checkbox = (name: 'priceIncludesIgv' | 'isActive', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              name={field.name}
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
          label={label}
        />
      )}
    />
  );
  return (
    <FormDialog
      id="product-dialog"
      title={entry ? messages.editTitle(entry.code) : messages.createTitle}
      {...dialog}
    >
      <FormTextField form={form} name="code" label={messages.code} fullWidth />
      <FormTextField form={form} name="description" label={messages.description} fullWidth multiline />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect form={form} name="unitCode" label={messages.unit} options={UNIT_OPTIONS} fullWidth />
        <FormTextField
          form={form}
          name="unitPrice"
          label={messages.price}
          fullWidth
          slotProps={decimalInput}
          parse={(text) => text.replace(',', '.')}
        />
      </Stack>
      {checkbox('priceIncludesIgv', messages.priceIncludesIgv)}
      <FormSelect
        form={form}
        name="affectation"
        label={messages.affectation}
        options={AFFECTATION_OPTIONS}
        fullWidth
      />
      {checkbox('isActive', messages.isActive)}
    </FormDialog>
  );
}
