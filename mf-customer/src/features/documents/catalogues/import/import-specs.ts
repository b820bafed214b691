import {
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_CSV_REQUIRED,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_REQUIRED,
} from '@facturador/contracts';
import type { ImportableKind } from '../api/catalogue-mutations.ts';

export interface ImportColumn {
  name: string;
  required: boolean;
  /** What goes in it, in a few words. */
  hint: string;
}

/** What the import dialog explains for one catalogue, and the template it offers. */
export interface ImportSpec {
  kind: ImportableKind;
  fileName: string;
  columns: readonly ImportColumn[];
  /** Example rows of the template, in the columns' order. */
  examples: readonly (readonly string[])[];
}

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

/** The template as Excel in Spanish opens it: BOM, «;» between fields, CRLF lines. */
export function templateOf(spec: ImportSpec): string {
  const quote = (cell: string) => (/[";\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const lines = [spec.columns.map((column) => column.name), ...spec.examples].map((row) =>
    row.map(quote).join(';'),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
