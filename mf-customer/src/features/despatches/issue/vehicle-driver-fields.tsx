import { Checkbox, FormControlLabel } from '@mui/material';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { DespatchInput } from '@facturador/contracts';
import { FormTextField, numericInput } from '@facturador/forms';
import { useDriverSuggestions, useVehicleSuggestions } from '../../../shared/api/catalogue-search.ts';
import { cataloguesMessages } from '../../../shared/catalogues/messages.ts';
import { CatalogueAutocomplete } from '../../../shared/catalogues/catalogue-autocomplete.tsx';
import { despatchesMessages } from '../messages.ts';
import type { DespatchFormValues } from './despatch-draft.ts';
import { Pair } from './pair.tsx';
import type { TransportCatalogue } from './transport-catalogue.ts';

const m = despatchesMessages.form;
const identity = cataloguesMessages.drivers.identity;
const capitals = (text: string) => text.toUpperCase();

type Form = UseFormReturn<DespatchFormValues, unknown, DespatchInput>;
// The shared fields take a form whose output is not pinned (FieldValues).
type AnyForm = Parameters<typeof FormTextField>[0]['form'];

function SaveCheckbox(props: { checked: boolean; label: string; onChange: (checked: boolean) => void }) {
  return (
    <FormControlLabel
      control={
        <Checkbox checked={props.checked} onChange={(event) => props.onChange(event.target.checked)} />
      }
      label={props.label}
      sx={{ minHeight: 48 }}
    />
  );
}

/**
 * The guía's vehicle and principal driver. The plate and the driver's document offer the
 * company's Vehículos and Conductores as the person types; a pick fills the rest. One typed is
 * offered «Guardar en …», saved once the guía is issued.
 */
export function VehicleDriverFields({
  form,
  companyId,
  catalogue,
}: {
  form: Form;
  companyId: string;
  catalogue: TransportCatalogue;
}) {
  const f = form as unknown as AnyForm;
  const [plate, driverType, driverNumber] = useWatch({
    control: form.control,
    name: ['vehicle.plate', 'drivers.0.documentType', 'drivers.0.documentNumber'],
  });
  const isDni = !driverType || driverType === '1';
  return (
    <>
      <Pair>
        <CatalogueAutocomplete
          form={f}
          name="vehicle.plate"
          label={m.plate}
          helperText={m.plateHint}
          companyId={companyId}
          useOptions={useVehicleSuggestions}
          optionKey={(vehicle) => vehicle.id}
          optionValue={(vehicle) => vehicle.plate}
          optionText={(vehicle) => (vehicle.brand ? `${vehicle.plate} · ${vehicle.brand}` : vehicle.plate)}
          onPick={catalogue.pickVehicle}
          // A phone's keyboard offers capitals, as a plate is written.
          inputSlotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
        />
        <FormTextField form={f} name="vehicle.circulationCard" label={m.circulationCard} parse={capitals} />
      </Pair>
      {!catalogue.isPickedVehicle(plate) && (
        <SaveCheckbox
          checked={catalogue.save.vehicle}
          label={cataloguesMessages.saveVehicle}
          onChange={(checked) => catalogue.setSave('vehicle', checked)}
        />
      )}
      <Pair>
        <CatalogueAutocomplete
          form={f}
          name="drivers.0.documentNumber"
          label={
            isDni ? m.driverDocument : m.driverDocumentOf(identity[driverType as '4' | '7'] ?? driverType)
          }
          helperText={m.driverHint}
          companyId={companyId}
          useOptions={useDriverSuggestions}
          optionKey={(driver) => driver.id}
          optionValue={(driver) => driver.documentNumber}
          optionText={(driver) =>
            `${identity[driver.documentType]} ${driver.documentNumber} · ${driver.firstName} ${driver.lastName}`
          }
          onPick={catalogue.pickDriver}
          onType={catalogue.typedDriverNumber}
          inputSlotProps={isDni ? numericInput : undefined}
        />
        <FormTextField form={f} name="drivers.0.licence" label={m.licence} parse={capitals} />
      </Pair>
      <Pair>
        <FormTextField form={f} name="drivers.0.firstName" label={m.driverFirstName} />
        <FormTextField form={f} name="drivers.0.lastName" label={m.driverLastName} />
      </Pair>
      {!catalogue.isPickedDriver(driverType, driverNumber) && (
        <SaveCheckbox
          checked={catalogue.save.driver}
          label={cataloguesMessages.saveDriver}
          onChange={(checked) => catalogue.setSave('driver', checked)}
        />
      )}
    </>
  );
}
