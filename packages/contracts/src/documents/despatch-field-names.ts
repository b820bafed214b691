/**
 * DespatchInput's fields as a person names them, for a message that must say which field is
 * wrong away from the form (a row of a batch of guías): «Conductor 1 — licencia de conducir»,
 * «Bien 2 — cantidad», never `drivers.0.licence` or `lines.1.quantity`.
 */

const FIELDS: Readonly<Record<string, string>> = {
  documentType: 'Tipo de guía',
  series: 'Serie',
  issueDate: 'Fecha de emisión',
  issueTime: 'Hora de emisión',
  observations: 'Observaciones',
  recipient: 'Destinatario',
  shipper: 'Remitente',
  reasonCode: 'Motivo de traslado',
  reasonDescription: 'Descripción del motivo de traslado',
  transportMode: 'Modalidad de traslado',
  startDate: 'Fecha de inicio del traslado',
  handoverDate: 'Fecha de entrega de los bienes al transportista',
  grossWeight: 'Peso bruto total',
  weightUnit: 'Unidad del peso bruto',
  packages: 'Número de bultos',
  carrier: 'Transportista',
  mtcRegistration: 'Registro MTC',
  vehicle: 'Vehículo principal',
  secondaryVehicles: 'Vehículos secundarios',
  drivers: 'Conductores',
  m1OrLVehicle: 'Vehículo de categoría M1 o L',
  scheduledTransshipment: 'Transbordo programado',
  subcontractor: 'Subcontratador',
  freightPayer: 'Pagador del flete',
  freightPayerParty: 'Pagador del flete',
  origin: 'Punto de partida',
  destination: 'Punto de llegada',
  relatedDocuments: 'Documentos relacionados',
  lines: 'Bienes',
};

const party = {
  documentType: 'tipo de documento',
  documentNumber: 'número de documento',
  name: 'nombre o razón social',
};
const company = { ruc: 'RUC', name: 'razón social', mtcRegistration: 'registro MTC' };
const vehicle = { plate: 'placa', circulationCard: 'TUC o certificado de habilitación' };
const address = {
  ubigeo: 'ubigeo',
  address: 'dirección',
  establishmentCode: 'código de establecimiento',
  establishmentRuc: 'RUC del establecimiento',
};

/** The parts of a group, after its name and a dash. */
const PARTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  recipient: party,
  shipper: party,
  freightPayerParty: party,
  carrier: company,
  subcontractor: company,
  vehicle,
  secondaryVehicles: vehicle,
  drivers: {
    ...party,
    firstName: 'nombres',
    lastName: 'apellidos',
    licence: 'licencia de conducir',
  },
  origin: address,
  destination: address,
  relatedDocuments: { documentType: 'tipo', number: 'número', issuerRuc: 'RUC del emisor' },
  lines: {
    description: 'descripción',
    quantity: 'cantidad',
    unitCode: 'unidad de medida',
    productCode: 'código',
    sunatProductCode: 'código de producto SUNAT',
  },
};

/** A list's one element, by its position: «Conductor 1», «Bien 2». */
const ELEMENTS: Readonly<Record<string, string>> = {
  secondaryVehicles: 'Vehículo secundario',
  drivers: 'Conductor',
  relatedDocuments: 'Documento relacionado',
  lines: 'Bien',
};

/**
 * A DespatchInput path (`['drivers', 0, 'licence']` as zod says it, or `drivers.0.licence` as a
 * rule says it) as a person reads it. '' for the whole guía; a part the contract does not know is
 * left as written, so nothing is hidden.
 */
export function despatchFieldName(path: string | readonly PropertyKey[]): string {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter(Boolean);
  if (parts.length === 0) return '';
  const [head = '', ...rest] = parts;
  const element = ELEMENTS[head] && rest[0] !== undefined && /^\d+$/.test(rest[0]) ? rest.shift() : null;
  const title = element ? `${ELEMENTS[head]} ${Number(element) + 1}` : (FIELDS[head] ?? head);
  if (rest.length === 0) return title;
  return `${title} — ${PARTS[head]?.[rest[0]!] ?? rest.join('.')}`;
}
