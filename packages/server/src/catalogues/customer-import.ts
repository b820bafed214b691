import {
  CUSTOMER_CSV_REQUIRED,
  catalogueCustomerInputSchema,
  type CatalogueCustomerInput,
} from '@facturador/contracts';
import { documentTypeOf } from './csv-rows.ts';
import { customerKey, existingCustomerKeys, upsertCustomers } from './customer-repository.ts';
import type { ImportKind } from './import-rows.ts';

const optional = (cell: string | undefined) => (cell ? cell : undefined);

export const customerImport: ImportKind<CatalogueCustomerInput> = {
  required: CUSTOMER_CSV_REQUIRED,
  draftOf: (cells) => ({
    documentType: documentTypeOf(cells.tipo_documento ?? ''),
    documentNumber: cells.numero_documento ?? '',
    name: cells.nombre ?? '',
    address: optional(cells.direccion),
    email: optional(cells.email),
  }),
  schema: catalogueCustomerInputSchema,
  columnOf: {
    documentType: 'tipo_documento',
    documentNumber: 'numero_documento',
    name: 'nombre',
    address: 'direccion',
    email: 'email',
  },
  keyOf: customerKey,
  existingKeys: existingCustomerKeys,
  save: upsertCustomers,
};
