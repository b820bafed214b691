import {
  CUSTOMER_CSV_REQUIRED,
  catalogueCustomerInputSchema,
  type CatalogueCustomerInput,
} from '@facturador/contracts';
import { columnName } from './csv-rows.ts';
import { customerKey, existingCustomerKeys, upsertCustomers } from './customer-repository.ts';
import type { ImportKind } from './import-rows.ts';

/** Catálogo 06 by the names people write in a spreadsheet, besides the codes themselves. */
const DOCUMENT_TYPE_NAMES: Record<string, string> = {
  ruc: '6',
  dni: '1',
  ce: '4',
  carne_de_extranjeria: '4',
  carnet_de_extranjeria: '4',
  pasaporte: '7',
  sin_documento: '-',
  varios: '-',
};

const optional = (cell: string | undefined) => (cell ? cell : undefined);

export const customerImport: ImportKind<CatalogueCustomerInput> = {
  required: CUSTOMER_CSV_REQUIRED,
  draftOf: (cells) => {
    const type = cells.tipo_documento ?? '';
    return {
      documentType: DOCUMENT_TYPE_NAMES[columnName(type)] ?? type,
      documentNumber: cells.numero_documento ?? '',
      name: cells.nombre ?? '',
      address: optional(cells.direccion),
      email: optional(cells.email),
    };
  },
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
