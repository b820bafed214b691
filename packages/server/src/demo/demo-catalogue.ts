import { catalogueCustomerInputSchema, catalogueProductInputSchema } from '@facturador/contracts';
import { upsertCustomers } from '../catalogues/customer-repository.ts';
import { upsertProducts } from '../catalogues/product-repository.ts';
import type { Queryable } from '../db/database.ts';
import { DEMO_BUYERS, DEMO_PRODUCTS } from './demo-sales.ts';

/**
 * The demo company's Clientes and Productos y servicios: the buyers and the shelf its documents
 * are issued to and from, so the catalogues, and Emitir's suggestions, show what the shop sells
 * and to whom. The anonymous "varios" of a boleta is not a client to keep.
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
}
