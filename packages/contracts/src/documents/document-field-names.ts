/**
 * DocumentInput's fields as a person names them, for a message that must say which field is
 * wrong away from the form (a bulk row, issue 39): «Cliente — número de documento»,
 * «Ítem 2 — cantidad», never `customer.documentNumber` or `lines.1.quantity`.
 */

const FIELDS: Readonly<Record<string, string>> = {
  documentType: 'Tipo de comprobante',
  series: 'Serie',
  issueDate: 'Fecha de emisión',
  issueTime: 'Hora de emisión',
  dueDate: 'Fecha de vencimiento',
  currency: 'Moneda',
  operationType: 'Tipo de operación',
  customer: 'Cliente',
  lines: 'Ítems',
  globalDiscount: 'Descuento global',
  payment: 'Forma de pago',
  detraction: 'Detracción',
  perception: 'Percepción',
  reference: 'Comprobante que modifica',
  observations: 'Observaciones',
  purchaseOrder: 'Orden de compra',
  incoterm: 'Incoterm',
  serviceCountry: 'País de uso del servicio',
  advance: 'Anticipo',
  advanceDeductions: 'Anticipos deducidos',
};

/** The parts of a group, after its name and a dash. */
const PARTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  customer: {
    documentType: 'tipo de documento',
    documentNumber: 'número de documento',
    name: 'nombre o razón social',
    address: 'dirección',
    email: 'email',
  },
  line: {
    description: 'descripción',
    productCode: 'código',
    sunatProductCode: 'código de producto SUNAT',
    quantity: 'cantidad',
    unitCode: 'unidad de medida',
    unitValue: 'valor unitario',
    unitPrice: 'precio unitario',
    affectation: 'afectación al IGV',
    discount: 'descuento',
    iscRate: 'tasa del ISC',
    icbperBags: 'bolsas plásticas (ICBPER)',
  },
  payment: { method: 'contado o crédito', installments: 'cuotas' },
  installment: { amount: 'importe', dueDate: 'fecha de vencimiento' },
  detraction: {
    code: 'bien o servicio',
    percent: 'porcentaje',
    account: 'cuenta del Banco de la Nación',
    paymentMeansCode: 'medio de pago',
  },
  perception: { code: 'régimen' },
  advanceDeduction: {
    documentType: 'tipo',
    series: 'serie',
    number: 'número',
    amount: 'importe',
    reasonCode: 'tipo de anticipo',
  },
  reference: {
    documentType: 'tipo',
    series: 'serie',
    number: 'número',
    reasonCode: 'motivo',
    reasonDescription: 'sustento',
  },
};

const position = (part: string | undefined) =>
  part !== undefined && /^\d+$/.test(part) ? Number(part) : null;

/** The group a path names, its title, and the parts left after it. */
function groupOf([head = '', ...rest]: string[]): { title: string; group: string; rest: string[] } {
  const line = head === 'lines' ? position(rest[0]) : null;
  if (line !== null) return { title: `Ítem ${line + 1}`, group: 'line', rest: rest.slice(1) };
  const advance = head === 'advanceDeductions' ? position(rest[0]) : null;
  if (advance !== null)
    return { title: `Anticipo ${advance + 1}`, group: 'advanceDeduction', rest: rest.slice(1) };
  const installment = head === 'payment' && rest[0] === 'installments' ? position(rest[1]) : null;
  if (installment !== null)
    return { title: `Cuota ${installment + 1}`, group: 'installment', rest: rest.slice(2) };
  return { title: FIELDS[head] ?? head, group: head, rest };
}

/**
 * A DocumentInput path (`['lines', 1, 'quantity']` as zod says it, or `lines.1.quantity` as a
 * field error says it) as a person reads it: `Ítem 2 — cantidad`. '' for the whole document; a
 * part the contract does not know is left as written, so nothing is hidden.
 */
export function documentFieldName(path: string | readonly PropertyKey[]): string {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter(Boolean);
  if (parts.length === 0) return '';
  const { title, group, rest } = groupOf(parts);
  if (rest.length === 0) return title;
  return `${title} — ${PARTS[group]?.[rest[0]!] ?? rest.join('.')}`;
}
