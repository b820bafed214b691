import {
  catalogueCustomerInputSchema,
  catalogueDriverInputSchema,
  catalogueProductInputSchema,
  catalogueVehicleInputSchema,
  type CatalogueDriverDraft,
  type CatalogueVehicleDraft,
} from '@facturador/contracts';
import { upsertCustomers } from '../catalogues/customer-repository.ts';
import { upsertDrivers } from '../catalogues/driver-repository.ts';
import { upsertProducts } from '../catalogues/product-repository.ts';
import { upsertVehicles } from '../catalogues/vehicle-repository.ts';
import type { Queryable } from '../db/database.ts';
import { DEMO_BUYERS, DEMO_PRODUCTS } from './demo-sales.ts';

/**
 * The demo company's Vehículos: its truck, with the certificado de habilitación vehicular the MTC
 * gave it, and the van of its deliveries in Lima, so «Guías de remisión» offers a plate at once.
 */
export const DEMO_VEHICLES: readonly CatalogueVehicleDraft[] = [
  { plate: 'F5U-597', brand: 'Volvo FH 460', circulationCard: '15M21028927' },
  { plate: 'BHK-842', brand: 'Toyota Hiace' },
];

/** The demo company's Conductores: the two who drive them, each with DNI and licence. */
export const DEMO_DRIVERS: readonly CatalogueDriverDraft[] = [
  {
    documentType: '1',
    documentNumber: '41827365',
    firstName: 'Wilber',
    lastName: 'Condori Huamán',
    licence: 'Q41827365',
  },
  {
    documentType: '1',
    documentNumber: '46203718',
    firstName: 'Rosa Elena',
    lastName: 'Ccori Vargas',
    licence: 'Q46203718',
  },
];

/**
 * The demo company's Clientes and Productos y servicios: the buyers and the shelf its documents
 * are issued to and from, so the catalogues, and Emitir's suggestions, show what the shop sells
 * and to whom. The anonymous "varios" of a boleta is not a client to keep. Its guías take their
 * transport from DEMO_VEHICLES and DEMO_DRIVERS. Each is an upsert on the catalogue's key, so a
 * second run changes nothing.
 */
export async function seedDemoCatalogue(tx: Queryable, companyId: string, at: Date): Promise<void> {
  const buyers = [...DEMO_BUYERS.businesses, ...DEMO_BUYERS.people].filter(
    (buyer) => buyer.documentNumber !== '-',
  );
  await upsertCustomers(
    tx,
    companyId,
    buyers.map((buyer) =>
      catalogueCustomerInputSchema.parse({
        documentType: buyer.documentType,
        documentNumber: buyer.documentNumber,
        name: buyer.name,
        address: buyer.address,
      }),
    ),
    at,
  );
  await upsertProducts(
    tx,
    companyId,
    DEMO_PRODUCTS.map((product) =>
      catalogueProductInputSchema.parse({
        code: product.productCode,
        description: product.description,
        unitCode: product.unitCode,
        // The documents carry valores unitarios (without IGV); the catalogue keeps the same.
        unitPrice: product.unitValue,
        priceIncludesIgv: false,
        affectation: product.affectation,
      }),
    ),
    at,
  );
  await upsertVehicles(
    tx,
    companyId,
    DEMO_VEHICLES.map((vehicle) => catalogueVehicleInputSchema.parse(vehicle)),
    at,
  );
  await upsertDrivers(
    tx,
    companyId,
    DEMO_DRIVERS.map((driver) => catalogueDriverInputSchema.parse(driver)),
    at,
  );
}
