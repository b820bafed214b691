/** One taxpayer of SUNAT's padrón reducido del RUC, as the table ruc_padron keeps it. */
export interface PadronRecord {
  ruc: string;
  razonSocial: string;
  estado: string;
  condicion: string;
  /** Six digits, or null when the padrón gives none ("-"). */
  ubigeo: string | null;
  /** The address assembled as SUNAT prints it; empty when the padrón gives none. */
  address: string;
}

/**
 * The file's columns, in order: RUC | NOMBRE O RAZÓN SOCIAL | ESTADO DEL CONTRIBUYENTE |
 * CONDICIÓN DE DOMICILIO | UBIGEO | TIPO DE VÍA | NOMBRE DE VÍA | CÓDIGO DE ZONA | TIPO DE ZONA |
 * NÚMERO | INTERIOR | LOTE | DEPARTAMENTO | MANZANA | KILÓMETRO, each line ending in a pipe.
 */
const COLUMNS = 15;

/** SUNAT writes "-" (sometimes "--" or "----") where a field has no value. */
const value = (field: string | undefined): string => {
  const text = (field ?? '').trim().replace(/\s+/g, ' ');
  return /^-*$/.test(text) ? '' : text;
};

/**
 * Vía, number, interior, department, block, lot and kilometre, then the zone: the order of
 * SUNAT's Consulta RUC ("AV. JAVIER PRADO ESTE NRO. 4200 INT. 301 URB. MONTERRICO").
 * CÓDIGO DE ZONA holds the zone's kind (URB., A.H.) and TIPO DE ZONA its name.
 */
function assembleAddress(fields: readonly string[]): string {
  const [viaKind, viaName, zoneKind, zoneName, number, inner, lot, apartment, block, km] = fields
    .slice(5, COLUMNS)
    .map(value);
  const labelled = (label: string, text: string | undefined) => (text ? `${label} ${text}` : '');
  return [
    viaKind,
    viaName,
    labelled('NRO.', number),
    labelled('INT.', inner),
    labelled('DPTO.', apartment),
    labelled('MZA.', block),
    labelled('LOTE', lot),
    labelled('KM.', km),
    zoneKind,
    zoneName,
  ]
    .filter((part) => part)
    .join(' ');
}

/** The header line the file starts with ("RUC|NOMBRE O RAZÓN SOCIAL|…"). */
export const isPadronHeader = (line: string): boolean => /^\s*RUC\s*\|/i.test(line);

/**
 * One line of the file, already decoded from Latin-1; null when it cannot be a taxpayer
 * (no 11-digit RUC, no name, no state, or more columns than the file has). Columns missing at
 * the end count as empty: only the first four are required.
 */
export function parsePadronLine(line: string): PadronRecord | null {
  const fields = line.replace(/\r$/, '').split('|');
  // The trailing pipe leaves one empty field after the last column.
  if (fields.length > COLUMNS && fields.slice(COLUMNS).some((field) => field.trim() !== '')) return null;
  const [ruc, razonSocial, estado, condicion, ubigeo] = fields.map(value);
  if (!ruc || !/^\d{11}$/.test(ruc) || !razonSocial || !estado || !condicion) return null;
  return {
    ruc,
    razonSocial,
    estado,
    condicion,
    ubigeo: ubigeo && /^\d{6}$/.test(ubigeo) ? ubigeo : null,
    address: assembleAddress(fields),
  };
}
