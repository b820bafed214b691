import { catalogueVehicleInputSchema, type CatalogueVehicle } from '@facturador/contracts';
import { FormDialog, FormTextField, useContractForm } from '@facturador/forms';
import { useSaveVehicle } from '../api/catalogue-mutations.ts';
import { cataloguesMessages } from '../../../../shared/catalogues/messages.ts';
import { useCatalogueDialog } from '../shared/use-catalogue-dialog.ts';

const messages = cataloguesMessages.vehicles;
const capitals = (text: string) => text.toUpperCase();

/** Registers a vehicle, or edits one; the plate and the constancia are judged by the guía's own rules. */
export function VehicleDialog({
  companyId,
  entry,
  onClose,
}: {
  companyId: string;
  entry: CatalogueVehicle | null;
  onClose: () => void;
}) {
  const form = useContractForm(catalogueVehicleInputSchema, {
    plate: entry?.plate ?? '',
    circulationCard: entry?.circulationCard ?? '',
    brand: entry?.brand ?? '',
  });
  const dialog = useCatalogueDialog(form, useSaveVehicle(companyId, entry?.id ?? null), onClose);
  return (
    <FormDialog
      id="vehicle-dialog"
      title={entry ? messages.editTitle(entry.plate) : messages.createTitle}
      {...dialog}
    >
      <FormTextField form={form} name="plate" label={messages.plate} parse={capitals} fullWidth />
      <FormTextField
        form={form}
        name="circulationCard"
        label={messages.circulationCard}
        parse={capitals}
        fullWidth
      />
      <FormTextField form={form} name="brand" label={messages.brand} fullWidth />
    </FormDialog>
  );
}
