import {
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_CSV_REQUIRED,
  DRIVER_CSV_COLUMNS,
  DRIVER_CSV_REQUIRED,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_REQUIRED,
  VEHICLE_CSV_COLUMNS,
  VEHICLE_CSV_REQUIRED,
} from '@facturador/contracts';
import { cataloguesMessages } from '../../../../shared/catalogues/messages.ts';
import type { CatalogueKind } from '../api/catalogue-mutations.ts';

export interface ImportColumn {
  name: string;
  required: boolean;
  /** What goes in it, in a few words. */
  hint: string;
}

/** What the import dialog explains for one catalogue, and the template it offers. */
export interface ImportSpec {
  kind: CatalogueKind;
  fileName: string;
  columns: readonly ImportColumn[];
  /** Example rows of the template, in the columns' order. */
  examples: readonly (readonly string[])[];
  /** A row's key as people write it, where the server's differs («4-001234567» → «CE 001234567»). */
  keyLabel?: (key: string) => string;
}

/**
 * A person's import key, «tipo-número» («-» is the type of «sin documento»), with its type named
 * as `names` name it: «4-001234567» → «CE 001234567».
 */
const personKeyLabel =
  (names: Readonly<Record<string, string>>) =>
  (key: string): string => {
    const at = key.indexOf('-', 1);
    if (at < 0) return key;
    const type = key.slice(0, at);
    return type === '-' ? (names['-'] ?? key) : `${names[type] ?? type} ${key.slice(at + 1)}`;
  };

const describe = (
  names: readonly string[],
  required: readonly string[],
  hints: Record<string, string>,
): ImportColumn[] =>
  names.map((name) => ({ name, required: required.includes(name), hint: hints[name] ?? '' }));

export const customerImportSpec: ImportSpec = {
  kind: 'customers',
  fileName: 'plantilla-clientes.csv',
  columns: describe(CUSTOMER_CSV_COLUMNS, CUSTOMER_CSV_REQUIRED, {
    tipo_documento: 'RUC, DNI, CE, PASAPORTE o SIN DOCUMENTO (o su código: 6, 1, 4, 7, -)',
    numero_documento: 'RUC de 11 dígitos, DNI de 8; identifica al cliente: si ya existe, se actualiza',
    nombre: 'nombre o razón social',
    direccion: 'dirección fiscal o de entrega',
    email: 'a donde se envían sus comprobantes',
  }),
  examples: [
    ['RUC', '20512333797', 'Distribuidora Norte S.A.C.', 'Av. Arequipa 1234, Lima', 'compras@norte.pe'],
    ['DNI', '45678912', 'Rosa Quispe Mamani', '', ''],
  ],
  keyLabel: personKeyLabel(cataloguesMessages.customers.identity),
};

export const productImportSpec: ImportSpec = {
  kind: 'products',
  fileName: 'plantilla-productos.csv',
  columns: describe(PRODUCT_CSV_COLUMNS, PRODUCT_CSV_REQUIRED, {
    codigo: 'código propio, único; si ya existe, se actualiza',
    descripcion: 'lo que se imprime en el comprobante',
    unidad: 'catálogo 03: NIU bienes, ZZ servicios, KGM, LTR…; vacía: NIU',
    precio: 'con coma o punto decimal, sin separador de miles (24,50)',
    incluye_igv: 'SI o NO; vacía: SI',
    afectacion_igv: 'catálogo 07: 10 gravado, 20 exonerado, 30 inafecto…; vacía: 10',
    activo: 'SI o NO; vacía: SI',
  }),
  examples: [
    ['SERV-01', 'Mantenimiento preventivo', 'ZZ', '118,00', 'SI', '10', 'SI'],
    ['LIB-001', 'Libro de texto', 'NIU', '45,00', 'SI', '20', 'SI'],
  ],
};

export const vehicleImportSpec: ImportSpec = {
  kind: 'vehicles',
  fileName: 'plantilla-vehiculos.csv',
  columns: describe(VEHICLE_CSV_COLUMNS, VEHICLE_CSV_REQUIRED, {
    placa: 'de 6 a 8 letras o dígitos, con o sin guion (ABC-123); si ya existe, se actualiza',
    marca: 'marca y modelo, hasta 50 caracteres',
    constancia_o_tuc:
      'constancia de inscripción, TUC o certificado de habilitación del MTC: de 10 a 15 letras o dígitos',
  }),
  examples: [
    ['F5U-597', 'Volvo FH 460', '15M21028927'],
    ['BHK-842', 'Toyota Hiace', ''],
  ],
};

export const driverImportSpec: ImportSpec = {
  kind: 'drivers',
  fileName: 'plantilla-conductores.csv',
  columns: describe(DRIVER_CSV_COLUMNS, DRIVER_CSV_REQUIRED, {
    tipo_documento: 'DNI, CE o PASAPORTE (o su código: 1, 4, 7)',
    numero_documento: 'DNI de 8 dígitos, CE de 9 a 12; identifica al conductor: si ya existe, se actualiza',
    nombres: 'nombres del conductor',
    apellidos: 'apellidos del conductor',
    licencia: 'licencia de conducir: de 9 a 10 letras o dígitos (Q41827365)',
  }),
  examples: [
    ['DNI', '41827365', 'Wilber', 'Condori Huamán', 'Q41827365'],
    ['CE', '001234567', 'Ana', 'Álvarez', 'B12345678'],
  ],
  keyLabel: personKeyLabel(cataloguesMessages.drivers.identityShort),
};

/** The template as Excel in Spanish opens it: BOM, «;» between fields, CRLF lines. */
export function templateOf(spec: ImportSpec): string {
  const quote = (cell: string) => (/[";\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const lines = [spec.columns.map((column) => column.name), ...spec.examples].map((row) =>
    row.map(quote).join(';'),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
