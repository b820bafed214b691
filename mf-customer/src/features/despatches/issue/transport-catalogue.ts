import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CatalogueDriver, CatalogueVehicle, DespatchInput } from '@facturador/contracts';
import { saveDriver, saveVehicle } from '../../../shared/api/save-transport.ts';
import type { DespatchFormValues } from './despatch-draft.ts';

type Form = UseFormReturn<DespatchFormValues, unknown, DespatchInput>;
type Entry = 'vehicle' | 'driver';

/** A plate as the guía keeps it (capitals, no hyphen), so a typed «abc-123» is the saved ABC123. */
const plateKey = (plate: string | undefined) => (plate ?? '').trim().toUpperCase().replaceAll('-', '');
const driverKey = (type: string | undefined, number: string | undefined) =>
  `${type ?? ''}-${(number ?? '').trim().toUpperCase()}`;

export interface TransportCatalogue {
  /** «Guardar en Vehículos / Conductores», ticked unless the person unticks it. */
  save: Record<Entry, boolean>;
  setSave: (entry: Entry, value: boolean) => void;
  /** Whether the field still holds the entry picked from the catalogue. */
  isPickedVehicle: (plate: string | undefined) => boolean;
  isPickedDriver: (type: string | undefined, number: string | undefined) => boolean;
  pickVehicle: (vehicle: CatalogueVehicle) => void;
  pickDriver: (driver: CatalogueDriver) => void;
  /** A number typed by hand is a DNI again, as the field's label says, until a driver is picked. */
  typedDriverNumber: () => void;
  /** Once the guía is issued: its vehicle and driver not picked from the catalogues join them. */
  saveNew: (input: DespatchInput) => void;
}

/**
 * Emitir guía's Vehículos and Conductores (issue 42), as Emitir's Clientes: a vehicle or driver
 * picked fills its fields; one typed is saved to its catalogue once the guía is issued (a guía
 * refused may hold a typo), and only when the person left «Guardar en …» ticked.
 */
export function useTransportCatalogue(form: Form, companyId: string): TransportCatalogue {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Record<Entry, string | null>>({ vehicle: null, driver: null });
  const [save, setSaveState] = useState<Record<Entry, boolean>>({ vehicle: true, driver: true });
  const fill = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values))
      form.setValue(name as 'vehicle.plate', value, { shouldDirty: true });
  };
  return {
    save,
    setSave: (entry, value) => setSaveState((current) => ({ ...current, [entry]: value })),
    isPickedVehicle: (plate) => picked.vehicle !== null && picked.vehicle === plateKey(plate),
    isPickedDriver: (type, number) => picked.driver !== null && picked.driver === driverKey(type, number),
    pickVehicle: (vehicle) => {
      fill({ 'vehicle.plate': vehicle.plate, 'vehicle.circulationCard': vehicle.circulationCard ?? '' });
      form.clearErrors('vehicle');
      setPicked((current) => ({ ...current, vehicle: vehicle.plate }));
    },
    pickDriver: (driver) => {
      fill({
        'drivers.0.documentType': driver.documentType,
        'drivers.0.documentNumber': driver.documentNumber,
        'drivers.0.firstName': driver.firstName,
        'drivers.0.lastName': driver.lastName,
        'drivers.0.licence': driver.licence,
      });
      form.clearErrors('drivers');
      setPicked((current) => ({ ...current, driver: driverKey(driver.documentType, driver.documentNumber) }));
    },
    typedDriverNumber: () => {
      if (form.getValues('drivers.0.documentType') !== '1') form.setValue('drivers.0.documentType', '1');
    },
    saveNew: (input) => {
      if (input.vehicle && save.vehicle && picked.vehicle !== input.vehicle.plate)
        void saveVehicle(queryClient, companyId, input.vehicle);
      const driver = input.drivers[0];
      if (driver && save.driver && picked.driver !== driverKey(driver.documentType, driver.documentNumber))
        void saveDriver(queryClient, companyId, driver);
    },
  };
}
